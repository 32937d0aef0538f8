import type { z } from 'zod';

// The schema fuzzer's inputs: values made from an endpoint's own zod schemas (valid ones, then
// broken on purpose), query strings, path segments, raw bodies and multipart bodies. Everything
// comes from one seeded generator, so a seed names the same requests on every run. The walk
// reads zod v4's definitions (`schema._zod.def`), as contract/src/bounds.test.ts does.

/** A small seeded generator (mulberry32). */
export type Rng = {
  next: () => number;
  /** An integer in [min, max]. */
  int: (min: number, max: number) => number;
  pick: <T>(list: readonly T[]) => T;
  chance: (p: number) => boolean;
};

export function seeded(seed: number): Rng {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: (list) => list[int(0, list.length - 1)]!,
    chance: (p) => next() < p,
  };
}

/** A stable number for a text (FNV-1a), to give each endpoint its own stream from one seed. */
export function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

type Check = {
  check: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  length?: number;
  value?: number;
  inclusive?: boolean;
};
type Def = {
  type: string;
  checks?: readonly { _zod: { def: Check } }[];
  [key: string]: unknown;
};
const defOf = (schema: unknown): Def => (schema as z.ZodType)._zod.def as unknown as Def;
const checksOf = (def: Def) => (def.checks ?? []).map((check) => check._zod.def);
/** Whether `schema` accepts `value`. */
export const accepts = (schema: unknown, value: unknown) =>
  (schema as z.ZodType).safeParse(value).success;

/** Where a schema asks for a number, the ids to try, by the field's name (ours and theirs). */
export type IdsFor = (field: string) => readonly number[];

type Walk = { rng: Rng; idsFor: IdsFor; field: string };

/** Text a field may plausibly take; the first one its schema accepts is used. */
const plausibleText = [
  'Fuzz',
  'lead',
  'client',
  'UTC',
  'Europe/Paris',
  '123456',
  '+1 555 010 0199',
  'password123',
  'fuzz@example.test',
  'mail.fuzz.example',
  '2024-02-29',
  // Year 0, which the database has no day for: a date field must refuse it, not answer 500.
  '0000-01-01',
  // A time of day (a calendar event's start, a task's due time).
  '09:30',
  '2026-11-20T09:30:00Z',
  // An id a phone makes for what it records offline (a logged workout).
  '0b7d3c8e-4f4a-4b8e-9a2d-3f1c5e6a7b8c',
  'Email',
  'email',
  'first_name',
  'custom:field',
  'M-9',
  '#2C3E50',
  // A Twilio account SID and auth token.
  'AC0123456789abcdef0123456789abcdef',
  '0123456789abcdef0123456789abcdef',
  'https://example.com/fuzz',
  // A message that must carry a token.
  'Your member ID is {{member_id}}',
  // A send's token as the links of a tracked email carry it: well made, but signed by no one.
  '1.AAAAAAAAAAAAAAAA',
  // A tease setting's value: JSON text (000 §3).
  '{"headline":"Fuzz","description":"","button_label":"Go","button_url":null}',
];
const plausibleNumbers = [1, 2, 5, 10, 25, 50, 100];

