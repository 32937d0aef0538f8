import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { registerOwner } from '../support/accounts';
import { expectAccessible } from '../support/axe';
import { signIn, useBrowser, waitForPath } from '../support/browser';
import { screenshotBothWidths } from '../support/screenshots';

const screenshots = (page: Page, name: string) => screenshotBothWidths(page, 'forms', name);

const questionTitles = async (page: Page) =>
  (
    await page
      .getByRole('list', { name: 'Questions' })
      .getByRole('listitem')
      .evaluateAll((items) => items.map((item) => item.getAttribute('aria-label')))
  ).filter(Boolean);

/** Adds a question through the editor's dialog. */
async function addQuestion(
  page: Page,
  question: { type: string; title: string; required?: boolean },
  fill?: (dialog: Locator) => Promise<void>,
) {
  await page.getByRole('button', { name: 'Add question' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add question' });
  await dialog.getByRole('textbox', { name: 'Question type' }).click();
  await page.getByRole('option', { name: question.type, exact: true }).click();
  await dialog.getByRole('textbox', { name: 'Question', exact: true }).fill(question.title);
  if (question.required) await dialog.getByRole('switch', { name: 'Required' }).check();
  await fill?.(dialog);
  await dialog.getByRole('button', { name: 'Save question' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await page
    .getByRole('list', { name: 'Questions' })
    .getByRole('listitem', { name: question.title })
    .waitFor();
}

describe('Forms', () => {
  const browser = useBrowser();

  it('builds a form with three kinds of question, reorders them, styles it and finds it in the list', async () => {
    const owner = await registerOwner('forms');
    const page = await browser.newPage();
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, owner.email, owner.password);

    // The area is in the sidebar, under Admin.
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('group', { name: 'Admin' })
      .getByRole('link', { name: 'Forms' })
      .click();
    await waitForPath(page, '/forms');
    await page.getByRole('heading', { name: 'No forms here yet' }).waitFor();
    await expectAccessible(page, 'The empty forms list');

    await page.getByRole('button', { name: 'Create form' }).click();
    const create = page.getByRole('dialog', { name: 'Create form' });
    await create.getByRole('textbox', { name: 'Form title' }).fill('Intake');
    await expectAccessible(page, 'The create form dialog');
    await create.getByRole('button', { name: 'Create form' }).click();
    await page.waitForURL(/\/form\/\d+\/edit$/);
    const editUrl = new URL(page.url()).pathname;
    await page.getByRole('heading', { name: 'Intake', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'No questions yet' }).waitFor();
    await expectAccessible(page, 'The empty form editor');

    await addQuestion(page, { type: 'Short text', title: 'Your goal', required: true });
    await page.getByText('Form question has been saved successfully!').first().waitFor();
    await addQuestion(page, { type: 'Single choice', title: 'Best time to train' }, async (d) => {
      await d.getByRole('textbox', { name: 'Option 1' }).fill('Morning');
      await d.getByRole('textbox', { name: 'Option 2' }).fill('Evening');
      await d.getByRole('button', { name: 'Add option' }).click();
      await d.getByRole('textbox', { name: 'Option 3' }).fill('Weekend');
      await d.getByRole('button', { name: 'Move option 3 up' }).click();
      await expect
        .poll(() => d.getByRole('textbox', { name: 'Option 2' }).inputValue())
        .toBe('Weekend');
      await expectAccessible(page, 'The question dialog');
    });
    await addQuestion(page, { type: 'Rating', title: 'How fit do you feel?' }, async (d) => {
      await expect
        .poll(() => d.getByRole('textbox', { name: 'Highest rating' }).inputValue())
        .toBe('5');
    });
    expect(await questionTitles(page)).toEqual([
      'Your goal',
      'Best time to train',
      'How fit do you feel?',
    ]);

    // The preview shows each question as the visitor will: the choices and the rating's scale.
    const preview = page.getByRole('region', { name: 'Form preview' });
    await preview.getByRole('radio', { name: 'Weekend' }).waitFor();
    await preview.getByRole('radio', { name: '5' }).waitFor();
    await screenshots(page, 'questions');

    // Sorted from the keyboard: the rating to the top, each step heard as it is announced.
    const announced = (text: string) => page.getByText(text).waitFor({ state: 'attached' });
    await page.getByRole('button', { name: 'Reorder How fit do you feel?' }).focus();
    await page.keyboard.press('Space');
    await announced('How fit do you feel? is over place 3.');
    await page.keyboard.press('ArrowUp');
    await announced('How fit do you feel? is over place 2.');
    await page.keyboard.press('ArrowUp');
    await announced('How fit do you feel? is over place 1.');
    await page.keyboard.press('Space');
    await page.getByText('Form questions have been sorted successfully!').first().waitFor();
    const sorted = ['How fit do you feel?', 'Your goal', 'Best time to train'];
    expect(await questionTitles(page)).toEqual(sorted);
    await page.reload();
    await page.getByRole('list', { name: 'Questions' }).waitFor();
    expect(await questionTitles(page)).toEqual(sorted);

    // The design: the subheadline, the accent colour and the submit label, seen in the preview.
    await page.getByRole('tab', { name: 'Design' }).click();
    await page.getByRole('textbox', { name: 'Subheadline', exact: true }).fill('Tell us about you');
    await page.getByRole('textbox', { name: 'Accent colour' }).fill('#1864AB');
    await page.getByRole('textbox', { name: 'Submit label' }).fill('SEND');
    await page.getByRole('textbox', { name: 'Headline size', exact: true }).fill('40');
    await preview.getByText('Tell us about you').waitFor();
    await preview.getByText('SEND', { exact: true }).waitFor();
    await page.getByRole('region', { name: 'Save bar' }).getByText('Unsaved changes').waitFor();
    await expectAccessible(page, 'The form design');
    await screenshots(page, 'design');
    await page.getByRole('button', { name: 'Save design' }).click();
    await page.getByText('Form has been updated successfully!').first().waitFor();
    await page.getByRole('region', { name: 'Save bar' }).getByText('All changes saved').waitFor();
    await page.reload();
    await page.getByRole('tab', { name: 'Design' }).click();
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Submit label' }).inputValue())
      .toBe('SEND');

    // Back in the list, with its counts and public link.
    await page.getByRole('link', { name: 'Back to forms' }).click();
    await waitForPath(page, '/forms');
    const card = page.getByRole('article', { name: 'Intake' });
    await card.getByText('3 questions · 0 responses').waitFor();
    await card.getByRole('link', { name: /\/f\/[\w-]+$/ }).waitFor();
    await expectAccessible(page, 'The forms list');
    await screenshots(page, 'list');
    await card.getByRole('link', { name: 'Edit Intake' }).click();
    await waitForPath(page, editUrl);
  });
});
