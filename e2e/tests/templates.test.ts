import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demo, demoPassword } from '../support/accounts';
import { expectAccessible } from '../support/axe';
import { signIn, useBrowser } from '../support/browser';
import { runId, useOwnerApi } from '../support/contacts';
import { waitForMail } from '../support/mailbox';
import { screenshotBothWidths } from '../support/screenshots';

const screenshots = (page: Page, name: string) => screenshotBothWidths(page, 'templates', name);

describe('the template library', () => {
  const browser = useBrowser();
  const owner = useOwnerApi();

  it('creates an email template with a token, previews it and sends it to a contact', async () => {
    const id = runId('tpl');
    const contact = await owner.createContact({
      first_name: 'Tess',
      last_name: `Template${id}`,
      email: `${id}@example.com`,
    });

    const page = await browser.newPage();
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, demo.owner, demoPassword);
    await page.goto('/template');
    await page.getByRole('heading', { name: 'Templates', level: 1 }).waitFor();
    await expectAccessible(page, 'The template library');

    // A category first: it holds the templates, of one kind.
    await page.getByRole('button', { name: 'New category' }).click();
    const categoryDialog = page.getByRole('dialog', { name: 'New category' });
    await categoryDialog.getByRole('textbox', { name: 'Category name' }).fill(`Welcome ${id}`);
    await expectAccessible(page, 'The new category dialog');
    await categoryDialog.getByRole('button', { name: 'Create category' }).click();
    await page
      .getByRole('navigation', { name: 'Template categories' })
      .getByText(`Welcome ${id}`)
      .waitFor();

    // Then the template, which opens in the editor.
    await page.getByRole('button', { name: 'Create template' }).first().click();
    const createDialog = page.getByRole('dialog', { name: 'Create template' });
    await createDialog.getByRole('textbox', { name: 'Template name' }).fill(`Hello ${id}`);
    await createDialog.getByRole('textbox', { name: 'Category' }).click();
    await page.getByRole('option', { name: `Welcome ${id} (email)` }).click();
    await createDialog.getByRole('button', { name: 'Create template' }).click();

    const editor = page.getByRole('dialog', { name: /Edit template/ });
    const subject = editor.getByRole('textbox', { name: 'Subject' });
    await subject.fill('Welcome, ');
    await editor.getByRole('button', { name: 'Personalize subject' }).click();
    await page.getByRole('menuitem', { name: 'First Name' }).click();
    await expect.poll(() => subject.inputValue()).toBe('Welcome, {{first_name}}');

    const body = editor.getByRole('textbox', { name: 'Email body' });
    await body.click();
    await page.keyboard.type('Hi ');
    await editor.getByRole('button', { name: 'Personalize email body' }).click();
    await expectAccessible(page, 'The token picker');
    await page.getByRole('menuitem', { name: 'First Name' }).click();
    // The menu gives the keyboard back to the body as it closes: type once it has.
    await page.getByRole('menu').waitFor({ state: 'hidden' });
    await page.keyboard.type(', your plan is ready.');

    // The preview fills the tokens with sample values.
    const preview = editor.getByRole('region', { name: 'Preview' });
    await preview.getByText('Welcome, Alex').waitFor();
    await expectAccessible(page, 'The template editor');
    await screenshots(page, 'editor');

    await editor.getByRole('button', { name: 'Save template' }).click();
    await page.getByText('Template has been saved successfully!').first().waitFor();
    await editor.getByRole('button', { name: 'Close editor' }).click();
    await editor.waitFor({ state: 'hidden' });

    // Send it to the contact from the card.
    const card = page.getByRole('article', { name: `Hello ${id}` });
    await card.getByText('Welcome, {{first_name}}').waitFor();
    await screenshots(page, 'library');
    await card.getByRole('button', { name: `More actions for Hello ${id}` }).click();
    await page.getByRole('menuitem', { name: 'Send to a contact' }).click();
    const sendDialog = page.getByRole('dialog', { name: `Send Hello ${id}` });
    const contactField = sendDialog.getByRole('textbox', { name: 'Contact' });
    await contactField.fill(id);
    await page.getByRole('option', { name: new RegExp(id) }).click();
    await expectAccessible(page, 'The send dialog');
    await sendDialog.getByRole('button', { name: 'Send' }).click();
    await page.getByText('Email has been sent successfully!').first().waitFor();
    await sendDialog.waitFor({ state: 'hidden' });

    // The jobs deliver it to the outbox, personalized for the contact.
    const mail = await waitForMail(contact.email ?? '', /^Welcome, Tess$/);
    expect(mail.text).toContain('Hi Tess, your plan is ready.');

    // The card and the log say it went (once the toast has gone, so as not to measure it fading).
    await card.getByText(/Sent 1×/).waitFor();
    await page.getByText('Email has been sent successfully!').first().waitFor({ state: 'hidden' });
    await card.getByRole('button', { name: `More actions for Hello ${id}` }).click();
    await page.getByRole('menuitem', { name: 'Logs' }).click();
    const logs = page.getByRole('dialog', { name: `Logs of Hello ${id}` });
    await logs.getByRole('cell', { name: contact.email ?? '' }).waitFor();
    await expectAccessible(page, 'The template log');
    await screenshots(page, 'logs');
  });
});
