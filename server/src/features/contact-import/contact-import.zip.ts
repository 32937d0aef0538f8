import { pipeline, type Readable, Transform } from 'node:stream';
import { type Entry, openPromise, type ZipFile } from 'yauzl';
import { FileLimitError, fileLimitMessages as messages } from './contact-import.errors';

// The zip a workbook is, read as an upload must be: its directory is checked before anything
// is inflated, and each part is inflated only up to the size it declares.

const mib = 1024 * 1024;

/**
 * What an import reads of a workbook. Uploads are at most 100 MB, and spreadsheet XML deflates
 * 5 to 20 times in real workbooks (measured: an export of 100,000 contacts, 7 to 1 for its
 * 30 MB sheet and 11 to 1 for its shared strings; a sheet of nothing but empty styled cells,
 * 12 to 1), so a full upload unpacks to 2 GB at the very most. A contact sheet is far smaller:
 * the largest plan holds 10,000 contacts, about 3 MB of sheet XML, and a million rows are about
 * 300 MB. The sheet is streamed in constant memory, so its cap bounds only the time (about a
 * minute of parsing at 16 MB/s). The shared strings are held in memory: their part is capped
 * lower, and while they are read their count and length are bounded again (a million texts of
 * 32 million characters in all; the export above holds 301,006). Deflate cannot pack more
 * than about 1,032 to 1 and bombs sit close to that, while no part of a real workbook above a
 * megabyte comes near 200 to 1.
 */
export const workbookLimits = {
  entries: 10_000,
  totalBytes: 2048 * mib,
  sheetBytes: 1024 * mib,
  sharedStringsBytes: 256 * mib,
  /** The workbook, its relationships and styles. */
  partBytes: 32 * mib,
  ratio: 200,
  /** Small parts are left out of the ratio check: a few kilobytes of repetition prove nothing. */
  ratioFromBytes: mib,
  sharedStrings: 1_000_000,
  sharedStringChars: 32_000_000,
} as const;

export type DirectoryEntry = Pick<Entry, 'fileName' | 'compressedSize' | 'uncompressedSize'>;

/** Refuses a directory that declares more than an import reads, or a part packed like a bomb. */
export function checkDirectory(entries: readonly DirectoryEntry[]): void {
  if (entries.length > workbookLimits.entries)
    throw new FileLimitError(messages.entries(entries.length, workbookLimits.entries));
  let total = 0;
  for (const entry of entries) {
    total += entry.uncompressedSize;
    if (
      entry.uncompressedSize > workbookLimits.ratioFromBytes &&
      entry.uncompressedSize > entry.compressedSize * workbookLimits.ratio
    )
      throw new FileLimitError(messages.ratio(entry.fileName));
  }
  if (total > workbookLimits.totalBytes)
    throw new FileLimitError(messages.total(total, workbookLimits.totalBytes));
}

/** An open workbook package: its parts by name, their sizes checked. */
export type Workbook = { zip: ZipFile; entries: Map<string, Entry> };

/** Opens a workbook's zip and reads its directory, refusing what checkDirectory refuses. */
export async function openWorkbook(path: string): Promise<Workbook> {
  // Sizes are checked here and while inflating, not by yauzl's check, which fails untyped.
  const zip = await openPromise(path, {
    lazyEntries: true,
    autoClose: false,
    validateEntrySizes: false,
  });
  try {
    if (zip.entryCount > workbookLimits.entries)
      throw new FileLimitError(messages.entries(zip.entryCount, workbookLimits.entries));
    const entries = new Map<string, Entry>();
    for await (const entry of zip.eachEntry()) {
      if (entries.has(entry.fileName)) throw new FileLimitError(messages.duplicate(entry.fileName));
      entries.set(entry.fileName, entry);
    }
    checkDirectory([...entries.values()]);
    return { zip, entries };
  } catch (error) {
    zip.close();
    throw error;
  }
}

/** Passes at most `max` bytes, then fails: inflating stops there, whatever the part declared. */
function byteLimit(max: number, name: string): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      if (seen > max) done(new FileLimitError(messages.overrun(name)));
      else done(null, chunk);
    },
  });
}

/** A part's text, refused before inflating when it declares more than `cap`. */
export async function openPart(book: Workbook, entry: Entry, cap: number): Promise<Readable> {
  if (entry.uncompressedSize > cap)
    throw new FileLimitError(messages.part(entry.fileName, entry.uncompressedSize, cap));
  const compressed = await book.zip.openReadStreamPromise(entry);
  // The callback receives any failure, which also reaches whoever reads the last stream.
  const text = pipeline(compressed, byteLimit(entry.uncompressedSize, entry.fileName), () => {});
  text.setEncoding('utf8');
  return text;
}
