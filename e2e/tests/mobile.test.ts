import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demo, demoPassword } from '../support/accounts';
import { expectAccessible } from '../support/axe';
import { pathOf, signIn, useBrowser, waitForPath } from '../support/browser';

const width = 375;

/** Where the sidebar is: a collapsed one is moved off the left edge of the screen. */
async function placement(locator: Locator): Promise<'on screen' | 'off screen' | 'moving'> {
  const box = await locator.boundingBox();
  if (!box || box.x + box.width <= 0) return 'off screen';
  return box.x >= 0 && box.x < width ? 'on screen' : 'moving';
}

describe('phone-sized screen', () => {
  const browser = useBrowser();

  it('opens the sidebar from the burger menu at 375 px', async () => {
    const page = await browser.newPage({
      viewport: { width, height: 740 },
      isMobile: true,
      hasTouch: true,
    });
    await signIn(page, demo.owner, demoPassword);

    const burger = page.getByRole('button', { name: 'Toggle navigation' });
    const sidebar = page.getByRole('navigation', { name: 'Main navigation' });
    await burger.waitFor();
    expect(await burger.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => placement(sidebar)).toBe('off screen');

    // Nothing is wider than the screen.
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(width);

    await burger.click();
    await expect.poll(() => burger.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => placement(sidebar)).toBe('on screen');
    await expectAccessible(page, 'The sidebar open at 375 px');

    // A link in the sidebar works and closes it again.
    await sidebar.getByRole('link', { name: 'Home' }).click();
    await waitForPath(page, '/home');
    await page.getByRole('heading', { name: 'Home' }).waitFor();
    expect(pathOf(page)).toBe('/home');
    await expect.poll(() => burger.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => placement(sidebar)).toBe('off screen');
  });
});
