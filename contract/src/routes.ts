import type { PermissionArea } from './permissions';
import { shareableAreas } from './shareable';
import { titleCase } from './text';

// The SPA route table of 000 §2.1–2.3 and 001 §2, with the meta the guard, breadcrumbs,
// page titles and folder-state reset read.

export type RouteGroup = 'Coaching' | 'Admin' | 'Marketing';

export type RouteMeta = {
  name: string;
  /** react-router style, e.g. '/contact/:id/profile'. */
  path: string;
  login: boolean;
  active: boolean;
  title: string;
  group?: RouteGroup;
  /** Route names used for breadcrumbs. */
  parent?: string;
  grandparent?: string;
  /** Slug the parent crumb opens when the parent route takes a topic (000 §2.1). */
  parentTab?: string;
  /** The param whose slug, title-cased, is the page title. */
  titleParam?: string;
  area?: PermissionArea;
  /** A screen over several areas: the user needs view on one of them at least. */
  anyArea?: readonly PermissionArea[];
  /** Needs the account's checkout_enabled flag. */
  checkout?: boolean;
  /** A login or registration page of guard rule 1 (000 §4.4). */
  authPage?: boolean;
  /** playbooks, pages, forms, opt-ins, sequences, templates, journeys or files. */
  folderModule?: string;
  /** A 000 §2.2 route that only does its work and redirects. */
  redirectOnly?: boolean;
  /** Another path of the named route's screen (000 §2.1: /message-center is SmsCenterIndex). */
  sameScreenAs?: string;
};

