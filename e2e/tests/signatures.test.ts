import { contactEndpoints } from '@coachline/contract/contacts';
import { signatureEndpoints } from '@coachline/contract/signatures';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, apiLogin, demo, demoPassword } from '../support/accounts';
import { expectAccessible } from '../support/axe';
import { baseUrl, signIn, useBrowser, waitForPath } from '../support/browser';
import { runId } from '../support/contacts';
import { png } from '../support/images';
import { waitForMail } from '../support/mailbox';
import { screenshotBothWidths } from '../support/screenshots';

const screenshots = (page: Page, name: string) => screenshotBothWidths(page, 'signatures', name);

describe('signatures', () => {
  const browser = useBrowser();

  it('designs a signature with a live preview, sets it default, and finds it kept after a reload', async () => {
    const id = runId('sig');
    const name = `Ada ${id}`;
    const page = await browser.newPage();
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, demo.owner, demoPassword);

    // The manager, from the sidebar.
    await page.getByRole('navigation').getByRole('link', { name: 'Signatures' }).first().click();
    await waitForPath(page, '/signatures');
    await page.getByRole('tab', { name: 'Signatures', selected: true }).waitFor();
    const create = page
      .getByRole('link', { name: 'Create your first signature' })
      .or(page.getByRole('link', { name: 'Create signature' }));
    await create.first().waitFor();
    await expectAccessible(page, 'The signature manager');
    await screenshots(page, 'manager-before');
    await create.first().click();
    await waitForPath(page, '/signature/new');

    // The designer: every change shows in the preview as it is made.
    const preview = page.getByRole('region', { name: 'Signature preview' });
    await page.getByRole('textbox', { name: 'Full name' }).fill(name);
    await page.getByRole('textbox', { name: 'Credentials' }).fill('CSCS');
    await page.getByRole('textbox', { name: 'Company name' }).fill('Demo Fitness');
    await page.getByRole('textbox', { name: 'Slogan' }).fill('Stronger every week');
    await page.getByRole('textbox', { name: 'Phone' }).fill('+1 212 555 0123');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(`${id}@example.com`);
    await page.getByRole('textbox', { name: 'Website' }).fill('https://demofitness.example.com');
    await page.getByRole('switch', { name: 'Show instagram' }).check({ force: true });
    await page.getByRole('textbox', { name: 'Instagram' }).fill('https://instagram.com/demo');
    await page.getByRole('textbox', { name: 'Bar colour' }).fill('#0B7285');
    await preview.getByText(name).waitFor();
    await preview.getByRole('link', { name: 'Instagram' }).waitFor();
    await preview.getByText('Stronger every week').waitFor();
    expect(await preview.innerHTML()).toContain('background-color:#0B7285');

    // The author image, through the image uploader: cropped to its square, no logo ratios.
    await page.getByRole('button', { name: 'Choose author image' }).click();
    const uploader = page.getByRole('dialog', { name: 'Author image (180x180)' });
    await uploader
      .getByLabel('Image file')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png(400, 300) });
    const cropper = page.getByRole('dialog', { name: 'Cropper' });
    await cropper.getByText('MINIMUM IMAGE SIZE IS 180x180').waitFor();
    expect(await cropper.getByRole('radiogroup', { name: 'Logo ratio' }).count()).toBe(0);
    const crop = cropper.getByRole('button', { name: 'Crop' });
    await expect.poll(() => crop.isEnabled()).toBe(true);
    await crop.click();
    await page.getByText('Image successfully uploaded!').first().waitFor();
    await cropper.waitFor({ state: 'hidden' });
    const image = preview.getByRole('img', { name });
    await image.waitFor();
    expect(await image.getAttribute('src')).toMatch(
      new RegExp(`^${baseUrl()}/uploads/media/\\d+/180x180/[0-9a-f]{32}\\.png$`),
    );

    await page.getByRole('switch', { name: 'Default signature' }).check({ force: true });
    await page.getByRole('switch', { name: 'Also on automated emails' }).check({ force: true });
    await page.getByRole('status').filter({ hasText: 'Unsaved changes' }).waitFor();
    await expectAccessible(page, 'The signature designer');
    await screenshots(page, 'designer');

    // Leaving with unsaved changes asks first; staying keeps everything.
    await page.getByRole('link', { name: 'Back to signatures' }).click();
    const leave = page.getByRole('dialog', { name: 'Unsaved changes' });
    await leave.waitFor();
    await expectAccessible(page, 'The unsaved-changes question');
    await leave.getByRole('button', { name: 'Cancel' }).click();
    await leave.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/signature/new');
    expect(await page.getByRole('textbox', { name: 'Full name' }).inputValue()).toBe(name);

    await page.getByRole('button', { name: 'Save signature' }).click();
    await page.getByText('Signature has been saved successfully!').first().waitFor();
    await page.waitForURL((url) => /^\/signature\/\d+\/edit$/.test(url.pathname));
    await page.getByRole('status').filter({ hasText: 'All changes saved' }).waitFor();
    const signatureId = Number(new URL(page.url()).pathname.split('/')[2]);

    // Kept: the reloaded designer holds the design, the server the default and apply-to-all.
    await page.reload();
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Full name' }).inputValue())
      .toBe(name);
    await preview.getByRole('link', { name: 'Instagram' }).waitFor();
    const token = await apiLogin(demo.owner, demoPassword);
    const list = await api(signatureEndpoints.list, { token });
    expect(list.default).toBe(signatureId);
    expect(list.apply_to_all).toBe(true);
    const stored = list.signatures.find((s) => s.id === signatureId);
    expect(stored).toMatchObject({ full_name: name, bar_color: '#0B7285', has_ig: true });

    // The manager shows it as it ends an email, chosen as the default.
    await page.getByRole('link', { name: 'Back to signatures' }).click();
    await waitForPath(page, '/signatures');
    const card = page.getByRole('article', { name });
    await card
      .getByRole('region', { name: `Signature of ${name}` })
      .getByText(name)
      .waitFor();
    expect(
      await page.getByRole('radio', { name: `Make ${name} the default signature` }).isChecked(),
    ).toBe(true);
    expect(
      await page
        .getByRole('switch', { name: 'Also put the default on automated emails' })
        .isChecked(),
    ).toBe(true);
    await screenshots(page, 'manager');

    // Turning apply-to-all off is kept too.
    await page
      .getByRole('switch', { name: 'Also put the default on automated emails' })
      .uncheck({ force: true });
    await page.getByText('Signature has been saved successfully!').first().waitFor();
    await page.reload();
    await page.getByRole('article', { name }).waitFor();
    expect(
      await page
        .getByRole('switch', { name: 'Also put the default on automated emails' })
        .isChecked(),
    ).toBe(false);
    expect(
      await page.getByRole('radio', { name: `Make ${name} the default signature` }).isChecked(),
    ).toBe(true);

    // An email sent from a contact's profile ends with it.
    const { contact } = await api(contactEndpoints.save, {
      token,
      body: { first_name: 'Sig', last_name: id, email: `${id}-to@example.com` },
    });
    await page.goto(`/contact/${contact.id}/profile`);
    await page.getByRole('button', { name: 'Send email' }).click();
    const dialog = page.getByRole('dialog', { name: `Email Sig ${id}` });
    await dialog.getByRole('textbox', { name: 'Subject' }).fill(`Signed ${id}`);
    await dialog.getByRole('textbox', { name: 'Message' }).fill('See you on Monday.');
    expect(await dialog.getByRole('textbox', { name: 'Signature' }).inputValue()).toBe(
      `Default: ${name}`,
    );
    await dialog.getByRole('button', { name: 'Send email' }).click();
    const mail = await waitForMail(`${id}-to@example.com`, new RegExp(`Signed ${id}`));
    expect(mail.text).toContain('See you on Monday.');
    expect(mail.text).toContain(name);
    expect(mail.text).toContain('Stronger every week');
  });

  it('makes an email button with a live preview in the second tab', async () => {
    const id = runId('btn');
    const page = await browser.newPage();
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, demo.owner, demoPassword);
    await page.goto('/signatures');
    await page.getByRole('tab', { name: 'Email buttons' }).click();
    await page.getByRole('button', { name: 'Create email button' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Create email button' });
    await dialog.getByRole('textbox', { name: 'Button text' }).fill(`Book ${id}`);
    await dialog
      .getByRole('textbox', { name: 'Link' })
      .fill('https://demofitness.example.com/book');
    await dialog.getByRole('textbox', { name: 'Button colour' }).fill('#1F6F33');
    const buttonPreview = dialog.getByRole('region', { name: 'Button preview' });
    await buttonPreview.getByRole('link', { name: `Book ${id}` }).waitFor();
    expect(await buttonPreview.innerHTML()).toContain('bgcolor="#1F6F33"');
    await expectAccessible(page, 'The email button dialog');
    await dialog.getByRole('button', { name: 'Create button' }).click();
    await page.getByText('Email button has been saved successfully!').first().waitFor();
    await page
      .getByRole('table', { name: 'Email buttons' })
      .getByRole('link', { name: `Book ${id}` })
      .waitFor();
    expect(new URL(page.url()).search).toBe('?tab=buttons');
    await screenshots(page, 'email-buttons');
  });
});
