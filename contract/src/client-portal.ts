import { z } from 'zod';
import { requiredWebAddress, webAddressField } from './email-html';
import { endpoint } from './endpoint';
import { dbId, dbIdText } from './ids';

// The client portal as the coach sets it up (001 §3 "Client portal", §7 Client portal): the
// names of its tabs, the titles of the calendar's parts of the day, a welcome, announcements and
// a navigation menu (both in the coach's order, sent as ordered id lists, 001 §4), and which of
// rewards, chat and the calendar contacts see. Also the location's reward settings (001 §3
// "Reward settings", §7 "Content setting, rewards…"): what points are called, what one is worth
// and whether contacts are told when they get some. One row of settings per location, written
// with the defaults on its first read; `portalHomeSettings` is what a contact's portal home shows.

export const clientPortalMessages = {
  settingsUpdated: 'Client portal settings have been updated successfully!',
  tabRenamed: 'Tab name has been updated successfully!',
  calendarTitleUpdated: 'Calendar title has been updated successfully!',
  welcomeUpdated: 'Welcome settings have been updated successfully!',
  announcementAdded: 'Announcement has been added successfully!',
  announcementUpdated: 'Announcement has been updated successfully!',
  announcementsSorted: 'Announcements have been sorted successfully!',
  announcementDeleted: 'Announcement has been deleted successfully!',
  navigationAdded: 'Navigation menu item has been added successfully!',
  navigationUpdated: 'Navigation menu has been updated successfully!',
  navigationSorted: 'Navigation menu has been sorted successfully!',
  navigationDeleted: 'Navigation menu item has been deleted successfully!',
  tooManyAnnouncements: 'A portal can hold at most 50 announcements',
  tooManyNavigationItems: 'A navigation menu can hold at most 20 links',
  sortIncomplete: 'Send every item of the list, each once, in its new order',
  welcomeTitleRequired: 'The title field is required when the welcome is shown',
} as const;

export const rewardMessages = {
  pointNameUpdated: 'Point name has been updated successfully!',
  pointCurrencyUpdated: 'Point currency has been updated successfully!',
  notificationUpdated: 'Reward notification has been updated successfully!',
} as const;

/** Most announcements and navigation links one portal holds. */
export const maxAnnouncements = 50;
export const maxNavigationItems = 20;

const text = (max: number) => z.string().trim().max(max);
const required = (max: number, field: string) => text(max).min(1, `The ${field} field is required`);

// Tabs and calendar titles

/** The portal's tabs whose display name the coach may change (001 §3), in the portal's order. */
export const portalTabKeys = [
  'classroom',
  'playbook',
  'page',
  'form',
  'workout',
  'file',
  'calendar',
  'progress',
] as const;
export type PortalTabKey = (typeof portalTabKeys)[number];

export const portalTabDefaults: Record<PortalTabKey, string> = {
  classroom: 'Classroom',
  playbook: 'Playbooks',
  page: 'Pages',
  form: 'Forms',
  workout: 'Workouts',
  file: 'Files',
  calendar: 'Calendar',
  progress: 'Progress',
};

export const calendarTitleKeys = ['morning_text', 'afternoon_text', 'evening_text'] as const;
export type CalendarTitleKey = (typeof calendarTitleKeys)[number];

export const calendarTitleDefaults: Record<CalendarTitleKey, string> = {
  morning_text: 'Morning',
  afternoon_text: 'Afternoon',
  evening_text: 'Evening',
};

export const portalTabs = z.object({
  classroom: z.string(),
  playbook: z.string(),
  page: z.string(),
  form: z.string(),
  workout: z.string(),
  file: z.string(),
  calendar: z.string(),
  progress: z.string(),
});

export const calendarTitles = z.object({
  morning_text: z.string(),
  afternoon_text: z.string(),
  evening_text: z.string(),
});

/** POST client-portal/rename-tab. */
export const renameTabBody = z.object({
  field: z.enum(portalTabKeys, { error: 'Choose one of the portal’s tabs' }),
  value: required(40, 'value'),
});
export type RenameTabBody = z.input<typeof renameTabBody>;

/** POST client-portal/update-calendar-title. */
export const updateCalendarTitleBody = z.object({
  field: z.enum(calendarTitleKeys, { error: 'Choose morning, afternoon or evening' }),
  value: required(40, 'value'),
});
export type UpdateCalendarTitleBody = z.input<typeof updateCalendarTitleBody>;

