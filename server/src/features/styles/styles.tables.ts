import type { TextStyle } from '@coachline/contract/styles';
import {
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { tenantColumns, tenantKey } from '../../db/tenancy';

/** A location's saved headline and subheadline style per content type (001 §3 Saved style). */
export const savedStyles = pgTable(
  'saved_styles',
  {
    ...tenantColumns(),
    contentType: integer('content_type').notNull(),
    headline: jsonb('headline').$type<TextStyle>().notNull(),
    subheadline: jsonb('subheadline').$type<TextStyle>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.contentType] })],
);

/** A location's favourite colours (001 §3 Favourite colour), each once. */
export const favoriteColors = pgTable(
  'favorite_colors',
  {
    id: serial('id').primaryKey(),
    ...tenantColumns(),
    color: text('color').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('favorite_colors_color_unique').on(t.accountId, t.color),
    tenantKey('favorite_colors', t),
  ],
);
