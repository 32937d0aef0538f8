import {
  boolean,
  foreignKey,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { tenantColumns, tenantIndex, tenantKey } from '../../db/tenancy';

/**
 * A location's client portal setup and reward settings (001 §3 "Client portal", "Reward
 * settings"), one row per location, written with the defaults the first time it is read.
 */
export const clientPortalSettings = pgTable(
  'client_portal_settings',
  {
    ...tenantColumns(),
    tabClassroom: text('tab_classroom').notNull(),
    tabPlaybook: text('tab_playbook').notNull(),
    tabPage: text('tab_page').notNull(),
    tabForm: text('tab_form').notNull(),
    tabWorkout: text('tab_workout').notNull(),
    tabFile: text('tab_file').notNull(),
    tabCalendar: text('tab_calendar').notNull(),
    tabProgress: text('tab_progress').notNull(),
    morningText: text('morning_text').notNull(),
    afternoonText: text('afternoon_text').notNull(),
    eveningText: text('evening_text').notNull(),
    welcomeEnabled: boolean('welcome_enabled').notNull(),
    welcomeTitle: text('welcome_title').notNull(),
    welcomeMessage: text('welcome_message').notNull(),
    welcomeVideoUrl: text('welcome_video_url').notNull(),
    showRewards: boolean('show_rewards').notNull(),
    showChat: boolean('show_chat').notNull(),
    showCalendar: boolean('show_calendar').notNull(),
    pointName: text('point_name').notNull(),
    pointCurrency: text('point_currency').notNull(),
    rewardNotification: boolean('reward_notification').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.accountId] })],
);
export type ClientPortalSettingRow = typeof clientPortalSettings.$inferSelect;

/** The portal's announcements, in the coach's order (`sort_order`, lowest first). */
export const clientPortalAnnouncements = pgTable(
  'client_portal_announcements',
  {
    id: serial('id').primaryKey(),
    ...tenantColumns(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    sortOrder: integer('sort_order').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantKey('client_portal_announcements', t),
    tenantIndex('client_portal_announcements', t, t.sortOrder),
    // Only a location with a portal setting holds announcements; it goes with its setting.
    foreignKey({
      name: 'client_portal_announcements_setting_fk',
      columns: [t.accountId],
      foreignColumns: [clientPortalSettings.accountId],
    }).onDelete('cascade'),
  ],
);
export type AnnouncementRow = typeof clientPortalAnnouncements.$inferSelect;

/** The links of the portal's navigation menu, in the coach's order. */
export const clientPortalNavigationItems = pgTable(
  'client_portal_navigation_items',
  {
    id: serial('id').primaryKey(),
    ...tenantColumns(),
    label: text('label').notNull(),
    url: text('url').notNull(),
    openInNewTab: boolean('open_in_new_tab').notNull().default(true),
    enabled: boolean('enabled').notNull().default(true),
    sortOrder: integer('sort_order').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantKey('client_portal_navigation_items', t),
    tenantIndex('client_portal_navigation_items', t, t.sortOrder),
    foreignKey({
      name: 'client_portal_navigation_items_setting_fk',
      columns: [t.accountId],
      foreignColumns: [clientPortalSettings.accountId],
    }).onDelete('cascade'),
  ],
);
export type NavigationItemRow = typeof clientPortalNavigationItems.$inferSelect;
