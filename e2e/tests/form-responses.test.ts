import { readFile } from 'node:fs/promises';
import { contactEndpoints } from '@coachline/contract/contacts';
import { formDefaults, formEndpoints, formMessages } from '@coachline/contract/forms';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, registerOwner } from '../support/accounts';
import { expectAccessible } from '../support/axe';
import { signIn, useBrowser, waitForPath } from '../support/browser';
import { runId } from '../support/contacts';
import { screenshotAsIs, screenshotBothWidths } from '../support/screenshots';

// A form's public link filled in by a visitor with no session, on a phone, through the
// personal link a coach sent to a contact; then the coach finds the response on the contact's
// profile, opens it and downloads it as a PDF.

const screenshots = (page: Page, name: string) =>
  screenshotBothWidths(page, 'form-responses', name);

const fitsPhone = (page: Page) =>
  expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(375);

describe('form responses', () => {
  const browser = useBrowser();

  it('a visitor fills in a personal link on a phone; the coach sees the response and its PDF', async () => {
    const owner = await registerOwner('forms');
    const token = owner.token;
    const id = runId('form');
    const { form } = await api(formEndpoints.create, { token, body: { title: `Intake ${id}` } });
    const params = { form: form.id };
    await api(formEndpoints.update, {
      token,
      params,
      body: { subheadline: 'Three questions before we meet' },
    });
    await api(formEndpoints.saveQuestion, {
      token,
      params,
      body: { type: 'short_text', title: 'Your goal', is_required: true },
    });
    await api(formEndpoints.saveQuestion, {
      token,
      params,
      body: {
        type: 'single_choice',
        title: 'Preferred time',
        is_required: true,
        options: ['Mornings', 'Evenings'],
      },
    });
    await api(formEndpoints.saveQuestion, {
      token,
      params,
      body: { type: 'rating', title: 'Fitness today', max: 5 },
    });
    await api(formEndpoints.saveQuestion, {
      token,
      params,
      body: { type: 'file_upload', title: 'Your training plan' },
    });

    // The coach sends it to a contact, whose personal link names them.
    const { contact } = await api(contactEndpoints.save, {
      token,
      body: { first_name: 'Nia', last_name: `Lane${id}`, email: `${id}@example.com` },
    });
    await api(formEndpoints.sendToContact, {
      token,
      body: { form_ids: [form.id], contact_ids: [contact.id] },
    });
    const sent = await api(formEndpoints.contactForms, {
      token,
      params: { contact: contact.id },
      query: {},
    });
    const link = new URL(sent.data[0]!.personal_url);

    // A visitor with no session, on a phone.
    const visitor = await browser.newPage();
    await visitor.setViewportSize({ width: 375, height: 812 });
    await visitor.goto(`${link.pathname}${link.search}`);
    await visitor.getByRole('heading', { name: `Intake ${id}`, level: 1 }).waitFor();
    await visitor.getByText('Three questions before we meet').waitFor();
    await expectAccessible(visitor, 'The public form’s get-started step');
    await visitor.getByRole('button', { name: formDefaults.get_started_label }).click();

    // Required answers are asked for on their questions before anything is sent.
    const submit = visitor.getByRole('button', { name: formDefaults.submit_label });
    await submit.click();
    await visitor.getByText(formMessages.answerRequired).first().waitFor();
    await expectAccessible(visitor, 'The public form with its errors');

    await visitor.getByRole('textbox', { name: 'First name' }).fill('Nia');
    await visitor.getByRole('textbox', { name: 'Last name' }).fill(`Lane${id}`);
    await visitor.getByRole('textbox', { name: 'Your goal' }).fill('Run 5k by June');
    await visitor.getByRole('radio', { name: 'Evenings' }).check();
    // The rating is reachable by keyboard: Tab into it, arrows to the value.
    await visitor.getByRole('radio', { name: '1', exact: true }).focus();
    await visitor.keyboard.press('ArrowRight');
    await visitor.keyboard.press('ArrowRight');
    await visitor.keyboard.press('ArrowRight');
    expect(await visitor.getByRole('radio', { name: '4', exact: true }).isChecked()).toBe(true);
    // A file answer is uploaded as soon as it is chosen.
    await visitor.getByLabel('Your training plan').setInputFiles({
      name: 'plan.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4 plan'),
    });
    await visitor.getByRole('button', { name: 'Remove plan.pdf' }).waitFor();
    await fitsPhone(visitor);
    await screenshotAsIs(visitor, 'form-responses', 'fill-phone');
    await submit.click();
    await visitor.getByText(formDefaults.thank_you_message).waitFor();
    await expectAccessible(visitor, 'The thank-you message');

    // The coach finds it on the contact's profile, linked to the contact.
    const page = await browser.newPage({ acceptDownloads: true });
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, owner.email, owner.password);
    await page.goto(`/contact/${contact.id}/profile?section=forms`);
    const forms = page.getByRole('list', { name: 'Forms of the contact' });
    await forms.getByText(`Intake ${id}`).waitFor();
    const item = forms.getByRole('listitem', { name: `Intake ${id}` });
    await item.getByRole('button', { name: 'Responses (1)' }).click();
    await expectAccessible(page, 'The contact profile’s Forms section');
    await screenshots(page, 'contact-forms');
    await page
      .getByRole('list', { name: `Responses to Intake ${id}` })
      .getByRole('link')
      .click();
    await page.waitForURL((url) => /^\/form\/\d+\/response\/\d+\/\d+$/.test(url.pathname));
    const answers = page.getByRole('list', { name: 'Answers' });
    await answers.getByText('Run 5k by June').waitFor();
    await answers.getByText('Evenings').waitFor();
    await answers.getByText('plan.pdf').waitFor();
    await page.getByRole('link', { name: `Nia Lane${id}` }).waitFor();
    await expectAccessible(page, 'The form response');
    await screenshots(page, 'response');
    await page.setViewportSize({ width: 375, height: 812 });
    await fitsPhone(page);
    await page.setViewportSize({ width: 1440, height: 900 });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const pdf = await readFile(await download.path());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

    // The editor's Analytics tab charts the choices.
    await page.goto(`/form/${form.id}/edit`);
    await page.getByRole('tab', { name: 'Analytics' }).click();
    await page.getByRole('img', { name: 'Preferred time: answers by option' }).waitFor();
    await expectAccessible(page, 'The form analytics');
    await page.getByRole('tab', { name: 'Respondents' }).click();
    await page.getByRole('table', { name: 'Respondents' }).getByText(/^Nia/).first().waitFor();

    // Anyone with the public response link reads the same answers.
    const [respondent] = (
      await api(formEndpoints.respondents, { token, query: { form_id: form.id } })
    ).data;
    const reader = await browser.newPage();
    await reader.setViewportSize({ width: 375, height: 812 });
    await reader.goto(`/form/${form.id}/view-response/${contact.id}/${respondent!.public_key}`);
    await waitForPath(
      reader,
      `/form/${form.id}/view-response/${contact.id}/${respondent!.public_key}`,
    );
    await reader.getByRole('list', { name: 'Answers' }).getByText('Run 5k by June').waitFor();
    await fitsPhone(reader);
    await expectAccessible(reader, 'The public form response');
  });
});
