import { type LocationTabs, type TabGroup, tabGroups } from '@coachline/contract/auth';
import {
  contactColumnDefaults,
  contactSourceOptions,
  genders,
  lastActions,
  temperatures,
} from '@coachline/contract/constants';
import {
  type ContactPreferences,
  contactMessages,
  contactPreferences,
} from '@coachline/contract/contacts';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { authorize } from '../../platform/auth';
import type { RequestContext } from '../../platform/context';
import type { Deps } from '../../platform/deps';
import { fieldError, notFound } from '../../platform/errors';
import { updateUser } from '../accounts/accounts.service';
import { countPerStatus } from './contacts.counts.repository';
import { presentCustomField, presentTab } from './contacts.presenter';
import { recordLifecycleWhere } from './contacts.profile.repository';
import * as repo from './contacts.settings.repository';
import { contacts } from './contacts.tables';

// Settings of the contact centre: status tabs, custom fields, column preferences and options.

/** Every new location (accounts feature) starts with the default tabs. */
export { createDefaultTabs } from './contacts.settings.repository';

/** A location's tabs by group, as the session's location and organization tabs answer them. */
export async function tabsByGroup(db: Executor, accountId: number): Promise<LocationTabs> {
  const rows = await repo.tabsOf(db, accountId);
  const tabs = Object.fromEntries(
    tabGroups.map((g) => [g, [] as { title: string; value: string }[]]),
  ) as LocationTabs;
  for (const row of rows) tabs[row.group].push({ title: row.title, value: row.value });
  return tabs;
}

/** 'Hot Leads!' → 'hot-leads' (or with `_` for custom field keys). */
export function slugOf(text: string, separator: '-' | '_' = '-'): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, separator)
    .replace(new RegExp(`^\\${separator}+|\\${separator}+$`, 'g'), '');
  return slug.slice(0, 60) || (separator === '-' ? 'tab' : 'field');
}

// Tabs (contact/tabs/*): five groups; a tab's value is what its contacts' status holds.

export async function listTabs(deps: Deps, ctx: RequestContext) {
  authorize(ctx, 'view', 'contacts-center');
  const [tabs, counts] = await Promise.all([
    repo.tabsOf(deps.db, ctx.accountId),
    countPerStatus(deps.db, ctx.accountId),
  ]);
  const countOf = new Map(counts.map((c) => [c.status, c.count]));
  return { status: 1 as const, tabs: tabs.map((t) => presentTab(t, countOf.get(t.value) ?? 0)) };
}

export async function createTab(
  deps: Deps,
  ctx: RequestContext,
  body: { group: TabGroup; title: string },
) {
  authorize(ctx, 'update', 'contacts-center');
  const tabs = await repo.tabsOf(deps.db, ctx.accountId);
  // `all` is the list's every-tab filter and count: a tab titled "All" gets `all-2`.
  const taken = new Set(['all', ...tabs.map((t) => t.value)]);
  const base = slugOf(body.title);
  let value = base;
  for (let n = 2; taken.has(value); n++) value = `${base}-${n}`;
  const position =
    Math.max(-1, ...tabs.filter((t) => t.group === body.group).map((t) => t.position)) + 1;
  const tab = await repo.insertTab(deps.db, ctx.accountId, {
    group: body.group,
    title: body.title,
    value,
    position,
  });
  return { status: 1 as const, message: contactMessages.tabSaved, tab: presentTab(tab, 0) };
}

/** Renames a tab; its value (and so its contacts) stay. */
export async function renameTab(
  deps: Deps,
  ctx: RequestContext,
  body: { id: number; title: string },
) {
  authorize(ctx, 'update', 'contacts-center');
  const tab = await repo.renameTab(deps.db, ctx.accountId, body.id, body.title);
  if (!tab) throw notFound();
  const counts = await countPerStatus(deps.db, ctx.accountId);
  const count = counts.find((c) => c.status === tab.value)?.count ?? 0;
  return { status: 1 as const, message: contactMessages.tabSaved, tab: presentTab(tab, count) };
}

/** Deletes a tab; its contacts (deleted ones too) move to `move_to`, never lost. */
export async function deleteTab(
  deps: Deps,
  ctx: RequestContext,
  body: { id: number; move_to: string },
) {
  authorize(ctx, 'delete', 'contacts-center');
  const tab = await repo.findTab(deps.db, ctx.accountId, body.id);
  if (!tab) throw notFound();
  const tabs = await repo.tabsOf(deps.db, ctx.accountId);
  if (tabs.length === 1) throw fieldError('id', contactMessages.lastTab);
  if (body.move_to === tab.value) throw fieldError('move_to', contactMessages.moveToSameTab);
  if (!tabs.some((t) => t.value === body.move_to))
    throw fieldError('move_to', contactMessages.invalidStatus);
  await deps.db.transaction(async (tx) => {
    await recordLifecycleWhere(
      tx,
      ctx.accountId,
      eq(contacts.status, tab.value),
      'status',
      'status',
      body.move_to,
      ctx.user.id,
    );
    await repo.moveStatus(tx, ctx.accountId, tab.value, body.move_to);
    await repo.deleteTab(tx, ctx.accountId, tab.id);
  });
  return { ...(await listTabs(deps, ctx)), message: contactMessages.tabDeleted };
}

