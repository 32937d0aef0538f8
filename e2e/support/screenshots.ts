import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';

// Screenshots for review (never compared by a test), in e2e/output/<test file>/, git-ignored.
const outputRoot = new URL('../output/', import.meta.url).pathname;

const sizes = [
  { width: 1440, height: 900 },
  { width: 375, height: 812 },
];

/**
 * Saves the page at desktop and phone width as `<name>-1440.png` and `<name>-375.png`, then
 * gives the page back its own size.
 */
export async function saveScreenshots(page: Page, testFile: string, name: string): Promise<void> {
  const dir = join(outputRoot, testFile);
  mkdirSync(dir, { recursive: true });
  const own = page.viewportSize();
  for (const size of sizes) {
    await page.setViewportSize(size);
    await page.screenshot({ path: join(dir, `${name}-${size.width}.png`) });
  }
  if (own) await page.setViewportSize(own);
}
