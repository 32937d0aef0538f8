import { imageLibraryMessages } from '@coachline/contract/image-library';
import { messages } from '@coachline/contract/messages';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demo, demoPassword } from '../support/accounts';
import { expectAccessible } from '../support/axe';
import { signIn, useBrowser } from '../support/browser';
import { runId } from '../support/contacts';
import { png } from '../support/images';

// The image uploader from the file manager's image library: pick a photo, crop it into the
// 180x60 logo slot and see the served picture at exactly 180 × 60; move it into a new folder of
// My Library and find it there; crop a free photo (the run's fake Pexels) the same way; delete.

const toastSays = (page: Page, text: string) => page.getByText(text).first().waitFor();

describe('image library', () => {
  const browser = useBrowser();

  it('crops an uploaded photo and a free one into the 180x60 slot, moves one to a folder, deletes it', async () => {
    const page = await browser.newPage();
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, demo.owner, demoPassword);
    await page.goto('/files');
    await page.getByRole('button', { name: 'Image library' }).click();
    const library = page.getByRole('dialog', { name: 'Image library' });
    await library.getByLabel('Image size').waitFor();
    expect(await library.getByLabel('Image size').inputValue()).toContain('180x60');
    await library.getByRole('button', { name: 'Choose image' }).click();

    const uploader = page.getByRole('dialog', { name: 'Image (180x60)' });
    await uploader.getByRole('tab', { name: 'Upload', selected: true }).waitFor();
    await expectAccessible(page, 'The image uploader on its Upload tab');
    await uploader
      .getByLabel('Image file')
      .setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: png(900, 600) });

    const cropper = page.getByRole('dialog', { name: 'Cropper' });
    await cropper.getByText('MINIMUM IMAGE SIZE IS 180x60').waitFor();
    await cropper.getByRole('radiogroup', { name: 'Logo ratio' }).waitFor();
    await expectAccessible(page, 'The Cropper');
    await cropper.getByRole('button', { name: 'Flip horizontal' }).click();
    const crop = cropper.getByRole('button', { name: 'Crop' });
    await expect.poll(() => crop.isEnabled()).toBe(true);
    await crop.click();
    await toastSays(page, imageLibraryMessages.uploaded);
    await cropper.waitFor({ state: 'hidden' });

    const preview = library.getByRole('img', { name: 'Image preview' });
    await preview.waitFor();
    await expect
      .poll(() =>
        preview.evaluate((img: HTMLImageElement) => [
          img.complete,
          img.naturalWidth,
          img.naturalHeight,
        ]),
      )
      .toEqual([true, 180, 60]);
    await library.getByText('Chosen: 180×60 (180x60)').waitFor();
    const src = await preview.getAttribute('src');
    expect(src).toMatch(/^\/uploads\/media\/\d+\/180x60\/[0-9a-f]{32}\.png$/);

    // It is in My Library among the 180x60 images: moved into a new folder, it is found there.
    await library.getByRole('button', { name: 'Change image' }).click();
    await uploader.getByRole('tab', { name: 'My Library' }).click();
    const picked = uploader
      .getByRole('listitem')
      .filter({ has: page.locator(`img[src="${src}"]`) });
    const folder = `Logos ${runId('il')}`.slice(0, 24);
    await uploader.getByRole('button', { name: 'New folder' }).click();
    await page.getByRole('textbox', { name: 'Name of the new folder' }).fill(folder);
    await page.keyboard.press('Enter');
    await toastSays(page, messages.folderCreated);
    await picked.getByRole('button', { name: /^Move image \d+ to a folder$/ }).click();
    const move = page.getByRole('dialog', { name: 'Move to folder' });
    await move.getByRole('button', { name: folder, exact: true }).click();
    await move.getByRole('button', { name: `Move to ${folder}` }).click();
    await move.waitFor({ state: 'hidden' });
    await picked.waitFor({ state: 'detached' });
    await uploader
      .getByRole('listitem', { name: folder })
      .getByRole('button', { name: new RegExp(`^${folder}`) })
      .click();
    await picked.waitFor();

    // A free photo (the run's fake Pexels) is fetched through the app and cropped the same way.
    await uploader.getByRole('tab', { name: 'Free Images' }).click();
    const photo = uploader.getByRole('button', { name: 'Use photo: Fitness 1', exact: true });
    await photo.waitFor();
    await expectAccessible(page, 'The Free Images tab');
    await photo.click();
    await cropper.getByText('MINIMUM IMAGE SIZE IS 180x60').waitFor();
    await expect.poll(() => crop.isEnabled()).toBe(true);
    await crop.click();
    await toastSays(page, imageLibraryMessages.uploaded);
    await cropper.waitFor({ state: 'hidden' });
    await expect.poll(async () => (await preview.getAttribute('src')) !== src).toBe(true);
    await library.getByText('Chosen: 180×60 (180x60)').waitFor();

    // Deleting asks first and is for good.
    await library.getByRole('button', { name: 'Change image' }).click();
    await uploader.getByRole('tab', { name: 'My Library' }).click();
    await picked.getByRole('button', { name: /^Delete image/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Are you sure?' });
    await confirm.getByText('Deleting an image is permanent and cannot be recovered.').waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await toastSays(page, imageLibraryMessages.deleted);
    await picked.waitFor({ state: 'detached' });
    expect((await page.request.get(src!)).status()).toBe(404);
  });
});
