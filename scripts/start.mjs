// `npm start`: builds the web app and the server when their sources are newer than the
// build, then runs the server, which serves the API, the app and the job workers on one port.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;

function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
}

const builtAt = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);
const contract = newest(join(root, 'contract/src'));
const targets = [
  {
    name: 'web',
    output: join(root, 'web/dist/index.html'),
    sources: [join(root, 'web/src'), join(root, 'web/index.html')],
  },
  {
    name: 'server',
    output: join(root, 'server/dist/main.js'),
    sources: [join(root, 'server/src'), join(root, 'server/drizzle')],
  },
];

for (const target of targets) {
  const sourceTime = Math.max(
    contract,
    ...target.sources.map((s) => (statSync(s).isDirectory() ? newest(s) : statSync(s).mtimeMs)),
  );
  if (builtAt(target.output) >= sourceTime) continue;
  console.log(`Building ${target.name}…`);
  const result = spawnSync('npm', ['run', 'build', '-w', target.name], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// The server runs as a child so SIGTERM and SIGINT reach it and it shuts down cleanly.
const server = spawn(
  process.execPath,
  ['--enable-source-maps', join(root, 'server/dist/main.js')],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
