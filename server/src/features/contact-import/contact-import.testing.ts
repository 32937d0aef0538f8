import { readFileSync } from 'node:fs';
import { constants, crc32, deflateRawSync } from 'node:zlib';
import type {
  DuplicatePolicy,
  ImportLog,
  MapCsvFieldResponse,
} from '@coachline/contract/contact-import';
import type { FastifyInstance } from 'fastify';
import { bearer } from '../../test/factories';
import { formData } from '../../test/multipart';

// Helpers for the contact-import tests: multipart bodies, fixtures, upload-then-import, and
// workbooks built in the test (well-formed ones and bombs).

export const fixture = (name: string): Buffer =>
  readFileSync(new URL(`./fixtures/${name}`, import.meta.url));

/** A multipart/form-data body with one file part. */
export const multipart = (fileName: string, content: Buffer | string, field = 'file') =>
  formData([{ name: field, filename: fileName, content }]);

export function upload(
  app: FastifyInstance,
  token: string,
  fileName: string,
  content: Buffer | string,
) {
  const body = multipart(fileName, content);
  return app.inject({
    method: 'POST',
    url: '/api/v3/contact/map-csv-field',
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
}

export type ImportOptions = {
  mapping?: Record<string, string | null>;
  status?: string;
  tags?: string[];
  /** Update unless a test says otherwise; undefined sends none. */
  duplicate_policy?: DuplicatePolicy;
};

export async function startImport(
  app: FastifyInstance,
  token: string,
  importId: number,
  options: ImportOptions,
) {
  return app.inject({
    method: 'POST',
    url: '/api/v3/contact/import',
    headers: bearer(token),
    payload: { import_id: importId, duplicate_policy: 'update', ...options },
  });
}

export async function importLog(
  app: FastifyInstance,
  token: string,
  importId: number,
): Promise<ImportLog> {
  const response = await app.inject({
    method: 'GET',
    url: '/api/v3/contact/import-log',
    headers: bearer(token),
  });
  const log = (response.json() as { data: ImportLog[] }).data.find(
    (entry) => entry.id === importId,
  );
  if (!log) throw new Error(`import ${importId} is not in the log: ${response.body}`);
  return log;
}

/** Uploads a file, imports it with the suggested mapping (or the given one), answers the log entry. */
export async function importFile(
  app: FastifyInstance,
  token: string,
  fileName: string,
  content: Buffer | string,
  options: ImportOptions = {},
): Promise<{ mapped: MapCsvFieldResponse; log: ImportLog }> {
  const uploaded = await upload(app, token, fileName, content);
  if (uploaded.statusCode !== 200)
    throw new Error(`upload answered ${uploaded.statusCode}: ${uploaded.body}`);
  const mapped = uploaded.json() as MapCsvFieldResponse;
  const started = await startImport(app, token, mapped.import_id, {
    mapping: mapped.mapping,
    ...options,
  });
  if (started.statusCode !== 200)
    throw new Error(`import answered ${started.statusCode}: ${started.body}`);
  return { mapped, log: await importLog(app, token, mapped.import_id) };
}

export type ZipPart = {
  name: string;
  /** The content, deflated here. */
  data?: Buffer | string;
  /** Content deflated already, with the size it unpacks to: a bomb never unpacked here. */
  deflated?: { bytes: Buffer; size: number };
  /** The unpacked size the directory declares, when it should lie. */
  declaredSize?: number;
};

/** A zip of the parts, each deflated: the smallest writer (no zip64, no data descriptors). */
export function zipOf(parts: ZipPart[]): Buffer {
  const chunks: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name);
    const raw = part.data === undefined ? undefined : Buffer.from(part.data);
    const bytes = part.deflated?.bytes ?? deflateRawSync(raw ?? Buffer.alloc(0));
    const size = part.declaredSize ?? part.deflated?.size ?? raw?.length ?? 0;
    // A bomb's checksum is never reached: it is refused before its end.
    const crc = raw ? crc32(raw) : 0;
    // Both headers share version, flags (UTF-8 names), method (deflate), 1980-01-01, crc, sizes.
    const common = Buffer.alloc(26);
    common.writeUInt16LE(20, 0);
    common.writeUInt16LE(0x0800, 2);
    common.writeUInt16LE(8, 4);
    common.writeUInt16LE(0x21, 8);
    common.writeUInt32LE(crc, 10);
    common.writeUInt32LE(bytes.length, 14);
    common.writeUInt32LE(size, 18);
    common.writeUInt16LE(name.length, 22);
    const local = Buffer.alloc(4);
    local.writeUInt32LE(0x04034b50);
    const central = Buffer.alloc(6);
    central.writeUInt32LE(0x02014b50);
    central.writeUInt16LE(20, 4);
    // Comment length, disk, attributes, then where the local header starts.
    const tail = Buffer.alloc(14);
    tail.writeUInt32LE(offset, 10);
    chunks.push(local, common, name, bytes);
    directory.push(central, common, tail, name);
    offset += local.length + common.length + name.length + bytes.length;
  }
  const listing = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(listing.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...chunks, listing, end]);
}

