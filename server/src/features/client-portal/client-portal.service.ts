import {
  type Announcement,
  type announcementFields,
  type CalendarTitleKey,
  type ClientPortalSettings,
  calendarTitleDefaults,
  clientPortalMessages,
  maxAnnouncements,
  maxNavigationItems,
  type NavigationItem,
  type PortalHomeSettings,
  type PortalTabKey,
  portalHomeOf,
  portalOptionDefaults,
  portalTabDefaults,
  type RewardSetting,
  type renameTabBody,
  rewardMessages,
  rewardSettingDefaults,
  type updateAnnouncementBody,
  type updateCalendarTitleBody,
  type updateNavigationBody,
  type updatePortalOptionsBody,
  type WelcomeFields,
  welcomeDefaults,
} from '@coachline/contract/client-portal';
import type { z } from 'zod';
import { authorize } from '../../platform/auth';
import type { RequestContext } from '../../platform/context';
import type { Deps } from '../../platform/deps';
import { fieldError, notFound } from '../../platform/errors';
import * as repo from './client-portal.repository';
import type {
  AnnouncementRow,
  ClientPortalSettingRow,
  NavigationItemRow,
} from './client-portal.tables';

// The coach's side of the client portal (001 §7 Client portal, issue 14 §1) and the location's
// reward settings (001 §7 "Content setting, rewards…"). Everything is the accessed location's:
// one settings row, written with the defaults on its first read, and the announcements and
// navigation links, each in the coach's order. The contact's portal reads the same rows through
// `portalHomeSettingsOf` and `rewardSettingsOf`, which take the location's id and no user.

type Output<S extends z.ZodType> = z.output<S>;

/** The settings row's column of each tab and calendar title the coach may rename. */
const tabColumns = {
  classroom: 'tabClassroom',
  playbook: 'tabPlaybook',
  page: 'tabPage',
  form: 'tabForm',
  workout: 'tabWorkout',
  file: 'tabFile',
  calendar: 'tabCalendar',
  progress: 'tabProgress',
} as const satisfies Record<PortalTabKey, keyof repo.SettingValues>;
const calendarColumns = {
  morning_text: 'morningText',
  afternoon_text: 'afternoonText',
  evening_text: 'eveningText',
} as const satisfies Record<CalendarTitleKey, keyof repo.SettingValues>;

const settingDefaults: repo.SettingValues = {
  tabClassroom: portalTabDefaults.classroom,
  tabPlaybook: portalTabDefaults.playbook,
  tabPage: portalTabDefaults.page,
  tabForm: portalTabDefaults.form,
  tabWorkout: portalTabDefaults.workout,
  tabFile: portalTabDefaults.file,
  tabCalendar: portalTabDefaults.calendar,
  tabProgress: portalTabDefaults.progress,
  morningText: calendarTitleDefaults.morning_text,
  afternoonText: calendarTitleDefaults.afternoon_text,
  eveningText: calendarTitleDefaults.evening_text,
  welcomeEnabled: welcomeDefaults.enabled,
  welcomeTitle: welcomeDefaults.title,
  welcomeMessage: welcomeDefaults.message,
  welcomeVideoUrl: welcomeDefaults.video_url,
  showRewards: portalOptionDefaults.show_rewards,
  showChat: portalOptionDefaults.show_chat,
  showCalendar: portalOptionDefaults.show_calendar,
  pointName: rewardSettingDefaults.point_name,
  pointCurrency: rewardSettingDefaults.point_currency,
  rewardNotification: rewardSettingDefaults.notification,
};

/** The location's row; its first read writes the defaults. */
const settingOf = (deps: Deps, accountId: number) =>
  repo.ensureSetting(deps.db, accountId, settingDefaults);

const presentAnnouncement = (row: AnnouncementRow): Announcement => ({
  id: row.id,
  title: row.title,
  body: row.body,
  enabled: row.enabled,
  sort_order: row.sortOrder,
});

const presentNavigation = (row: NavigationItemRow): NavigationItem => ({
  id: row.id,
  label: row.label,
  url: row.url,
  open_in_new_tab: row.openInNewTab,
  enabled: row.enabled,
  sort_order: row.sortOrder,
});

const presentReward = (row: ClientPortalSettingRow): RewardSetting => ({
  point_name: row.pointName,
  point_currency: row.pointCurrency,
  notification: row.rewardNotification,
});

