// Business constants and limits of 000 §9, 001 §9 and 002 §9 (and the lists of 000 §3 and
// 001 §3). Spellings are the spec's, including 'Pre-qualifiaction' and '746X480'.

// Limits
export const passwordMin = 8;
/** Folder titles must be shorter than this (000 §5.2). */
export const folderTitleMax = 25;
export const maxImageBytes = 15 * 1024 * 1024;
export const deleteConfirmationWord = 'DELETE';

// Delays and timeouts, in milliseconds unless named otherwise
export const reloadDelayMs = 100;
export const chunkLoadTimeoutMs = 120_000;
export const checkoutTokenRefreshMs = 120_000;
export const sessionExpiredAfterMs = 120_000;
export const toastMs = 2_000;
export const sharingErrorToastMs = 4_000;
export const referralRecountMs = 180_000;
export const referralCookieDays = 15;
export const realtimeConnectDelayMs = 5_000;
export const chatWidgetInitMs = 3_000;
export const chatWidgetRetryMs = 5_000;
export const importProgressSubscribeDelayMs = 1_000;
export const contactAssetLoaderMs = 2_000;
export const contactSaveToastMs = 100;
export const optInLoaderMs = 1_000;

export const delays = {
  reloadDelayMs,
  chunkLoadTimeoutMs,
  checkoutTokenRefreshMs,
  sessionExpiredAfterMs,
  toastMs,
  sharingErrorToastMs,
  referralRecountMs,
  referralCookieDays,
  realtimeConnectDelayMs,
  chatWidgetInitMs,
  chatWidgetRetryMs,
  importProgressSubscribeDelayMs,
  contactAssetLoaderMs,
  contactSaveToastMs,
  optInLoaderMs,
} as const;

export const toastKinds = ['success', 'error', 'info', 'warning'] as const;
export type ToastKind = (typeof toastKinds)[number];

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

// Lists and paging
export const pageSizes = {
  dashboard: 6,
  library: 12,
  addFiles: 20,
  freeImages: 12,
  scenarios: 15,
  scenarioContentReload: 15,
  scenarioReorderReload: 6,
} as const;

export const defaultListQuery = { per_page: 6, page: 1, search: '' } as const;

/** Default ordering per list (001 §9, 002 §9). */
export const listOrdering = {
  playbooks: { order_by: 'ordering', order: 'desc', folder_id: '' },
  pages: { order_by: 'ordering', order: 'desc', folder_id: '', mode: 'all' },
  forms: { order_by: 'ordering', order: 'desc', folder_id: '' },
  templates: { type: 'all' },
  folders: { order_by: 'ordering', order: 'desc' },
  journeys: { order_by: 'ordering', order: 'desc' },
  pipelines: { order_by: 'ordering', order: 'desc' },
  sequences: { order_by: 'ordering', order: 'desc' },
  broadcasts: { order_by: 'id', order: 'desc', type: 'all' },
  progressTracking: { order_by: 'order', order: 'desc' },
  habitTracking: { order_by: 'order', order: 'desc' },
  newsletters: { order_by: 'order', order: 'desc', folder_id: '' },
  workouts: { order_by: 'order', order: 'desc' },
  products: { order_by: 'ordering', order: 'desc' },
} as const;

/** The ellipsis helper cuts at this many characters by default. */
export const ellipsisDefault = 100;

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
export type ImageSizeName = keyof typeof imageSizes;

/** '160x160', the form the uploader sends as size and type. */
export function imageSizeLabel(size: ImageSize): string {
  return `${size.width}x${size.height}`;
}

export const recommendedImageSizes = ['180x180', '180x60'] as const;

export const cropSizes = {
  '180x60': { width: 180, height: 60, aspectRatio: 3 },
  '180x180': { width: 180, height: 180, aspectRatio: 1 },
} as const;
export type CropSize = keyof typeof cropSizes;
export const defaultCropSize: CropSize = '180x60';

export const cropper = {
  areaHeightPx: 320,
  autoCropArea: 0.75,
  viewMode: 1,
  readyDelayMs: 500,
  logoRatioResetDelayMs: 200,
  ratioPollMs: 100,
  ratioPollMaxMs: 3_000,
} as const;

/** The 180x60 / 180x180 ratio toggle shows for those sizes, except for author images. */
export function hasRatioToggle(size: string, type?: string): boolean {
  return (size === '180x60' || size === '180x180') && type !== 'author-image';
}

export const libraryFilters = [
  '2560x600',
  '1280x300',
  '768x300',
  '746X480',
  '1200x800',
  '1200x630',
] as const;

/** Sizes the library lists for a requested size: the 180x60 type also includes 180x180. */
export function librarySizesFor(size: string): string[] {
  return size === '180x60' ? ['180x60', '180x180'] : [size];
}

export const imageUploaderTabs = ['Upload', 'My Library', 'Free Images', 'Bulk Upload'] as const;
export const freeImageDefaultSearch = 'Fitness';

/** Stored images live under uploads/media/{user id}/{size}. */
export function imageUploadLocation(userId: number, size: string): string {
  return `uploads/media/${userId}/${size}`;
}

// Uploaded file classes (000 §3)
export const fileClasses = {
  image: ['jpeg', 'jpg', 'gif', 'png', 'bmp'],
  video: ['mp4', 'mov', 'avi', 'wmv', 'webm', 'mkv', 'm4v'],
  audio: ['mp3', 'wav', 'ogg', 'm4a', 'aac'],
  doc: ['doc', 'docx'],
  sheet: ['xls', 'xlsx', 'csv'],
  pdf: ['pdf'],
  zip: ['zip'],
} as const;
export type FileClass = keyof typeof fileClasses | 'other';

