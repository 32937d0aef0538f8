// Bundles the server (with the contract workspace) into dist/main.js; packages stay external.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
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
