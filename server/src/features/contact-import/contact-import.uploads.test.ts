import { readdir } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { buildOrganization, tokenFor } from '../../test/factories';
import { createTestApp } from '../../test/server';
import { fixture, sharedStringsBomb, upload } from './contact-import.testing';

// Uploads that cannot take the server down.

const { app, deps } = await createTestApp();

async function owner() {
  const organization = await buildOrganization(deps, { locations: ['North'] });
  return { ...organization, token: await tokenFor(deps, organization.owner.id) };
}

const filesOn = (accountId: number) =>
  readdir(`${deps.storage.root}/imports/${accountId}`).catch(() => []);

describe('a workbook bomb', () => {
  it('is refused with 422 on file, nothing of it is kept, and the server goes on serving', async () => {
    const { token, account } = await owner();
    const honest = await upload(app, token, 'bomb.xlsx', sharedStringsBomb());
    expect(honest.statusCode).toBe(422);
    expect(honest.json().errors.file[0]).toBe(
      "The file could not be read: The workbook's xl/sharedStrings.xml is compressed far more than any spreadsheet is; the file cannot be imported.",
    );
    // Its directory lies about the size: inflating stops at the declared 64 KB.
    const lying = await upload(app, token, 'bomb.xlsx', sharedStringsBomb(2000, 64 * 1024));
    expect(lying.statusCode).toBe(422);
    expect(lying.json().errors.file[0]).toContain('unpacks to more than its declared size');

    expect(await filesOn(account.id)).toEqual([]);
    const after = await upload(app, token, 'bom.csv', fixture('bom.csv'));
    expect(after.statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });
});