const routeTable = [
  // Sign-in and registration (public)
  { name: 'Index', path: '/', login: false, active: false, title: 'Login', authPage: true },
  { name: 'Login', path: '/login', login: false, active: false, title: 'Login', authPage: true },
  {
    name: 'Forgot',
    path: '/forgot',
    login: false,
    active: false,
    title: 'Forgot Password',
    authPage: true,
  },
  {
    name: 'Reset',
    path: '/password/:token/reset',
    login: false,
    active: false,
    title: 'Reset Password',
  },
  // The link mailed to a new sign-in email (user/update-profile); open signed in or not.
  {
    name: 'ConfirmEmailChange',
    path: '/email/:token/confirm',
    login: false,
    active: false,
    title: 'Confirm Email',
  },
  {
    name: 'Register',
    path: '/create-account',
    login: false,
    active: false,
    title: 'Create Account',
    authPage: true,
  },
  {
    name: 'VerifyAccount',
    path: '/account/:token/verify-email',
    login: false,
    active: false,
    title: 'Verify Email',
    authPage: true,
  },
  {
    name: 'VerifyPhone',
    path: '/account/:token/verify-phone',
    login: false,
    active: false,
    title: 'Verify Phone',
    authPage: true,
  },
  {
    name: 'RegisterNewEmail',
    path: '/account/:token/change-email',
    login: false,
    active: false,
    title: 'Change Email',
    authPage: true,
  },
  {
    name: 'RegisterNewPhone',
    path: '/account/:token/change-phone',
    login: false,
    active: false,
    title: 'Change Phone',
    authPage: true,
  },
  {
    name: 'VerifyBusiness',
    path: '/account/:token/verify-business',
    login: false,
    active: false,
    title: 'Verify Business',
    authPage: true,
  },
  {
    name: 'RegistrationFinish',
    path: '/account/:token/finish',
    login: false,
    active: false,
    title: 'Finish Registration',
    authPage: true,
  },
  { name: 'GetStarted', path: '/get-started', login: false, active: false, title: 'Get Started' },
  {
    name: 'SelectPlan',
    path: '/select-plan',
    login: false,
    active: false,
    title: 'Select Plan',
    authPage: true,
  },
  {
    name: 'SamcartOrderSuccess',
    path: '/samcart/:order/success/:email',
    login: false,
    active: false,
    title: 'Order Success',
  },
  {
    name: 'AccountSetup',
    path: '/account-setup',
    login: false,
    active: false,
    title: 'Account Setup',
  },
  {
    name: 'PaymentConfirmation',
    path: '/stripe/payment/:id',
    login: false,
    active: false,
    title: 'Payment Confirmation',
  },

  // Account states (login, no active account needed)
  {
    name: 'TwoFactorAuthentication',
    path: '/two-factor-authentication',
    login: true,
    active: false,
    title: 'Two-Factor Authentication',
  },
  {
    name: 'ActivateAccount',
    path: '/activate-account',
    login: true,
    active: false,
    title: 'Activate Account',
  },
  {
    name: 'PaymentActionRequired',
    path: '/payment-action-required',
    login: true,
    active: false,
    title: 'Payment Action Required',
  },
  {
    name: 'Suspended',
    path: '/account-suspended',
    login: true,
    active: false,
    title: 'Account Suspended',
  },
  { name: 'Error-404', path: '/404', login: false, active: false, title: 'Page Not Found' },
  { name: 'Error-403', path: '/403', login: false, active: false, title: 'Forbidden' },
  {
    name: 'AccessDenied',
    path: '/access-denied',
    login: true,
    active: false,
    title: 'Access Denied',
  },

  // Contacts and communication
  {
    name: 'ContactIndex',
    path: '/contacts',
    login: true,
    active: true,
    title: 'Contacts',
    area: 'contacts-center',
  },
  {
    name: 'ContactProfile',
    path: '/contact/:id/profile',
    login: true,
    active: true,
    title: 'Contact Profile',
    parent: 'ContactIndex',
    area: 'contacts-center',
  },
  {
    name: 'SmsCenterIndex',
    path: '/sms-center',
    login: true,
    active: true,
    title: 'Message Center',
    area: 'sms-center',
  },
  {
    name: 'MessageCenter',
    path: '/message-center',
    login: true,
    active: true,
    title: 'Message Center',
    area: 'sms-center',
    sameScreenAs: 'SmsCenterIndex',
  },
  { name: 'AppsIndex', path: '/apps', login: true, active: true, title: 'Apps' },

  // Admin settings and billing
  {
    name: 'AdminSettings',
    path: '/admin-settings',
    login: true,
    active: true,
    title: 'Admin Settings',
    area: 'admin-settings',
  },
  // The signed-in user's own sign-in settings (issue 11 §4), open to every role.
  { name: 'Security', path: '/security', login: true, active: true, title: 'Security' },
  {
    name: 'AccountBilling',
    path: '/account-billing',
    login: true,
    active: true,
    title: 'Account Billing',
    area: 'admin-settings',
  },
  {
    name: 'AccountDowngrade',
    path: '/account/:subscription/downgrade',
    login: true,
    active: true,
    title: 'Account Downgrade',
    parent: 'AccountBilling',
    area: 'admin-settings',
  },

  // Coaching
  {
    name: 'OnboardingIndex',
    path: '/scenarios',
    login: true,
    active: true,
    title: 'Onboarding',
    group: 'Coaching',
    area: 'contacts-center',
  },
  // Not in 000 §2: a scenario's editor (issue 16 §6).
  {
    name: 'ScenarioEdit',
    path: '/scenarios/:scenario/edit',
    login: true,
    active: true,
    title: 'Edit Scenario',
    group: 'Coaching',
    parent: 'OnboardingIndex',
    area: 'contacts-center',
  },
  {
    name: 'PlaybookIndex',
    path: '/playbooks',
    login: true,
    active: true,
    title: 'Playbooks',
    group: 'Coaching',
    area: 'playbooks',
    folderModule: 'playbooks',
  },
  {
    name: 'PlaybookEdit',
    path: '/playbook/:playbook/edit',
    login: true,
    active: true,
    title: 'Edit Playbook',
    group: 'Coaching',
    parent: 'PlaybookIndex',
    area: 'playbooks',
    folderModule: 'playbooks',
  },
  {
    name: 'PageIndex',
    path: '/pages',
    login: true,
    active: true,
    title: 'Pages',
    group: 'Coaching',
    area: 'pages',
    folderModule: 'pages',
  },
  {
    name: 'PageEdit',
    path: '/page/:page/edit',
    login: true,
    active: true,
    title: 'Edit Page',
    group: 'Coaching',
    parent: 'PageIndex',
    area: 'pages',
    folderModule: 'pages',
  },
  {
    name: 'HabitTrackingIndex',
    path: '/habit-tracking',
    login: true,
    active: true,
    title: 'Habit Tracking',
    group: 'Coaching',
    area: 'habit-tracking',
  },
  // Not in 000 §2: a habit tracking's editor (002 §3 Habit tracking).
  {
    name: 'HabitTrackingEdit',
    path: '/habit-tracking/:habit_tracking/edit',
    login: true,
    active: true,
    title: 'Edit Habit Tracking',
    group: 'Coaching',
    parent: 'HabitTrackingIndex',
    area: 'habit-tracking',
  },
  {
    name: 'ProgressTrackingIndex',
    path: '/progress-tracking',
    login: true,
    active: true,
    title: 'Progress Tracking',
    group: 'Coaching',
    area: 'progress-tracking',
  },
  // Not in 000 §2: a progress tracking's editor (002 §3 Progress tracking scenario).
  {
    name: 'ProgressTrackingEdit',
    path: '/progress-tracking/:progress_tracking/edit',
    login: true,
    active: true,
    title: 'Edit Progress Tracking',
    group: 'Coaching',
    parent: 'ProgressTrackingIndex',
    area: 'progress-tracking',
  },
  {
    name: 'ProgressTrackingResponse',
    path: '/progress-tracking/:progress/view-response/:contact',
    login: true,
    active: true,
    title: 'Progress Response',
    group: 'Coaching',
    parent: 'ProgressTrackingIndex',
    area: 'progress-tracking',
  },
  {
    name: 'WorkoutIndex',
    path: '/workouts',
    login: true,
    active: true,
    title: 'Workouts',
    group: 'Coaching',
    area: 'workouts',
  },
  // Not in 000 §2: a workout's builder and a plan's (issue 16 §1–§2).
  {
    name: 'WorkoutEdit',
    path: '/workouts/:workout/edit',
    login: true,
    active: true,
    title: 'Edit Workout',
    group: 'Coaching',
    parent: 'WorkoutIndex',
    area: 'workouts',
  },
  {
    name: 'WorkoutPlanEdit',
    path: '/workouts/plans/:workout_plan/edit',
    login: true,
    active: true,
    title: 'Edit Workout Plan',
    group: 'Coaching',
    parent: 'WorkoutIndex',
    area: 'workouts',
  },
  { name: 'WorkoutsUi', path: '/workouts-ui', login: true, active: true, title: 'Workouts UI' },
  {
    name: 'ClientPortalUi',
    path: '/client-portal-ui',
    login: true,
    active: true,
    title: 'Client Portal UI',
  },
  { name: 'Cancellation', path: '/cancellation', login: true, active: true, title: 'Cancellation' },
  {
    name: 'PipelineIndex',
    path: '/pipelines',
    login: true,
    active: true,
    title: 'Pipelines',
    area: 'contacts-center',
    folderModule: 'pipelines',
  },
  // Not in 000 §2: a pipeline's kanban board (issue 15 §4).
  {
    name: 'PipelineBoard',
    path: '/pipelines/:pipeline',
    login: true,
    active: true,
    title: 'Pipeline',
    parent: 'PipelineIndex',
    area: 'contacts-center',
    folderModule: 'pipelines',
  },
  // Not in 000 §2: the tasks of 002 §3 have a page of their own (issue 15 §5).
  {
    name: 'TaskIndex',
    path: '/tasks',
    login: true,
    active: true,
    title: 'Tasks',
    area: 'contacts-center',
  },
  {
    name: 'ClientPortalIndex',
    path: '/client-portal',
    login: true,
    active: true,
    title: 'Client Portal',
    area: 'client-portal',
  },

  // Admin
  {
    name: 'FormIndex',
    path: '/forms',
    login: true,
    active: true,
    title: 'Forms',
    group: 'Admin',
    area: 'forms',
    folderModule: 'forms',
  },
  {
    name: 'FormEdit',
    path: '/form/:form/edit',
    login: true,
    active: true,
    title: 'Edit Form',
    group: 'Admin',
    parent: 'FormIndex',
    area: 'forms',
    folderModule: 'forms',
  },
  {
    name: 'FormResponse',
    path: '/form/:form/response/:contact/:respondent',
    login: true,
    active: true,
    title: 'Form Response',
    group: 'Admin',
    parent: 'FormIndex',
    area: 'forms',
  },
  {
    name: 'FormPublicResponse',
    path: '/form/:form/view-response/:contact/:respondent',
    login: false,
    active: false,
    title: 'Form Response',
  },
  // A form's public link (its public_url): anyone fills it in, signed in or not.
  { name: 'FormFill', path: '/f/:key', login: false, active: false, title: 'Form' },
  // A contact's personal check-in links (the ones reminders carry): no sign-in, the token is it.
  {
    name: 'ProgressCheckIn',
    path: '/progress/:token',
    login: false,
    active: false,
    title: 'Submit your progress',
  },
  { name: 'HabitCheckIn', path: '/habits/:token', login: false, active: false, title: 'Habits' },
  {
    name: 'SharingIndex',
    path: '/sharing',
    login: true,
    active: true,
    title: 'Sharing',
    group: 'Admin',
    anyArea: shareableAreas,
  },
  {
    name: 'FileIndex',
    path: '/files',
    login: true,
    active: true,
    title: 'Files',
    group: 'Admin',
    area: 'files',
    folderModule: 'files',
  },
  {
    name: 'JourneyIndex',
    path: '/journeys',
    login: true,
    active: true,
    title: 'Journeys',
    group: 'Admin',
    area: 'journeys',
    folderModule: 'journeys',
  },
  {
    name: 'JourneyEdit',
    path: '/journeys/:journey/edit',
    login: true,
    active: true,
    title: 'Edit Journey',
    group: 'Admin',
    parent: 'JourneyIndex',
    area: 'journeys',
    folderModule: 'journeys',
  },
  {
    name: 'TemplatesIndex',
    path: '/template',
    login: true,
    active: true,
    title: 'Templates',
    group: 'Admin',
    area: 'templates',
    folderModule: 'templates',
  },
  // Signatures (001 §2 Screens: the signature manager and its designer), beside templates.
  {
    name: 'SignatureIndex',
    path: '/signatures',
    login: true,
    active: true,
    title: 'Signatures',
    group: 'Admin',
    area: 'templates',
  },
  {
    name: 'SignatureNew',
    path: '/signature/new',
    login: true,
    active: true,
    title: 'New Signature',
    group: 'Admin',
    parent: 'SignatureIndex',
    area: 'templates',
  },
  {
    name: 'SignatureEdit',
    path: '/signature/:signature/edit',
    login: true,
    active: true,
    title: 'Edit Signature',
    group: 'Admin',
    parent: 'SignatureIndex',
    area: 'templates',
  },
  {
    name: 'TagIndex',
    path: '/tags',
    login: true,
    active: true,
    title: 'Tags',
    group: 'Admin',
    area: 'tags',
  },
  {
    name: 'GroupIndex',
    path: '/groups',
    login: true,
    active: true,
    title: 'Groups',
    group: 'Admin',
    area: 'groups',
  },

  // Marketing
  {
    name: 'BroadcastIndex',
    path: '/broadcasts',
    login: true,
    active: true,
    title: 'Broadcasts',
    group: 'Marketing',
    area: 'broadcasts',
  },
  {
    name: 'BroadcastNew',
    path: '/broadcasts/new',
    login: true,
    active: true,
    title: 'New Broadcast',
    group: 'Marketing',
    parent: 'BroadcastIndex',
    area: 'broadcasts',
  },
  {
    name: 'BroadcastEdit',
    path: '/broadcasts/:broadcast/edit',
    login: true,
    active: true,
    title: 'Edit Broadcast',
    group: 'Marketing',
    parent: 'BroadcastIndex',
    area: 'broadcasts',
  },
  {
    name: 'BroadcastReport',
    path: '/broadcasts/:broadcast/report',
    login: true,
    active: true,
    title: 'Broadcast Report',
    group: 'Marketing',
    parent: 'BroadcastIndex',
    area: 'broadcasts',
  },
  {
    name: 'SequenceIndex',
    path: '/sequences',
    login: true,
    active: true,
    title: 'Sequences',
    group: 'Marketing',
    area: 'sequences',
    folderModule: 'sequences',
  },
  {
    name: 'SequenceEdit',
    path: '/sequences/:sequence/edit',
    login: true,
    active: true,
    title: 'Edit Sequence',
    group: 'Marketing',
    parent: 'SequenceIndex',
    area: 'sequences',
    folderModule: 'sequences',
  },
  {
    name: 'OptinIndex',
    path: '/opt-ins',
    login: true,
    active: true,
    title: 'Opt-ins',
    group: 'Marketing',
    area: 'opt-ins',
    folderModule: 'opt-ins',
  },

  // Public pages of contacts (rule 1 treats the first two as sign-in pages)
  {
    name: 'MemberIDDashboard',
    path: '/member-id/:id/:access_code',
    login: false,
    active: false,
    title: 'Member ID',
    authPage: true,
  },
  {
    name: 'RecoveryPageDashboard',
    path: '/resubscribes/:id',
    login: false,
    active: false,
    title: 'Resubscribe',
    authPage: true,
  },
  {
    name: 'BroadcastPublicView',
    path: '/broadcast/:id/public-view',
    login: false,
    active: false,
    title: 'Broadcast',
  },

  // Home, success center and setup guide
  { name: 'Home', path: '/home', login: true, active: true, title: 'Home' },
  {
    name: 'SuccessCenter',
    path: '/success-center',
    login: true,
    active: true,
    title: 'Success Center',
  },
  {
    name: 'SuccessCenterTopic',
    path: '/success-center/:topic',
    login: true,
    active: true,
    title: 'Topic',
    parent: 'SuccessCenter',
    titleParam: 'topic',
  },
  {
    name: 'SuccessCenterCategory',
    path: '/success-center/:topic/:category',
    login: true,
    active: true,
    title: 'Category',
    grandparent: 'SuccessCenter',
    parent: 'SuccessCenterTopic',
    parentTab: 'feature-tutorials',
    titleParam: 'category',
  },
  { name: 'SetupGuide', path: '/setup-guide', login: true, active: true, title: 'Setup Guide' },
  {
    name: 'SuccessCenterFlowDetails',
    path: '/success-center/flow-details/:category',
    login: true,
    active: true,
    title: 'Flow Details',
    grandparent: 'SuccessCenter',
    parent: 'SuccessCenterTopic',
    parentTab: 'implementation-training',
    titleParam: 'category',
  },
  {
    name: 'SuccessCenterMarketplaceDetails',
    path: '/success-center/marketplace-details/:category',
    login: true,
    active: true,
    title: 'Marketplace Details',
    grandparent: 'SuccessCenter',
    parent: 'SuccessCenterTopic',
    parentTab: 'content-hub',
    titleParam: 'category',
  },

  // Checkout (area checkouts plus the account's checkout_enabled flag)
  {
    name: 'CheckoutIndex',
    path: '/checkout',
    login: true,
    active: true,
    title: 'Checkout',
    area: 'checkouts',
    checkout: true,
  },
  {
    name: 'CheckoutClients',
    path: '/checkout/clients',
    login: true,
    active: true,
    title: 'Clients',
    parent: 'CheckoutIndex',
    area: 'checkouts',
    checkout: true,
  },
  {
    name: 'CheckoutProducts',
    path: '/checkout/products',
    login: true,
    active: true,
    title: 'Products',
    parent: 'CheckoutIndex',
    area: 'checkouts',
    checkout: true,
  },
  {
    name: 'CheckoutOrders',
    path: '/checkout/orders',
    login: true,
    active: true,
    title: 'Orders',
    parent: 'CheckoutIndex',
    area: 'checkouts',
    checkout: true,
  },
  {
    name: 'CheckoutSubscriptions',
    path: '/checkout/subscriptions',
    login: true,
    active: true,
    title: 'Subscriptions',
    parent: 'CheckoutIndex',
    area: 'checkouts',
    checkout: true,
  },
  {
    name: 'CheckoutLogs',
    path: '/checkout/logs',
    login: true,
    active: true,
    title: 'Logs',
    parent: 'CheckoutIndex',
    area: 'checkouts',
    checkout: true,
  },

  // 000 §2.2: no screen, they sign in or out and redirect
  {
    name: 'Referral',
    path: '/referral/:token',
    login: false,
    active: false,
    title: 'Referral',
    redirectOnly: true,
  },
  {
    name: 'DeveloperLogin',
    path: '/developer/:user/:token/login',
    login: false,
    active: false,
    title: 'Developer Login',
    redirectOnly: true,
  },
  {
    name: 'AutoLogin',
    path: '/user/:token/auto-login',
    login: false,
    active: false,
    title: 'Auto Login',
    redirectOnly: true,
  },
  {
    name: 'PlaybookAnswerQuestion',
    path: '/playbook/:playbook/auto-login',
    login: false,
    active: false,
    title: 'Playbook Login',
    redirectOnly: true,
  },
] as const satisfies readonly RouteMeta[];

