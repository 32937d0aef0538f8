import {
  findRoute,
  mayViewRoute,
  type RouteGroup,
  type RouteMeta,
  type RouteName,
} from '@coachline/contract/routes';
import {
  type Icon,
  IconBarbell,
  IconBook2,
  IconChartLine,
  IconChecklist,
  IconDeviceMobile,
  IconFileText,
  IconFolders,
  IconForms,
  IconLayoutKanban,
  IconListCheck,
  IconMailFast,
  IconMessages,
  IconRoute,
  IconSettings,
  IconShare,
  IconShoppingCart,
  IconSignature,
  IconSpeakerphone,
  IconTags,
  IconTargetArrow,
  IconTemplate,
  IconUsers,
  IconUsersGroup,
} from '@tabler/icons-react';
import { useRefreshedSession } from '../features/session/sessionQuery';
import { guardStateOf } from './guardState';
import { pages } from './pages';
import { useSession } from './session';

// The areas of the app that are built, in one list: the sidebar, the Home tiles, the Apps
// page and the tools panel all read it, so an area appears everywhere the day it is added here
// and nowhere before (docs/architecture.md §12).

export type BuiltArea = {
  /** The area's landing route: its path, title, meta group, permission area and flags. */
  route: RouteName;
  icon: Icon;
  /** One line on the Home tile and the app card. */
  description: string;
};

/** Every built area, in the order they are offered. */
export const builtAreas: readonly BuiltArea[] = [
  {
    route: 'ContactIndex',
    icon: IconUsers,
    description: 'Leads, trials, clients, staff and lost contacts, with imports and exports.',
  },
  {
    route: 'SmsCenterIndex',
    icon: IconMessages,
    description: 'SMS and portal chat with your contacts, live, with scheduled messages.',
  },
  {
    route: 'TagIndex',
    icon: IconTags,
    description: 'Labels that sort contacts and pick who a message goes to.',
  },
  {
    route: 'GroupIndex',
    icon: IconUsersGroup,
    description: 'Named lists of contacts to work with together.',
  },
  {
    route: 'TemplatesIndex',
    icon: IconTemplate,
    description: 'Emails, SMS and scripts written once and sent to any contact.',
  },
  {
    route: 'FileIndex',
    icon: IconFolders,
    description: 'Documents, images, audio and video, in folders, to download or zip.',
  },
  {
    route: 'BroadcastIndex',
    icon: IconSpeakerphone,
    description: 'Emails to many contacts at once, with their logs.',
  },
  {
    route: 'SequenceIndex',
    icon: IconMailFast,
    description: 'Drip emails and SMS that each contact added gets in order, days apart.',
  },
  {
    route: 'FormIndex',
    icon: IconForms,
    description: 'Intake forms and surveys with a public link, and the answers they bring.',
  },
  {
    route: 'PageIndex',
    icon: IconFileText,
    description: 'Lessons with images, videos and downloads, sent to the contacts who need them.',
  },
  {
    route: 'PlaybookIndex',
    icon: IconBook2,
    description: 'Step-by-step guides for clients, with downloads, FAQ and their questions.',
  },
  {
    route: 'TaskIndex',
    icon: IconChecklist,
    description: 'Calls and check-ins to do about contacts, due on time, with email reminders.',
  },
  {
    route: 'PipelineIndex',
    icon: IconLayoutKanban,
    description: 'Boards of stages your contacts move through, from new lead to won.',
  },
  {
    route: 'JourneyIndex',
    icon: IconRoute,
    description: 'Automations: a trigger starts contacts on emails, waits, tags and branches.',
  },
  {
    route: 'WorkoutIndex',
    icon: IconBarbell,
    description: 'Workouts and weekly plans from an exercise library, with what clients log.',
  },
  {
    route: 'ProgressTrackingIndex',
    icon: IconChartLine,
    description: 'Weekly check-ins: clients send their numbers and photos, you follow the trend.',
  },
  {
    route: 'HabitTrackingIndex',
    icon: IconTargetArrow,
    description:
      'Daily habit check-ins for clients, with points, streaks, proofs and a leaderboard.',
  },
  {
    route: 'OnboardingIndex',
    icon: IconListCheck,
    description: 'Checklists new clients work through in their portal, step by step.',
  },
  {
    route: 'ClientPortalIndex',
    icon: IconDeviceMobile,
    description:
      'What your contacts see in their portal: tabs, welcome, announcements, links, rewards.',
  },
  {
    route: 'SignatureIndex',
    icon: IconSignature,
    description: 'How your emails end, and the buttons they can carry.',
  },
  {
    route: 'SharingIndex',
    icon: IconShare,
    description: 'The forms, pages and playbooks this location shares, their order and imports.',
  },
];

/** 000 §2.4's own sidebar items beside Home and Contacts, shown once built (and allowed). */
export const sidebarAreas: readonly BuiltArea[] = [
  { route: 'CheckoutIndex', icon: IconShoppingCart, description: 'Products, orders and clients.' },
  { route: 'AdminSettings', icon: IconSettings, description: 'Your account and its locations.' },
];

/** The meta groups of 000 §2.1, in their order; areas outside them come first. */
export const areaGroups: readonly RouteGroup[] = ['Coaching', 'Admin', 'Marketing'];

export type VisibleArea = BuiltArea & { meta: RouteMeta; path: string; title: string };

/** A route has a screen once its page is in `pages`; until then it is never a link. */
export const hasScreen = (name: string): boolean => Object.hasOwn(pages, name);

/** The areas of `list` the signed-in user may open: built, allowed, and on for the account. */
export function useVisibleAreas(list: readonly BuiltArea[] = builtAreas): VisibleArea[] {
  const flags = useSession();
  const session = useRefreshedSession();
  const { canView, checkoutEnabled } = guardStateOf(flags, session);
  return list.flatMap((area) => {
    const meta = findRoute(area.route);
    if (!hasScreen(area.route)) return [];
    if (!mayViewRoute(meta, canView)) return [];
    if (meta.checkout && !checkoutEnabled) return [];
    return [{ ...area, meta, path: meta.path, title: meta.title }];
  });
}

/** Areas by meta group; the ones outside the groups under `null`, first. */
export function byGroup(
  areas: VisibleArea[],
): { group: RouteGroup | null; areas: VisibleArea[] }[] {
  const groups = [null, ...areaGroups] as const;
  return groups
    .map((group) => ({ group, areas: areas.filter((a) => (a.meta.group ?? null) === group) }))
    .filter((g) => g.areas.length > 0);
}