async function settingsOf(deps: Deps, accountId: number, row?: ClientPortalSettingRow) {
  const setting = row ?? (await settingOf(deps, accountId));
  const [announcements, navigation] = await Promise.all([
    repo.listAnnouncements(deps.db, accountId),
    repo.listNavigation(deps.db, accountId),
  ]);
  const settings: ClientPortalSettings = {
    tabs: {
      classroom: setting.tabClassroom,
      playbook: setting.tabPlaybook,
      page: setting.tabPage,
      form: setting.tabForm,
      workout: setting.tabWorkout,
      file: setting.tabFile,
      calendar: setting.tabCalendar,
      progress: setting.tabProgress,
    },
    calendar: {
      morning_text: setting.morningText,
      afternoon_text: setting.afternoonText,
      evening_text: setting.eveningText,
    },
    welcome: {
      enabled: setting.welcomeEnabled,
      title: setting.welcomeTitle,
      message: setting.welcomeMessage,
      video_url: setting.welcomeVideoUrl,
    },
    announcements: announcements.map(presentAnnouncement),
    navigation: navigation.map(presentNavigation),
    settings: {
      show_rewards: setting.showRewards,
      show_chat: setting.showChat,
      show_calendar: setting.showCalendar,
    },
  };
  return { setting, settings };
}

/** The answer of every write: its message and the whole setting as it now is. */
async function saved(deps: Deps, accountId: number, message: string) {
  const { settings } = await settingsOf(deps, accountId);
  return { status: 1 as const, message, settings };
}

/** GET client-portal. */
export async function get(deps: Deps, ctx: RequestContext) {
  authorize(ctx, 'view', 'client-portal');
  const { settings } = await settingsOf(deps, ctx.accountId);
  return { status: 1 as const, settings };
}

/** POST client-portal/update-settings: the switches sent, the others as they are. */
export async function updateSettings(
  deps: Deps,
  ctx: RequestContext,
  body: Output<typeof updatePortalOptionsBody>,
) {
  authorize(ctx, 'update', 'client-portal');
  await settingOf(deps, ctx.accountId);
  await repo.updateSetting(deps.db, ctx.accountId, {
    ...(body.show_rewards === undefined ? {} : { showRewards: body.show_rewards }),
    ...(body.show_chat === undefined ? {} : { showChat: body.show_chat }),
    ...(body.show_calendar === undefined ? {} : { showCalendar: body.show_calendar }),
  });
  return saved(deps, ctx.accountId, clientPortalMessages.settingsUpdated);
}

/** POST client-portal/rename-tab. */
export async function renameTab(
  deps: Deps,
  ctx: RequestContext,
  body: Output<typeof renameTabBody>,
) {
  authorize(ctx, 'update', 'client-portal');
  await settingOf(deps, ctx.accountId);
  await repo.updateSetting(deps.db, ctx.accountId, { [tabColumns[body.field]]: body.value });
  return saved(deps, ctx.accountId, clientPortalMessages.tabRenamed);
}

/** POST client-portal/update-calendar-title. */
export async function updateCalendarTitle(
  deps: Deps,
  ctx: RequestContext,
  body: Output<typeof updateCalendarTitleBody>,
) {
  authorize(ctx, 'update', 'client-portal');
  await settingOf(deps, ctx.accountId);
  await repo.updateSetting(deps.db, ctx.accountId, { [calendarColumns[body.field]]: body.value });
  return saved(deps, ctx.accountId, clientPortalMessages.calendarTitleUpdated);
}

/** POST client-portal/update-welcome-settings. */
export async function updateWelcome(deps: Deps, ctx: RequestContext, body: WelcomeFields) {
  authorize(ctx, 'update', 'client-portal');
  await settingOf(deps, ctx.accountId);
  await repo.updateSetting(deps.db, ctx.accountId, {
    welcomeEnabled: body.enabled,
    welcomeTitle: body.title,
    welcomeMessage: body.message,
    welcomeVideoUrl: body.video_url,
  });
  return saved(deps, ctx.accountId, clientPortalMessages.welcomeUpdated);
}

// Announcements and the navigation menu: two ordered lists of the location, one shape.

/** What tells one ordered list from the other: its repository calls, its limit and its words. */
interface OrderedList<V, U, R> {
  count: (db: Deps['db'], accountId: number, ids?: number[]) => Promise<number>;
  insert: (db: Deps['db'], accountId: number, values: V) => Promise<R>;
  update: (db: Deps['db'], accountId: number, id: number, values: U) => Promise<R | undefined>;
  remove: (db: Deps['db'], accountId: number, id: number) => Promise<unknown>;
  sort: (db: Deps['db'], accountId: number, ids: number[]) => Promise<unknown>;
  limit: number;
  limitField: string;
  messages: { tooMany: string; added: string; updated: string; sorted: string; deleted: string };
}