export type RouteName = (typeof routeTable)[number]['name'];

export const appRoutes: readonly RouteMeta[] = routeTable;

const byName = new Map<string, RouteMeta>(appRoutes.map((route) => [route.name, route]));

/** Whether a user who views the areas `canView` allows may open the route (000 §4.4). */
export function mayViewRoute(route: RouteMeta, canView: (area: PermissionArea) => boolean) {
  if (route.area && !canView(route.area)) return false;
  return !route.anyArea || route.anyArea.some(canView);
}

export function isRouteName(name: string): name is RouteName {
  return byName.has(name);
}

export function findRoute(name: string): RouteMeta {
  const route = byName.get(name);
  if (!route) throw new Error(`Unknown route: ${name}`);
  return route;
}

const splitPath = (path: string): string[] => path.split('/').filter((part) => part.length > 0);

const compiled = appRoutes.map((route) => ({ route, segments: splitPath(route.path) }));

// A static segment outranks a param at the first place they differ, as in react-router, so
// '/success-center/flow-details/x' is the flow-details page and not a topic/category page.
function moreSpecific(a: string[], b: string[]): boolean {
  for (let i = 0; i < a.length; i++) {
    const aParam = a[i]?.startsWith(':');
    const bParam = b[i]?.startsWith(':');
    if (aParam !== bParam) return !aParam;
  }
  return false;
}

