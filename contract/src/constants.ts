// Business constants and limits of 000 §9, 001 §9 and 002 §9 (and the lists of 000 §3 and
// 001 §3). Spellings are the spec's, including 'Pre-qualifiaction'.

// Limits
export const passwordMin = 8;
export const maxImageBytes = 15 * 1024 * 1024;

// Delays and timeouts, in milliseconds unless named otherwise
export const reloadDelayMs = 100;
export const chunkLoadTimeoutMs = 120_000;
export const sessionExpiredAfterMs = 120_000;
export const toastMs = 2_000;
export const referralRecountMs = 180_000;
export const referralCookieDays = 15;
export const contactSaveToastMs = 100;

// Contact limit alert (000 §9)
export const contactLimit = {
  approachingPercent: 75,
  reachedPercent: 100,
  checkDelayMs: 3_000,
} as const;

/** 1 approaching, 2 reached, null when no alert is due. */
export function contactLimitAlertType(percentUsed: number): 1 | 2 | null {
  if (percentUsed >= contactLimit.reachedPercent) return 2;
  if (percentUsed >= contactLimit.approachingPercent) return 1;
  return null;
}

/** The ellipsis helper cuts at this many characters by default. */
export const ellipsisDefault = 100;

/** Where the server serves its OpenAPI documents (public, as the README says). */
export const apiDocsPath = '/api/docs';

/** Where the blocked Content Machine card's Contact Support mail goes (000 §2.7). */
export const supportEmail = 'support@coachline.app';

// Images (000 §2.5, §9; 001 §9)
export type ImageSize = { width: number; height: number };

export const imageSizes = {
  favicon: { width: 32, height: 32 },
  'public-cover': { width: 2560, height: 600 },
  'coach-logo': { width: 360, height: 360 },
  avatar: { width: 360, height: 360 },
  'public-logo': { width: 180, height: 60 },
  'author-image': { width: 180, height: 180 },
  'content-image': { width: 600, height: 350 },
  'dashboard-thumb': { width: 1024, height: 662 },
  'social-share': { width: 1200, height: 630 },
  offer: { width: 1200, height: 800 },
  'playbook-step-banner': { width: 1200, height: 200 },
  'playbook-step-thumb': { width: 1200, height: 700 },
  'profile-pic': { width: 160, height: 160 },
  portrait: { width: 400, height: 600 },
  landscape: { width: 600, height: 400 },
  'public-cover-small': { width: 746, height: 480 },
  'newsletter-cover': { width: 1920, height: 970 },
  'newsletter-popup': { width: 350, height: 530 },
  'newsletter-thankyou-cover': { width: 1920, height: 400 },
  'checkout-cover': { width: 1200, height: 675 },
  'checkout-product': { width: 600, height: 360 },
  'exercise-gif': { width: 920, height: 518 },
  'exercise-thumb': { width: 480, height: 270 },
  'custom-icon': { width: 128, height: 128 },
  'cover-medium': { width: 768, height: 300 },
  'video-size': { width: 1280, height: 720 },
} as const satisfies Record<string, ImageSize>;

// Contacts (001 §3)
export type Option<V extends string | number = string> = { value: V; label: string };

const sameValue = <T extends string>(labels: readonly T[]): Option<T>[] =>
  labels.map((label) => ({ value: label, label }));

export const lastActionLabels = [
  'Became A Lead',
  'Member ID Created',
  'Became A Lead: Offers',
  'Became A Lead: Fit Funnels',
  'Became A Staff Lead: Offers',
  'Email Outreach',
  'SMS Outreach',
  'Phone Outreach',
  'Email Conversation',
  'SMS Conversation',
  'Phone Conversation',
  'Pre-qualifiaction Sent',
  'Pre-qualifiaction Completed',
  'Consult Booked',
  'Consult Completed',
  'Consult Not Completed',
  'No Sale',
  'Trial Started',
  'Commitment Started',
  'Became Inactive',
  'Add An Option',
  'Recorded as Submitted A Form',
] as const;
export type LastAction = (typeof lastActionLabels)[number];
/** The value stored on the contact is the label itself. */
export const lastActions: readonly Option<LastAction>[] = sameValue(lastActionLabels);

export const contactSources = [
  'Phone',
  'Email',
  'Referral',
  'Internet',
  'Event',
  'Daily Deal',
  'Direct Mail',
  'Networking Group',
  'JV Partner',
  'OM Offers',
  'Member ID',
  'Facebook Ads',
  'Other',
] as const;
export type ContactSource = (typeof contactSources)[number];
export const contactSourceOptions: readonly Option<ContactSource>[] = sameValue(contactSources);

export const genders = ['Male', 'Female', 'Unassigned'] as const;
export type Gender = (typeof genders)[number];

export const temperatures = ['cold', 'warm', 'hot'] as const;
export type Temperature = (typeof temperatures)[number];

export const contactColumnDefaults = {
  photo: true,
  temperature: true,
  starred: true,
  first_name: true,
  last_name: true,
  date_created: true,
  email: true,
  number: true,
  status: true,
  last_action: true,
  tags: false,
  login_count: false,
  last_email_activity: false,
  last_chat: false,
  table_header: true,
} as const satisfies Record<string, boolean>;
export type ContactColumn = keyof typeof contactColumnDefaults;

export const tagTypes = [
  { value: 1, label: 'System Tags' },
  { value: 2, label: 'ID Tags' },
  { value: 3, label: 'Trigger Tags' },
] as const satisfies readonly Option<number>[];

/** The tips cookie lasts to the end of the next day, in the browser's time zone. */
export function tipsCookieExpiry(now: Date): Date {
  const expiry = new Date(now.getTime());
  expiry.setDate(expiry.getDate() + 1);
  expiry.setHours(23, 59, 59, 999);
  return expiry;
}
