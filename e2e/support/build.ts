import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = 0;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    latest = Math.max(latest, newest(join(path, entry.name)));
  }
  return latest;
}

const builtAt = (file: string) => (existsSync(file) ? statSync(file).mtimeMs : 0);

// The same outputs and sources that scripts/start.mjs compares before it serves.
const targets = [
  { name: 'web', output: 'web/dist/index.html', sources: ['web/src', 'web/index.html'] },
  { name: 'server', output: 'server/dist/main.js', sources: ['server/src', 'server/drizzle'] },
];

/** The workspaces whose build is missing or older than their sources (or the contract's). */
export function staleBuilds(): string[] {
  const contract = newest(join(repoRoot, 'contract/src'));
  return targets
    .filter((target) => {
      const sources = Math.max(contract, ...target.sources.map((s) => newest(join(repoRoot, s))));
      return builtAt(join(repoRoot, target.output)) < sources;
    })
    .map((target) => target.name);
}