function shuffled<T>(rng: Rng, list: readonly T[]): T[] {
  const copy = [...list];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

function letters(rng: Rng, length: number) {
  let text = '';
  while (text.length < length) text += 'abcdefghijklmnopqrstuvwxyz'[rng.int(0, 25)];
  return text;
}

/** A leaf value: the first plausible candidate `judge` accepts, else one within the bounds. */
function leaf(def: Def, judge: unknown, walk: Walk): unknown {
  const { rng } = walk;
  const checks = checksOf(def);
  if (def.type === 'string') {
    for (const text of shuffled(rng, plausibleText)) if (accepts(judge, text)) return text;
    const exact = checks.find((c) => c.check === 'length_equals')?.length;
    const min = checks.find((c) => c.check === 'min_length')?.minimum ?? 1;
    const max = checks.find((c) => c.check === 'max_length')?.maximum ?? 20;
    return letters(rng, exact ?? rng.int(min, Math.max(min, Math.min(max, 20))));
  }
  const ids = walk.idsFor(walk.field);
  for (const n of [...shuffled(rng, ids), ...shuffled(rng, plausibleNumbers)])
    if (accepts(judge, n)) return n;
  const low = checks.find((c) => c.check === 'greater_than')?.value ?? 0;
  return low + 1;
}

/** A value `schema` accepts, most of the time (refinements across fields may still refuse it). */
function plausible(schema: unknown, walk: Walk, judge?: unknown): unknown {
  const def = defOf(schema);
  const { rng } = walk;
  const inner = (next: unknown) => plausible(next, walk, judge);
  switch (def.type) {
    case 'string':
    case 'number':
      return leaf(def, judge ?? schema, walk);
    case 'boolean':
      return rng.chance(0.5);
    case 'literal':
      return rng.pick(def.values as unknown[]);
    case 'enum':
      return rng.pick(Object.values(def.entries as Record<string, unknown>));
    case 'null':
      return null;
    case 'optional':
    case 'default':
    case 'prefault':
      return rng.chance(0.3) ? undefined : inner(def.innerType);
    case 'nullable':
      return rng.chance(0.15) ? null : inner(def.innerType);
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return inner(def.innerType);
    // What the caller sends is the pipe's input; its leaves are judged by the whole pipe.
    case 'pipe':
      return plausible(def.in, walk, judge ?? schema);
    case 'lazy':
      return inner((def.getter as () => unknown)());
    case 'union':
      return plausible(rng.pick(def.options as unknown[]), walk);
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(def.shape as Record<string, unknown>)) {
        const item = plausible(field, { ...walk, field: key });
        if (item !== undefined) value[key] = item;
      }
      return value;
    }
    case 'array': {
      const checks = checksOf(def);
      const min = checks.find((c) => c.check === 'min_length')?.minimum ?? 0;
      const max = checks.find((c) => c.check === 'max_length')?.maximum ?? 3;
      // Now and then a list as long as the contract allows.
      const length = rng.chance(0.03) ? max : rng.int(min, Math.min(max, min + 3));
      return Array.from({ length }, () => plausible(def.element, walk));
    }
    case 'record': {
      const value: Record<string, unknown> = {};
      for (let i = rng.int(0, 3); i > 0; i--)
        value[String(plausible(def.keyType, walk))] = plausible(def.valueType, walk);
      return value;
    }
    case 'intersection':
      return {
        ...(plausible(def.left, walk) as object),
        ...(plausible(def.right, walk) as object),
      };
    case 'tuple':
      return (def.items as unknown[]).map((item) => plausible(item, walk));
    default:
      return rng.pick(evilValues);
  }
}

/** A value for `schema` that passes it when the generator manages to (a few tries). */
export function validInput(schema: unknown, rng: Rng, idsFor: IdsFor): unknown {
  let value: unknown;
  for (let attempt = 0; attempt < 4; attempt++) {
    value = plausible(schema, { rng, idsFor, field: '' });
    if (accepts(schema, value)) return value;
  }
  return value;
}

const nested = (depth: number): unknown => {
  let value: unknown = 'deep';
  for (let i = 0; i < depth; i++) value = { a: [value] };
  return value;
};

/** Text that has broken servers: NUL, lone surrogates, case folding that grows, huge numbers. */
export const evilText = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'a\udfffb\ud800',
  '\u202eevil',
  'e\u0301\u0301\u0301',
  '\ufeff',
  'İ'.repeat(191),
  'ß'.repeat(100),
  '🏋️‍♀️'.repeat(200),
  'x'.repeat(100_000),
  'NaN',
  'Infinity',
  '-Infinity',
  '-0',
  '1e309',
  '0x1f',
  '1.5',
  ' 7 ',
  '-1',
  '0',
  '99999999999999999999999999',
  '9007199254740993',
  "' or 1=1 --",
  '"; drop table contacts; --',
  '\\',
  '%00',
  '%ff',
  '../../../../etc/passwd',
  '<script>alert(1)</script>',
  '{"a":1}',
  'null',
  'true',
  '[]',
];
const evilNumbers = [
  0,
  -1,
  -0,
  0.5,
  -2147483649,
  2147483647,
  2147483648,
  4294967296,
  9007199254740991,
  2 ** 53,
  1e21,
  1e308,
  -1e308,
  Number.MIN_VALUE,
];
export const evilValues: readonly unknown[] = [
  ...evilText,
  ...evilNumbers,
  true,
  false,
  null,
  [],
  [null],
  [1, 'a', {}],
  {},
  { a: { b: { c: ['d'] } } },
  nested(500),
];
const extraKeys = ['account_id', 'accountId', 'id', 'user_id', 'is_admin', '__proto__', 'x'];

