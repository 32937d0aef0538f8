import { z } from 'zod';
import { pageQuery, paginated, statusResponse } from './api';
import { contactFilter, contactSortColumns } from './contacts';
import { endpoint } from './endpoint';
import { contactIdText, dbId, dbIdText, idList } from './ids';

// Contact import and export (001 §2, §7 Contact import): upload, mapping, the import job and
// its log, and the export of the list.

export const importableFields = [
  'first_name',
  'last_name',
  'email',
  'number',
  'status',
  'source',
  'gender',
  'birthday',
  'tags',
  'temperature',
  'member_id',
] as const;
/**
 * What a row that matches an existing contact (same email or phone) does to it: nothing, fill
 * only the contact's empty fields, or overwrite the fields the row has. No default: the importer
 * chooses.
 */
export const duplicatePolicies = ['skip', 'fill_empty', 'update'] as const;
export type DuplicatePolicy = (typeof duplicatePolicies)[number];
/** An import can be undone for this long after it ends. */
export const importUndoDays = 7;

export const mapCsvFieldResponse = z.object({
  status: z.literal(1),
  import_id: z.number().int(),
  headers: z.array(z.string()),
  /** Suggested target per header: a contact field, `custom:<key>`, or null to ignore. */
  mapping: z.record(z.string(), z.string().nullable()),
  total_rows: z.number().int(),
  preview: z.array(z.record(z.string(), z.string())),
});
export type MapCsvFieldResponse = z.infer<typeof mapCsvFieldResponse>;
export const importBody = z.object({
  import_id: dbId,
  /** File header → target; a header is a cell of the file, a target a field or `custom:<key>`. */
  mapping: z.record(z.string().max(1000), z.string().max(191).nullable()),
  status: z.string().trim().max(100).optional(),
  tags: z.array(z.string().trim().min(1).max(100)).max(50).optional(),
  duplicate_policy: z.enum(duplicatePolicies, {
    error: 'Choose what happens to a row that matches an existing contact.',
  }),
});
export type ImportBody = z.infer<typeof importBody>;
export const importLog = z.object({
  id: z.number().int(),
  file_name: z.string(),
  status: z.enum(['uploaded', 'queued', 'running', 'completed', 'failed']),
  total_count: z.number().int(),
  count: z.number().int(),
  imported_count: z.number().int(),
  updated_count: z.number().int(),
  failed_count: z.number().int(),
  errors: z.array(z.object({ row: z.number().int(), message: z.string() })),
  reason: z.string().nullable(),
  duplicate_policy: z.enum(duplicatePolicies).nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
  /** The uploaded file can be downloaded (kept as long as the import can be undone). */
  has_file: z.boolean(),
  /** Null until an undo starts; `undoing` when one was cut short (undo again to finish it). */
  undo_status: z.enum(['undoing', 'undone']).nullable(),
  undone_at: z.string().nullable(),
  /** Until when undo is offered; null when it is not (not ended, undone, or past the window). */
  undo_until: z.string().nullable(),
});
export type ImportLog = z.infer<typeof importLog>;
export const importLogItemResponse = z.object({ status: z.literal(1), data: importLog });
export type ImportLogItemResponse = z.infer<typeof importLogItemResponse>;
export const importContactsQuery = pageQuery.extend({ kind: z.enum(['created', 'updated']) });
export type ImportContactsQuery = z.infer<typeof importContactsQuery>;
/** A contact an import created or updated, as its result lists it (links to the profile). */
export const importedContact = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string().nullable(),
  number: z.string().nullable(),
  /** False once the contact was deleted or moved away: the list shows it without a link. */
  live: z.boolean(),
});
export type ImportedContact = z.infer<typeof importedContact>;
export const exportQuery = contactFilter.extend({
  ids: idList(contactIdText).optional(),
  export_method: z.enum(['csv', 'xlsx']).default('csv'),
  /** `all`: every field an import reads back (custom fields and member ID too), not the visible columns. */
  fields: z.enum(['visible', 'all']).default('visible'),
  sort_by: z.enum(contactSortColumns).default('date_created'),
  sort_dir: z.enum(['asc', 'desc']).default('desc'),
});
export type ExportQuery = z.infer<typeof exportQuery>;
export const importResponse = z.object({ status: z.literal(1), import_id: z.number().int() });
export type ImportResponse = z.infer<typeof importResponse>;
export const importLogResponse = z.object({ status: z.literal(1), data: z.array(importLog) });
export type ImportLogResponse = z.infer<typeof importLogResponse>;
export const deleteImportLogBody = z.object({ id: dbId });
export const importIdParam = z.object({ importId: dbIdText });