// Welcome

export const welcomeFields = z
  .object({
    enabled: z.boolean(),
    title: text(120),
    message: text(2_000),
    /** A video shown under the message: empty, or an http(s) address. */
    video_url: webAddressField.optional().default(''),
  })
  .refine((w) => !w.enabled || w.title.length > 0, {
    path: ['title'],
    message: clientPortalMessages.welcomeTitleRequired,
  });
export type WelcomeFields = z.output<typeof welcomeFields>;
export type WelcomeInput = z.input<typeof welcomeFields>;

export const welcomeDefaults: WelcomeFields = {
  enabled: false,
  title: 'Welcome!',
  message: '',
  video_url: '',
};

export const portalWelcome = z.object({
  enabled: z.boolean(),
  title: z.string(),
  message: z.string(),
  video_url: z.string(),
});

// Portal options

export const portalOptions = z.object({
  show_rewards: z.boolean(),
  show_chat: z.boolean(),
  show_calendar: z.boolean(),
});
export type PortalOptions = z.output<typeof portalOptions>;

export const portalOptionDefaults: PortalOptions = {
  show_rewards: true,
  show_chat: true,
  show_calendar: true,
};

/** POST client-portal/update-settings: the switches to change, the rest as they are. */
export const updatePortalOptionsBody = portalOptions.partial();
export type UpdatePortalOptionsBody = z.input<typeof updatePortalOptionsBody>;

// Announcements

export const announcementFields = z.object({
  title: required(120, 'title'),
  /** Plain text; the portal shows it as text, line breaks kept, never as HTML. */
  body: text(2_000).optional().default(''),
  enabled: z.boolean().optional().default(true),
});
export type AnnouncementInput = z.input<typeof announcementFields>;

export const announcement = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  enabled: z.boolean(),
  sort_order: z.number().int(),
});
export type Announcement = z.output<typeof announcement>;

const requiredDbId = (field: string) =>
  z
    .number({ error: `The ${field} field is required` })
    .int()
    .positive()
    .max(2_147_483_647);

/** POST client-portal/update-announcement-settings: the announcement and what changes. */
export const updateAnnouncementBody = z.object({
  id: requiredDbId('id'),
  title: required(120, 'title').optional(),
  body: text(2_000).optional(),
  enabled: z.boolean().optional(),
});
export type UpdateAnnouncementBody = z.input<typeof updateAnnouncementBody>;

/** A list's new order, first shown first: every id of the list, each once (001 §4). */
export const sortBody = (max: number) =>
  z.object({ ids: z.array(dbId).min(1, 'Choose the items to sort').max(max) });
export const sortAnnouncementsBody = sortBody(maxAnnouncements);
export const sortNavigationBody = sortBody(maxNavigationItems);

export const addAnnouncementParams = z.object({ account: dbIdText });
export const announcementParams = z.object({ announcement: dbIdText });

// Navigation menu

export const navigationFields = z.object({
  label: required(40, 'label'),
  url: requiredWebAddress('url'),
  open_in_new_tab: z.boolean().optional().default(true),
  enabled: z.boolean().optional().default(true),
});
export type NavigationInput = z.input<typeof navigationFields>;

/** POST client-portal/update-navigation-menu: a new link without `id`, else that link's change. */
export const updateNavigationBody = navigationFields.extend({ id: dbId.optional() });
export type UpdateNavigationBody = z.input<typeof updateNavigationBody>;

export const navigationItem = z.object({
  id: z.number().int(),
  label: z.string(),
  url: z.string(),
  open_in_new_tab: z.boolean(),
  enabled: z.boolean(),
  sort_order: z.number().int(),
});
export type NavigationItem = z.output<typeof navigationItem>;

export const navigationParams = z.object({ navigation: dbIdText });

// The whole setting

export const clientPortalSettings = z.object({
  tabs: portalTabs,
  calendar: calendarTitles,
  welcome: portalWelcome,
  announcements: z.array(announcement),
  navigation: z.array(navigationItem),
  settings: portalOptions,
});
export type ClientPortalSettings = z.output<typeof clientPortalSettings>;

