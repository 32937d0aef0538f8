import { z } from 'zod';
import {
  email,
  loginBody,
  password,
  requiredString,
  statusMessageResponse,
  withPasswordConfirmation,
} from './auth';
import { calendarDay, portalCalendarQuery } from './calendar';
import { portalHomeSettings } from './client-portal';
import { endpoint } from './endpoint';
import { contactIdText, dbId, dbIdText } from './ids';

// The contact's own portal (001 §1 Client portal; the contact's side is ours to design): a
// phone-first app at /portal/{location} where a contact signs in with the email and portal
// password their coach set (or set through a link mailed by contact/resend-login) and finds
// what was sent to them. Its calls answer only a contact session (`access: 'contact'`): a
// coach's token is refused there, and a contact's token everywhere else. Everything answers
// for the signed-in contact only; another contact's rows, or rows not sent to them, are 404.

export const portalMessages = {
  signInFailed: 'These credentials do not match our records.',
  suspended: 'Your portal account has been suspended. Please contact your coach.',
  unavailable: 'This portal is not available right now. Please contact your coach.',
  linkSent: 'If this email has a portal account, a link to set your password is on its way.',
  linkInvalid: 'This link has expired or has already been used. Ask for a new one.',
  signedOut: 'You have been signed out.',
  questionSent: 'Your question has been sent to your coach.',
  questionsOff: 'Questions are turned off for this playbook.',
  questionRequired: 'The question field is required',
  messageRequired: 'The message field is required',
  /** Coach side: contact/resend-login. */
  loginSent: 'The portal login link has been sent successfully!',
  noEmail: 'This contact has no email address to send the login link to.',
} as const;

/** The portal's own screens (a second entry of the web app, outside the route table). */
export const portalPaths = {
  home: (account: number) => `/portal/${account}`,
  /** Today's workouts and the plans' calendar: where a workout reminder leads. */
  workouts: (account: number) => `/portal/${account}/workouts`,
  setPassword: '/portal/set-password',
} as const;

/** How long a portal sign-in lasts without use, and a mailed password link. */
export const portalSessionDays = 30;
export const portalLinkHours = 72;
export const portalMessageMax = 2_000;
export const portalQuestionMax = 1_000;

// Who is signed in

export const portalContact = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string().nullable(),
  member_id: z.string().nullable(),
  photo: z.string().nullable(),
});
export type PortalContact = z.infer<typeof portalContact>;

/** The location whose portal it is, as its sign-in screen shows it. */
export const portalBrand = z.object({
  account_id: z.number().int(),
  /** The portal's name (Admin Settings › Client portal), else the location's business name. */
  name: z.string(),
  logo_url: z.string().nullable(),
  brand_color: z.string(),
  support_email: z.string().nullable(),
});
export type PortalBrand = z.infer<typeof portalBrand>;

export const portalSignInResponse = z.object({
  status: z.literal(1),
  token: z.string(),
  account_id: z.number().int(),
  contact: portalContact,
});
export type PortalSignInResponse = z.infer<typeof portalSignInResponse>;

export const portalForgotBody = z.object({ email });
export const portalSetPasswordBody = withPasswordConfirmation(
  z.object({
    token: requiredString('token').max(200),
    password,
    password_confirmation: requiredString('password confirmation').max(200),
  }),
);
export type PortalSetPasswordBody = z.input<typeof portalSetPasswordBody>;

// Rewards

export const portalRewardEntry = z.object({
  id: z.number().int(),
  points: z.number().int(),
  reason: z.string(),
  created_at: z.string(),
});
export const portalRewards = z.object({
  /** The account's name for its points (reward settings), "Points" until set. */
  point_name: z.string(),
  /** What a point is worth, as the coach wrote it ("$0.10"); empty when not said. */
  point_currency: z.string(),
  balance: z.number().int(),
  total_earned: z.number().int(),
  history: z.array(portalRewardEntry),
});
export type PortalRewards = z.infer<typeof portalRewards>;

export const portalMeResponse = z.object({
  status: z.literal(1),
  contact: portalContact,
  brand: portalBrand,
});
export type PortalMeResponse = z.infer<typeof portalMeResponse>;

