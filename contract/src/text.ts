import { ellipsisDefault } from './constants';
import { escapeHtml } from './email-html';

// Small text helpers shared by the web screens and server presenters.

/** Cuts text to `max` characters and marks the cut with '...' (000 §9: 100 by default). */
export function ellipsis(text: string | null | undefined, max = ellipsisDefault): string {
  if (!text) return '';
  if (text.length <= max) return text;
  return `${text.slice(0, max).trimEnd()}...`;
}

/** Capitalises the first letter of every word; dashes and underscores count as spaces. */
export function titleCase(text: string): string {
  return text
    .split(/[\s_-]+/)
    .filter((word) => word.length > 0)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** `1 contact`, `2 contacts`. */
export const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** Plain text as HTML: paragraphs at blank lines, line breaks within them; `{{tokens}}` pass through. */
export function textToHtml(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .trim()
    .split(/\n\s*\n/)
    .map((paragraph) => `<p>${escapeHtml(paragraph.trim()).replace(/\n/g, '<br>')}</p>`)
    .join('');
}
