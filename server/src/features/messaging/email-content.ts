import { randomBytes } from 'node:crypto';
import { escapeHtml } from '@coachline/contract/email-html';
import { compile } from 'html-to-text';
import juice from 'juice';
import sanitizeHtml from 'sanitize-html';

// What an email's HTML becomes before it is kept and sent: CSS inlined (mail clients drop
// <style>), then sanitized (no script, no event handler, no javascript: link, nothing that
// runs), wrapped in a document, with a plain-text part made from it for clients and filters
// that read text.

const layoutAttributes = [
  'style',
  'align',
  'valign',
  'width',
  'height',
  'bgcolor',
  'border',
  'cellpadding',
  'cellspacing',
  'colspan',
  'rowspan',
  'dir',
  'role',
];

const sanitizeOptions: sanitizeHtml.IOptions = {
  allowedTags: [
    ...sanitizeHtml.defaults.allowedTags,
    'img',
    'font',
    'center',
    'span',
    's',
    'u',
    'mark',
  ],
  allowedAttributes: {
    '*': layoutAttributes,
    a: [...layoutAttributes, 'href', 'title', 'target', 'rel', 'name'],
    img: [...layoutAttributes, 'src', 'alt', 'title'],
    font: [...layoutAttributes, 'color', 'face', 'size'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https', 'cid'] },
  allowProtocolRelative: false,
};

// Only a <style> element gives juice rules to inline (its synchronous form reads no <link>).
// Without one it merely parses and writes the HTML back, which sanitize-html does anyway.
const stylesheet = /<(style|link)\b/i;

/** The HTML of an email as it may be sent: styles inlined, anything that could run removed. */
export function safeEmailHtml(html: string): string {
  const inlined = stylesheet.test(html)
    ? juice(html, { removeStyleTags: true, preserveImportant: true })
    : html;
  return sanitizeHtml(inlined, sanitizeOptions);
}

/** The whole document sent: the safe body in a plain frame that mail clients render alike. */
export function emailDocument(bodyHtml: string, subject: string): string {
  const title = sanitizeHtml(subject, { allowedTags: [], allowedAttributes: {} });
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head><body style="margin:0;padding:16px;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1a1b1e">${bodyHtml}</body></html>`;
}

// Compiled once: compiling the options (their selectors) costs more than converting a message.
const convertToText = compile({
  wordwrap: 78,
  selectors: [
    { selector: 'img', format: 'skip' },
    { selector: 'a', options: { hideLinkHrefIfSameAsText: true } },
    { selector: 'title', format: 'skip' },
  ],
});

/** The text/plain part: the HTML read as text, links written out after their words. */
export function textOfHtml(html: string): string {
  return convertToText(html).trim();
}

/** A Message-ID under the sending domain, made once per send record. */
export function newMessageId(domain: string): string {
  return `<${Date.now().toString(36)}.${randomBytes(12).toString('hex')}@${domain}>`;
}

/** Lines of plain text as the paragraphs of an email; tokens pass through untouched. */
export const htmlOfText = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('');
