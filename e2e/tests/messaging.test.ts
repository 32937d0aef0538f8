import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demo, demoPassword } from '../support/accounts';
import { expectAccessible } from '../support/axe';
import { signIn, useBrowser, waitForPath } from '../support/browser';
import { runId, useOwnerApi } from '../support/contacts';
import { waitForMail, waitForSms } from '../support/mailbox';
import { screenshotBothWidths } from '../support/screenshots';

const screenshots = (page: Page, name: string) => screenshotBothWidths(page, 'messaging', name);

describe('one-to-one messages from the contact profile', () => {
  const browser = useBrowser();
  const owner = useOwnerApi();

  it('sends a personalized email, delivers it, and shows it in the email log', async () => {
    const id = runId('mail');
    const contact = await owner.createContact({
      first_name: 'Mira',
      last_name: `Mail${id}`,
      email: `${id}@example.com`,
    });
    const page = await browser.newPage();
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, demo.owner, demoPassword);
    await page.goto(`/contact/${contact.id}/profile`);
    await waitForPath(page, `/contact/${contact.id}/profile`);

    await page.getByRole('button', { name: 'Send email' }).click();
    const dialog = page.getByRole('dialog', { name: `Email Mira Mail${id}` });
    await dialog.getByRole('textbox', { name: 'Subject' }).fill(`Your plan ${id}`);
    const body = dialog.getByRole('textbox', { name: 'Message' });
    await body.fill('Hi ');
    await dialog.getByRole('button', { name: 'Personalize message' }).click();
    await page.getByRole('menuitem', { name: 'First Name' }).click();
    await body.press('End');
    await body.pressSequentially(', your plan is ready.');
    await expect.poll(() => body.inputValue()).toBe('Hi {{first_name}}, your plan is ready.');
    await expectAccessible(page, 'The send-email dialog');
    await screenshots(page, 'send-email');
    await dialog.getByRole('button', { name: 'Send email' }).click();
    await page.getByText('Email has been sent successfully!').first().waitFor();

    const mail = await waitForMail(contact.email!, new RegExp(`Your plan ${id}`));
    expect(mail.text).toContain('Hi Mira, your plan is ready.');

    await page.getByRole('tab', { name: 'Email log' }).click();
    const log = page.getByRole('list', { name: 'Email log' });
    await log.getByText(`Your plan ${id}`).waitFor();
    await log.getByText('Sent', { exact: true }).waitFor();
    await log.getByRole('button', { name: new RegExp(`Your plan ${id}`), expanded: false }).click();
    await log.getByText('Handed to the provider').waitFor();
    await expectAccessible(page, 'The email log');
    await screenshots(page, 'email-log');
  });

  it('counts an SMS in segments, warns before a long one, and sends it', async () => {
    const id = runId('sms');
    const contact = await owner.createContact({
      first_name: 'Sam',
      last_name: `Text${id}`,
      number: `+1617555${String(Math.floor(Math.random() * 9000) + 1000)}`,
    });
    const page = await browser.newPage();
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, demo.owner, demoPassword);
    await page.goto(`/contact/${contact.id}/profile`);
    await waitForPath(page, `/contact/${contact.id}/profile`);

    await page.getByRole('button', { name: 'Send SMS' }).click();
    const dialog = page.getByRole('dialog', { name: `Text Sam Text${id}` });
    const message = dialog.getByRole('textbox', { name: 'Message' });
    await message.fill('x'.repeat(170));
    await dialog.getByText('170 characters · 2 segments').waitFor();
    await dialog.getByText(/goes out as 2 segments/).waitFor();
    await expectAccessible(page, 'The send-SMS dialog with its warning');
    await message.fill(`See you at 6, {{first_name}} ${id}`);
    await dialog.getByRole('button', { name: 'Send SMS' }).click();
    await page.getByText('SMS has been sent successfully!').first().waitFor();
    const sms = await waitForSms(contact.number!, new RegExp(id));
    expect(sms.body).toBe(`See you at 6, Sam ${id}`);
  });
});
