import { type Endpoint, endpointKey } from '@coachline/contract/endpoint';
import {
  type AreaPermission,
  permissionActions,
  permissionAreas,
} from '@coachline/contract/permissions';
import { describe, expect, it } from 'vitest';
import { bearer, buildOrganization, buildStaff, checkoutTokenFor, tokenFor } from './factories';
import { createTestApp } from './server';

/**
 * The one map from route to permission (the contract's `permission`), walked route by route:
 * a company user who holds every permission except those of the route's own areas is refused
 * (403, or 404 where the route hides what exists) before the route reads its input. A new route
 * without an entry fails here and in the type check.
 */
const { app, deps, routes } = await createTestApp();
const apiRoutes = routes.filter((r) => r.endpoint);
const guarded = apiRoutes.filter(
  (r): r is typeof r & { endpoint: Endpoint & { permission: AreaPermission } } =>
    typeof r.endpoint?.permission === 'object',
);

const areasOf = ({ area }: AreaPermission) => (typeof area === 'string' ? [area] : area);

/** Every permission of every area but the given ones. */
const allBut = (denied: readonly string[]) =>
  Object.fromEntries(
    permissionAreas
      .filter((area) => !denied.includes(area))
      .map((area) => [area, Object.fromEntries(permissionActions.map((a) => [a, true]))]),
  );

const { account } = await buildOrganization(deps);
const tokens = new Map<string, Promise<string>>();
/** One staff user per set of denied areas, made on first use. */
function tokenDenying(areas: readonly string[]) {
  const key = [...areas].sort().join(',');
  let token = tokens.get(key);
  if (!token) {
    token = buildStaff(deps, account.id, { permissions: allBut(areas) }).then((user) =>
      tokenFor(deps, user.id),
    );
    tokens.set(key, token);
  }
  return token;
}
/** The same user's bearer for the route's API: the checkout API takes checkout tokens. */
const bearerDenying = async (endpoint: Endpoint, areas: readonly string[]) => {
  const token = await tokenDenying(areas);
  return bearer(endpoint.base === 'checkout' ? await checkoutTokenFor(deps, token) : token);
};

const filled = (url: string) => url.replace(/:[a-z_]+/gi, '1');

describe('the route permission map', () => {
  it('names a permission, self, member, public or a contact for every route', () => {
    expect(apiRoutes.length).toBeGreaterThan(100);
    const unnamed = apiRoutes.filter(
      (r) =>
        !['public', 'contact'].includes(r.endpoint!.access ?? 'session') &&
        r.endpoint!.permission === undefined,
    );
    expect(unnamed.map((r) => endpointKey(r.endpoint!))).toEqual([]);
    expect(guarded.length).toBeGreaterThan(150);
  });

  it('refuses every guarded route to a user holding no permission on its areas', async () => {
    const admitted: string[] = [];
    for (const route of guarded) {
      const response = await app.inject({
        method: route.endpoint.method,
        url: filled(route.url),
        headers: await bearerDenying(route.endpoint, areasOf(route.endpoint.permission)),
      });
      if (response.statusCode !== 403 && response.statusCode !== 404)
        admitted.push(`${route.method} ${route.url}: ${response.statusCode}`);
    }
    expect(admitted).toEqual([]);
  });

  it('lets the same user through once they hold the permission', async () => {
    const list = guarded.find((r) => r.url === '/api/v3/tag/list')!;
    const denied = await tokenDenying(areasOf(list.endpoint.permission));
    expect((await app.inject({ url: list.url, headers: bearer(denied) })).statusCode).toBe(403);
    const holder = await buildStaff(deps, account.id, {
      permissions: { ...allBut(['tags', 'contacts-center']), tags: { view: true } },
    });
    const allowed = await app.inject({
      url: list.url,
      headers: bearer(await tokenFor(deps, holder.id)),
    });
    expect(allowed.statusCode).toBe(200);
  });
});
