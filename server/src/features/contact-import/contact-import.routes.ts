import { statusResponse } from '@coachline/contract/api';
import {
  deleteImportLogBody,
  exportQuery,
  importBody,
  importIdParam,
  importLogResponse,
  importResponse,
  mapCsvFieldResponse,
} from '@coachline/contract/contacts';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authorize, ctxOf } from '../../platform/auth';
import type { Deps } from '../../platform/deps';
import { fieldError } from '../../platform/errors';
import { attachment } from './contact-import.csv';
import { exportContacts } from './contact-import.export';
import * as imports from './contact-import.service';

const tags = ['contacts'];

const rowNumbers =
  'Rows are numbered from 1 for the first data row after the header; blank rows are not counted. ' +
  'The same numbers appear in the log errors and in the failed-rows CSV.';

export const contactImportRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    // Multipart only here: the upload streams to storage and is never buffered whole.
    await app.register(multipart, {
      limits: { fileSize: imports.maxUploadBytes, files: 1, fields: 10, parts: 11 },
    });

    app.post(
      '/contact/map-csv-field',
      {
        schema: {
          tags,
          description:
            'Multipart field `file`: a CSV (UTF-8, comma, semicolon or tab separated) or XLSX file of up to 100 MB. ' +
            'Answers the columns, a suggested target per column (a contact field, `custom:<key>` or null) and the first 5 rows.',
          consumes: ['multipart/form-data'],
          response: { 200: mapCsvFieldResponse },
        },
      },
      async (request) => {
        const ctx = ctxOf(request);
        authorize(ctx, 'create', 'contacts-center');
        if (!request.isMultipart()) throw fieldError('file', imports.importMessages.noFile);
        return imports.mapCsvField(deps, ctx, await request.file());
      },
    );
    app.post(
      '/contact/import',
      {
        schema: {
          tags,
          description: `Queues the uploaded file's import; progress arrives as import-progress events. ${rowNumbers}`,
          body: importBody,
          response: { 200: importResponse },
        },
      },
      (request) => {
        const ctx = ctxOf(request);
        authorize(ctx, 'create', 'contacts-center');
        if (request.body.duplicate_policy === 'update') authorize(ctx, 'update', 'contacts-center');
        return imports.startImport(deps, ctx, request.body, request.log);
      },
    );
    app.get(
      '/contact/import-log',
      { schema: { tags, description: rowNumbers, response: { 200: importLogResponse } } },
      (request) => {
        const ctx = ctxOf(request);
        authorize(ctx, 'view', 'contacts-center');
        return imports.importLogs(deps, ctx);
      },
    );
    app.post(
      '/contact/delete-csv-import-log',
      { schema: { tags, body: deleteImportLogBody, response: { 200: statusResponse } } },
      async (request) => {
        const ctx = ctxOf(request);
        authorize(ctx, 'create', 'contacts-center');
        await imports.deleteImportLog(deps, ctx, request.body.id);
        return { status: 1 as const };
      },
    );
    app.get(
      '/contact/import-log/:importId/failed-rows',
      {
        schema: {
          tags,
          description: `CSV of the failed rows: the original columns, then \`row\` and \`error\`. ${rowNumbers}`,
          params: importIdParam,
          produces: ['text/csv'],
        },
      },
      async (request, reply) => {
        const ctx = ctxOf(request);
        authorize(ctx, 'view', 'contacts-center');
        const file = await imports.failedRows(deps, ctx, request.params.importId);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', attachment(file.fileName))
          .send(file.body);
      },
    );
    app.get(
      '/contact/export',
      {
        schema: {
          tags,
          description:
            'The filtered list, or the contacts of `ids`, in the list order and the visible columns, as CSV or XLSX.',
          querystring: exportQuery,
          produces: [
            'text/csv',
            'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          ],
        },
      },
      async (request, reply) => {
        const ctx = ctxOf(request);
        authorize(ctx, 'view', 'contacts-center');
        const file = await exportContacts(deps, ctx, request.query);
        return reply
          .header('content-type', file.contentType)
          .header('content-disposition', attachment(file.fileName))
          .send(file.body);
      },
    );
  };