const announcementList = {
  count: repo.countAnnouncements,
  insert: repo.insertAnnouncement,
  update: repo.updateAnnouncement,
  remove: repo.deleteAnnouncement,
  sort: repo.sortAnnouncements,
  limit: maxAnnouncements,
  limitField: 'title',
  messages: {
    tooMany: clientPortalMessages.tooManyAnnouncements,
    added: clientPortalMessages.announcementAdded,
    updated: clientPortalMessages.announcementUpdated,
    sorted: clientPortalMessages.announcementsSorted,
    deleted: clientPortalMessages.announcementDeleted,
  },
};

const navigationList = {
  count: repo.countNavigation,
  insert: repo.insertNavigation,
  update: repo.updateNavigation,
  remove: repo.deleteNavigation,
  sort: repo.sortNavigation,
  limit: maxNavigationItems,
  limitField: 'label',
  messages: {
    tooMany: clientPortalMessages.tooManyNavigationItems,
    added: clientPortalMessages.navigationAdded,
    updated: clientPortalMessages.navigationUpdated,
    sorted: clientPortalMessages.navigationSorted,
    deleted: clientPortalMessages.navigationDeleted,
  },
};

/** A new item, last in the list, while the list is under its limit. */
async function addItem<V, U, R>(
  deps: Deps,
  ctx: RequestContext,
  list: OrderedList<V, U, R>,
  values: V,
) {
  await settingOf(deps, ctx.accountId);
  if ((await list.count(deps.db, ctx.accountId)) >= list.limit)
    throw fieldError(list.limitField, list.messages.tooMany);
  return list.insert(deps.db, ctx.accountId, values);
}

/** One item's change, 404 when the location has no such item. */
async function updateItem<V, U, R>(
  deps: Deps,
  ctx: RequestContext,
  list: OrderedList<V, U, R>,
  id: number,
  values: U,
) {
  const row = await list.update(deps.db, ctx.accountId, id, values);
  if (!row) throw notFound();
  return row;
}

/**
 * A list's new order: every id must be the location's (else 404), and every item of the list
 * must be there once, so no two end up in the same place.
 */
async function sortItems<V, U, R>(
  deps: Deps,
  ctx: RequestContext,
  list: OrderedList<V, U, R>,
  ids: number[],
) {
  authorize(ctx, 'update', 'client-portal');
  const unique = [...new Set(ids)];
  if ((await list.count(deps.db, ctx.accountId, unique)) !== unique.length) throw notFound();
  if (unique.length !== ids.length || unique.length !== (await list.count(deps.db, ctx.accountId)))
    throw fieldError('ids', clientPortalMessages.sortIncomplete);
  await list.sort(deps.db, ctx.accountId, ids);
  return saved(deps, ctx.accountId, list.messages.sorted);
}

async function deleteItem<V, U, R>(
  deps: Deps,
  ctx: RequestContext,
  list: OrderedList<V, U, R>,
  id: number,
) {
  authorize(ctx, 'update', 'client-portal');
  if (!(await list.remove(deps.db, ctx.accountId, id))) throw notFound();
  return saved(deps, ctx.accountId, list.messages.deleted);
}

/** POST client-portal/{account}/add-new-announcement: last in the list; the path names the location. */
export async function addAnnouncement(
  deps: Deps,
  ctx: RequestContext,
  accountId: number,
  body: Output<typeof announcementFields>,
) {
  authorize(ctx, 'update', 'client-portal');
  if (accountId !== ctx.accountId) throw notFound();
  const row = await addItem(deps, ctx, announcementList, {
    title: body.title,
    body: body.body,
    enabled: body.enabled,
  });
  const answer = await saved(deps, ctx.accountId, announcementList.messages.added);
  return { ...answer, announcement: presentAnnouncement(row) };
}

/** POST client-portal/update-announcement-settings: the fields sent, the others as they are. */
export async function updateAnnouncement(
  deps: Deps,
  ctx: RequestContext,
  body: Output<typeof updateAnnouncementBody>,
) {
  authorize(ctx, 'update', 'client-portal');
  const { id, ...fields } = body;
  const row = await updateItem(deps, ctx, announcementList, id, {
    ...(fields.title === undefined ? {} : { title: fields.title }),
    ...(fields.body === undefined ? {} : { body: fields.body }),
    ...(fields.enabled === undefined ? {} : { enabled: fields.enabled }),
  });
  const answer = await saved(deps, ctx.accountId, announcementList.messages.updated);
  return { ...answer, announcement: presentAnnouncement(row) };
}