export const clientPortalResponse = z.object({
  status: z.literal(1),
  settings: clientPortalSettings,
});
/** Every write answers its message and the whole setting as it now is. */
export const clientPortalSavedResponse = clientPortalResponse.extend({ message: z.string() });
export const announcementSavedResponse = clientPortalSavedResponse.extend({
  announcement,
});
export const navigationSavedResponse = clientPortalSavedResponse.extend({
  item: navigationItem,
});

// Reward settings

export const rewardSetting = z.object({
  /** What the location calls its points ("Points" until set). */
  point_name: z.string(),
  /** What a point is worth, as the coach writes it ("$0.10"); empty when not said. */
  point_currency: z.string(),
  /** Whether a contact is told when they get points. */
  notification: z.boolean(),
});
export type RewardSetting = z.output<typeof rewardSetting>;

export const rewardSettingDefaults: RewardSetting = {
  point_name: 'Points',
  point_currency: '',
  notification: true,
};

export const updatePointNameBody = z.object({ point_name: required(40, 'point name') });
export const updatePointCurrencyBody = z.object({ point_currency: text(20) });
export const updateRewardNotificationBody = z.object({
  notification: z.boolean({ error: 'The notification field must be true or false' }),
});

export const rewardSettingResponse = z.object({ status: z.literal(1), setting: rewardSetting });
export const rewardSettingSavedResponse = rewardSettingResponse.extend({ message: z.string() });

// What a contact's portal home shows

/**
 * The portal home as a contact sees it: the welcome only while it is on, the announcements and
 * links that are on, in the coach's order, and the location's name for its points. Bodies are
 * plain text: no markup, no control characters.
 */
export const portalHomeSettings = z.object({
  tabs: portalTabs,
  calendar: calendarTitles,
  welcome: z.object({ title: z.string(), message: z.string(), video_url: z.string() }).nullable(),
  announcements: z.array(z.object({ id: z.number().int(), title: z.string(), body: z.string() })),
  navigation: z.array(
    z.object({
      id: z.number().int(),
      label: z.string(),
      url: z.string(),
      open_in_new_tab: z.boolean(),
    }),
  ),
  settings: portalOptions,
  rewards: z.object({ point_name: z.string(), point_currency: z.string() }),
});
export type PortalHomeSettings = z.output<typeof portalHomeSettings>;

/** The plain text of a stored body: tags and control characters out, line breaks kept. */
export const plainTextOf = (value: string): string =>
  value
    .replace(/<[^>]*>/g, '')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, '')
    .trim();

/** The portal home of a setting: what `portalHomeSettingsOf` answers, and the editor previews. */
export function portalHomeOf(
  settings: ClientPortalSettings,
  rewards: Pick<RewardSetting, 'point_name' | 'point_currency'>,
): PortalHomeSettings {
  const ordered = <T extends { sort_order: number; id: number; enabled: boolean }>(items: T[]) =>
    items.filter((item) => item.enabled).sort((a, b) => a.sort_order - b.sort_order || a.id - b.id);
  const { welcome } = settings;
  return {
    tabs: settings.tabs,
    calendar: settings.calendar,
    welcome: welcome.enabled
      ? {
          title: plainTextOf(welcome.title),
          message: plainTextOf(welcome.message),
          video_url: welcome.video_url,
        }
      : null,
    announcements: ordered(settings.announcements).map((a) => ({
      id: a.id,
      title: plainTextOf(a.title),
      body: plainTextOf(a.body),
    })),
    navigation: ordered(settings.navigation).map((n) => ({
      id: n.id,
      label: n.label,
      url: n.url,
      open_in_new_tab: n.open_in_new_tab,
    })),
    settings: settings.settings,
    rewards: { point_name: rewards.point_name, point_currency: rewards.point_currency },
  };
}

const clientPortal = { tag: 'client-portal' } as const;
const announcements = { tag: 'client-portal-announcements' } as const;
const navigation = { tag: 'client-portal-navigation' } as const;
const view = { area: 'client-portal', action: 'view' } as const;
const update = { area: 'client-portal', action: 'update' } as const;