type Path = (string | number)[];
function pathsOf(value: unknown, path: Path = [], out: Path[] = []): Path[] {
  out.push(path);
  if (out.length > 200 || typeof value !== 'object' || value === null) return out;
  for (const [key, item] of Object.entries(value))
    pathsOf(item, [...path, Array.isArray(value) ? Number(key) : key], out);
  return out;
}

const remove = Symbol('remove');
const childOf = (value: unknown, key: string | number) =>
  (value as Record<string | number, unknown>)[key];

/** `value` with the part at `path` replaced by `next` (or taken out, for `remove`). */
function setAt(value: unknown, path: Path, next: unknown): unknown {
  if (path.length === 0) return next === remove ? undefined : next;
  const [key, ...rest] = path as [string | number, ...Path];
  const inner = rest.length === 0 ? next : setAt(childOf(value, key), rest, next);
  if (Array.isArray(value)) {
    const copy = [...value];
    if (inner === remove) copy.splice(key as number, 1);
    else copy[key as number] = inner;
    return copy;
  }
  const copy = { ...(value as Record<string, unknown>) };
  if (inner === remove) delete copy[key];
  else copy[key] = inner;
  return copy;
}

/** One way to break a value: another type, an evil value, gone, wrapped, unwrapped, grown. */
function breakOne(old: unknown, rng: Rng, foreignIds: readonly number[]): unknown {
  switch (rng.int(0, 9)) {
    case 0:
      return remove;
    case 1:
      return [old];
    case 2:
      return Array.isArray(old) ? (old[0] ?? 'x') : typeof old === 'object' ? 'x' : { value: old };
    case 3:
      return typeof old === 'object' && old !== null && !Array.isArray(old)
        ? { ...old, [rng.pick(extraKeys)]: rng.pick(evilValues) }
        : rng.pick(evilValues);
    case 4:
      return typeof old === 'number' ? String(old) : Number(old);
    case 5:
      return Array.from({ length: 10_001 }, (_, i) => i + 1);
    case 6:
      return foreignIds.length ? rng.pick(foreignIds) : rng.pick(evilNumbers);
    default:
      return rng.pick(evilValues);
  }
}

/** A valid-looking value with one to three parts broken. */
export function brokenInput(valid: unknown, rng: Rng, foreignIds: readonly number[]): unknown {
  let value = valid;
  for (let i = rng.int(1, 3); i > 0; i--) {
    const path = rng.pick(pathsOf(value));
    const old = path.reduce<unknown>((part, key) => childOf(part, key), value);
    value = setAt(value, path, breakOne(old, rng, foreignIds));
  }
  return value;
}

const queryText = (value: unknown) =>
  typeof value === 'string'
    ? value
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);

/** Text as one URL component; a lone surrogate, which has no UTF-8 form, as the bytes a careless client sends. */
export const urlText = (text: string) =>
  encodeURIComponent(text.replace(/[\ud800-\udfff]/g, '\ufffd')).replace(/%EF%BF%BD/g, '%ED%A0%80');

/** A query object as a query string: lists as repeated keys, objects as JSON text. */
export function queryString(query: unknown): string {
  if (typeof query !== 'object' || query === null)
    return query === undefined ? '' : urlText(queryText(query));
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, queryText(item));
  }
  return search.toString();
}

/** Query fragments the parser itself must survive, added raw. */
export const rawQueries = [
  '%ff',
  '%',
  '%E0%A4%A',
  '%00=%00',
  'a[b][c]=1',
  'tags[]=1',
  '&&==&',
  `tags=${Array.from({ length: 150 }, (_, i) => i + 1).join('&tags=')}`,
  `search=${'%F0%9F%8F%8B'.repeat(300)}`,
  `x=${'y'.repeat(20_000)}`,
  'page=1e400&per_page=1e400',
  '__proto__[x]=1',
];

/** Path segments that are not ids, added raw (not encoded). */
export const rawSegments = [
  '0',
  '-1',
  '1.5',
  '1e3',
  '0x1f',
  '99999999999999999999',
  '9007199254740993',
  '%ff',
  '%',
  '%00',
  '%2e%2e',
  '%2F',
  'NaN',
  '%20',
  'x'.repeat(5000),
  '%F0%9F%8F%8B',
];

