import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';

/** Where a test's screenshots for review go (git-ignored): e2e/output/<test file>/. */
export const outputDir = (testName: string): string =>
  join(import.meta.dirname, '..', 'output', testName);

export const desktop = { width: 1440, height: 900 };
export const phone = { width: 375, height: 812 };

/** The page as it is now, at the width it has, as `<name>.png`: a state that only one width shows. */
export async function screenshotAsIs(page: Page, testName: string, name: string) {
  const dir = outputDir(testName);
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`) });
}

/** The page as it is now at 1440 × 900 and at 375 × 812, as `<name>-desktop.png` and `-phone.png`. */
export async function screenshotBothWidths(page: Page, testName: string, name: string) {
  const dir = outputDir(testName);
  mkdirSync(dir, { recursive: true });
  const before = page.viewportSize();
  for (const [label, size] of [
    ['desktop', desktop],
    ['phone', phone],
  ] as const) {
    await page.setViewportSize(size);
    // The new width moves the layout (the sidebar slides away): shoot once its transitions
    // are over (skeletons pulse for ever, so endless animations do not count).
    await page.waitForFunction(() =>
      document
        .getAnimations()
        .every((a) => !(a instanceof CSSTransition) || a.playState !== 'running'),
    );
    await page.screenshot({ path: join(dir, `${name}-${label}.png`), fullPage: true });
  }
  if (before) await page.setViewportSize(before);
}
