import { authEndpoints } from '@coachline/contract/auth';
import { describe, expect, it } from 'vitest';
import { api, apiLogin, demo, demoPassword } from '../support/accounts';
import { expectAccessible } from '../support/axe';
import { openProfileMenu, signIn, useBrowser } from '../support/browser';

type Call = { path: string; accessedLocationId: string | undefined };

async function locationId(name: string): Promise<number> {
  const token = await apiLogin(demo.owner, demoPassword);
  const res = await api(authEndpoints.locations, { token });
  await api(authEndpoints.logout, { token });
  const found = res.company_user_locations.find((l) => l.businessname === name);
  if (!found) throw new Error(`the demo workspace has no location named ${name}`);
  return found.id;
}

describe('Select Profile', () => {
  const browser = useBrowser();

  it('switches the owner to the Downtown location', async () => {
    const downtown = String(await locationId('Downtown'));
    const page = await browser.newPage();
    const calls: Call[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (!url.pathname.startsWith('/api/v3/')) return;
      calls.push({
        path: `${request.method()} ${url.pathname.slice('/api/v3/'.length)}`,
        accessedLocationId: request.headers()['accessed-location-id'],
      });
    });

    await signIn(page, demo.owner, demoPassword);
    expect(calls.map((c) => c.accessedLocationId)).not.toContain(downtown);

    await openProfileMenu(page);

    await expectAccessible(page, 'The profile menu');
    const switched = page.waitForResponse((r) => /\/api\/v3\/location\/\d+\/access$/.test(r.url()));
    const reloaded = page.waitForEvent('load');
    await page.getByRole('menuitem', { name: /Downtown/ }).click();
    expect((await switched).status()).toBe(200);
    const sinceSwitch = calls.length;
    await reloaded;

    // After the reload the session is refreshed for Downtown, and the menu marks it current.
    await page.getByRole('button', { name: 'Profile menu' }).waitFor();
    await openProfileMenu(page);
    const current = page.getByRole('menuitem', { name: /Downtown/ });
    await expect.poll(() => current.getAttribute('aria-current')).toBe('true');
    expect(
      await page.getByRole('menuitem', { name: /Demo Fitness/ }).getAttribute('aria-current'),
    ).toBeNull();

    const after = calls.slice(sinceSwitch);
    expect(after.map((c) => c.path)).toContain('POST auth/refresh');
    expect(after.map((c) => c.path)).toContain('GET auth/locations');
    expect(after.filter((c) => c.accessedLocationId !== downtown)).toEqual([]);
  });
});