// What was sent to the contact

export const portalPlaybook = z.object({
  id: z.number().int(),
  title: z.string(),
  thumbnail: z.string().nullable(),
  is_pinned: z.boolean(),
  category: z.string().nullable(),
  steps_count: z.number().int(),
  completed_count: z.number().int(),
});
export type PortalPlaybook = z.infer<typeof portalPlaybook>;

export const portalStep = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Sanitized HTML. */
  content: z.string(),
  image: z.string().nullable(),
  tabs: z.array(z.object({ id: z.number().int(), title: z.string(), content: z.string() })),
});
export type PortalStep = z.infer<typeof portalStep>;

export const portalPlaybookDetails = portalPlaybook.extend({
  allow_questions: z.boolean(),
  steps: z.array(portalStep),
  completed_step_ids: z.array(z.number().int()),
  downloads: z.array(z.object({ id: z.number().int(), title: z.string(), url: z.string() })),
  faqs: z.array(z.object({ id: z.number().int(), question: z.string(), answer: z.string() })),
  buttons: z.array(
    z.object({
      id: z.number().int(),
      label: z.string(),
      url: z.string(),
      color: z.string(),
      open_in_new_tab: z.boolean(),
    }),
  ),
});
export type PortalPlaybookDetails = z.infer<typeof portalPlaybookDetails>;

export const portalAskBody = z.object({
  question: requiredString('question')
    .trim()
    .min(1, portalMessages.questionRequired)
    .max(portalQuestionMax),
  step_id: dbId.optional(),
});
export type PortalAskBody = z.input<typeof portalAskBody>;

export const portalPage = z.object({
  id: z.number().int(),
  title: z.string(),
  cover_image: z.string().nullable(),
  sent_at: z.string(),
});
export type PortalPage = z.infer<typeof portalPage>;

export const portalPageDetails = portalPage.extend({
  headline: z.string(),
  subheadline: z.string(),
  /** Sanitized HTML. */
  content: z.string(),
  downloads: z.array(
    z.object({ id: z.number().int(), name: z.string(), ext: z.string(), size: z.number().int() }),
  ),
});
export type PortalPageDetails = z.infer<typeof portalPageDetails>;

export const portalForm = z.object({
  id: z.number().int(),
  title: z.string(),
  /** The form's page with the contact's personal link: what they submit is theirs. */
  url: z.string(),
  sent_at: z.string(),
  /** When the contact last submitted it; null while not yet. */
  submitted_at: z.string().nullable(),
});
export type PortalForm = z.infer<typeof portalForm>;

export const portalFile = z.object({
  id: z.number().int(),
  name: z.string(),
  ext: z.string(),
  size: z.number().int(),
  sent_at: z.string(),
});
export type PortalFile = z.infer<typeof portalFile>;

const listOf = <T extends z.ZodType>(item: T) =>
  z.object({ status: z.literal(1), data: z.array(item) });

// Chat

export const portalChatMessage = z.object({
  id: z.number().int(),
  /** `inbound`: the contact wrote it; `outbound`: the coach did. */
  direction: z.enum(['inbound', 'outbound']),
  body: z.string(),
  created_at: z.string(),
});
export type PortalChatMessage = z.infer<typeof portalChatMessage>;

export const portalChatQuery = z.object({ before_id: dbIdText.optional() });
export const portalChatResponse = z.object({
  status: z.literal(1),
  /** Oldest first. */
  data: z.array(portalChatMessage),
  has_more: z.boolean(),
});
export const portalChatBody = z.object({
  message: requiredString('message')
    .trim()
    .min(1, portalMessages.messageRequired)
    .max(portalMessageMax),
});

// Home: everything the portal's first screen shows, in one answer

export const portalHomeResponse = z.object({
  status: z.literal(1),
  settings: portalHomeSettings,
  playbooks: z.array(portalPlaybook),
  pages: z.array(portalPage),
  forms: z.array(portalForm),
  files: z.array(portalFile),
  rewards: z.object({ balance: z.number().int() }),
  /** Today in the location's time zone; null while the calendar is off. */
  today: calendarDay.nullable(),
});
export type PortalHome = z.infer<typeof portalHomeResponse>;

