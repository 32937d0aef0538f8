// Plain text as a coach writes it, and the HTML an email carries.

const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => entities[c]!);

/** Paragraphs at blank lines, line breaks within them; `{{tokens}}` pass through. */
export function textToHtml(text: string): string {
  return text
    .trim()
    .split(/\n\s*\n/)
    .map((paragraph) => `<p>${escapeHtml(paragraph.trim()).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/** The value with `insert` put in place of the selection, and where the caret goes next. */
export function insertAt(
  value: string,
  insert: string,
  start: number | null,
  end: number | null,
): { value: string; caret: number } {
  const from = start ?? value.length;
  const to = end ?? from;
  return { value: value.slice(0, from) + insert + value.slice(to), caret: from + insert.length };
}