/** POST client-portal/sort-announcement-settings. */
export function sortAnnouncements(deps: Deps, ctx: RequestContext, ids: number[]) {
  return sortItems(deps, ctx, announcementList, ids);
}

/** DELETE client-portal/delete-announcement-settings/{id}. */
export function deleteAnnouncement(deps: Deps, ctx: RequestContext, id: number) {
  return deleteItem(deps, ctx, announcementList, id);
}

// Navigation menu

/** POST client-portal/update-navigation-menu: a new link without `id`, else that link's change. */
export async function updateNavigation(
  deps: Deps,
  ctx: RequestContext,
  body: Output<typeof updateNavigationBody>,
) {
  authorize(ctx, 'update', 'client-portal');
  const values = {
    label: body.label,
    url: body.url,
    openInNewTab: body.open_in_new_tab,
    enabled: body.enabled,
  };
  const row =
    body.id === undefined
      ? await addItem(deps, ctx, navigationList, values)
      : await updateItem(deps, ctx, navigationList, body.id, values);
  const { added, updated } = navigationList.messages;
  const answer = await saved(deps, ctx.accountId, body.id === undefined ? added : updated);
  return { ...answer, item: presentNavigation(row) };
}

/** POST client-portal/sort-navigation-menu. */
export function sortNavigation(deps: Deps, ctx: RequestContext, ids: number[]) {
  return sortItems(deps, ctx, navigationList, ids);
}

/** DELETE client-portal/delete-navigation-menu/{id}. */
export function deleteNavigation(deps: Deps, ctx: RequestContext, id: number) {
  return deleteItem(deps, ctx, navigationList, id);
}

// Reward settings

async function rewardSaved(deps: Deps, accountId: number, message: string) {
  const row = await settingOf(deps, accountId);
  return { status: 1 as const, message, setting: presentReward(row) };
}

/** GET reward/get-user-reward. */
export async function getRewardSetting(deps: Deps, ctx: RequestContext) {
  authorize(ctx, 'view', 'contacts-center');
  return { status: 1 as const, setting: presentReward(await settingOf(deps, ctx.accountId)) };
}

/** PATCH reward/update-point-name. */
export async function updatePointName(deps: Deps, ctx: RequestContext, pointName: string) {
  authorize(ctx, 'update', 'contacts-center');
  await settingOf(deps, ctx.accountId);
  await repo.updateSetting(deps.db, ctx.accountId, { pointName });
  return rewardSaved(deps, ctx.accountId, rewardMessages.pointNameUpdated);
}

/** PATCH reward/update-point-currency. */
export async function updatePointCurrency(deps: Deps, ctx: RequestContext, pointCurrency: string) {
  authorize(ctx, 'update', 'contacts-center');
  await settingOf(deps, ctx.accountId);
  await repo.updateSetting(deps.db, ctx.accountId, { pointCurrency });
  return rewardSaved(deps, ctx.accountId, rewardMessages.pointCurrencyUpdated);
}

/** PATCH reward/update-reward-notification. */
export async function updateRewardNotification(
  deps: Deps,
  ctx: RequestContext,
  notification: boolean,
) {
  authorize(ctx, 'update', 'contacts-center');
  await settingOf(deps, ctx.accountId);
  await repo.updateSetting(deps.db, ctx.accountId, { rewardNotification: notification });
  return rewardSaved(deps, ctx.accountId, rewardMessages.notificationUpdated);
}

// For the contact's own portal: no user, the location's id only.

/**
 * What the contact's portal home shows (`portalHomeSettings` of the contract): the tab names and
 * calendar titles, the welcome while it is on (else null), the announcements and links that are
 * on in the coach's order (bodies as plain text), the options and the name of the points.
 */
export async function portalHomeSettingsOf(
  deps: Deps,
  accountId: number,
): Promise<PortalHomeSettings> {
  const { setting, settings } = await settingsOf(deps, accountId);
  return portalHomeOf(settings, presentReward(setting));
}

/** The location's reward settings: `{ point_name, point_currency, notification }`. */
export async function rewardSettingsOf(deps: Deps, accountId: number): Promise<RewardSetting> {
  return presentReward(await settingOf(deps, accountId));
}

/** Whether the location's portal shows its calendar. */
export const calendarShown = async (deps: Deps, accountId: number) =>
  (await settingOf(deps, accountId)).showCalendar;
