import { contactEndpoints } from '@coachline/contract/contacts';
import { pageEndpoints, pageMessages } from '@coachline/contract/pages';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, registerOwner } from '../support/accounts';
import { expectAccessible } from '../support/axe';
import { signIn, useBrowser, waitForPath } from '../support/browser';
import { runId } from '../support/contacts';
import { png } from '../support/images';

// A coach builds a page with a heading and an image in its content, sends it to a contact from
// the contact's profile, sees it in the profile's Pages section and switches it off there.

const toastSays = (page: Page, text: string) => page.getByText(text).first().waitFor();

describe('Pages', () => {
  const browser = useBrowser();

  it('builds a page with a heading and an image, sends it to a contact and disables it on their profile', async () => {
    const owner = await registerOwner('pages');
    const { token } = owner;
    const id = runId('pages');
    const { contact } = await api(contactEndpoints.save, {
      token,
      body: { first_name: 'Ada', last_name: `Page${id}`, email: `${id}@example.com` },
    });
    const page = await browser.newPage();
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, owner.email, owner.password);

    // The area is in the sidebar, under Coaching.
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('group', { name: 'Coaching' })
      .getByRole('link', { name: 'Pages' })
      .click();
    await waitForPath(page, '/pages');
    await page.getByRole('heading', { name: 'No pages here yet' }).waitFor();
    await expectAccessible(page, 'The empty pages list');

    await page.getByRole('button', { name: 'Create page' }).click();
    const create = page.getByRole('dialog', { name: 'Create page' });
    await create.getByRole('textbox', { name: 'Page title' }).fill('Week one');
    await create.getByRole('button', { name: 'Create page' }).click();
    await page.waitForURL(/\/page\/\d+\/edit$/);
    const pageId = Number(/\/page\/(\d+)\/edit$/.exec(page.url())![1]);
    await page.getByRole('heading', { name: 'Week one', level: 1 }).waitFor();

    // A heading typed in the content.
    const content = page.getByRole('textbox', { name: 'Page content' });
    await content.click();
    await page.getByRole('button', { name: 'Heading 2' }).click();
    await page.keyboard.type('Warm up');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Ten minutes of easy cycling.');

    // An image through the image uploader, cropped at any size.
    await page.getByRole('button', { name: 'Insert image' }).click();
    const insert = page.getByRole('dialog', { name: 'Insert image' });
    await insert.getByRole('button', { name: 'Choose image' }).click();
    const uploader = page.getByRole('dialog', { name: 'Image (any size)' });
    await uploader
      .getByLabel('Image file')
      .setInputFiles({ name: 'bike.png', mimeType: 'image/png', buffer: png(800, 400) });
    const cropper = page.getByRole('dialog', { name: 'Cropper' });
    const crop = cropper.getByRole('button', { name: 'Crop' });
    await expect.poll(() => crop.isEnabled()).toBe(true);
    await crop.click();
    await insert.waitFor({ state: 'hidden' });
    await content.locator('img').waitFor();
    await expectAccessible(page, 'The page editor');

    await page.getByRole('button', { name: 'Save page' }).click();
    await toastSays(page, pageMessages.updated);
    await page.getByRole('region', { name: 'Save bar' }).getByText('All changes saved').waitFor();
    const saved = await api(pageEndpoints.details, { token, params: { page: pageId } });
    expect(saved.page.settings.content).toMatch(
      /^<h2>Warm up<\/h2><p>Ten minutes of easy cycling\.<\/p><img src="\/uploads\/[^"]+"/,
    );
    await page.reload();
    await page
      .getByRole('textbox', { name: 'Page content' })
      .locator('h2', { hasText: 'Warm up' })
      .waitFor();

    // Sent from the contact's profile, where it shows, and switched off for them there.
    await page.goto(`/contact/${contact.id}/profile?section=pages`);
    await page.getByRole('heading', { name: 'No pages yet' }).waitFor();
    await page.getByRole('button', { name: 'Send page' }).click();
    const send = page.getByRole('dialog', { name: 'Send pages' });
    await send.getByRole('textbox', { name: 'Pages' }).fill('Week');
    await page.getByRole('option', { name: 'Week one' }).click();
    // The picked page leaves the options: the list closes when focus moves on.
    await page.keyboard.press('Tab');
    await send.getByRole('button', { name: 'Send' }).click();
    await toastSays(page, pageMessages.sent);
    const pages = page.getByRole('list', { name: 'Pages of the contact' });
    const item = pages.getByRole('listitem', { name: 'Week one' });
    await item.waitFor();
    await expectAccessible(page, 'The contact profile’s Pages section');

    const enabled = item.getByRole('switch', { name: 'Enabled' });
    expect(await enabled.isChecked()).toBe(true);
    await enabled.click({ force: true });
    await toastSays(page, pageMessages.disabled);
    await expect.poll(() => enabled.isChecked()).toBe(false);
    const sent = await api(pageEndpoints.contactPages, {
      token,
      params: { contact: contact.id },
      query: {},
    });
    expect(sent.data).toMatchObject([{ id: pageId, enabled: false, client_portal: true }]);

    // The page's members show the contact, switched off.
    await page.goto(`/page/${pageId}/edit`);
    await page.getByRole('tab', { name: /Assigned members/ }).click();
    const member = page
      .getByRole('list', { name: 'Assigned members' })
      .getByRole('listitem', { name: `Ada Page${id}` });
    await member.waitFor();
    expect(await member.getByRole('switch', { name: 'Enabled' }).isChecked()).toBe(false);

    // Taken back from the list's card.
    await page.getByRole('link', { name: 'Back to pages' }).click();
    await waitForPath(page, '/pages');
    const card = page.getByRole('article', { name: 'Week one' });
    await card.getByText('1 contact · 0 downloads').waitFor();
    await card.getByRole('button', { name: 'More actions for Week one' }).click();
    await page.getByRole('menuitem', { name: 'Restrict from contacts' }).click();
    const restrict = page.getByRole('dialog', { name: 'Restrict Week one' });
    const picker = restrict.getByRole('textbox', { name: 'Contacts' });
    await picker.click();
    await picker.fill(`${id}@example.com`);
    await page.getByRole('option', { name: new RegExp(`${id}@example.com`) }).click();
    await picker.press('Tab');
    await expectAccessible(page, 'The restrict dialog');
    await restrict.getByRole('button', { name: 'Restrict' }).click();
    await toastSays(page, pageMessages.restricted);
    await card.getByText('0 contacts · 0 downloads').waitFor();
  });
});
