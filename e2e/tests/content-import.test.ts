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

    // The sample: four items, one of each kind, into the primary account and Uptown.
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
    await wizard.getByText('8/8 Items Imported').waitFor();
    await screenshotBothWidths(page, 'content-import', 'success');

    await wizard.getByRole('button', { name: 'Show Me' }).click();
    const history = wizard.getByRole('complementary', { name: 'Import history' });
    const items = history.getByRole('list', { name: 'Imported items' });
    await items.getByRole('link', { name: 'New client intake' }).first().waitFor();
    expect(await items.getByRole('listitem').count()).toBe(8);
    // What landed in the account being worked in opens in a new tab.
    const hrefOf = (name: string) => items.getByRole('link', { name }).getAttribute('href');
    expect(await hrefOf('New client intake')).toMatch(/^\/form\/\d+\/edit$/);
    expect(await hrefOf('Your first week')).toMatch(/^\/page\/\d+\/edit$/);
    expect(await hrefOf('30-day kickstart')).toMatch(/^\/playbook\/\d+\/edit$/);
    expect(await history.textContent()).toContain('Uptown');
    await screenshotBothWidths(page, 'content-import', 'history');

    // What landed in Uptown opens there: the app moves to Uptown, then to the item's editor.
    await items.getByRole('button', { name: '30-day kickstart' }).click();
    await page.waitForURL(/\/playbook\/\d+\/edit$/, { timeout: 30_000 });
    await page.getByRole('heading', { name: '30-day kickstart', level: 1 }).waitFor();
    await page
      .getByRole('list', { name: 'Steps' })
      .getByRole('listitem', { name: 'Plan your week' })
      .waitFor();
    await page.getByRole('button', { name: 'Profile menu' }).click();
    await page.getByRole('menuitem', { name: 'Uptown' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'Uptown' }).getAttribute('aria-current')).toBe(
      'true',
    );
  });
});