// The coach side

export const resendLoginBody = z.object({ contact_id: dbId });

const portal = { tag: 'portal' } as const;
const contactAccess = { ...portal, access: 'contact' } as const;
const accountParams = z.object({ account: dbIdText });
const playbookParams = z.object({ playbook: dbIdText });
const stepParams = z.object({ playbook: dbIdText, step: dbIdText });
const pageParams = z.object({ page: dbIdText });
const pageDownloadParams = z.object({ page: dbIdText, download: dbIdText });
const fileParams = z.object({ file: dbIdText });

export const portalEndpoints = {
  brand: endpoint({
    ...portal,
    access: 'public',
    method: 'GET',
    path: 'portal/:account/brand',
    description: 'The location a portal belongs to, for its sign-in screen.',
    params: accountParams,
    response: z.object({ status: z.literal(1), brand: portalBrand }),
  }),
  signIn: endpoint({
    ...portal,
    access: 'public',
    method: 'POST',
    path: 'portal/:account/sign-in',
    description: 'A contact signs in with their email and portal password; throttled.',
    params: accountParams,
    body: loginBody,
    response: portalSignInResponse,
  }),
  forgotPassword: endpoint({
    ...portal,
    access: 'public',
    method: 'POST',
    path: 'portal/:account/forgot-password',
    description: 'Mails a link to set the portal password; the answer is the same for any email.',
    params: accountParams,
    body: portalForgotBody,
    response: statusMessageResponse,
  }),
  setPassword: endpoint({
    ...portal,
    access: 'public',
    method: 'POST',
    path: 'portal/set-password',
    description: 'Sets the password from a mailed link (once) and signs the contact in.',
    body: portalSetPasswordBody,
    response: portalSignInResponse,
  }),
  signOut: endpoint({
    ...contactAccess,
    method: 'POST',
    path: 'portal/sign-out',
    response: statusMessageResponse,
  }),
  me: endpoint({ ...contactAccess, method: 'GET', path: 'portal/me', response: portalMeResponse }),
  home: endpoint({
    ...contactAccess,
    method: 'GET',
    path: 'portal/home',
    description:
      "The portal's first screen: the coach's welcome, announcements, tab names and links, and what was sent to the contact.",
    response: portalHomeResponse,
  }),
  rewards: endpoint({
    ...contactAccess,
    method: 'GET',
    path: 'portal/rewards',
    response: z.object({ status: z.literal(1), rewards: portalRewards }),
  }),
  playbooks: endpoint({
    ...contactAccess,
    method: 'GET',
    path: 'portal/playbooks',
    description: 'Playbooks sent to the contact and those for every client; pinned first.',
    response: listOf(portalPlaybook),
  }),
  playbook: endpoint({
    ...contactAccess,
    method: 'GET',
    path: 'portal/playbooks/:playbook',
    description: 'A playbook with its steps (archived ones left out); records a view.',
    params: playbookParams,
    response: z.object({ status: z.literal(1), playbook: portalPlaybookDetails }),
  }),
  completeStep: endpoint({
    ...contactAccess,
    method: 'POST',
    path: 'portal/playbooks/:playbook/steps/:step/complete',
    params: stepParams,
    response: z.object({ status: z.literal(1), completed_step_ids: z.array(z.number().int()) }),
  }),
  askQuestion: endpoint({
    ...contactAccess,
    method: 'POST',
    path: 'portal/playbooks/:playbook/ask-question',
    description: "A question for the coach; it reaches the playbook's questions.",
    params: playbookParams,
    body: portalAskBody,
    response: statusMessageResponse,
  }),
  pages: endpoint({
    ...contactAccess,
    method: 'GET',
    path: 'portal/pages',
    description: 'Pages sent to the contact, enabled and shown in the portal.',
    response: listOf(portalPage),
  }),
  page: endpoint({
    ...contactAccess,
    method: 'GET',
    path: 'portal/pages/:page',
    params: pageParams,
    response: z.object({ status: z.literal(1), page: portalPageDetails }),
  }),
  pageDownload: endpoint({
    ...contactAccess,
    method: 'GET',
    path: 'portal/pages/:page/downloads/:download',
    params: pageDownloadParams,
    produces: ['application/octet-stream'],
  }),
  forms: endpoint({
    ...contactAccess,
    method: 'GET',
    path: 'portal/forms',
    description: 'Forms sent to the contact, enabled and shown in the portal, with their links.',
    response: listOf(portalForm),
  }),
  files: endpoint({
    ...contactAccess,
    method: 'GET',
    path: 'portal/files',
    response: listOf(portalFile),
  }),
  fileDownload: endpoint({
    ...contactAccess,
    method: 'GET',
    path: 'portal/files/:file/download',
    params: fileParams,
    produces: ['application/octet-stream'],
  }),
  calendar: endpoint({
    ...contactAccess,
    method: 'GET',
    path: 'portal/calendar',
    description:
      "A day of the contact's calendar (today, in the location's time zone, by default); 404 while the coach keeps the calendar off.",
    query: portalCalendarQuery,
    response: z.object({ status: z.literal(1), day: calendarDay }),
  }),
  chat: endpoint({
    ...contactAccess,
    method: 'GET',
    path: 'portal/chat',
    description: 'The conversation with the coach, 50 messages at a time, newest page first.',
    query: portalChatQuery,
    response: portalChatResponse,
  }),
  sendChat: endpoint({
    ...contactAccess,
    method: 'POST',
    path: 'portal/chat/send',
    body: portalChatBody,
    response: z.object({ status: z.literal(1), message: portalChatMessage }),
  }),
  resendLogin: endpoint({
    ...portal,
    permission: { area: 'contacts-center', action: 'update' },
    method: 'POST',
    path: 'contact/resend-login',
    description: 'Mails the contact a link to set their portal password and open their portal.',
    body: resendLoginBody,
    response: statusMessageResponse,
  }),
};

