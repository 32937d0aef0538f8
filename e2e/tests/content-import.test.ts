import { contentImportSample } from '@coachline/contract/content-import';
import { describe, expect, it } from 'vitest';
import { demo, demoPassword } from '../support/accounts';
import { expectAccessible } from '../support/axe';
import { signIn, useBrowser } from '../support/browser';
import { screenshotBothWidths } from '../support/screenshots';

describe('the content import wizard (Content Machine™)', () => {
  const browser = useBrowser();

  it('says what is wrong with a bad file, then imports the sample into two accounts and lists it', async () => {
    const page = await browser.newPage();
    await signIn(page, demo.owner, demoPassword);
    await page.goto('/apps');
    const card = page.getByRole('article', { name: 'Content Machine™' });
    await card.getByRole('button', { name: 'Launch Content Machine™' }).click();
    const wizard = page.getByRole('dialog', { name: 'Content Machine™' });
    await wizard.getByRole('heading', { name: 'Import Your CSV Content File' }).waitFor();
    await expectAccessible(page, 'The content import wizard');

    // A file with a wrong row: Oops!, with the row to fix.
    const file = wizard.getByLabel('Content file');
    await file.setInputFiles({
      name: 'wrong.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('type,title,content\nnewsletter,Weekly,Hello'),
    });
    await wizard.getByRole('button', { name: 'Begin Import' }).click();
    await wizard.getByRole('heading', { name: 'Oops!' }).waitFor();
    await wizard.getByText('Incorrectly formatted. please try again.').waitFor();
    expect(await wizard.getByRole('list', { name: 'Rows to fix' }).textContent()).toContain(
      'Row 1: "newsletter" is not a content type',
    );
    await wizard.getByRole('button', { name: 'Close', exact: true }).click();

    // The sample: two items, into the primary account and Uptown.
    await file.setInputFiles({
      name: 'sample.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(contentImportSample),
    });
    await wizard.getByRole('button', { name: 'Begin Import' }).click();
    await wizard.getByText('CSV file successfully loaded. Press import.').waitFor();
    await wizard.getByRole('button', { name: 'Import', exact: true }).click();
    await wizard.getByRole('button', { name: 'Continue' }).click();
    await wizard.getByText('Please select a account to proceed').waitFor();
    await wizard.getByRole('checkbox', { name: /^Primary Account/ }).check();
    await wizard.getByRole('checkbox', { name: 'Uptown' }).check();
    await wizard.getByRole('switch', { name: 'Use Saved Styling?' }).check({ force: true });
    await wizard.getByRole('button', { name: 'Continue' }).click();
    await wizard.getByRole('heading', { name: 'Success!' }).waitFor({ timeout: 60_000 });
    await wizard.getByText('4/4 Items Imported').waitFor();
    await screenshotBothWidths(page, 'content-import', 'success');

    await wizard.getByRole('button', { name: 'Show Me' }).click();
    const history = wizard.getByRole('complementary', { name: 'Import history' });
    const items = history.getByRole('list', { name: 'Imported items' });
    await items.getByRole('link', { name: 'New client intake' }).first().waitFor();
    expect(await items.getByRole('listitem').count()).toBe(4);
    const link = await items
      .getByRole('link', { name: 'New client intake' })
      .first()
      .getAttribute('href');
    expect(link).toMatch(/^\/form\/\d+\/edit$/);
    expect(await history.textContent()).toContain('Uptown');
    await screenshotBothWidths(page, 'content-import', 'history');
  });
});
