import { PassThrough, Readable } from 'node:stream';
import { contactColumnDefaults } from '@coachline/contract/constants';
import { type ExportQuery, importableFields } from '@coachline/contract/contact-import';
import { contactColumns } from '@coachline/contract/contacts';
import ExcelJS from 'exceljs';
import { authorize } from '../../platform/auth';
import type { RequestContext } from '../../platform/context';
import type { Deps } from '../../platform/deps';
import { notFound } from '../../platform/errors';
import {
  countLiveContacts,
  type ExportRow,
  exportBatches,
  listCustomFields,
  tabsOf,
} from '../contacts/contacts.service';
import { csvLine } from './contact-import.csv';

// GET contact/export (001 §7): the filtered list or the selected contacts as CSV or XLSX, in the
// user's visible columns, streamed batch by batch so memory stays flat at any list size.

type ListColumn = Exclude<(typeof contactColumns)[number], 'table_header'>;
/** The fields of `fields=all` beyond the list's columns. */
type FieldColumn = 'source' | 'gender' | 'birthday' | 'member_id';
type ExportColumn = ListColumn | FieldColumn | `custom:${string}`;

// Header names the importer maps back to the same fields.
const labels: Record<ListColumn | FieldColumn, string> = {
  photo: 'Photo',
  temperature: 'Temperature',
  starred: 'Starred',
  first_name: 'First Name',
  last_name: 'Last Name',
  date_created: 'Date Created',
  email: 'Email',
  number: 'Phone',
  status: 'Status',
  last_action: 'Last Action',
  tags: 'Tags',
  login_count: 'Login Count',
  last_email_activity: 'Last Email Activity',
  last_chat: 'Last Chat',
  source: 'Source',
  gender: 'Gender',
  birthday: 'Birthday',
  member_id: 'Member ID',
};

/** `fields=all`: every field the import reads back, in the order of its mapping screen. */
const allFields: readonly (ListColumn | FieldColumn)[] = importableFields;

/** The user's visible columns (users.contact_preferences over the defaults), in list order. */
export function exportColumnsFor(preferences: Record<string, boolean> | null): ListColumn[] {
  const visible = (prefs: Record<string, boolean>) =>
    contactColumns.filter((c): c is ListColumn => c !== 'table_header' && prefs[c] === true);
  const chosen = visible({ ...contactColumnDefaults, ...(preferences ?? {}) });
  return chosen.length > 0 ? chosen : visible(contactColumnDefaults);
}

type Cell = string | number | null;

function cellsOf(
  row: ExportRow,
  columns: ExportColumn[],
  statusTitle: (value: string) => string,
): Cell[] {
  return columns.map((column) => {
    if (column.startsWith('custom:'))
      return row.custom_fields[column.slice('custom:'.length)] ?? '';
    switch (column as ListColumn | FieldColumn) {
      case 'starred':
        return row.starred ? 'Yes' : 'No';
      case 'status':
        return statusTitle(row.status);
      case 'login_count':
        return row.login_count;
      default:
        return row[
          column as Exclude<ListColumn | FieldColumn, 'starred' | 'status' | 'login_count'>
        ];
    }
  });
}

export type ExportFile = { fileName: string; contentType: string; body: Readable };

export async function exportContacts(
  deps: Deps,
  ctx: RequestContext,
  query: ExportQuery,
): Promise<ExportFile> {
  authorize(ctx, 'view', 'contacts-center');
  // Ids none of which is a live contact here answer 404, as a bulk selection's do.
  if (query.ids?.length && (await countLiveContacts(deps.db, ctx.accountId, query.ids)) === 0)
    throw notFound();
  const custom = query.fields === 'all' ? await listCustomFields(deps.db, ctx.accountId) : [];
  const columns: ExportColumn[] =
    query.fields === 'all'
      ? [...allFields, ...custom.map((f): ExportColumn => `custom:${f.key}`)]
      : exportColumnsFor(ctx.user.contactPreferences);
  const titles = new Map((await tabsOf(deps.db, ctx.accountId)).map((t) => [t.value, t.title]));
  const statusTitle = (value: string) => titles.get(value) ?? value;
  // A custom field is headed by its name, which the import matches back to it.
  const customNames = new Map(custom.map((f) => [`custom:${f.key}`, f.name]));
  const header = columns.map((c) => customNames.get(c) ?? labels[c as ListColumn | FieldColumn]);
  const batches = exportBatches(deps.database, ctx.accountId, query, ctx.phoneCountry);
  const date = new Date().toISOString().slice(0, 10);

  if (query.export_method === 'csv') {
    async function* lines() {
      yield csvLine(header);
      for await (const rows of batches)
        yield rows.map((row) => csvLine(cellsOf(row, columns, statusTitle))).join('');
    }
    return {
      fileName: `contacts-${date}.csv`,
      contentType: 'text/csv; charset=utf-8',
      body: Readable.from(lines(), { objectMode: false }),
    };
  }

  const output = new PassThrough();
  void writeWorkbook(output, header, batches, (row) => cellsOf(row, columns, statusTitle)).catch(
    (error: unknown) => output.destroy(error instanceof Error ? error : new Error(String(error))),
  );
  return {
    fileName: `contacts-${date}.xlsx`,
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    body: output,
  };
}

/** Waits until the reader has taken what is buffered, or has gone away (true then). */
const drained = (output: PassThrough) =>
  new Promise<boolean>((resolve) => {
    if (output.destroyed) return resolve(true);
    if (!output.writableNeedDrain) return resolve(false);
    const done = (gone: boolean) => () => {
      output.off('drain', onDrain);
      output.off('close', onClose);
      resolve(gone);
    };
    const onDrain = done(false);
    const onClose = done(true);
    output.once('drain', onDrain);
    output.once('close', onClose);
  });

async function writeWorkbook(
  output: PassThrough,
  header: string[],
  batches: AsyncGenerator<ExportRow[]>,
  cells: (row: ExportRow) => Cell[],
) {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: false,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet('Contacts');
  sheet.addRow(header).commit();
  for await (const rows of batches) {
    for (const row of rows) sheet.addRow(cells(row)).commit();
    // Leaving the loop ends the batch reader (and its cursor) when the download is abandoned.
    if (await drained(output)) return;
  }
  sheet.commit();
  await workbook.commit();
}
