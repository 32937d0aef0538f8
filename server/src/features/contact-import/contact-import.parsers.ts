import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { Transform } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { CsvError, parse } from 'csv-parse';
import { FileLimitError, UnreadableFileError } from './contact-import.errors';
import { xlsRecords } from './contact-import.xls';
import { xlsxRecords } from './contact-import.xlsx';

// Reading uploaded contact files, CSV, XLSX or XLS, as a stream of records of text cells: a CSV
// or XLSX is never held in memory whole, whatever its size (an XLS is: see contact-import.xls.ts). The server runs these in a worker
// thread (contact-import.reader.ts), never on the request path.

export type ImportFileType = 'csv' | 'xlsx' | 'xls';

/** What the first bytes say the upload is. */
export type SniffResult = ImportFileType | 'empty' | 'binary' | 'utf16be';

const zipMagic = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const oleMagic = Buffer.from([0xd0, 0xcf, 0x11, 0xe0]);
const utf8Bom = Buffer.from([0xef, 0xbb, 0xbf]);
const utf16leBom = Buffer.from([0xff, 0xfe]);
const utf16beBom = Buffer.from([0xfe, 0xff]);
const sniffBytes = 64 * 1024;

async function head(path: string, bytes = sniffBytes): Promise<Buffer> {
  const handle = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(bytes);
    const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/**
 * The file type from its content: a zip is a workbook, a compound file an Excel 97-2003
 * workbook, text without NUL bytes is CSV.
 */
export async function sniffFile(path: string): Promise<SniffResult> {
  const start = await head(path);
  if (start.length === 0) return 'empty';
  if (start.subarray(0, 4).equals(zipMagic)) return 'xlsx';
  if (start.subarray(0, 4).equals(oleMagic)) return 'xls';
  if (start.subarray(0, 2).equals(utf16beBom)) return 'utf16be';
  if (start.subarray(0, 2).equals(utf16leBom)) return 'csv';
  return start.includes(0) ? 'binary' : 'csv';
}

/**
 * The delimiter of a CSV: whichever of `,` `;` tab `|` occurs most outside quotes on the
 * header line (European spreadsheets save with `;`); a comma when there is no clue.
 */
export function sniffDelimiter(text: string): string {
  const candidates = [',', ';', '\t', '|'];
  const counts = new Map(candidates.map((c) => [c, 0]));
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && counts.has(char)) counts.set(char, (counts.get(char) ?? 0) + 1);
  }
  let best = ',';
  for (const c of candidates) if ((counts.get(c) ?? 0) > (counts.get(best) ?? 0)) best = c;
  return best;
}

async function csvDelimiter(path: string): Promise<string> {
  const start = await head(path);
  if (start.subarray(0, 2).equals(utf16leBom))
    return sniffDelimiter(start.subarray(2).toString('utf16le'));
  const body = start.subarray(0, 3).equals(utf8Bom) ? start.subarray(3) : start;
  return sniffDelimiter(body.toString('utf8'));
}

// PostgreSQL text cannot hold NUL; a leading apostrophe is how our exports defuse formulas.
const cleanCell = (value: string) => value.replaceAll('\0', '').replace(/^'(?=[=+\-@\t\r])/, '');

type QuoteProblem = { line: number; message: string };

/**
 * Passes a CSV through unchanged while checking its quotes as RFC 4180 has them: a quoted cell
 * must end at its closing quote. A quote closed in the middle of a cell ("Smith"son) would make
 * the parser guess, and a guess can shift every later cell, so the file fails, naming the line.
 * A quote inside an unquoted cell (5'11" tall) is text, as the parser reads it. The checker
 * reads ahead of the parser: the first problem is kept, and raised when the parser reaches its
 * line, so the records before it (the header among them) are read as usual.
 */
function quoteChecker(delimiter: string): {
  stream: Transform;
  problem: () => QuoteProblem | undefined;
} {
  const quote = 0x22;
  const lf = 0x0a;
  const cr = 0x0d;
  const separator = delimiter.charCodeAt(0);
  let decoder: StringDecoder | undefined;
  let line = 1;
  // start: at a cell's start; plain: in an unquoted cell; quoted: in a quoted cell;
  // closing: just after a quote inside a quoted cell (its end, or the first of a doubled quote).
  let state: 'start' | 'plain' | 'quoted' | 'closing' = 'start';
  let lastWasCr = false;
  let cellStart = '';
  let problem: QuoteProblem | undefined;
  const scan = (text: string) => {
    for (let i = 0; i < text.length && !problem; i += 1) {
      const code = text.charCodeAt(i);
      const newline = code === lf || code === cr;
      if (newline && !(code === lf && lastWasCr)) line += 1;
      lastWasCr = code === cr;
      if (state === 'quoted') {
        if (code === quote) state = 'closing';
        else if (cellStart.length < 20) cellStart += text[i];
        continue;
      }
      if (state === 'closing') {
        if (code === quote) {
          state = 'quoted';
          continue;
        }
        if (code !== separator && !newline) {
          problem = {
            line,
            message: `a quoted cell is closed in the middle at line ${line.toLocaleString('en-US')} ("${cellStart}"${text[i]}…); put the whole cell in quotes and double the quotes inside it`,
          };
        }
      }
      if (code === separator || newline) state = 'start';
      else if (state === 'start' && code === quote) {
        state = 'quoted';
        cellStart = '';
      } else state = 'plain';
    }
  };
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (!decoder) {
        const utf16 = chunk[0] === 0xff && chunk[1] === 0xfe;
        decoder = new StringDecoder(utf16 ? 'utf16le' : 'utf8');
      }
      if (!problem) scan(decoder.write(chunk));
      done(null, chunk);
    },
  });
  return { stream, problem: () => problem };
}

