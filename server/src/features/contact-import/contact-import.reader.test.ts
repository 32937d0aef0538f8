import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FileLimitError, UnreadableFileError } from './contact-import.errors';
import { countUploadRows, summarizeUpload, uploadRows } from './contact-import.reader';
import { xlsxOf } from './contact-import.testing';

const dir = mkdtempSync(join(tmpdir(), 'coachline-reader-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function fileOf(name: string, content: Buffer | string): string {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
}

describe('reading uploads in a worker thread', () => {
  it('answers the summary, and streams the rows in order across batches', async () => {
    const lines = [
      'Email,Name',
      ...Array.from({ length: 2500 }, (_, i) => `p${i}@example.test,P ${i}`),
    ];
    const path = fileOf('people.csv', `${lines.join('\n')}\n`);
    expect(await summarizeUpload(path, 'csv')).toMatchObject({
      headers: ['Email', 'Name'],
      total: 2500,
      preview: [['p0@example.test', 'P 0'], ...Array(4).fill(expect.any(Array))],
    });
    const rows: number[] = [];
    for await (const { row, cells } of uploadRows(path, 'csv')) {
      expect(cells[0]).toBe(`p${row - 1}@example.test`);
      rows.push(row);
    }
    expect(rows).toEqual(Array.from({ length: 2500 }, (_, i) => i + 1));
  });

  it('passes on why a file cannot be read, as the error it was', async () => {
    const malformed = fileOf('malformed.csv', 'Email,Name\n"a@example.test,A\n');
    await expect(countUploadRows(malformed, 'csv')).rejects.toBeInstanceOf(UnreadableFileError);
    for (const type of ['csv', 'xlsx'] as const)
      await expect(countUploadRows(join(dir, `missing.${type}`), type)).rejects.toMatchObject({
        code: 'ENOENT',
      });
  });

  it('a parse that needs more memory than its cap ends its worker, not the process', async () => {
    // 900,000 shared strings: within what an import holds, but far more than 16 MB of heap.
    const strings = Array.from({ length: 900_000 }, (_, i) => `${i}`);
    const big = fileOf(
      'strings.xlsx',
      xlsxOf({ strings, sheets: ['<row r="1"><c r="A1" t="s"><v>0</v></c></row>'] }),
    );
    const small = fileOf(
      'small.xlsx',
      xlsxOf({ strings: ['Email'], sheets: ['<row r="1"><c r="A1" t="s"><v>0</v></c></row>'] }),
    );
    // The same cap reads a small workbook: the worker itself fits in it.
    expect((await summarizeUpload(small, 'xlsx', 16)).headers).toEqual(['Email']);
    const failure = await summarizeUpload(big, 'xlsx', 16).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(FileLimitError);
    expect((failure as Error).message).toBe(
      'Reading the file needs more memory than an import may use; save it as CSV UTF-8, or split it into smaller files, and upload it again',
    );
    // With the cap uploads have, the same file reads.
    expect((await summarizeUpload(big, 'xlsx')).headers).toEqual(['0']);
  }, 60_000);
});