function decode(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

export function matchPath(
  pathname: string,
): { route: RouteMeta; params: Record<string, string> } | null {
  const parts = splitPath(pathname.split(/[?#]/)[0] ?? '');
  let best: { route: RouteMeta; segments: string[]; params: Record<string, string> } | null = null;
  for (const { route, segments } of compiled) {
    if (segments.length !== parts.length) continue;
    const params: Record<string, string> = {};
    const matched = segments.every((segment, i) => {
      const part = parts[i] ?? '';
      if (segment.startsWith(':')) {
        params[segment.slice(1)] = decode(part);
        return true;
      }
      return segment.toLowerCase() === part.toLowerCase();
    });
    if (!matched) continue;
    if (!best || moreSpecific(segments, best.segments)) best = { route, segments, params };
  }
  return best ? { route: best.route, params: best.params } : null;
}

/** The name of the screen a route shows: its own, or the route it shares a screen with. */
export function screenOf(route: RouteMeta): string {
  return route.sameScreenAs ?? route.name;
}

export function buildPath(
  name: string,
  params: Record<string, string | number> = {},
  query: Record<string, string | number | undefined> = {},
): string {
  const path = findRoute(name).path.replace(/:([A-Za-z_]+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined || value === '') {
      throw new Error(`Route ${name} needs the param ${key}`);
    }
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) search.set(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

/** 000 §2.3: the account's module decides the first screen after sign-in. */
export const moduleLanding: Readonly<Record<string, RouteName>> = {
  'admin-settings': 'AdminSettings',
  broadcasts: 'BroadcastIndex',
  checkouts: 'CheckoutIndex',
  'client-portal': 'ClientPortalIndex',
  contacts: 'ContactIndex',
  'sms-center': 'SmsCenterIndex',
  files: 'FileIndex',
  forms: 'FormIndex',
  groups: 'GroupIndex',
  'habit-tracking': 'HabitTrackingIndex',
  journeys: 'JourneyIndex',
  'opt-ins': 'OptinIndex',
  pages: 'PageIndex',
  playbooks: 'PlaybookIndex',
  'progress-tracking': 'ProgressTrackingIndex',
  sequences: 'SequenceIndex',
  tags: 'TagIndex',
  templates: 'TemplatesIndex',
  workouts: 'WorkoutIndex',
};

export function landingRouteFor(module: string | null | undefined): string {
  if (!module || !Object.hasOwn(moduleLanding, module)) return 'AppsIndex';
  return moduleLanding[module] ?? 'AppsIndex';
}

/** 'feature-tutorials' → 'Feature Tutorials'. */
export function titleFromSlug(slug: string): string {
  return titleCase(slug);
}

/** The page title: the slug of titleParam when present, else the static title. */
export function routeTitle(route: RouteMeta, params: Record<string, string | number> = {}): string {
  const slug = route.titleParam ? params[route.titleParam] : undefined;
  return slug === undefined || slug === '' ? route.title : titleFromSlug(String(slug));
}

export type Breadcrumb = { title: string; path: string };

function crumb(name: string, params: Record<string, string | number>): Breadcrumb {
  const route = findRoute(name);
  return { title: routeTitle(route, params), path: buildPath(name, params) };
}

/** Grandparent, parent and the route itself; params must hold the route's own params. */
export function breadcrumbsFor(
  name: string,
  params: Record<string, string | number> = {},
): Breadcrumb[] {
  const route = findRoute(name);
  const crumbs: Breadcrumb[] = [];
  if (route.grandparent) crumbs.push(crumb(route.grandparent, params));
  if (route.parent) {
    const parentParams = route.parentTab ? { ...params, topic: route.parentTab } : params;
    crumbs.push(crumb(route.parent, parentParams));
  }
  crumbs.push(crumb(name, params));
  return crumbs;
}

/** 000 §4.4: moving to another folder module clears the saved folder state. */
export function shouldClearFolderState(
  lastModule: string | null | undefined,
  to: RouteMeta | null,
): boolean {
  if (!to?.folderModule || !lastModule) return false;
  return lastModule !== to.folderModule;
}

/** 000 §2.4: the plans tab of billing, where upgrade prompts and limit dialogs lead. */
export const billingPlansPath = '/account-billing?tab=plans';
