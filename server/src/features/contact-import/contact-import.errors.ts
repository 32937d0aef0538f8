// Why an uploaded file cannot be imported. Messages end without a full stop: the upload and the
// import log wrap them in a sentence of their own.

/** The file cannot be read as a whole (e.g. an unclosed quote): nothing of it is imported. */
export class UnreadableFileError extends Error {}

/**
 * The file asks for more than an import reads (sizes, a zip bomb's ratio, memory): refused at
 * upload even when its first rows were readable.
 */
export class FileLimitError extends UnreadableFileError {}

const mib = (bytes: number) => `${Math.round(bytes / (1024 * 1024)).toLocaleString('en-US')} MB`;
const saveAsCsv = 'save the sheet as CSV UTF-8 and upload it again';

export const fileLimitMessages = {
  entries: (count: number, max: number) =>
    `The workbook holds ${count.toLocaleString('en-US')} parts, more than the ${max.toLocaleString('en-US')} an import reads; ${saveAsCsv}`,
  duplicate: (name: string) => `The workbook holds two parts named ${name}; it is damaged`,
  total: (bytes: number, max: number) =>
    `The workbook unpacks to ${mib(bytes)}, more than the ${mib(max)} an import reads; ${saveAsCsv}`,
  ratio: (name: string) =>
    `The workbook's ${name} is compressed far more than any spreadsheet is; the file cannot be imported`,
  part: (name: string, bytes: number, max: number) =>
    `The workbook's ${name} unpacks to ${mib(bytes)}, more than the ${mib(max)} an import reads; ${saveAsCsv}`,
  overrun: (name: string) =>
    `The workbook's ${name} unpacks to more than its declared size; the file is damaged or not a real workbook`,
  sharedStrings: (maxStrings: number, maxChars: number) =>
    `The workbook holds more distinct texts than an import reads (at most ${maxStrings.toLocaleString('en-US')} texts or ${maxChars.toLocaleString('en-US')} characters); ${saveAsCsv}`,
  memory:
    'Reading the file needs more memory than an import may use; save it as CSV UTF-8, or split it into smaller files, and upload it again',
} as const;
