import { configDefaults, defineConfig } from 'vitest/config';

// The web's .test.ts files that need a browser window although they render no component:
// they check what lands in localStorage or move focus in the document.
const webDomTests = ['src/api/effects.test.ts', 'src/app/session.test.ts', 'src/ui/forms.test.ts'];

// One runner for the whole repository; each workspace is a project so the
// README's `npm test` runs unit, integration and browser tests together.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'contract',
          root: './contract',
          include: ['src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'server',
          root: './server',
          include: ['src/**/*.test.ts'],
          // Migrates one database per run; each test file starts from a copy of it.
          globalSetup: ['./src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'web',
          root: './web',
          // Pure logic: plain Node starts in a fraction of the time a jsdom window takes.
          include: ['src/**/*.test.ts', 'build/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...webDomTests],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'web-dom',
          root: './web',
          include: ['src/**/*.test.tsx', ...webDomTests],
          environment: 'jsdom',
          // Rendering whole routes in jsdom is slow on a busy 2-core machine.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'e2e',
          root: './e2e',
          include: ['tests/**/*.test.ts'],
          globalSetup: ['./global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          // A page settles in its own time on a busy machine: polls wait as long as actions do.
          expect: { poll: { timeout: 20_000, interval: 100 } },
        },
      },
    ],
  },
});
