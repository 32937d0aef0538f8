// Writing CSV (RFC 4180): comma-separated, CRLF line ends, quotes only where needed.

const needsQuotes = /[",\r\n]|^\s|\s$/;
// A cell a spreadsheet could run as a formula: anything starting with = + - @ tab or CR, except
// a plain number or phone number (`-5`, `+1 (555) 010-0199`), which stays as it is.
const formulaStart = /^[=+\-@\t\r]/;
const plainNumber = /^[+-]?[\d\s().-]+$/;
const formulaLike = (text: string) => formulaStart.test(text) && !plainNumber.test(text);

export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  // Exported data must not run in the reader's spreadsheet; our importer strips the apostrophe.
  if (formulaLike(text)) text = `'${text}`;
  return needsQuotes.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (cells: readonly (string | number | boolean | null | undefined)[]): string =>
  `${cells.map(csvCell).join(',')}\r\n`;
