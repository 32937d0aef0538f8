import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FileLimitError, UnreadableFileError } from './contact-import.errors';
import { fileRecords } from './contact-import.parsers';
import {
  sharedStringsBomb,
  type WorkbookContent,
  workbookParts,
  xlsxOf,
  type ZipPart,
  zipOf,
} from './contact-import.testing';
import { isDateFormat } from './contact-import.xlsx';
import { checkDirectory, workbookLimits } from './contact-import.zip';

const dir = mkdtempSync(join(tmpdir(), 'coachline-xlsx-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let files = 0;
function fileOf(content: Buffer): string {
  files += 1;
  const path = join(dir, `${files}.xlsx`);
  writeFileSync(path, content);
  return path;
}

async function rowsOf(content: Buffer): Promise<string[][]> {
  const rows: string[][] = [];
  for await (const row of fileRecords(fileOf(content), 'xlsx')) rows.push(row);
  return rows;
}

const rowsOfBook = (content: WorkbookContent) => rowsOf(xlsxOf(content));

/** The error reading the file ends with. */
async function failureOf(content: Buffer): Promise<Error> {
  try {
    await rowsOf(content);
  } catch (error) {
    return error as Error;
  }
  throw new Error('the workbook was read');
}

const mib = 1024 * 1024;

describe('reading a workbook', () => {
  it('reads cells as a person sees them: strings, rich text, numbers, booleans, errors, formulas', async () => {
    const rows = await rowsOfBook({
      strings: [
        'Plain',
        // Rich text runs join; a phonetic guide is not part of the text.
        '<si><r><rPr><b/></rPr><t xml:space="preserve">Ada </t></r><r><t>L.</t></r><rPh sb="0" eb="1"><t>エイダ</t></rPh></si>',
      ],
      sheets: [
        '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="inlineStr"><is><t>Inline</t></is></c>' +
          '<c r="C1"><v>15551234567</v></c><c r="D1"><v>42.5</v></c><c r="E1" t="b"><v>1</v></c>' +
          '<c r="F1" t="e"><v>#N/A</v></c><c r="G1" t="str"><f>UPPER("zola")</f><v>ZOLA</v></c>' +
          '<c r="H1" t="s"><v>1</v></c><c r="I1" t="inlineStr"><is><t>a &amp; b</t></is></c></row>',
      ],
    });
    expect(rows).toEqual([
      ['Plain', 'Inline', '15551234567', '42.5', 'true', '', 'ZOLA', 'Ada L.', 'a & b'],
    ]);
  });

  it('places cells by their reference, the gaps empty, and skips blank rows', async () => {
    const rows = await rowsOfBook({
      sheets: [
        '<row r="1"><c r="B1" t="inlineStr"><is><t>b</t></is></c><c r="D1"><v>4</v></c><c><v>5</v></c></row>' +
          '<row r="2"><c r="A2" s="0"/></row>' +
          '<row r="7"><c r="AA7"><v>27</v></c></row>',
      ],
    });
    expect(rows).toEqual([
      ['', 'b', '', '4', '5'],
      [...Array.from({ length: 26 }, () => ''), '27'],
    ]);
  });

  it('shows the dates of built-in and custom date formats, in either date system', async () => {
    const styles =
      '<numFmts count="2"><numFmt numFmtId="164" formatCode="dd/mm/yyyy hh:mm"/>' +
      '<numFmt numFmtId="165" formatCode="#,##0 &quot;days&quot;;[Red]-#,##0"/></numFmts>' +
      // The cell style formats, before the cell formats, are not what `s` counts.
      '<cellStyleXfs count="1"><xf numFmtId="14"/></cellStyleXfs>' +
      '<cellXfs count="4"><xf numFmtId="0"/><xf numFmtId="14"/><xf numFmtId="164"/><xf numFmtId="165"/></cellXfs>';
    const sheet =
      '<row r="1"><c r="A1"><v>2535</v></c><c r="B1" s="1"><v>2535</v></c>' +
      '<c r="C1" s="2"><v>2535.5</v></c><c r="D1" s="3"><v>2535</v></c>' +
      '<c r="E1" t="d"><v>2001-02-03T00:00:00Z</v></c></row>';
    expect(await rowsOfBook({ styles, sheets: [sheet] })).toEqual([
      ['2535', '1906-12-09', '1906-12-09T12:00:00.000Z', '2535', '2001-02-03'],
    ]);
    expect(await rowsOfBook({ styles, sheets: [sheet], date1904: true })).toEqual([
      ['2535', '1910-12-10', '1910-12-10T12:00:00.000Z', '2535', '2001-02-03'],
    ]);
  });

  it('reads the first sheet in tab order, whatever its part is called', async () => {
    const parts = workbookParts({
      sheets: [
        '<row r="1"><c r="A1" t="inlineStr"><is><t>first part</t></is></c></row>',
        '<row r="1"><c r="A1" t="inlineStr"><is><t>first tab</t></is></c></row>',
      ],
    }).map((part) =>
      part.name === 'xl/_rels/workbook.xml.rels'
        ? {
            ...part,
            data: String(part.data)
              .replace('worksheets/sheet1.xml', 'worksheets/sheetX.xml')
              .replace('worksheets/sheet2.xml', 'worksheets/sheet1.xml')
              .replace('worksheets/sheetX.xml', 'worksheets/sheet2.xml'),
          }
        : part,
    );
    expect(await rowsOf(zipOf(parts))).toEqual([['first tab']]);
  });

  it('reads elements written with a namespace prefix', async () => {
    const parts = workbookParts({ sheets: [''] }).map((part) =>
      part.name === 'xl/worksheets/sheet1.xml'
        ? {
            ...part,
            data:
              '<x:worksheet xmlns:x="http://schemas.openxmlformats.org/spreadsheetml/2006/main">' +
              '<x:sheetData><x:row r="1"><x:c r="A1" t="inlineStr"><x:is><x:t>prefixed</x:t></x:is></x:c>' +
              '</x:row></x:sheetData></x:worksheet>',
          }
        : part,
    );
    expect(await rowsOf(zipOf(parts))).toEqual([['prefixed']]);
  });

  it('says why a workbook cannot be read', async () => {
    const noSheet = workbookParts({ sheets: ['<row/>'] }).filter(
      (part) => part.name !== 'xl/worksheets/sheet1.xml',
    );
    const error = await failureOf(zipOf(noSheet));
    expect(error).toBeInstanceOf(UnreadableFileError);
    expect(error.message).toBe('The file is not a readable Excel workbook (it has no worksheet)');
    const broken = await failureOf(xlsxOf({ sheets: ['<row r="1"><c r="A1"><v>1</v></row>'] }));
    expect(broken.message).toMatch(/^The file is not a readable Excel workbook \(.+\)$/);
  });
});

describe('the limits of a workbook', () => {
  const entry = (fileName: string, compressedSize: number, uncompressedSize: number) => ({
    fileName,
    compressedSize,
    uncompressedSize,
  });

  it('checks the directory: entries, total unpacked size, and ratios above a megabyte', () => {
    expect(() =>
      checkDirectory([
        entry('xl/worksheets/sheet1.xml', 5 * mib, 35 * mib),
        // Small parts may be as repetitive as they like.
        entry('xl/styles.xml', 100, 900 * 1024),
      ]),
    ).not.toThrow();
    expect(() => checkDirectory([entry('xl/sharedStrings.xml', 10 * 1024, 10 * mib)])).toThrow(
      "The workbook's xl/sharedStrings.xml is compressed far more than any spreadsheet is",
    );
    expect(() =>
      checkDirectory(
        Array.from({ length: 3 }, (_, i) =>
          entry(`xl/worksheets/sheet${i}.xml`, 100 * mib, 1000 * mib),
        ),
      ),
    ).toThrow('The workbook unpacks to 3,000 MB, more than the 2,048 MB an import reads');
    expect(() =>
      checkDirectory(
        Array.from({ length: workbookLimits.entries + 1 }, (_, i) => entry(`${i}`, 1, 1)),
      ),
    ).toThrow(FileLimitError);
  });

  it('refuses the bomb of the review by its directory, before inflating anything', async () => {
    const bomb = sharedStringsBomb();
    // A few megabytes on disk that unpack to two gigabytes of tiny texts.
    expect(bomb.length).toBeLessThan(6 * mib);
    const error = await failureOf(bomb);
    expect(error).toBeInstanceOf(FileLimitError);
    expect(error.message).toContain('is compressed far more than any spreadsheet is');
  });

  it('stops inflating a part once it passes the size its directory declared', async () => {
    const error = await failureOf(sharedStringsBomb(2000, 64 * 1024));
    expect(error).toBeInstanceOf(FileLimitError);
    expect(error.message).toBe(
      "The workbook's xl/sharedStrings.xml unpacks to more than its declared size; the file is damaged or not a real workbook",
    );
  });

  it('refuses a part that declares more than an import reads of it', async () => {
    const parts = workbookParts({ sheets: ['<row/>'], strings: [] }).map(
      (part): ZipPart =>
        part.name === 'xl/sharedStrings.xml'
          ? // Packed no tighter than a real workbook, so only the size refuses it.
            { name: part.name, deflated: { bytes: randomBytes(2 * mib), size: 300 * mib } }
          : part,
    );
    const error = await failureOf(zipOf(parts));
    expect(error).toBeInstanceOf(FileLimitError);
    expect(error.message).toBe(
      "The workbook's xl/sharedStrings.xml unpacks to 300 MB, more than the 256 MB an import reads; save the sheet as CSV UTF-8 and upload it again",
    );
  });

  it('refuses two parts of one name: which one is read would be a guess', async () => {
    const parts = workbookParts({ sheets: ['<row/>'] });
    const error = await failureOf(zipOf([...parts, parts[0]!]));
    expect(error).toBeInstanceOf(FileLimitError);
    expect(error.message).toContain('holds two parts named xl/worksheets/sheet1.xml');
  });

  it('holds at most a million shared strings', async () => {
    const strings = Array.from({ length: workbookLimits.sharedStrings + 1 }, (_, i) => `${i}`);
    const error = await failureOf(
      xlsxOf({ strings, sheets: ['<row r="1"><c r="A1" t="s"><v>0</v></c></row>'] }),
    );
    expect(error).toBeInstanceOf(FileLimitError);
    expect(error.message).toContain('holds more distinct texts than an import reads');
  });
});

describe('isDateFormat', () => {
  it('tells dates and times from numbers, text in quotes and brackets aside', () => {
    expect(isDateFormat(14, undefined)).toBe(true);
    expect(isDateFormat(22, undefined)).toBe(true);
    expect(isDateFormat(0, undefined)).toBe(false);
    expect(isDateFormat(49, undefined)).toBe(false);
    expect(isDateFormat(164, 'yyyy-mm-dd')).toBe(true);
    expect(isDateFormat(164, '[$-409]h:mm AM/PM')).toBe(true);
    expect(isDateFormat(164, 'General')).toBe(false);
    expect(isDateFormat(164, '0.00E+00')).toBe(false);
    expect(isDateFormat(164, '#,##0 "days";[Red]-#,##0')).toBe(false);
    expect(isDateFormat(164, '0\\h')).toBe(false);
  });
});
