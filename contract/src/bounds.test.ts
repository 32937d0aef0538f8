import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { type Endpoint, endpointKey } from './endpoint';
import { allEndpoints } from './endpoints';

// No unbounded input: every string and every array a caller sends (path params, query, body)
// has a maximum length, so a request can't make the server validate, store or search a
// megabyte field. The walk reads zod v4's definitions (`schema._zod.def`). Enums, literals,
// numbers and booleans are bounded by nature; a string is bounded only by a `max` or a `length`
// check (a regex or a format such as email or date does not count: keep the rule simple).

type Def = {
  type: string;
  checks?: readonly { _zod: { def: { check: string } } }[];
  [key: string]: unknown;
};
const defOf = (schema: unknown): Def => (schema as z.ZodType)._zod.def as unknown as Def;

const lengthChecks = new Set(['max_length', 'length_equals']);
const hasMaxLength = (def: Def) =>
  (def.checks ?? []).some((check) => lengthChecks.has(check._zod.def.check));

/** Types that hold no string or array, or none a caller can make long. */
const leafTypes = new Set([
  'number',
  'int',
  'bigint',
  'boolean',
  'literal',
  'enum',
  'null',
  'undefined',
  'void',
  'never',
  'nan',
  'date',
  // A transform step runs on what the schema before it has already checked.
  'transform',
]);
/** Wrappers whose inner schema is what the caller's value meets. */
const wrapperTypes = new Set([
  'optional',
  'nullable',
  'default',
  'prefault',
  'readonly',
  'catch',
  'nonoptional',
  'success',
]);

const isBoundedString = (schema: unknown) => {
  const def = defOf(schema);
  return def.type === 'string' && hasMaxLength(def);
};

/** The dotted paths under `schema` whose strings or arrays have no maximum length. */
function unboundedFields(schema: unknown, path: string): string[] {
  const def = defOf(schema);
  const at = (key: string) => (path ? `${path}.${key}` : key);
  if (leafTypes.has(def.type)) return [];
  if (wrapperTypes.has(def.type)) return unboundedFields(def.innerType, path);
  switch (def.type) {
    case 'string':
      return hasMaxLength(def) ? [] : [path || '(root)'];
    case 'object':
      return Object.entries(def.shape as Record<string, unknown>).flatMap(([key, field]) =>
        unboundedFields(field, at(key)),
      );
    case 'array': {
      const own = hasMaxLength(def) ? [] : [`${path || '(root)'} (array)`];
      return [...own, ...unboundedFields(def.element, at('[]'))];
    }
    case 'union':
      return [
        ...new Set((def.options as unknown[]).flatMap((option) => unboundedFields(option, path))),
      ];
    case 'intersection':
      return [...unboundedFields(def.left, path), ...unboundedFields(def.right, path)];
    case 'record':
      return [
        ...unboundedFields(def.keyType, at('(key)')),
        ...unboundedFields(def.valueType, at('(value)')),
      ];
    case 'tuple':
      return [
        ...(def.items as unknown[]).flatMap((item, i) => unboundedFields(item, at(String(i)))),
        ...(def.rest ? unboundedFields(def.rest, at('(rest)')) : []),
      ];
    case 'pipe':
      // What a bounded string turns into is bounded too (`z.string().max(191).pipe(z.email())`).
      return [
        ...unboundedFields(def.in, path),
        ...(isBoundedString(def.in) ? [] : unboundedFields(def.out, path)),
      ];
    case 'lazy':
      return unboundedFields((def.getter as () => unknown)(), path);
    default:
      // unknown, any, custom, file…: a new kind of input must be looked at before it passes.
      return [`${path || '(root)'} (${def.type}: not checked)`];
  }
}

/** `METHOD /path part.field` for each unbounded field of an endpoint's input, once each. */
const inputsOf = (e: Endpoint) => [
  ...new Set(
    (['params', 'query', 'body'] as const).flatMap((part) =>
      e[part] ? unboundedFields(e[part], part).map((field) => `${endpointKey(e)} ${field}`) : [],
    ),
  ),
];

describe('input bounds', () => {
  it('finds a string or an array without a maximum, wherever it sits', async () => {
    const { z } = await import('zod');
    const schema = z.object({
      a: z.string().max(5),
      b: z.string().optional(),
      c: z.array(z.string().max(3)),
      d: z.record(z.string(), z.string().max(2).nullable()),
      e: z.string().max(9).pipe(z.email()),
      f: z.union([z.array(z.number()).max(3), z.string().transform(Number)]),
      g: z.enum(['x']),
      h: z.string().length(6),
    });
    expect(unboundedFields(schema, 'body')).toEqual([
      'body.b',
      'body.c (array)',
      'body.d.(key)',
      'body.f',
    ]);
  });

  it('bounds every string and array of every endpoint input', () => {
    expect(allEndpoints.flatMap(inputsOf)).toEqual([]);
  });
});
