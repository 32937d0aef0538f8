import { describe, expect, it } from 'vitest';
import { demo, demoPassword } from '../support/accounts';
import { expectAccessible } from '../support/axe';
import { signIn, useBrowser, waitForPath } from '../support/browser';
import { runId, useOwnerApi } from '../support/contacts';

const width = 375;

describe('contact list on a phone-sized screen', () => {
  const browser = useBrowser();
  const owner = useOwnerApi();

  it('shows contacts as cards at 375 px, searchable, and opens a profile from a card', async () => {
    const id = runId('mob');
    const contact = await owner.createContact({
      first_name: 'Mila',
      last_name: `Mobile ${id}`,
      email: `${id}@example.com`,
    });
    const other = await owner.createContact({
      first_name: 'Milo',
      last_name: `Mobile ${id}`,
      email: `${id}-2@example.com`,
    });

    const page = await browser.newPage({
      viewport: { width, height: 740 },
      isMobile: true,
      hasTouch: true,
    });
    await signIn(page, demo.owner, demoPassword);
    const cards = page.getByRole('list', { name: 'Contacts' });
    await cards.getByRole('listitem').first().waitFor();
    await expectAccessible(page, 'The contact cards at 375 px');
    // No wide table on a phone, and nothing wider than the screen.
    expect(await page.getByRole('region', { name: 'Contacts table' }).count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );

    await page.getByRole('searchbox', { name: 'Search contacts' }).fill(id);
    const names = () =>
      cards
        .getByRole('listitem')
        .evaluateAll((items) =>
          items.map((li) => li.querySelector('a')?.textContent?.trim() ?? ''),
        );
    await expect.poll(names).toEqual([other.full_name, contact.full_name]);

    const card = cards.getByRole('listitem').filter({ hasText: contact.email! });
    const box = await card.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );

    await card.getByRole('link', { name: contact.full_name }).tap();
    await waitForPath(page, `/contact/${contact.id}/profile`);
    await page.getByRole('heading', { name: contact.full_name, level: 1 }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
  });
});
