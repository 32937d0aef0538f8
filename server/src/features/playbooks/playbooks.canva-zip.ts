import { open } from 'node:fs/promises';
import {
  canvaMaxCompressionRatio,
  canvaMaxEntries,
  canvaMaxUnpackedBytes,
  canvaMessages,
  canvaZipMaxBytes,
} from '@coachline/contract/playbooks';
import { type Entry, openPromise, type ZipFile } from 'yauzl';

// A Canva zip, read as an upload must be: the file must start as a zip does, whatever its name;
// its directory is bounded before anything is inflated, and every entry is counted again while
// it inflates (its declared sizes may lie), against the total of the whole zip and a ratio to
// its compressed size, so a bomb stops at the limit instead of filling memory.

/** A zip the import refuses, with the message the coach sees on `file`. */
export class CanvaZipError extends Error {}

export type PageKind = 'image' | 'pdf';

const pageKinds: Record<string, PageKind> = {
  png: 'image',
  jpg: 'image',
  jpeg: 'image',
  webp: 'image',
  pdf: 'pdf',
};

/** Entries under 1 MB are left out of the ratio check: a little repetition proves nothing. */
const ratioFromBytes = 1024 * 1024;

/** The kind of page an entry holds, or undefined for folders, Mac metadata and other files. */
export function pageKindOf(fileName: string): PageKind | undefined {
  if (fileName.endsWith('/')) return undefined;
  const parts = fileName.split('/');
  if (parts.some((part) => part.startsWith('.') || part === '__MACOSX')) return undefined;
  const extension = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  return extension === undefined ? undefined : pageKinds[extension];
}

const naturalOrder = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** The first bytes of a zip: a local file header, or the end record of an empty zip. */
async function looksLikeZip(path: string): Promise<boolean> {
  const file = await open(path, 'r');
  try {
    const head = Buffer.alloc(4);
    const { bytesRead } = await file.read(head, 0, 4, 0);
    const signature = bytesRead === 4 ? head.readUInt32LE(0) : 0;
    return signature === 0x04034b50 || signature === 0x06054b50;
  } finally {
    await file.close();
  }
}

/** An open Canva zip: its page entries in natural name order, and what was inflated so far. */
export type CanvaZip = {
  zip: ZipFile;
  pages: { entry: Entry; kind: PageKind }[];
  unpackedBytes: number;
};

/** Opens the zip at `path`; refuses what is not a zip and a directory that lists too much. */
export async function openCanvaZip(path: string): Promise<CanvaZip> {
  if (!(await looksLikeZip(path))) throw new CanvaZipError(canvaMessages.notZip);
  let zip: ZipFile;
  try {
    // Sizes are counted while inflating (readPage), not by yauzl's check of the headers.
    zip = await openPromise(path, {
      lazyEntries: true,
      autoClose: false,
      validateEntrySizes: false,
    });
  } catch {
    throw new CanvaZipError(canvaMessages.notZip);
  }
  try {
    if (zip.entryCount > canvaMaxEntries) throw new CanvaZipError(canvaMessages.bomb);
    const pages: CanvaZip['pages'] = [];
    for await (const entry of zip.eachEntry()) {
      const kind = pageKindOf(entry.fileName);
      if (kind) pages.push({ entry, kind });
    }
    pages.sort((a, b) => naturalOrder.compare(a.entry.fileName, b.entry.fileName));
    return { zip, pages, unpackedBytes: 0 };
  } catch (error) {
    zip.close();
    if (error instanceof CanvaZipError) throw error;
    throw new CanvaZipError(canvaMessages.notZip);
  }
}

/** Inflates one page entry, stopping at the zip's total, the entry's ratio or its size. */
export async function readPage(canva: CanvaZip, entry: Entry): Promise<Buffer> {
  // Pages hardly compress (PNG, JPEG, WebP and PDF are packed already), so a page larger than
  // the largest zip taken is a bomb too; this also bounds the memory one page holds.
  const limit = Math.min(
    canvaZipMaxBytes,
    Math.max(ratioFromBytes, entry.compressedSize * canvaMaxCompressionRatio),
  );
  let stream: NodeJS.ReadableStream;
  try {
    stream = await canva.zip.openReadStreamPromise(entry);
  } catch {
    throw new CanvaZipError(canvaMessages.notZip);
  }
  const chunks: Buffer[] = [];
  let bytes = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      bytes += chunk.length;
      canva.unpackedBytes += chunk.length;
      if (bytes > limit || canva.unpackedBytes > canvaMaxUnpackedBytes) {
        (stream as unknown as { destroy(): void }).destroy();
        throw new CanvaZipError(canvaMessages.bomb);
      }
      chunks.push(chunk);
    }
  } catch (error) {
    if (error instanceof CanvaZipError) throw error;
    throw new CanvaZipError(canvaMessages.notZip);
  }
  return Buffer.concat(chunks);
}

/** The title of a page from its file name: "Page N" where the name says no more than a number. */
export function pageTitle(fileName: string, pageNumber: number, maxLength: number): string {
  const base = (fileName.split('/').pop() ?? '').replace(/\.[a-z0-9]+$/i, '');
  const words = base.replace(/[_]+/g, ' ').replace(/\s+/g, ' ').trim();
  if (words === '' || /^\d+$/.test(words)) return `Page ${pageNumber}`;
  return words.slice(0, maxLength);
}
