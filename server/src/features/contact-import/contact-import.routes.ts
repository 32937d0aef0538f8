import { contactImportEndpoints as api } from '@coachline/contract/contact-import';
import multipart from '@fastify/multipart';
import type { FastifyReply } from 'fastify';
import type { Deps } from '../../platform/deps';
import { handle, routesPlugin } from '../../platform/endpoints';
import { contentDisposition, sendStoredFile } from '../../platform/files';
import { exportContacts } from './contact-import.export';
import * as imports from './contact-import.service';
import { undoImport } from './contact-import.undo';

type File = { fileName: string; contentType?: string; body: unknown };
const sendFile = (reply: FastifyReply, file: File) =>
  reply
    .header('content-type', file.contentType ?? 'text/csv; charset=utf-8')
    .header('content-disposition', contentDisposition(file.fileName))
    .send(file.body);

export const contactImportRoutes = (deps: Deps) =>
  routesPlugin(
    [
      handle(api.mapCsvField, async ({ ctx, request }) =>
        imports.mapCsvField(deps, ctx, request.isMultipart() ? await request.file() : undefined),
      ),
      handle(api.start, ({ ctx, body, request }) =>
        imports.startImport(deps, ctx, body, request.log),
      ),
      handle(api.logs, ({ ctx }) => imports.importLogs(deps, ctx)),
      handle(api.deleteLog, ({ ctx, body }) => imports.deleteImportLog(deps, ctx, body.id)),
      handle(api.failedRows, async ({ ctx, params, reply }) =>
        sendFile(reply, await imports.failedRows(deps, ctx, params.importId)),
      ),
      handle(api.importedContacts, ({ ctx, params, query }) =>
        imports.importedContacts(deps, ctx, params.importId, query),
      ),
      handle(api.undo, ({ ctx, params }) => undoImport(deps, ctx, params.importId)),
      handle(api.file, async ({ ctx, params, reply }) => {
        const { key, ...file } = await imports.importFile(deps, ctx, params.importId);
        return sendStoredFile(reply, deps, key, file);
      }),
      handle(api.export, async ({ ctx, query, reply }) =>
        sendFile(reply, await exportContacts(deps, ctx, query)),
      ),
    ],
    // Multipart only here: the upload streams to storage and is never buffered whole.
    async (app) => {
      await app.register(multipart, {
        limits: { fileSize: imports.maxUploadBytes, files: 1, fields: 10, parts: 11 },
      });
    },
  );
