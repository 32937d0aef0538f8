import type { Readable } from 'node:stream';
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import {
  FileLimitError,
  fileLimitMessages as messages,
  UnreadableFileError,
} from './contact-import.errors';
import { openPart, openWorkbook, type Workbook, workbookLimits } from './contact-import.zip';

// The first sheet of an XLSX workbook as records of text cells. A workbook is a zip of XML
// parts; an upload is hostile until proven otherwise, so the zip's directory is checked before
// anything is inflated, each part is inflated only up to the size it declares, the one part
// held in memory (the shared strings) has a bound, and every part is read from the directory
// (no temporary files, whatever order the parts come in).

/** Excel's own columns end at XFD. */
const maxColumns = 16_384;

/** The name without its namespace prefix: some writers spell `<x:row>`. */
const local = (name: string) => name.slice(name.indexOf(':') + 1);

type Handlers = {
  open?: (name: string, tag: SaxesTagPlain) => void;
  text?: (text: string) => void;
  close?: (name: string) => void;
};

/** Parses a part, yielding after each chunk so a caller can pass on what the handlers built. */
async function* parsePart(text: Readable, handlers: Handlers): AsyncGenerator<void> {
  const parser = new SaxesParser();
  const { open, text: onText, close } = handlers;
  if (open) parser.on('opentag', (tag) => open(local(tag.name), tag));
  if (onText) {
    parser.on('text', onText);
    parser.on('cdata', onText);
  }
  if (close) parser.on('closetag', (tag) => close(local(tag.name)));
  for await (const chunk of text) {
    parser.write(chunk as string);
    yield;
  }
  parser.close();
}

async function readPart(book: Workbook, name: string, cap: number, handlers: Handlers) {
  const entry = book.entries.get(name);
  if (!entry) return false;
  for await (const _ of parsePart(await openPart(book, entry, cap), handlers));
  return true;
}

const folderOf = (part: string) => part.slice(0, part.lastIndexOf('/') + 1);

/** A relationship's target as a part name: relative to the source's folder, or from the root. */
function resolveTarget(source: string, target: string): string {
  const path = target.startsWith('/') ? target.slice(1) : folderOf(source) + target;
  const parts: string[] = [];
  for (const segment of path.split('/')) {
    if (segment === '..') parts.pop();
    else if (segment !== '.' && segment !== '') parts.push(segment);
  }
  return parts.join('/');
}

type Relationship = { type: string; target: string };

/** The relationships of a part (`''` is the package), by id. */
async function readRelationships(book: Workbook, source: string) {
  const relationships = new Map<string, Relationship>();
  const name = `${folderOf(source)}_rels/${source.slice(folderOf(source).length)}.rels`;
  await readPart(book, name, workbookLimits.partBytes, {
    open: (tag, { attributes }) => {
      if (tag !== 'Relationship' || attributes.TargetMode === 'External') return;
      if (!attributes.Id || !attributes.Target) return;
      relationships.set(attributes.Id, {
        type: attributes.Type ?? '',
        target: resolveTarget(source, attributes.Target),
      });
    },
  });
  return relationships;
}

const targetOf = (relationships: Map<string, Relationship>, type: string) =>
  [...relationships.values()].find((r) => r.type.endsWith(`/${type}`))?.target;

type Book = { sheet: string; sharedStrings?: string; styles?: string; date1904: boolean };

/** The first worksheet in tab order, where its strings and styles are, and its date system. */
async function readBook(book: Workbook): Promise<Book> {
  const root = await readRelationships(book, '');
  const workbookPart = targetOf(root, 'officeDocument') ?? 'xl/workbook.xml';
  const sheetIds: string[] = [];
  let date1904 = false;
  const found = await readPart(book, workbookPart, workbookLimits.partBytes, {
    open: (tag, { attributes }) => {
      if (tag === 'workbookPr')
        date1904 = attributes.date1904 === '1' || attributes.date1904 === 'true';
      if (tag !== 'sheet') return;
      // The relationship id is the namespaced `id` attribute, whatever its prefix.
      const id = Object.entries(attributes).find(([key]) => key.endsWith(':id'))?.[1];
      if (id) sheetIds.push(id);
    },
  });
  if (!found) throw new UnreadableFileError('it has no workbook part');
  const relationships = await readRelationships(book, workbookPart);
  const sheet = sheetIds
    .map((id) => relationships.get(id))
    .find((r) => r?.type.endsWith('/worksheet'))?.target;
  if (!sheet || !book.entries.has(sheet)) throw new UnreadableFileError('it has no worksheet');
  return {
    sheet,
    sharedStrings: targetOf(relationships, 'sharedStrings'),
    styles: targetOf(relationships, 'styles'),
    date1904,
  };
}

