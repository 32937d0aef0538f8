import { fileMessages } from '@coachline/contract/files';
import { messages } from '@coachline/contract/messages';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demo, demoPassword } from '../support/accounts';
import { expectAccessible } from '../support/axe';
import { signIn, useBrowser } from '../support/browser';
import { downloadText, runId, useOwnerApi } from '../support/contacts';

// The file manager: upload two files, rename, archive and enable, zip both, move one into a
// folder and delete the other after typing DELETE; restrict who sees a file and send it to a
// contact, whose profile lists it.

const toastSays = (page: Page, text: string) => page.getByText(text).first().waitFor();
const row = (page: Page, name: string) =>
  page.getByRole('table', { name: 'Files' }).getByRole('row').filter({ hasText: name });

async function fileAction(page: Page, name: string, action: string) {
  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

describe('files', () => {
  const browser = useBrowser();
  const owner = useOwnerApi();

  it('uploads, renames, archives, zips, moves and deletes files', async () => {
    const id = runId('fm');
    const page = await browser.newPage({ acceptDownloads: true });
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, demo.owner, demoPassword);
    await page.goto('/files');
    await page.getByRole('heading', { name: 'Files', level: 1 }).waitFor();
    // Only this run's files: the demo account holds others' too.
    await page.getByRole('searchbox', { name: 'Search files' }).fill(id);

    await page.locator('input[type="file"]').setInputFiles([
      { name: `plan-${id}.pdf`, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 plan') },
      { name: `notes-${id}.txt`, mimeType: 'text/plain', buffer: Buffer.from('notes') },
    ]);
    await toastSays(page, fileMessages.added);
    await row(page, `plan-${id}.pdf`).getByText('PDF', { exact: true }).waitFor();
    await row(page, `notes-${id}.txt`).getByText('Other', { exact: true }).waitFor();
    await expectAccessible(page, 'The file manager with two files');

    // Rename: the extension stays.
    await fileAction(page, `plan-${id}.pdf`, 'Rename');
    await page.getByRole('textbox', { name: 'File name' }).fill(`contract-${id}`);
    await page.getByRole('button', { name: 'Rename' }).click();
    await toastSays(page, fileMessages.renamed);
    await row(page, `contract-${id}.pdf`).waitFor();

    // Archive it, find it among the archived files and enable it again.
    await fileAction(page, `contract-${id}.pdf`, 'Archive');
    await toastSays(page, fileMessages.archived);
    await row(page, `contract-${id}.pdf`).waitFor({ state: 'hidden' });
    await page.getByText('Archived files', { exact: true }).click();
    await fileAction(page, `contract-${id}.pdf`, 'Enable');
    await toastSays(page, fileMessages.enabled);
    await page.getByText('Enabled files', { exact: true }).click();
    await row(page, `contract-${id}.pdf`).waitFor();

    // Both as one files.zip.
    await page.getByRole('checkbox', { name: 'Select all files' }).check();
    const zip = await downloadText(page, () =>
      page.getByRole('button', { name: 'Download as zip' }).click(),
    );
    expect(zip.name).toBe('files.zip');
    expect(zip.text).toContain(`contract-${id}.pdf`);
    expect(zip.text).toContain(`notes-${id}.txt`);

    // Move the notes into a new folder.
    const folder = `Docs ${id}`.slice(0, 24);
    await page.getByRole('button', { name: 'New folder' }).click();
    await page.getByRole('textbox', { name: 'Name of the new folder' }).fill(folder);
    await page.keyboard.press('Enter');
    await toastSays(page, messages.folderCreated);
    await fileAction(page, `notes-${id}.txt`, 'Move to folder');
    const dialog = page.getByRole('dialog', { name: 'Move to folder' });
    await dialog.getByRole('button', { name: folder, exact: true }).click();
    await dialog.getByRole('button', { name: `Move to ${folder}` }).click();
    await dialog.waitFor({ state: 'hidden' });
    await row(page, `notes-${id}.txt`).waitFor({ state: 'hidden' });

    // Delete the contract: only DELETE in capitals does it.
    await fileAction(page, `contract-${id}.pdf`, 'Delete');
    const confirm = page.getByRole('dialog', { name: 'Delete files' });
    await confirm.getByLabel('Type DELETE to confirm').fill('delete');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await confirm.getByText(fileMessages.capitals).waitFor();
    await confirm.getByLabel('Type DELETE to confirm').fill('DELETE');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await toastSays(page, fileMessages.deleted);
    await row(page, `contract-${id}.pdf`).waitFor({ state: 'hidden' });
  });

  it('restricts a file, sends it to a contact and shows it in the profile’s Files section', async () => {
    const id = runId('fs');
    const email = `${id}@example.com`;
    const contact = await owner.createContact({ first_name: 'Fay', last_name: id, email });
    const page = await browser.newPage({ acceptDownloads: true });
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, demo.owner, demoPassword);
    await page.goto('/files');
    await page.getByRole('heading', { name: 'Files', level: 1 }).waitFor();
    await page.getByRole('searchbox', { name: 'Search files' }).fill(id);
    const name = `guide-${id}.pdf`;
    await page
      .locator('input[type="file"]')
      .setInputFiles([
        { name, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 guide') },
      ]);
    await toastSays(page, fileMessages.added);
    await row(page, name).waitFor();

    // Only selected users see it: the owner always does.
    await fileAction(page, name, 'Permission');
    const who = page.getByRole('dialog', { name: `Who sees ${name}` });
    await who.getByRole('radio', { name: 'Selected users only' }).check();
    await who.getByRole('checkbox').first().waitFor();
    await expectAccessible(page, 'The permission dialog');
    await who.getByRole('button', { name: 'Save' }).click();
    await toastSays(page, fileMessages.permissionUpdated);
    await row(page, name).getByText('Selected users').waitFor();

    // Send it to the contact.
    await fileAction(page, name, 'Send to contact');
    const send = page.getByRole('dialog', { name: `Send ${name} to contacts` });
    const picker = send.getByRole('textbox', { name: 'Contacts' });
    await picker.click();
    await picker.fill(email);
    await page.getByRole('option', { name: new RegExp(email) }).click();
    await picker.press('Tab');
    await expectAccessible(page, 'The send-to-contact dialog');
    await send.getByRole('button', { name: 'Send' }).click();
    await toastSays(page, fileMessages.sent);
    await send.waitFor({ state: 'hidden' });

    // The contact's profile lists it, and the file downloads from there.
    await page.goto(`/contact/${contact.id}/profile?section=files`);
    const files = page.getByRole('list', { name: 'Files of the contact' });
    await files.getByText(name).waitFor();
    const download = await downloadText(page, () =>
      files.getByRole('button', { name: `Download ${name}` }).click(),
    );
    expect(download.text).toBe('%PDF-1.4 guide');
    await expectAccessible(page, 'The contact profile’s Files section');
    await files.getByRole('button', { name: `Remove ${name}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
    await toastSays(page, fileMessages.removedFromContact);
    await page.getByText('No files yet').waitFor();
  });
});
