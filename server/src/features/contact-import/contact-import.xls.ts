import { readFile } from 'node:fs/promises';
import { type CellObject, read, SSF } from '@e965/xlsx';
import { UnreadableFileError } from './contact-import.errors';
import { dateText, serialDate } from './contact-import.xlsx';

// Excel 97-2003 workbooks (.xls, BIFF in a compound file), read with SheetJS. A BIFF workbook
// cannot be read as a stream: the whole file (at most the upload's 100 MB) is parsed at once,
// which is why, like every read of an upload, it runs in the parse worker under its memory cap
// (contact-import.reader.ts): a workbook that needs more kills the worker, not the server.
// Only the first sheet is parsed, without formulas, styles or HTML.

/** A cell as the text a person sees in it: dates as YYYY-MM-DD, numbers in full. */
function cellText(cell: CellObject | undefined, date1904: boolean): string {
  if (!cell || cell.v === undefined || cell.v === null) return '';
  switch (cell.t) {
    case 's':
      return String(cell.v);
    case 'b':
      return String(cell.v === true);
    case 'n':
      return cell.z !== undefined && SSF.is_date(cell.z)
        ? dateText(serialDate(Number(cell.v), date1904))
        : String(cell.v);
    case 'd':
      return dateText(cell.v instanceof Date ? cell.v : new Date(String(cell.v)));
    default:
      return '';
  }
}

/** The first sheet's rows in order, each as its cells by column (gaps are empty). */
export async function* xlsRecords(path: string): AsyncGenerator<string[]> {
  const bytes = await readFile(path);
  let book: ReturnType<typeof read>;
  try {
    book = read(bytes, {
      type: 'buffer',
      dense: true,
      sheets: 0,
      cellFormula: false,
      cellHTML: false,
      cellStyles: false,
      cellNF: true,
      cellDates: false,
    });
  } catch (error) {
    throw new UnreadableFileError(
      `the Excel 97-2003 workbook is damaged or protected (${error instanceof Error ? error.message : String(error)})`,
    );
  }
  const name = book.SheetNames[0];
  const sheet = name === undefined ? undefined : book.Sheets[name];
  const rows = (sheet?.['!data'] ?? []) as (CellObject[] | undefined)[];
  const date1904 = Boolean(book.Workbook?.WBProps?.date1904);
  for (const row of rows) yield Array.from(row ?? [], (cell) => cellText(cell, date1904));
}