/** JSON bodies broken as text: the parser must answer them, never fall over. */
export function rawBody(rng: Rng, valid: unknown): string {
  const text = JSON.stringify(valid ?? {});
  const depth = rng.int(1_000, 100_000);
  return rng.pick([
    '',
    '{',
    '{"a":',
    '[1,]',
    'nul',
    '\ufeff{}',
    '"text"',
    '12',
    '{"__proto__":{"x":1}}',
    '{"constructor":{"prototype":{"x":1}}}',
    '{"a":1,"a":2}',
    '['.repeat(depth) + ']'.repeat(depth),
    `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`,
    text.replace(/\d+/, '1e309'),
    text.replace(/\d+/, '-0'),
    text.replace(/\d+/, '123456789012345678901234567890'),
    text.replace(/"[^"]*"/, '"\\ud800"'),
    text.replace(/"[^"]*"/, '"\\u0000"'),
    text.slice(0, Math.floor(text.length / 2)),
  ]);
}

/** Content types a JSON endpoint may be sent instead of its own. */
export const oddContentTypes = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/json; charset=utf-16',
  'application/json; charset=nope',
  'multipart/form-data; boundary=fuzz',
  'application/xml',
  '*/*',
];

/** Files an upload may be sent. */
export type FileSamples = Record<string, Buffer>;

const bytes = (rng: Rng, length: number) =>
  Buffer.from(Array.from({ length }, () => rng.int(0, 255)));

/**
 * A multipart body, well formed or not: one to three parts of files or fields, odd names and
 * contents, and now and then a broken envelope (no closing line, no boundary, too many parts).
 */
export function multipartBody(rng: Rng, samples: FileSamples) {
  const boundary = `fuzz${rng.int(0, 1e9).toString(16)}`;
  const contents = [
    ...Object.values(samples),
    Buffer.alloc(0),
    Buffer.from('Email,First Name\nfuzz@example.test,Fuzz\n'),
    Buffer.from('Email\n'),
    Buffer.from('\ufeffEmail;Name\r\n"a;"b\r\n"unterminated\r\n'),
    Buffer.from('Email,Name\na\u0000b,c\n'),
    Buffer.from(`Email\n${'x'.repeat(300_000)}\n`),
    Buffer.from(`${'column,'.repeat(5_000)}\n${'1,'.repeat(5_000)}\n`),
    Buffer.concat([Buffer.from('PK\u0003\u0004'), bytes(rng, 2_000)]),
    Buffer.concat([Buffer.from('\u0089PNG\r\n\u001a\n'), bytes(rng, 500)]),
    Buffer.from('GIF89a'),
    Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
    bytes(rng, 4_000),
  ];
  // The field the upload endpoints read (`file`, `photo`, `image`) most of the time.
  const names = ['file', 'photo', 'image', 'file', 'photo', 'image', 'other', '', 'x'.repeat(300)];
  const fileNames = [
    'contacts.csv',
    'contacts.xlsx',
    'photo.png',
    'photo.jpg',
    '',
    '../../../../etc/passwd',
    'a\u0000b.csv',
    `${'x'.repeat(5_000)}.csv`,
    'ünïcødé 🏋️.csv',
    'noextension',
    '.xlsx',
    'contacts.CSV',
  ];
  const types = [
    'text/csv',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'image/png',
    'image/jpeg',
    'application/octet-stream',
    'image/svg+xml',
  ];
  const parts: Buffer[] = [];
  const count = rng.chance(0.05) ? 12 : rng.int(0, 3);
  for (let i = 0; i < count; i++) {
    const isFile = i === 0 || rng.chance(0.3);
    const name = rng.pick(names);
    const head = isFile
      ? `Content-Disposition: form-data; name="${name}"; filename="${rng.pick(fileNames)}"\r\nContent-Type: ${rng.pick(types)}`
      : `Content-Disposition: form-data; name="${name}"`;
    const body = isFile ? rng.pick(contents) : Buffer.from(String(rng.pick(evilValues)));
    parts.push(Buffer.from(`--${boundary}\r\n${head}\r\n\r\n`), body, Buffer.from('\r\n'));
  }
  const defect = rng.int(0, 9);
  if (defect !== 0) parts.push(Buffer.from(`--${boundary}--\r\n`));
  const contentType = [
    `multipart/form-data; boundary=${boundary}`,
    'multipart/form-data',
    'multipart/form-data; boundary=',
    `multipart/form-data; boundary=other${boundary}`,
    `multipart/mixed; boundary=${boundary}`,
  ][defect === 1 ? rng.int(1, 4) : 0]!;
  return { payload: Buffer.concat(parts), contentType };
}
