import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { canvaPageWidth, canvaThumbnailWidth } from '@coachline/contract/playbooks';
import { createCanvas } from '@napi-rs/canvas';
import { getDocument, type PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { openImage, readImageHeader } from '../../platform/images';

// The pages of a Canva zip made into what a step shows: its page image no wider than
// `canvaPageWidth` and a thumbnail, both WebP through sharp. A PDF's pages are drawn by pdf.js
// onto @napi-rs/canvas (sharp's prebuilt binaries read no PDF) and then go the same way.

export type RenderedPage = { image: Buffer; thumbnail: Buffer };

/** Whether the bytes are a still picture a page can be made of (its header read, no pixels). */
export async function isPageImage(buffer: Buffer): Promise<boolean> {
  const header = await readImageHeader(buffer);
  return header !== null && header !== 'tooManyPixels' && !header.animated;
}

/** A page image as stored and its thumbnail, from a PNG, JPEG or WebP; null when it is none. */
export async function renderImage(buffer: Buffer): Promise<RenderedPage | null> {
  if (!(await isPageImage(buffer))) return null;
  const [image, thumbnail] = await Promise.all([
    openImage(buffer)
      .rotate()
      .resize({ width: canvaPageWidth, withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer(),
    openImage(buffer)
      .rotate()
      .resize({ width: canvaThumbnailWidth, withoutEnlargement: true })
      .webp({ quality: 75 })
      .toBuffer(),
  ]);
  return { image, thumbnail };
}

const pdfjsRoot = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
/** The fonts a PDF names without embedding them (Canva embeds its own). */
const standardFontDataUrl = `${join(pdfjsRoot, 'standard_fonts')}/`;

/** The most pixels a PDF page is drawn with (a very tall page is drawn narrower). */
const pdfCanvasMaxPixels = 16_000_000;

/** A PDF opened for drawing its pages; null when the bytes are no PDF pdf.js can read. */
export async function openPdf(buffer: Buffer): Promise<PDFDocumentProxy | null> {
  if (buffer.subarray(0, 5).toString('latin1') !== '%PDF-') return null;
  try {
    return await getDocument({
      data: new Uint8Array(buffer),
      isEvalSupported: false,
      standardFontDataUrl,
      verbosity: 0,
    }).promise;
  } catch {
    return null;
  }
}

/** Draws page `pageNumber` (from 1) as wide as a stored page image, then as renderImage does. */
export async function renderPdfPage(
  document: PDFDocumentProxy,
  pageNumber: number,
): Promise<RenderedPage | null> {
  const page = await document.getPage(pageNumber);
  try {
    const natural = page.getViewport({ scale: 1 });
    const fit = canvaPageWidth / natural.width;
    const withinPixels = Math.sqrt(pdfCanvasMaxPixels / (natural.width * natural.height));
    const viewport = page.getViewport({ scale: Math.min(fit, withinPixels) });
    const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
    // pdf.js types a browser canvas; in Node it draws on this one (its own factory's kind).
    const target = { canvas, viewport };
    await page.render(target as unknown as Parameters<typeof page.render>[0]).promise;
    return renderImage(await canvas.encode('png'));
  } finally {
    page.cleanup();
  }
}