// Number formats 14–22 and 45–47 are Excel's built-in dates and times; 27–36 and 50–58 are the
// dates of East Asian locales.
const builtInDates = new Set([
  14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51,
  52, 53, 54, 55, 56, 57, 58,
]);

/** Whether a number format shows a date or time: a day, month, year, hour or second outside quotes. */
export function isDateFormat(id: number, code: string | undefined): boolean {
  if (code === undefined) return builtInDates.has(id);
  const bare = code
    .replace(/"[^"]*"/g, '')
    .replace(/\[[^\]]*\]/g, '')
    .replace(/[\\_*]./g, '');
  return /[ymdhs]/i.test(bare);
}

/** For each cell style (the `s` of a cell), whether it shows a date. */
async function readDateStyles(book: Workbook, part: string | undefined): Promise<boolean[]> {
  if (!part) return [];
  const codes = new Map<number, string>();
  const formats: number[] = [];
  let inCellStyles = false;
  await readPart(book, part, workbookLimits.partBytes, {
    open: (tag, { attributes }) => {
      if (tag === 'numFmt' && attributes.formatCode !== undefined)
        codes.set(Number(attributes.numFmtId), attributes.formatCode);
      else if (tag === 'cellXfs') inCellStyles = true;
      else if (tag === 'xf' && inCellStyles) formats.push(Number(attributes.numFmtId ?? 0));
    },
    close: (tag) => {
      if (tag === 'cellXfs') inCellStyles = false;
    },
  });
  return formats.map((id) => isDateFormat(id, codes.get(id)));
}

