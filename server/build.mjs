// Bundles the server (with the contract workspace) into dist/main.js, and each worker thread's
// module into dist/<name>.js beside it (platform/threads.ts finds it there); packages stay
// external.
import { build } from 'esbuild';

await build({
  entryPoints: [
    { in: 'src/main.ts', out: 'main' },
    { in: 'src/db/pglite.worker.ts', out: 'pglite.worker' },
    {
      in: 'src/features/contact-import/contact-import.parse-worker.ts',
      out: 'contact-import.parse-worker',
    },
  ],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  packages: 'external',
  // The contract workspace is TypeScript source: bundle it instead of importing it at run time.
  plugins: [
    {
      name: 'bundle-contract',
      setup(b) {
        b.onResolve({ filter: /^@coachline\/contract/ }, async (args) => {
          const subpath = args.path.replace('@coachline/contract', '') || '/index';
          return { path: new URL(`../contract/src${subpath}.ts`, import.meta.url).pathname };
        });
      },
    },
  ],
  logLevel: 'warning',
});
