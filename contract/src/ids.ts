import { z } from 'zod';

// Row ids as the database holds them. Serial columns are int4; contact ids are bigint, which
// JavaScript reads exactly up to 2^53 − 1. An id past its column's range names no row: it is
// refused at validation (a path answers 404, a body or query 422), never sent to the database.

export const maxDbId = 2_147_483_647;
export const maxContactId = Number.MAX_SAFE_INTEGER;

/** An int4 row id (accounts, users, tags, groups, tabs, custom fields, notes, imports…) in a JSON body. */
export const dbId = z.number().int().positive().max(maxDbId);
/** A contact id (bigint) in a JSON body. */
export const contactDbId = z.number().int().positive().max(maxContactId);
/** An int4 row id in a path or query string, where it arrives as text. */
export const dbIdText = z.coerce.number().int().positive().max(maxDbId);
/** A contact id in a path or query string. */
export const contactIdText = z.coerce.number().int().positive().max(maxContactId);

/** Characters one id may take in a comma-separated list: 16 digits, the comma and spaces. */
const idListCharsPerId = 21;

/**
 * Ids given as repeated params or one comma-separated string; each must be a valid id, and
 * there may be at most `max` of them.
 */
export const idList = (id: typeof dbIdText, max = 10_000) =>
  z.union([
    z.array(id).max(max),
    z
      .string()
      .max(max * idListCharsPerId)
      .transform((v, ctx) => {
        const ids: number[] = [];
        for (const part of v.split(',').map((s) => s.trim())) {
          if (!part) continue;
          const parsed = id.safeParse(part);
          if (!parsed.success) {
            ctx.addIssue({ code: 'custom', message: `“${part.slice(0, 20)}” is not a valid id` });
            return z.NEVER;
          }
          ids.push(parsed.data);
        }
        if (ids.length > max) {
          ctx.addIssue({ code: 'custom', message: `At most ${max} ids may be given` });
          return z.NEVER;
        }
        return ids;
      }),
  ]);

/** A required id field; contact ids go up to maxContactId, every other id is int4. */
export const requiredId = (field: string, max: number = maxDbId) =>
  z.coerce
    .number({ error: `The ${field.replace(/_/g, ' ')} field is required` })
    .int()
    .positive(`The ${field.replace(/_/g, ' ')} field is required`)
    .max(max);
/** A list of ids for a bulk call: at least `min`, at most 10,000. */
export const idArray = (message: string, id: typeof dbId, min = 1) =>
  z.array(id).min(min, message).max(10_000);
