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
