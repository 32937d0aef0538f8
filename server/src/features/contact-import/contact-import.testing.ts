import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { ImportLog, MapCsvFieldResponse } from '@coachline/contract/contact-import';
import type { FastifyInstance } from 'fastify';
import { bearer } from '../../test/factories';

// Helpers for the contact-import tests: multipart bodies, fixtures, upload-then-import.

export const fixture = (name: string): Buffer =>
  readFileSync(new URL(`./fixtures/${name}`, import.meta.url));

/** A multipart/form-data body with one file part. */
export function multipart(fileName: string, content: Buffer | string, field = 'file') {
  const boundary = `----coachline${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    Buffer.isBuffer(content) ? content : Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export function upload(
  app: FastifyInstance,
  token: string,
  fileName: string,
  content: Buffer | string,
) {
  const body = multipart(fileName, content);
  return app.inject({
    method: 'POST',
    url: '/api/v3/contact/map-csv-field',
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
}

export type ImportOptions = {
  mapping?: Record<string, string | null>;
  status?: string;
  tags?: string[];
  duplicate_policy?: 'update' | 'skip';
};

export async function startImport(
  app: FastifyInstance,
  token: string,
  importId: number,
  options: ImportOptions,
) {
  return app.inject({
    method: 'POST',
    url: '/api/v3/contact/import',
    headers: bearer(token),
    payload: { import_id: importId, ...options },
  });
}

export async function importLog(
  app: FastifyInstance,
  token: string,
  importId: number,
): Promise<ImportLog> {
  const response = await app.inject({
    method: 'GET',
    url: '/api/v3/contact/import-log',
    headers: bearer(token),
  });
  const log = (response.json() as { data: ImportLog[] }).data.find(
    (entry) => entry.id === importId,
  );
  if (!log) throw new Error(`import ${importId} is not in the log: ${response.body}`);
  return log;
}

/** Uploads a file, imports it with the suggested mapping (or the given one), answers the log entry. */
export async function importFile(
  app: FastifyInstance,
  token: string,
  fileName: string,
  content: Buffer | string,
  options: ImportOptions = {},
): Promise<{ mapped: MapCsvFieldResponse; log: ImportLog }> {
  const uploaded = await upload(app, token, fileName, content);
  if (uploaded.statusCode !== 200)
    throw new Error(`upload answered ${uploaded.statusCode}: ${uploaded.body}`);
  const mapped = uploaded.json() as MapCsvFieldResponse;
  const started = await startImport(app, token, mapped.import_id, {
    mapping: mapped.mapping,
    ...options,
  });
  if (started.statusCode !== 200)
    throw new Error(`import answered ${started.statusCode}: ${started.body}`);
  return { mapped, log: await importLog(app, token, mapped.import_id) };
}
