import { messages } from '@coachline/contract/messages';
import { templateEndpoints } from '@coachline/contract/templates';
import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { api, apiLogin, demo, demoPassword } from '../support/accounts';
import { expectAccessible } from '../support/axe';
import { signIn, useBrowser } from '../support/browser';
import { runId } from '../support/contacts';

// Folders through the template library: the one asset list wired to FolderBrowser so far.

async function templatesOf(id: string) {
  const token = await apiLogin(demo.owner, demoPassword);
  const category = (
    await api(templateEndpoints.createCategory, {
      token,
      body: { name: `Folders ${id}`, is_content: 1 },
    })
  ).category;
  for (const n of [1, 2, 3]) {
    await api(templateEndpoints.create, {
      token,
      body: { category_id: category.id, name: `T${n} ${id}` },
    });
  }
}

const toastSays = (page: Page, text: string) => page.getByText(text).first().waitFor();
const folderPath = (page: Page) => page.getByRole('navigation', { name: 'Folder path' });
const tile = (page: Page, title: string) => page.getByRole('listitem', { name: title });
const card = (page: Page, name: string) => page.getByRole('article', { name });

async function folderAction(page: Page, title: string, action: string) {
  await page.getByRole('button', { name: `Actions for the folder ${title}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

async function confirm(page: Page, label: string) {
  await page
    .getByRole('dialog', { name: messages.confirmTitle })
    .getByRole('button', { name: label })
    .click();
}

async function moveTo(page: Page, template: string, path: string[]) {
  await page.getByRole('button', { name: `More actions for ${template}` }).click();
  await page.getByRole('menuitem', { name: 'Move to folder' }).click();
  const dialog = page.getByRole('dialog', { name: 'Move to folder' });
  for (const step of path) await dialog.getByRole('button', { name: step, exact: true }).click();
  await dialog.getByRole('button', { name: `Move to ${path.at(-1)}` }).click();
  await dialog.waitFor({ state: 'hidden' });
}

describe('folders', () => {
  const browser = useBrowser();

  it('nests folders, files templates in them, renames, archives, restores and deletes', async () => {
    const id = runId('f');
    const outer = `Out ${id}`;
    const inner = `In ${id}`;
    await templatesOf(id);

    const page = await browser.newPage();
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, demo.owner, demoPassword);
    await page.goto('/template');
    await page.getByRole('heading', { name: 'Templates', level: 1 }).waitFor();
    // Only this run's templates: the demo library holds others' too.
    await page.getByRole('searchbox', { name: 'Search templates' }).fill(id);
    await card(page, `T3 ${id}`).waitFor();

    // Nested folders: one at the top, one inside it; Enter saves each.
    await page.getByRole('button', { name: 'New folder' }).click();
    await page.getByRole('textbox', { name: 'Name of the new folder' }).fill(outer);
    await page.keyboard.press('Enter');
    await toastSays(page, messages.folderCreated);
    await tile(page, outer).getByText(outer).click();
    await folderPath(page).getByText(outer).waitFor();
    await page.getByText('No subfolders here.').waitFor();
    await page.getByRole('button', { name: 'New folder' }).click();
    await page.getByRole('textbox', { name: 'Name of the new folder' }).fill(inner);
    await page.keyboard.press('Enter');
    await tile(page, inner).waitFor();
    await expectAccessible(page, 'A folder with a subfolder');

    // Back to the main folder: the templates are all there; two go to the outer folder, one
    // to the inner.
    await folderPath(page).getByRole('button', { name: 'Main folder' }).click();
    await moveTo(page, `T1 ${id}`, [outer]);
    await card(page, `T1 ${id}`).waitFor({ state: 'hidden' });
    await moveTo(page, `T2 ${id}`, [outer]);
    await moveTo(page, `T3 ${id}`, [outer, inner]);
    await card(page, `T3 ${id}`).waitFor({ state: 'hidden' });
    await tile(page, outer).getByText('2 templates · 1 folder').waitFor();

    // The outer folder lists its own templates only, under its breadcrumb.
    await tile(page, outer).getByText(outer).click();
    await card(page, `T1 ${id}`).waitFor();
    await card(page, `T2 ${id}`).waitFor();
    await tile(page, inner).getByText('1 template').waitFor();
    await page.getByRole('article', { name: `T3 ${id}` }).waitFor({ state: 'hidden' });

    // Rename in place: Enter saves.
    const renamed = `Re ${id}`;
    await folderAction(page, inner, 'Rename');
    const renaming = page.getByRole('textbox', { name: `New name for ${inner}` });
    await renaming.fill(renamed);
    // Pressed on the field itself: a busy page may not have moved the keyboard's focus yet.
    await renaming.press('Enter');
    await toastSays(page, messages.folderUpdated);
    await tile(page, renamed).waitFor();

    // Archive it, find it among the archived folders and restore it.
    await folderAction(page, renamed, 'Archive');
    await confirm(page, 'Archive');
    await toastSays(page, messages.folderArchived);
    await page.getByText('No subfolders here.').waitFor();
    // The segmented control's radios are hidden behind their labels.
    await page.getByText('Archived', { exact: true }).click();
    await folderAction(page, renamed, 'Restore');
    await confirm(page, 'Restore');
    await toastSays(page, messages.folderRestored);
    await page.getByText('Main', { exact: true }).click();

    // Deleting the outer folder deletes its subfolder; every template comes back to the main
    // folder.
    await folderAction(page, outer, 'Delete');
    await confirm(page, 'Delete');
    await toastSays(page, messages.folderDeleted);
    for (const n of [1, 2, 3]) await card(page, `T${n} ${id}`).waitFor();
    await tile(page, outer).waitFor({ state: 'hidden' });
  });
});