const rowNumbers =
  'Rows are numbered from 1 for the first data row after the header; blank rows are not counted. ' +
  'The same numbers appear in the log errors and in the failed-rows CSV.';
const contacts = { tag: 'contacts' } as const;

export const contactImportEndpoints = {
  mapCsvField: endpoint({
    ...contacts,
    permission: { area: 'contacts-center', action: 'create' },
    method: 'POST',
    path: 'contact/map-csv-field',
    upload: true,
    response: mapCsvFieldResponse,
    description:
      'Multipart field `file`: a CSV (UTF-8, comma, semicolon or tab separated), XLSX or XLS file of up to 100 MB. ' +
      'Answers the columns, a suggested target per column (a contact field, `custom:<key>` or null) and the first 5 rows.',
  }),
  start: endpoint({
    ...contacts,
    permission: { area: 'contacts-center', action: 'create' },
    method: 'POST',
    path: 'contact/import',
    body: importBody,
    response: importResponse,
    description: `Queues the uploaded file's import; progress arrives as import-progress events. ${rowNumbers}`,
  }),
  logs: endpoint({
    ...contacts,
    permission: { area: 'contacts-center', action: 'view' },
    method: 'GET',
    path: 'contact/import-log',
    response: importLogResponse,
    description: rowNumbers,
  }),
  deleteLog: endpoint({
    ...contacts,
    permission: { area: 'contacts-center', action: 'create' },
    method: 'POST',
    path: 'contact/delete-csv-import-log',
    body: deleteImportLogBody,
    response: statusResponse,
  }),
  failedRows: endpoint({
    ...contacts,
    permission: { area: 'contacts-center', action: 'view' },
    method: 'GET',
    path: 'contact/import-log/:importId/failed-rows',
    params: importIdParam,
    produces: ['text/csv'],
    description: `CSV of the failed rows: the original columns, then \`row\` and \`error\`. ${rowNumbers}`,
  }),
  importedContacts: endpoint({
    ...contacts,
    permission: { area: 'contacts-center', action: 'view' },
    method: 'GET',
    path: 'contact/import-log/:importId/contacts',
    params: importIdParam,
    query: importContactsQuery,
    response: paginated(importedContact),
    description:
      'The contacts the import created (`kind=created`) or changed (`kind=updated`), in file order.',
  }),
  undo: endpoint({
    ...contacts,
    permission: { area: 'contacts-center', action: 'delete' },
    method: 'POST',
    path: 'contact/import-log/:importId/undo',
    params: importIdParam,
    response: importLogItemResponse,
    description:
      `Undoes an ended import within ${importUndoDays} days: the contacts it created are deleted and the fields it changed get back their earlier values (a field changed since keeps the newer value), tags it added go. ` +
      'Needs the update permission too when the import changed contacts. Undoing an undone import is refused; one cut short resumes.',
  }),
  file: endpoint({
    ...contacts,
    permission: { area: 'contacts-center', action: 'view' },
    method: 'GET',
    path: 'contact/import-log/:importId/file',
    params: importIdParam,
    produces: ['text/csv', 'application/octet-stream'],
    description: `The uploaded file as it was, kept for ${importUndoDays} days after the import ends.`,
  }),
  export: endpoint({
    ...contacts,
    permission: { area: 'contacts-center', action: 'view' },
    method: 'GET',
    path: 'contact/export',
    query: exportQuery,
    produces: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    description:
      'The filtered list, or the contacts of `ids`, in the list order, as CSV or XLSX: the visible columns, or with `fields=all` every field an import reads back (importing the file reproduces the contacts).',
  }),
};
