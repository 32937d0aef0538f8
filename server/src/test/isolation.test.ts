import { describe, expect, it } from 'vitest';
import { insertImport } from '../features/contact-import/contact-import.repository';
import { customFields } from '../features/contacts/contacts.tables';
import {
  bearer,
  buildContact,
  buildGroup,
  buildOrganization,
  buildTag,
  tokenFor,
} from './factories';
import { createTestApp } from './server';

/**
 * The cross-tenant sweep: every registered API route, called with one tenant's token and
 * another tenant's ids, answers 401, 403, 404 or 422 — never data. A new route cannot forget
 * its scoping without failing here. Add the other tenant's rows of a new area to `foreignIds`.
 */
const { app, deps, routes, database } = await createTestApp();

// The other tenant is created first; sequences then jump ahead so no id of the tenant under
// test can equal one of the other's, and a 200 can only mean a leak.
const other = await buildOrganization(deps, { locations: ['Elsewhere'] });
const otherTag = await buildTag(deps, { accountId: other.account.id });
const otherContact = await buildContact(deps, { accountId: other.account.id, tags: [otherTag.id] });
const otherGroup = await buildGroup(deps, {
  accountId: other.account.id,
  contactIds: [otherContact.id],
});
const [otherField] = await deps.db
  .insert(customFields)
  .values({ accountId: other.account.id, name: 'Other field', key: 'other_field' })
  .returning();
const otherImport = await insertImport(deps.db, {
  accountId: other.account.id,
  userId: other.owner.id,
  status: 'completed',
  fileName: 'elsewhere.csv',
  filePath: `imports/${other.account.id}/elsewhere.csv`,
  fileType: 'csv',
  headers: ['Email'],
});
const sequences = await database.raw.query(
  "select sequence_schema || '.' || sequence_name as name from information_schema.sequences where sequence_schema = 'public'",
);
for (const row of sequences.rows)
  await database.raw.query(`select setval('${String(row.name)}', 1000000)`);
const mine = await buildOrganization(deps, { locations: ['Home'] });
const token = await tokenFor(deps, mine.owner.id);

const foreignIds: Record<string, string> = {
  id: String(other.account.id),
  user: String(other.owner.id),
  token: 'not-a-real-token',
  importId: String(otherImport.id),
  contact: String(otherContact.id),
  tag: String(otherTag.id),
  group: String(otherGroup.id),
  field: String(otherField!.id),
};
const fill = (url: string) =>
  url.replace(
    /:([A-Za-z_]+)/g,
    (_, name: string) => foreignIds[name] ?? String(other.locations[0]!.id),
  );

const apiRoutes = routes.filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs'));
const privateRoutes = apiRoutes.filter((r) => !r.public && r.url !== '/api/openapi.json');
const withParams = privateRoutes.filter((r) => r.url.includes(':'));

describe('cross-tenant sweep', () => {
  it('covers the API', () => {
    expect(privateRoutes.length).toBeGreaterThan(5);
  });

  it.each(privateRoutes.map((r) => [r.method, r.url] as const))(
    '%s %s answers 401 without a token',
    async (method, url) => {
      const res = await app.inject({ method: method as 'GET', url: fill(url) });
      expect(res.statusCode).toBe(401);
    },
  );

  it.each(privateRoutes.map((r) => [r.method, r.url] as const))(
    '%s %s refuses another tenant’s location header',
    async (method, url) => {
      const res = await app.inject({
        method: method as 'GET',
        url: fill(url),
        headers: bearer(token, { 'accessed-location-id': other.account.id }),
        payload: method === 'GET' ? undefined : {},
      });
      expect(res.statusCode).toBe(403);
    },
  );

  it.each(withParams.map((r) => [r.method, r.url] as const))(
    '%s %s hides another tenant’s ids',
    async (method, url) => {
      const res = await app.inject({
        method: method as 'GET',
        url: fill(url),
        headers: bearer(token),
        payload: method === 'GET' ? undefined : {},
      });
      expect([403, 404, 422]).toContain(res.statusCode);
      expect(res.body).not.toContain(other.account.businessname);
      expect(res.body).not.toContain(other.owner.email);
    },
  );
});