// The coach's side of the portal's content (001 §7 Client portal): what the portal shows one
// contact, read by the coach for the live preview. Each answers exactly what the contact's own
// call answers; a contact of another location answers 404.

export const portalContentQuery = z.object({ contact_id: contactIdText });

/** A category of the playbooks a contact sees; `null` holds those without one. */
export const portalPlaybookCategory = z.object({
  name: z.string().nullable(),
  playbooks_count: z.number().int(),
});

const clientPortalContent = {
  tag: 'client-portal',
  method: 'GET',
  query: portalContentQuery,
} as const;
const contentView = { area: 'client-portal', action: 'view' } as const;

export const clientPortalContentEndpoints = {
  playbooks: endpoint({
    ...clientPortalContent,
    path: 'client-portal/playbooks',
    permission: contentView,
    description: 'The playbooks the contact sees in their portal, pinned first.',
    response: listOf(portalPlaybook),
  }),
  pinnedPlaybooks: endpoint({
    ...clientPortalContent,
    path: 'client-portal/pinned-playbooks',
    permission: contentView,
    description: 'The pinned playbooks the contact sees, as the portal home shows them.',
    response: listOf(portalPlaybook),
  }),
  playbookCategories: endpoint({
    ...clientPortalContent,
    path: 'client-portal/playbook-categories',
    permission: contentView,
    description: 'The categories of the playbooks the contact sees, by name, with their counts.',
    response: listOf(portalPlaybookCategory),
  }),
  pages: endpoint({
    ...clientPortalContent,
    path: 'client-portal/pages',
    permission: contentView,
    description: 'The pages the contact sees: sent to them, enabled and shown in the portal.',
    response: listOf(portalPage),
  }),
  forms: endpoint({
    ...clientPortalContent,
    path: 'client-portal/forms',
    permission: contentView,
    description: 'The forms the contact sees, with the contact’s own links.',
    response: listOf(portalForm),
  }),
  files: endpoint({
    ...clientPortalContent,
    path: 'client-portal/files',
    permission: contentView,
    description: 'The files the contact sees.',
    response: listOf(portalFile),
  }),
};