async function* csvRecords(path: string): AsyncGenerator<string[]> {
  const delimiter = await csvDelimiter(path);
  const file = createReadStream(path);
  const quotes = quoteChecker(delimiter);
  const input = file.pipe(quotes.stream);
  file.on('error', (error) => input.destroy(error));
  const parser = parse({
    bom: true,
    delimiter,
    relax_column_count: true,
    // A stray quote inside an unquoted cell (5'11" tall) is text; an unclosed quoted cell is not.
    relax_quotes: true,
    skip_empty_lines: true,
    info: true,
    // An unclosed quote would otherwise swallow the rest of the file into one cell.
    max_record_size: 1_000_000,
  });
  input.on('error', (error) => parser.destroy(error));
  parser.on('close', () => input.destroy());
  input.pipe(parser);
  try {
    for await (const { record, info } of parser as AsyncIterable<{
      record: string[];
      info: { lines: number };
    }>) {
      // The record's own last line: the parser may have read far past it already.
      const problem = quotes.problem();
      if (problem && info.lines >= problem.line) throw new UnreadableFileError(problem.message);
      yield record;
    }
    const problem = quotes.problem();
    if (problem) throw new UnreadableFileError(problem.message);
  } catch (error) {
    if (error instanceof CsvError) throw new UnreadableFileError(error.message);
    throw error;
  } finally {
    parser.destroy();
  }
}

/** Every record with at least one non-blank cell, the header first. */
export async function* fileRecords(path: string, type: ImportFileType): AsyncGenerator<string[]> {
  const records =
    type === 'csv' ? csvRecords(path) : type === 'xlsx' ? xlsxRecords(path) : xlsRecords(path);
  for await (const record of records) {
    const cells = record.map(cleanCell);
    if (cells.some((cell) => cell.trim() !== '')) yield cells;
  }
}

export type DataRow = {
  /** 1-based number of the data record: the header and blank records are not counted. */
  row: number;
  cells: string[];
};

/** The data records after the header, numbered from 1. */
export async function* dataRows(path: string, type: ImportFileType): AsyncGenerator<DataRow> {
  let row = -1;
  for await (const cells of fileRecords(path, type)) {
    row += 1;
    if (row > 0) yield { row, cells };
  }
}

/** Column names: trimmed, blanks named by position, repeats numbered so each one is a key. */
export function uniqueHeaders(cells: string[]): string[] {
  const seen = new Map<string, number>();
  return cells.map((cell, index) => {
    const base = cell.trim() || `Column ${index + 1}`;
    const key = base.toLowerCase();
    const n = (seen.get(key) ?? 0) + 1;
    seen.set(key, n);
    return n === 1 ? base : `${base} (${n})`;
  });
}

export type FileSummary = {
  headers: string[];
  /** The first data rows, for the mapping screen. */
  preview: string[][];
  /** Data rows read; up to the error when the file is unreadable. */
  total: number;
  /** Set when the file stops being readable part-way; the import reports it. */
  error?: string;
};

/** One pass over the file: its header, a preview and the row count. */
export async function summarizeFile(
  path: string,
  type: ImportFileType,
  previewRows = 5,
): Promise<FileSummary> {
  const summary: FileSummary = { headers: [], preview: [], total: 0 };
  let sawHeader = false;
  try {
    for await (const cells of fileRecords(path, type)) {
      if (!sawHeader) {
        sawHeader = true;
        summary.headers = cells;
        continue;
      }
      summary.total += 1;
      if (summary.preview.length < previewRows) summary.preview.push(cells);
    }
  } catch (error) {
    // Past a limit the file is refused whole, however much of it was read.
    if (!(error instanceof UnreadableFileError) || error instanceof FileLimitError) throw error;
    summary.error = error.message;
  }
  return summary;
}