/** Re-orders tabs: each tab's position is its place in `ids` (within its group). */
export async function sortTabs(deps: Deps, ctx: RequestContext, ids: number[]) {
  authorize(ctx, 'update', 'contacts-center');
  const tabs = await repo.tabsOf(deps.db, ctx.accountId);
  const mine = new Set(tabs.map((t) => t.id));
  if (ids.some((id) => !mine.has(id))) throw notFound();
  await deps.db.transaction(async (tx) => {
    for (const [position, id] of [...new Set(ids)].entries())
      await repo.setTabPosition(tx, ctx.accountId, id, position);
  });
  return { ...(await listTabs(deps, ctx)), message: contactMessages.tabsSorted };
}

// Custom fields

export async function listCustomFields(deps: Deps, ctx: RequestContext) {
  authorize(ctx, 'view', 'contacts-center');
  const rows = await repo.listCustomFields(deps.db, ctx.accountId);
  return { status: 1 as const, data: rows.map(presentCustomField) };
}

export async function saveCustomField(
  deps: Deps,
  ctx: RequestContext,
  body: {
    id?: number | undefined;
    name: string;
    type: 'text' | 'number' | 'date' | 'select';
    options: string[];
  },
) {
  authorize(ctx, 'update', 'contacts-center');
  const fields = await repo.listCustomFields(deps.db, ctx.accountId);
  const sameName = fields.find(
    (f) => f.name.toLowerCase() === body.name.toLowerCase() && f.id !== body.id,
  );
  if (sameName) throw fieldError('name', contactMessages.nameTaken);
  const values = {
    name: body.name,
    type: body.type,
    options: body.type === 'select' ? body.options : [],
  };
  if (body.id) {
    const row = await repo.updateCustomField(deps.db, ctx.accountId, body.id, values);
    if (!row) throw notFound();
    return {
      status: 1 as const,
      message: contactMessages.customFieldSaved,
      custom_field: presentCustomField(row),
    };
  }
  const taken = new Set(fields.map((f) => f.key));
  const base = slugOf(body.name, '_');
  let key = base;
  for (let n = 2; taken.has(key); n++) key = `${base}_${n}`;
  const row = await repo.insertCustomField(deps.db, ctx.accountId, {
    ...values,
    key,
    position: fields.length,
  });
  if (!row) throw fieldError('name', contactMessages.nameTaken);
  return {
    status: 1 as const,
    message: contactMessages.customFieldSaved,
    custom_field: presentCustomField(row),
  };
}

/** Re-orders custom fields: each field's position is its place in `ids`. */
export async function sortCustomFields(deps: Deps, ctx: RequestContext, ids: number[]) {
  authorize(ctx, 'update', 'contacts-center');
  const fields = await repo.listCustomFields(deps.db, ctx.accountId);
  const mine = new Set(fields.map((f) => f.id));
  if (ids.some((id) => !mine.has(id))) throw notFound();
  await deps.db.transaction(async (tx) => {
    for (const [position, id] of [...new Set(ids)].entries())
      await repo.setCustomFieldPosition(tx, ctx.accountId, id, position);
  });
  return {
    ...(await listCustomFields(deps, ctx)),
    message: contactMessages.customFieldsSorted,
  };
}

/** Deletes a custom field and its value on every contact. */
export async function deleteCustomField(deps: Deps, ctx: RequestContext, id: number) {
  authorize(ctx, 'delete', 'contacts-center');
  const field = await repo.findCustomField(deps.db, ctx.accountId, id);
  if (!field) throw notFound();
  await deps.db.transaction((tx) => repo.deleteCustomField(tx, ctx.accountId, id, field.key));
  return { status: 1 as const, message: contactMessages.customFieldDeleted };
}

// Column preferences (users.contact_preferences; the contract's defaults fill what is unset)

export function preferencesOf(stored: Record<string, boolean> | null): ContactPreferences {
  return contactPreferences.parse({ ...contactColumnDefaults, ...(stored ?? {}) });
}

/** The caller's own columns: open to every signed-in user, as is saving them. */
export function getPreferences(ctx: RequestContext) {
  return { status: 1 as const, preferences: preferencesOf(ctx.user.contactPreferences) };
}

export async function updatePreferences(
  deps: Deps,
  ctx: RequestContext,
  body: Partial<ContactPreferences>,
) {
  const preferences = preferencesOf({ ...preferencesOf(ctx.user.contactPreferences), ...body });
  await updateUser(deps.db, ctx.user.id, { contactPreferences: preferences });
  return { status: 1 as const, message: contactMessages.preferencesSaved, preferences };
}

/** The fixed option lists of the contact forms: no data of anyone, open to every signed-in user. */
export function options() {
  return {
    status: 1 as const,
    sources: [...contactSourceOptions],
    last_actions: [...lastActions],
    genders: [...genders],
    temperatures: [...temperatures],
  };
}
