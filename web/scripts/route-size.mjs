// Adds up the JavaScript a route needs before it can paint: the entry chunk, the route's page
// chunk and everything they import statically. Run after `npx vite build`:
//   node scripts/route-size.mjs [src/features/auth/LoginPage.tsx] [dist directory]
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = process.argv[3] ?? new URL('../dist/', import.meta.url).pathname;
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const page = process.argv[2] ?? 'src/features/auth/LoginPage.tsx';

const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!manifest[page]) throw new Error(`No chunk for ${page}`);

const seen = new Set();
function visit(key) {
  if (seen.has(key)) return;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) visit(dep);
}
visit(entry);
visit(page);

let raw = 0;
let gzip = 0;
const rows = [];
for (const key of seen) {
  const code = readFileSync(join(dist, manifest[key].file));
  const gz = gzipSync(code, { level: 9 }).length;
  raw += code.length;
  gzip += gz;
  rows.push([manifest[key].file, code.length, gz]);
}
rows.sort((a, b) => b[2] - a[2]);
for (const [file, size, gz] of rows) {
  console.log(
    `${(gz / 1024).toFixed(2).padStart(8)} kB gzip  ${(size / 1024).toFixed(2).padStart(8)} kB  ${file}`,
  );
}
console.log(
  `${(gzip / 1024).toFixed(2).padStart(8)} kB gzip  ${(raw / 1024).toFixed(2).padStart(8)} kB  total for ${page}`,
);
