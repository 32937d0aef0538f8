import { describe, expect, it } from 'vitest';
import { demo, demoPassword } from '../support/accounts';
import { expectAccessible } from '../support/axe';
import { signIn, useBrowser } from '../support/browser';
import { screenshotBothWidths } from '../support/screenshots';

// Every other browser test checks the screens it visits (and useBrowser the screen each test
// ends on); this file visits the screens no other test does.
const file = 'accessibility';

describe('accessibility and first paint', () => {
  const browser = useBrowser();

  it('paints the shell’s outline from index.html before any script runs', async () => {
    const page = await browser.newPage({ javaScriptEnabled: false });
    await page.goto('/contacts');
    const skeleton = page.getByRole('status', { name: 'Loading Coachline' });
    await skeleton.waitFor();
    expect(await skeleton.getByText('Coachline', { exact: true }).isVisible()).toBe(true);
    const header = await page.locator('.boot-header').boundingBox();
    expect(header?.height).toBe(60);
    expect(await page.locator('.boot-nav').isVisible()).toBe(true);
    await screenshotBothWidths(page, file, 'skeleton');
    // At phone width the sidebar is a burger menu, so its outline is not drawn either.
    await page.setViewportSize({ width: 375, height: 812 });
    expect(await page.locator('.boot-nav').isVisible()).toBe(false);
    // Without scripts there is no app to check past its outline.
    await page.close();
  });

  it('meets WCAG AA on registration, Home, Tags, Groups, Admin Settings, Security, their dialogs and the 404 page', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('The email field is required').first().waitFor();
    await expectAccessible(page, 'The sign-in page with its errors');
    await screenshotBothWidths(page, file, 'sign-in-errors');

    await page.goto('/create-account');
    await page.getByRole('button', { name: 'Create Account' }).waitFor();
    await expectAccessible(page, 'The first registration step');
    await screenshotBothWidths(page, file, 'registration');

    await signIn(page, demo.owner, demoPassword);
    await page.getByRole('button', { name: 'Add contact' }).first().click();
    await page.getByRole('dialog').waitFor();
    await expectAccessible(page, 'The Add contact dialog');
    await screenshotBothWidths(page, file, 'add-contact');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    await screenshotBothWidths(page, file, 'contacts');

    await page.goto('/home');
    await page.getByRole('heading', { name: 'Home' }).waitFor();
    await expectAccessible(page, 'Home');

    await page.goto('/tags');
    await page.getByRole('heading', { name: 'Tags', level: 1 }).waitFor();
    await page
      .getByRole('button', { name: /^Add a tag to/ })
      .first()
      .waitFor();
    await expectAccessible(page, 'Tags');
    await screenshotBothWidths(page, file, 'tags');
    await page
      .getByRole('button', { name: /^Add a tag to/ })
      .first()
      .click();
    await page.getByRole('dialog').waitFor();
    await expectAccessible(page, 'The new tag dialog');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });

    await page.goto('/groups');
    await page.getByRole('heading', { name: 'Groups', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Create group' }).click();
    await page.getByRole('dialog').waitFor();
    await expectAccessible(page, 'The new group dialog');
    await screenshotBothWidths(page, file, 'groups-dialog');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });

    await page.goto('/admin-settings?module=organization&tab=users');
    await page.getByRole('heading', { name: 'Users', level: 2 }).waitFor();
    await page.getByRole('cell', { name: 'owner@example.com' }).waitFor();
    await expectAccessible(page, 'Admin Settings, its Users tab');
    await page.getByRole('button', { name: 'Invite user' }).click();
    await page.getByRole('dialog').getByRole('table').waitFor();
    await expectAccessible(page, 'The invite drawer with its permission matrix');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });

    await page.goto('/security');
    await page.getByRole('heading', { name: 'Active sessions' }).waitFor();
    await page.getByText('This device').waitFor();
    await expectAccessible(page, 'Security');

    await page.goto('/no-such-area');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await expectAccessible(page, 'The 404 page, signed in');
  });
});