export const clientPortalEndpoints = {
  get: endpoint({
    ...clientPortal,
    method: 'GET',
    path: 'client-portal',
    permission: view,
    description:
      'The accessed location’s portal setup: tab names, calendar titles, welcome, announcements, navigation menu and options (defaults until saved).',
    response: clientPortalResponse,
  }),
  updateSettings: endpoint({
    ...clientPortal,
    method: 'POST',
    path: 'client-portal/update-settings',
    permission: update,
    description: 'Turns rewards, chat or the calendar on or off in the portal.',
    body: updatePortalOptionsBody,
    response: clientPortalSavedResponse,
  }),
  renameTab: endpoint({
    ...clientPortal,
    method: 'POST',
    path: 'client-portal/rename-tab',
    permission: update,
    body: renameTabBody,
    response: clientPortalSavedResponse,
  }),
  updateCalendarTitle: endpoint({
    ...clientPortal,
    method: 'POST',
    path: 'client-portal/update-calendar-title',
    permission: update,
    body: updateCalendarTitleBody,
    response: clientPortalSavedResponse,
  }),
  updateWelcome: endpoint({
    ...clientPortal,
    method: 'POST',
    path: 'client-portal/update-welcome-settings',
    permission: update,
    body: welcomeFields,
    response: clientPortalSavedResponse,
  }),
  addAnnouncement: endpoint({
    ...announcements,
    method: 'POST',
    path: 'client-portal/:account/add-new-announcement',
    permission: update,
    description: 'Adds an announcement, last in the list, to the accessed location (the path’s).',
    params: addAnnouncementParams,
    body: announcementFields,
    response: announcementSavedResponse,
  }),
  updateAnnouncement: endpoint({
    ...announcements,
    method: 'POST',
    path: 'client-portal/update-announcement-settings',
    permission: update,
    body: updateAnnouncementBody,
    response: announcementSavedResponse,
  }),
  sortAnnouncements: endpoint({
    ...announcements,
    method: 'POST',
    path: 'client-portal/sort-announcement-settings',
    permission: update,
    body: sortAnnouncementsBody,
    response: clientPortalSavedResponse,
  }),
  deleteAnnouncement: endpoint({
    ...announcements,
    method: 'DELETE',
    path: 'client-portal/delete-announcement-settings/:announcement',
    permission: update,
    params: announcementParams,
    response: clientPortalSavedResponse,
  }),
  updateNavigation: endpoint({
    ...navigation,
    method: 'POST',
    path: 'client-portal/update-navigation-menu',
    permission: update,
    description: 'Adds a link to the navigation menu (no `id`), or changes the link `id`.',
    body: updateNavigationBody,
    response: navigationSavedResponse,
  }),
  sortNavigation: endpoint({
    ...navigation,
    method: 'POST',
    path: 'client-portal/sort-navigation-menu',
    permission: update,
    body: sortNavigationBody,
    response: clientPortalSavedResponse,
  }),
  deleteNavigation: endpoint({
    ...navigation,
    method: 'DELETE',
    path: 'client-portal/delete-navigation-menu/:navigation',
    permission: update,
    description:
      'Removes a link from the navigation menu (not in 001 §7; designed as the announcements’).',
    params: navigationParams,
    response: clientPortalSavedResponse,
  }),
};

const rewards = { tag: 'rewards' } as const;
const rewardView = { area: 'contacts-center', action: 'view' } as const;
const rewardUpdate = { area: 'contacts-center', action: 'update' } as const;

export const rewardEndpoints = {
  getSetting: endpoint({
    ...rewards,
    method: 'GET',
    path: 'reward/get-user-reward',
    permission: rewardView,
    description: 'The accessed location’s reward settings (defaults until saved).',
    response: rewardSettingResponse,
  }),
  updatePointName: endpoint({
    ...rewards,
    method: 'PATCH',
    path: 'reward/update-point-name',
    permission: rewardUpdate,
    body: updatePointNameBody,
    response: rewardSettingSavedResponse,
  }),
  updatePointCurrency: endpoint({
    ...rewards,
    method: 'PATCH',
    path: 'reward/update-point-currency',
    permission: rewardUpdate,
    body: updatePointCurrencyBody,
    response: rewardSettingSavedResponse,
  }),
  updateNotification: endpoint({
    ...rewards,
    method: 'PATCH',
    path: 'reward/update-reward-notification',
    permission: rewardUpdate,
    body: updateRewardNotificationBody,
    response: rewardSettingSavedResponse,
  }),
};
