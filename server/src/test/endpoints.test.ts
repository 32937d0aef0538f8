import { endpointKey } from '@coachline/contract/endpoint';
import { allEndpoints as defined } from '@coachline/contract/endpoints';
import { describe, expect, it } from 'vitest';
import { createTestApp } from './server';

/**
 * Every API route comes from an endpoint of the contract, and every endpoint of the contract is
 * served: the web, the OpenAPI document and the cross-tenant sweep can trust the one list.
 */
const { routes } = await createTestApp();

// The API documentation itself is served by its plugin, not by an endpoint of the contract.
const apiRoutes = routes.filter(
  (r) =>
    r.url.startsWith('/api/') && !r.url.startsWith('/api/docs') && r.url !== '/api/openapi.json',
);

describe('endpoints', () => {
  it('are defined in the contract for every API route', () => {
    expect(apiRoutes.length).toBeGreaterThan(100);
    expect(apiRoutes.filter((r) => !r.endpoint).map((r) => `${r.method} ${r.url}`)).toEqual([]);
    for (const route of apiRoutes)
      expect(`${route.method} ${route.url}`).toBe(endpointKey(route.endpoint!));
  });

  it('of the contract are all served, once each', () => {
    const served = apiRoutes.map((r) => `${r.method} ${r.url}`);
    expect(new Set(served).size).toBe(served.length);
    const keys = defined.map(endpointKey);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.filter((key) => !served.includes(key))).toEqual([]);
    expect(served.length).toBe(keys.length);
  });
});

describe('the API documentation', () => {
  it('says who may call each operation', async () => {
    const { app } = await createTestApp();
    const document = (await app.inject({ url: '/api/openapi.json' })).json();
    const operation = (path: string, method: string) => document.paths[path][method];
    expect(operation('/api/v3/tag/list', 'get').description).toContain(
      'Permission: view on tags or contacts-center.',
    );
    expect(operation('/api/v3/signature/store', 'post').description).toContain(
      'Permission: create or update on templates.',
    );
    expect(operation('/api/v3/auth/logout', 'post').description).toContain('own user');
    const login = operation('/api/v3/auth/login', 'post');
    expect(login.description).toContain('Public');
    expect(login.security).toEqual([]);
  });
});