/** The shared strings as plain text (rich text runs joined, phonetic guides left out), bounded. */
async function readSharedStrings(book: Workbook, part: string | undefined): Promise<string[]> {
  const strings: string[] = [];
  if (!part) return strings;
  let chars = 0;
  let text = '';
  let inText = false;
  let phonetic = 0;
  await readPart(book, part, workbookLimits.sharedStringsBytes, {
    open: (tag) => {
      if (tag === 'si') text = '';
      else if (tag === 'rPh') phonetic += 1;
      else if (tag === 't' && phonetic === 0) inText = true;
    },
    text: (value) => {
      if (inText) text += value;
    },
    close: (tag) => {
      if (tag === 't') inText = false;
      else if (tag === 'rPh') phonetic -= 1;
      else if (tag === 'si') {
        strings.push(text);
        chars += text.length;
        if (
          strings.length > workbookLimits.sharedStrings ||
          chars > workbookLimits.sharedStringChars
        )
          throw new FileLimitError(
            messages.sharedStrings(workbookLimits.sharedStrings, workbookLimits.sharedStringChars),
          );
      }
    },
  });
  return strings;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A date as a person reads it: YYYY-MM-DD at midnight, else the full ISO time. */
export function dateText(value: Date): string {
  if (Number.isNaN(value.getTime())) return '';
  const date = `${value.getUTCFullYear()}-${pad(value.getUTCMonth() + 1)}-${pad(value.getUTCDate())}`;
  const midnight =
    value.getUTCHours() === 0 && value.getUTCMinutes() === 0 && value.getUTCSeconds() === 0;
  return midnight ? date : value.toISOString();
}

const dayMs = 24 * 3600 * 1000;

/** An Excel date serial: days since 1899-12-30 (25,569 before 1970), or since 1904-01-01. */
export const serialDate = (serial: number, date1904: boolean) =>
  new Date(Math.round((serial - 25_569 + (date1904 ? 1_462 : 0)) * dayMs));

/** The 1-based column of a cell reference such as `BC12`; 0 when it names none. */
function columnOf(ref: string): number {
  let column = 0;
  for (const char of ref) {
    const code = char.charCodeAt(0);
    if (code < 65 || code > 90) break;
    column = column * 26 + code - 64;
  }
  if (column > maxColumns) throw new UnreadableFileError(`the cell ${ref} is beyond column XFD`);
  return column;
}

type Cell = { column: number; type: string; style: number; value?: string; inline: string };

type Sheet = { strings: string[]; dateStyles: boolean[]; date1904: boolean };

/** A cell as the text a person sees in it. */
function cellText(cell: Cell, sheet: Sheet): string {
  const { value } = cell;
  switch (cell.type) {
    case 's':
      return sheet.strings[Number(value)] ?? '';
    case 'inlineStr':
      return cell.inline;
    case 'str':
      return value ?? '';
    case 'b':
      return value === undefined ? '' : String(value === '1' || value === 'true');
    case 'e':
      return '';
    case 'd':
      return value ? dateText(new Date(value)) : '';
  }
  if (value === undefined || value.trim() === '') return '';
  const number = Number(value);
  if (Number.isNaN(number)) return value;
  return sheet.dateStyles[cell.style]
    ? dateText(serialDate(number, sheet.date1904))
    : String(number);
}

/** The sheet's rows in order, each as its cells by column (gaps are empty). */
async function* readSheet(book: Workbook, part: string, sheet: Sheet): AsyncGenerator<string[]> {
  const entry = book.entries.get(part)!;
  const rows: string[][] = [];
  let row: string[] | undefined;
  let cell: Cell | undefined;
  let capture: 'value' | 'inline' | undefined;
  let text = '';
  let phonetic = 0;
  const handlers: Handlers = {
    open: (tag, { attributes }) => {
      switch (tag) {
        case 'row':
          row = [];
          break;
        case 'c': {
          const previous = cell?.column ?? 0;
          cell = {
            column: (attributes.r && columnOf(attributes.r)) || previous + 1,
            type: attributes.t ?? 'n',
            style: Number(attributes.s ?? 0),
            inline: '',
          };
          break;
        }
        case 'v':
          capture = 'value';
          text = '';
          break;
        case 'rPh':
          phonetic += 1;
          break;
        case 't':
          if (cell && phonetic === 0) {
            capture = 'inline';
            text = '';
          }
          break;
      }
    },
    text: (value) => {
      if (capture) text += value;
    },
    close: (tag) => {
      switch (tag) {
        case 'v':
          if (cell && capture === 'value') cell.value = text;
          capture = undefined;
          break;
        case 't':
          if (cell && capture === 'inline') cell.inline += text;
          capture = undefined;
          break;
        case 'rPh':
          phonetic -= 1;
          break;
        case 'c':
          if (row && cell) row[cell.column - 1] = cellText(cell, sheet);
          break;
        case 'row':
          if (row) rows.push(Array.from(row, (value) => value ?? ''));
          row = undefined;
          cell = undefined;
          break;
      }
    },
  };
  for await (const _ of parsePart(await openPart(book, entry, workbookLimits.sheetBytes), handlers))
    yield* rows.splice(0);
  yield* rows.splice(0);
}

/** The rows of the workbook's first sheet (in tab order), as text cells. */
export async function* xlsxRecords(path: string): AsyncGenerator<string[]> {
  let book: Workbook | undefined;
  try {
    book = await openWorkbook(path);
    const { sheet, sharedStrings, styles, date1904 } = await readBook(book);
    const dateStyles = await readDateStyles(book, styles);
    const strings = await readSharedStrings(book, sharedStrings);
    yield* readSheet(book, sheet, { strings, dateStyles, date1904 });
  } catch (error) {
    // A file that is gone is not a damaged workbook: the import says it is no longer there.
    if (error instanceof FileLimitError || (error as NodeJS.ErrnoException).code === 'ENOENT')
      throw error;
    const detail = error instanceof Error ? error.message : String(error);
    throw new UnreadableFileError(`The file is not a readable Excel workbook (${detail})`);
  } finally {
    book?.zip.close();
  }
}