export function fileClassFor(nameOrExt: string): FileClass {
  const ext = (nameOrExt.split('.').pop() ?? '').toLowerCase();
  for (const [fileClass, exts] of Object.entries(fileClasses)) {
    if ((exts as readonly string[]).includes(ext)) return fileClass as FileClass;
  }
  return 'other';
}

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

// Templates (001 §3, §9)
export const templateCategoryTypes = { email: 1, content: 2, sms: 3, voice: 4 } as const;
export const templateCategoryFilters = {
  email: [1],
  sms: [3],
  voice: [4],
  content: [2],
  'multi-channel': [1, 3],
} as const satisfies Record<string, readonly number[]>;
export type TemplateCategoryFilter = keyof typeof templateCategoryFilters;

// Saved styles and public pages (001 §3, §9; 002 §3)
export const savedStyleContentTypes = {
  playbook: 1,
  page: 2,
  form: 3,
  'progress-tracking': 4,
  'habit-tracking': 5,
} as const;
export const fontFamilies = ['Inter', 'Roboto', 'Poppins'] as const;
export const fontWeights = [100, 200, 300, 400, 500, 600, 700, 800, 900] as const;
export const headlineDefaults = {
  font_family: 'Inter',
  font_weight: 600,
  font_size: 50,
  font_color: '#2C3E50',
} as const;
export const subheadlineDefaults = {
  font_family: 'Inter',
  font_weight: 500,
  font_size: 25,
} as const;
export const overlayOpacityDefault = 50;
export const progressTrackingDefaults = {
  headline: 'Time To Submit Your Progress',
  submit_btn_text: 'Submit Progress',
} as const;
export const habitTrackingDefaults = {
  headline: 'Time To Submit Your Habits',
  submit_btn_text: 'Submit',
} as const;

// Checkout (002 §3, §9)
export const emailSettingTypes = { abandoned: 1, transaction: 2, dunning: 3 } as const;
export const defaultCurrencySymbol = '$';
export const checkoutDefaults = {
  paymentButtonText: 'Place Order',
  acceptanceText: 'Yes, I want this!',
} as const;

/** Downloaded invoices are saved as invoice-{random}.pdf, all lower case. */
export function invoiceFileName(random: string): string {
  return `invoice-${random}.pdf`.toLowerCase();
}

// Workouts (002 §3)
export const workoutAttributeTypes = [
  'Exercise Type',
  'Body Part',
  'Muscle Target',
  'Equipment',
] as const;
export const workoutAttributeTypeIds = {
  1: 'exercise',
  2: 'part',
  3: 'muscle',
  4: 'muscle',
  5: 'equipment',
  6: 'skeletal',
  7: 'movement',
  8: 'position',
  9: 'contraction',
  10: 'difficulty',
  11: 'avatar',
} as const;
export const workoutContactStatuses = ['active', 'deleted', 'optins', 'completed'] as const;
export const progressContactStatuses = ['active', 'deleted'] as const;
export const sharingTypes = ['limited', 'unlimited'] as const;

// Success center and setup guide (000 §2.9, 002 §3)
export const lessonTypes = ['type_one', 'type_two', 'type_three'] as const;
export type LessonType = (typeof lessonTypes)[number];
export const setupGuideStepMinutes = [15, 8, 30] as const;

// Marketplace and Content Club (000 §2.8, §9)
export const marketplaceCategories = [
  { value: 'programs', label: 'Challenges & Transformation Programs' },
  { value: 'marketing', label: 'Marketing Bundles' },
  { value: 'content', label: 'Content Club' },
] as const;
export const marketplacePrograms = [
  '6-Week Challenge',
  '28-Day Challenge',
  'Plant-Based Program',
  'Original LBD Project',
  'Original LBD Project 2.0',
  "6-Week Men's Challenge",
  '10-Day Detox',
  '21 Day Habit Challenge',
  '21 Day Keto Challenge',
] as const;
export const marketplaceBundles = [
  '6-Week Challenge',
  'The LBD Project',
  'The LBD Project 2.0',
  'Hero Challenge',
  'Plant-Based',
  '10 Day Detox',
] as const;
export const contentClub = {
  price: 27,
  priceLabel: '$27',
  coupon: 'CLUB49',
  couponDiscountPercent: 50,
  moneyBackDays: 14,
  previousMonths: ['May 2023', 'April 2023', 'March 2023'],
} as const;

// Content import and realtime (000 §7.6, §9)
export const importUseDefaultStylingValues = [0, 1] as const;
export const realtime = { cluster: 'ap1', forceTLS: true } as const;
export const contentUploadEvent = 'content-upload-event';
export function contentUploadChannel(userId: number): string {
  return `content-upload-channel-${userId}`;
}

// Browser storage and shell
export const authTokenStorageKey = 'authToken';
/** Saved folder state cleared when moving to another folder module (000 §4.4). */
export const folderStateKeys = [
  'isArchived',
  'lastFolderBreadcrumb',
  'isAssetFolder',
  'folderId',
  'isPreviousFolder',
] as const;
export const defaultLinkTarget = '_self';
export const dialogConfirmColor = 'blue';
export const killSwitchTypes = ['email'] as const;

/** The tips cookie lasts to the end of the next day, in the browser's time zone. */
export function tipsCookieExpiry(now: Date): Date {
  const expiry = new Date(now.getTime());
  expiry.setDate(expiry.getDate() + 1);
  expiry.setHours(23, 59, 59, 999);
  return expiry;
}