/**
 * `head`, then `unit` repeated to `megabytes` MB, then `tail`, deflated without ever being
 * unpacked here: a megabyte of the unit deflates to the same bytes each time, flushed so the
 * copies can follow one another.
 */
export function deflatedRepeat(head: string, unit: string, megabytes: number, tail: string) {
  const flushed = { finishFlush: constants.Z_FULL_FLUSH };
  const block = Buffer.from(unit.repeat(Math.ceil((1024 * 1024) / unit.length)));
  const packed = deflateRawSync(block, flushed);
  return {
    bytes: Buffer.concat([
      deflateRawSync(head, flushed),
      ...Array.from({ length: megabytes }, () => packed),
      deflateRawSync(tail),
    ]),
    size: head.length + block.length * megabytes + tail.length,
  };
}

const spreadsheetMl = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const relationshipsNs = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const packageNs = 'http://schemas.openxmlformats.org/package/2006/relationships';

const relationships = (items: [id: string, type: string, target: string][]) =>
  `<Relationships xmlns="${packageNs}">${items
    .map(
      ([id, type, target]) =>
        `<Relationship Id="${id}" Type="${relationshipsNs}/${type}" Target="${target}"/>`,
    )
    .join('')}</Relationships>`;

export type WorkbookContent = {
  /** Each sheet's `<sheetData>` content, in tab order. */
  sheets: string[];
  /** The shared strings' `<si>` elements, or plain texts. */
  strings?: string[];
  /** The `<styleSheet>` content. */
  styles?: string;
  date1904?: boolean;
};

/** The parts of a workbook, worksheets first as Excel writes them. */
export function workbookParts(content: WorkbookContent): ZipPart[] {
  const { sheets, strings, styles, date1904 } = content;
  const sheetRels = sheets.map(
    (_, i) =>
      [`rId${i + 1}`, 'worksheet', `worksheets/sheet${i + 1}.xml`] as [string, string, string],
  );
  return [
    ...sheets.map((data, i) => ({
      name: `xl/worksheets/sheet${i + 1}.xml`,
      data: `<worksheet xmlns="${spreadsheetMl}"><sheetData>${data}</sheetData></worksheet>`,
    })),
    ...(strings
      ? [
          {
            name: 'xl/sharedStrings.xml',
            data: `<sst xmlns="${spreadsheetMl}">${strings
              .map((s) => (s.startsWith('<si>') ? s : `<si><t>${s}</t></si>`))
              .join('')}</sst>`,
          },
        ]
      : []),
    ...(styles
      ? [
          {
            name: 'xl/styles.xml',
            data: `<styleSheet xmlns="${spreadsheetMl}">${styles}</styleSheet>`,
          },
        ]
      : []),
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: relationships([
        ...sheetRels,
        ['rIdS', 'sharedStrings', 'sharedStrings.xml'],
        ['rIdT', 'styles', 'styles.xml'],
      ]),
    },
    {
      name: 'xl/workbook.xml',
      data: `<workbook xmlns="${spreadsheetMl}" xmlns:r="${relationshipsNs}">${date1904 ? '<workbookPr date1904="1"/>' : ''}<sheets>${sheets
        .map((_, i) => `<sheet name="Sheet${i + 1}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`)
        .join('')}</sheets></workbook>`,
    },
    { name: '_rels/.rels', data: relationships([['rId1', 'officeDocument', 'xl/workbook.xml']]) },
  ];
}

export const xlsxOf = (content: WorkbookContent) => zipOf(workbookParts(content));

/**
 * The bomb of the review: a workbook of a few megabytes whose shared strings unpack to
 * gigabytes of tiny texts. `declaredSize` makes its directory lie about their size.
 */
export function sharedStringsBomb(megabytes = 2000, declaredSize?: number): Buffer {
  const strings = deflatedRepeat(
    `<sst xmlns="${spreadsheetMl}">`,
    '<si><t>x</t></si>',
    megabytes,
    '</sst>',
  );
  return zipOf(
    workbookParts({ sheets: ['<row r="1"><c r="A1" t="s"><v>0</v></c></row>'], strings: [] }).map(
      (part) =>
        part.name === 'xl/sharedStrings.xml'
          ? {
              name: part.name,
              deflated: strings,
              ...(declaredSize !== undefined && { declaredSize }),
            }
          : part,
    ),
  );
}
