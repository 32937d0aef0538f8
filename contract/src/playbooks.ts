import { z } from 'zod';
import { dashboardPageQuery, pageQuery, paginated } from './api';
import { statusMessageResponse } from './auth';
import { endpoint } from './endpoint';
import { contactDbId, contactIdText, dbId, dbIdText, idArray, maxDbId } from './ids';
import { defaultHeadline, defaultSubheadline, hexColor, textStyle } from './styles';

// Playbooks (001 §2 PlaybookIndex, PlaybookEdit; §3 Playbook; §4; §5; §7 Playbook; issue 13
// §3). A location's step-by-step guides: each playbook has steps (rich content, optional tabs
// with their own content), downloads, an FAQ, custom buttons (under a step's content) and
// action buttons (in the action sidebar), and its settings. Playbooks are grouped by category,
// pinned on top, sent to contacts or enabled for all clients. Contacts view steps, complete
// them and ask questions (in the client portal): the tables record those, and the analytics and
// questions calls read them. 001 names the calls, not their shapes: these are ours, with its
// paths and verbs.

export const playbookTitleMax = 100;
export const categoryNameMax = 60;
export const stepTitleMax = 150;
export const tabTitleMax = 60;
/** A step's or tab's content: sanitized HTML from the rich editor. */
export const contentMax = 200_000;
export const maxSteps = 200;
export const maxTabs = 20;
export const maxFaqs = 100;
export const maxButtons = 20;
export const maxDownloads = 50;
export const faqQuestionMax = 500;
export const faqAnswerMax = 5000;
export const buttonLabelMax = 40;
export const maxSendPlaybooks = 100;
export const maxSendContacts = 100;
/** The most playbooks `playbook/list-all` answers (pickers, not pages). */
export const playbookListAllMax = 1000;

/** Custom buttons show under a step's content; action buttons in the action sidebar. */
export const buttonKinds = ['custom', 'action'] as const;
export type ButtonKind = (typeof buttonKinds)[number];

export const playbookMessages = {
  created: 'Playbook has been created successfully!',
  renamed: 'Playbook has been renamed successfully!',
  duplicated: 'Playbook has been duplicated successfully!',
  deleted: 'Playbook has been deleted successfully!',
  settingsUpdated: 'Playbook settings have been updated successfully!',
  pinned: 'Playbook has been pinned successfully!',
  unpinned: 'Playbook has been unpinned successfully!',
  enabledForAll: 'Playbook has been enabled for all clients!',
  disabledForAll: 'Playbook has been disabled for all clients!',
  categoryCreated: 'Category has been created successfully!',
  categoryDeleted: 'Category has been deleted successfully!',
  categoryTaken: 'A category with this name already exists',
  categoryRequired: 'The name field is required',
  stepCreated: 'Step has been created successfully!',
  stepUpdated: 'Step has been updated successfully!',
  stepDeleted: 'Step has been deleted successfully!',
  stepsSorted: 'Steps have been sorted successfully!',
  tabSaved: 'Tab has been saved successfully!',
  tabDeleted: 'Tab has been deleted successfully!',
  tabsSorted: 'Tabs have been sorted successfully!',
  downloadSaved: 'Download has been saved successfully!',
  downloadDeleted: 'Download has been deleted successfully!',
  faqSaved: 'FAQ has been saved successfully!',
  faqDeleted: 'FAQ has been deleted successfully!',
  buttonSaved: 'Button has been saved successfully!',
  buttonDeleted: 'Button has been deleted successfully!',
  buttonsSorted: 'Buttons have been sorted successfully!',
  sent: 'Playbook(s) have been successfully sent!',
  restricted: 'Playbook(s) have been successfully restricted from the contact!',
  resent: 'Playbook has been resent successfully!',
  questionsDeleted: 'Question(s) have been deleted successfully!',
  questionToFaq: 'The question has been added to the FAQ!',
  titleRequired: 'The title field is required',
  titleTooLong: `The title may not be greater than ${playbookTitleMax} characters`,
  questionRequired: 'The question field is required',
  answerRequired: 'The answer field is required',
  labelRequired: 'The label field is required',
  urlRequired: 'Please enter a link, like https://…',
  sortIncomplete: 'Please send every item, each once',
  choosePlaybook: 'Please choose at least one playbook',
  chooseContact: 'Please choose at least one contact',
  chooseQuestion: 'Please choose at least one question',
  tooManySteps: `A playbook may have at most ${maxSteps} steps`,
  tooManyTabs: `A step may have at most ${maxTabs} tabs`,
  tooManyFaqs: `A playbook may have at most ${maxFaqs} FAQ entries`,
  tooManyButtons: `A playbook may have at most ${maxButtons} buttons of a kind`,
  tooManyDownloads: `A playbook may have at most ${maxDownloads} downloads`,
  notSent: 'This playbook has not been sent to the contact',
  unknownSmartStep: 'Please choose one of the smart steps',
  archivedFolder: 'Playbooks cannot be created in an archived folder',
  copyTitle: (title: string) => `${title} (copy)`.slice(0, playbookTitleMax),
} as const;

/** An address of the image uploader (`/uploads/…`) or http(s). */
const imageUrl = z
  .string()
  .trim()
  .max(2048)
  .regex(/^(https?:\/\/|\/)[^\s]*$/, 'The image must be an address, like https://… or /uploads/…')
  .nullable();
/** A button's or download's target: http(s), mailto:, tel: or the app's own `/…`. */
const linkUrl = z
  .string({ error: playbookMessages.urlRequired })
  .trim()
  .max(2048)
  .regex(/^(https?:\/\/|mailto:|tel:|\/)[^\s]*$/, playbookMessages.urlRequired);

// The Canva import (issue 13 §3): a zip of page images or PDFs exported from Canva becomes one
// step per page, built in the background.

/** The largest zip `playbook/build` takes. */
export const canvaZipMaxBytes = 100 * 1024 * 1024;
/** The most pages one zip may hold (and never more than the playbook has room for). */
export const canvaMaxPages = 100;
/** The most entries (files and folders) a zip may list. */
export const canvaMaxEntries = 1000;
/** The most a zip may unpack to, counted while inflating. */
export const canvaMaxUnpackedBytes = 500 * 1024 * 1024;
/** The most an entry may expand over its compressed size (images and PDFs hardly compress). */
export const canvaMaxCompressionRatio = 100;
/** The widest a page image is stored, and a thumbnail's width. */
export const canvaPageWidth = 1600;
export const canvaThumbnailWidth = 320;

export const canvaMessages = {
  noFile: 'Please choose a zip file exported from Canva',
  tooLarge: `The zip may not be larger than ${canvaZipMaxBytes / 1024 / 1024} MB`,
  notZip: 'This file is not a zip. In Canva, download the design as PNG or PDF and upload the .zip',
  empty:
    'The zip holds no pages. It should contain PNG, JPEG or WebP images or PDF files exported from Canva',
  bomb: 'This zip unpacks to far more than it holds and was refused. Please export it from Canva again',
  tooManyPages: (pages: number, room: number) =>
    `The zip holds ${pages} pages, but this playbook has room for ${room} more steps`,
  unreadablePage: (name: string) => `${name} could not be read as an image or PDF`,
  building: 'Your Canva pages are being built into steps',
  archived: 'Step(s) have been archived successfully!',
  restored: 'Step(s) have been restored successfully!',
  degrouped: 'The imported steps are now ordinary steps',
  cannotBuild: 'The playbook can no longer be built into by the user who uploaded the zip',
  stillBuilding: 'Please wait until the import has built every page',
  uploadExpired: 'The uploaded zip is no longer there. Please upload it again',
  gaveUp: 'The pages could not be built after several tries. Please upload the zip again',
  chooseStep: 'Please choose at least one step',
} as const;

export const canvaImportStatuses = ['queued', 'running', 'completed', 'failed'] as const;

/**
 * One upload of a Canva zip into a playbook, and how far its build is; also the payload of
 * canva-build-progress, after each page built and when the build ends.
 */
export const canvaImport = z.object({
  id: z.number().int(),
  playbook_id: z.number().int(),
  file_name: z.string(),
  status: z.enum(canvaImportStatuses),
  pages_total: z.number().int(),
  pages_done: z.number().int(),
  /** Why the build stopped; null unless failed. */
  error: z.string().nullable(),
  created_at: z.string(),
});
export type CanvaImport = z.infer<typeof canvaImport>;

/** A playbook's look and behaviour: every field `playbook/{id}/update-settings` may set. */
export const playbookSettings = z.object({
  /** Shown under the title in the portal's list. */
  description: z.string().trim().max(2000),
  /** Through the image uploader (playbook-step-thumb 1200x700); null for none. */
  thumbnail: imageUrl,
  /** Through the image uploader (playbook-step-banner 1200x200); null for none. */
  banner_image: imageUrl,
  accent_color: hexColor,
  headline_style: textStyle,
  subheadline_style: textStyle,
  /** Steps open one after another: a step opens once the one before it is completed. */
  sequential: z.boolean(),
  show_faq: z.boolean(),
  show_downloads: z.boolean(),
  /** The action sidebar with the action buttons, beside the steps. */
  show_action_sidebar: z.boolean(),
  action_sidebar_title: z.string().trim().max(60),
  /** Contacts may ask a question from a step (answered by the coach, often into the FAQ). */
  allow_questions: z.boolean(),
});
export type PlaybookSettings = z.output<typeof playbookSettings>;

/** 001 §3 Playbook; the headline styles are the saved style's (content_type 1). */
export const playbookDefaults: PlaybookSettings = {
  description: '',
  thumbnail: null,
  banner_image: null,
  accent_color: '#2C3E50',
  headline_style: defaultHeadline,
  subheadline_style: defaultSubheadline,
  sequential: false,
  show_faq: true,
  show_downloads: true,
  show_action_sidebar: true,
  action_sidebar_title: 'Actions',
  allow_questions: true,
};

export const playbookCategory = z.object({
  id: z.number().int(),
  name: z.string(),
  playbooks_count: z.number().int(),
});

export const playbook = z.object({
  id: z.number().int(),
  title: z.string(),
  asset_type: z.literal('playbooks'),
  category_id: z.number().int().nullable(),
  /** Its folder (asset type playbooks); null in the main folder. */
  folder_id: z.number().int().nullable(),
  ordering: z.number().int(),
  is_pinned: z.boolean(),
  /** Shown to every client of the location, sent or not. */
  all_clients: z.boolean(),
  thumbnail: z.string().nullable(),
  steps_count: z.number().int(),
  users_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Playbook = z.infer<typeof playbook>;

export const stepTab = z.object({
  id: z.number().int(),
  step_id: z.number().int(),
  title: z.string(),
  content: z.string(),
  ordering: z.number().int(),
});
export type StepTab = z.infer<typeof stepTab>;

export const playbookStep = z.object({
  id: z.number().int(),
  playbook_id: z.number().int(),
  title: z.string(),
  /** Sanitized HTML. */
  content: z.string(),
  /** A page image (a step built from an imported page); null for a written step. */
  image: z.string().nullable(),
  /** The page image made small, for lists. */
  thumbnail: z.string().nullable(),
  /** The Canva import that built it, while it stays in that import's group. */
  canva_import_id: z.number().int().nullable(),
  /** The smart step it was made from; null for a blank step. */
  smart_step: z.string().nullable(),
  /** Archived steps are kept but not shown to contacts. */
  is_archived: z.boolean(),
  ordering: z.number().int(),
  tabs: z.array(stepTab),
});
export type PlaybookStep = z.infer<typeof playbookStep>;

export const playbookDownload = z.object({
  id: z.number().int(),
  title: z.string(),
  url: z.string(),
  ordering: z.number().int(),
});

export const playbookFaq = z.object({
  id: z.number().int(),
  question: z.string(),
  answer: z.string(),
  ordering: z.number().int(),
});

export const playbookButton = z.object({
  id: z.number().int(),
  kind: z.enum(buttonKinds),
  label: z.string(),
  url: z.string(),
  color: z.string(),
  open_in_new_tab: z.boolean(),
  ordering: z.number().int(),
});
export type PlaybookButton = z.infer<typeof playbookButton>;

/** A playbook with everything the editor shows (`playbook/{id}/details`). */
export const playbookDetails = playbook.extend({
  settings: playbookSettings,
  steps: z.array(playbookStep),
  downloads: z.array(playbookDownload),
  faqs: z.array(playbookFaq),
  buttons: z.array(playbookButton),
});
export type PlaybookDetails = z.infer<typeof playbookDetails>;

/** A ready-made step to start from (`playbook/smart-steps`). */
export const smartStep = z.object({
  key: z.string(),
  title: z.string(),
  description: z.string(),
  content: z.string(),
});
export type SmartStep = z.infer<typeof smartStep>;

/** The catalogue of smart steps: a title and starting content the coach then edits. */
export const smartSteps: readonly SmartStep[] = [
  {
    key: 'welcome',
    title: 'Welcome',
    description: 'Greet the client and say what the playbook will do for them.',
    content:
      '<h2>Welcome!</h2><p>We are glad you are here. This playbook walks you through everything, one step at a time.</p>',
  },
  {
    key: 'meet-your-coach',
    title: 'Meet your coach',
    description: 'Introduce yourself and how to reach you.',
    content:
      '<h2>Meet your coach</h2><p>A few words about me, how I work and how you can reach me.</p>',
  },
  {
    key: 'set-your-goals',
    title: 'Set your goals',
    description: 'Ask the client to write down what they want to achieve.',
    content:
      '<h2>Set your goals</h2><ul><li>What do you want to achieve?</li><li>By when?</li><li>Why does it matter to you?</li></ul>',
  },
  {
    key: 'weekly-check-in',
    title: 'Weekly check-in',
    description: 'A routine to review the week and plan the next one.',
    content:
      '<h2>Weekly check-in</h2><ol><li>What went well?</li><li>What was hard?</li><li>What will you do next week?</li></ol>',
  },
  {
    key: 'next-steps',
    title: 'Next steps',
    description: 'Close the playbook and point to what comes next.',
    content: '<h2>Next steps</h2><p>You made it! Here is what comes next.</p>',
  },
];

/** A contact the playbook was sent to (`playbook/{id}/users`). */
export const playbookUser = z.object({
  contact_id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  sent_at: z.string(),
  resent_at: z.string().nullable(),
  completed_steps: z.number().int(),
  last_viewed_at: z.string().nullable(),
});
export type PlaybookUser = z.infer<typeof playbookUser>;

/** A playbook as sent to a contact (the profile's Playbooks section). */
export const contactPlaybook = playbook.extend({
  sent_at: z.string(),
  completed_steps: z.number().int(),
  last_viewed_at: z.string().nullable(),
});
export type ContactPlaybook = z.infer<typeof contactPlaybook>;

/** A question a contact asked from a playbook. */
export const playbookQuestion = z.object({
  id: z.number().int(),
  playbook_id: z.number().int(),
  step_id: z.number().int().nullable(),
  step_title: z.string().nullable(),
  contact_id: z.number().int().nullable(),
  contact_name: z.string().nullable(),
  question: z.string(),
  /** The FAQ entry it was turned into; null while unanswered. */
  faq_id: z.number().int().nullable(),
  created_at: z.string(),
});
export type PlaybookQuestion = z.infer<typeof playbookQuestion>;

export const stepAnalytics = z.object({
  step_id: z.number().int(),
  title: z.string(),
  views: z.number().int(),
  viewers: z.number().int(),
  completions: z.number().int(),
  /** Completions over the playbook's users, in percent (0 with no users). */
  completion_rate: z.number(),
});
export const playbookAnalytics = z.object({
  status: z.literal(1),
  playbook: playbook.pick({ id: true, title: true }),
  users: z.number().int(),
  views: z.number().int(),
  viewers: z.number().int(),
  /** Users who completed every step that is not archived. */
  completed_users: z.number().int(),
  /** Views per day, the last 30 days, oldest first (days with none included). */
  views_by_day: z.array(z.object({ date: z.string(), views: z.number().int() })),
  steps: z.array(stepAnalytics),
});
export type PlaybookAnalytics = z.infer<typeof playbookAnalytics>;

/** What the editor offers and the limits it works within (`playbook/configuration`). */
export const playbookConfiguration = z.object({
  status: z.literal(1),
  defaults: playbookSettings,
  button_kinds: z.array(z.enum(buttonKinds)),
  image_sizes: z.object({
    banner: z.object({ width: z.number().int(), height: z.number().int() }),
    thumbnail: z.object({ width: z.number().int(), height: z.number().int() }),
  }),
  limits: z.object({
    steps: z.number().int(),
    tabs: z.number().int(),
    faqs: z.number().int(),
    buttons: z.number().int(),
    downloads: z.number().int(),
  }),
});

const title = z
  .string({ error: playbookMessages.titleRequired })
  .trim()
  .min(1, playbookMessages.titleRequired)
  .max(playbookTitleMax, playbookMessages.titleTooLong);
const playbookId = z.number({ error: 'The playbook id field is required' }).pipe(dbId);
const content = z.string().max(contentMax).default('');
const search = z.string().trim().max(200).optional();
const playbookParams = z.object({ playbook: dbIdText });
const stepParams = z.object({ step: dbIdText });
const tabParams = z.object({ tab: dbIdText });
const downloadParams = z.object({ playbook_download: dbIdText });
const faqParams = z.object({ faq: dbIdText });
const buttonParams = z.object({ playbook_button: dbIdText });
const contactParams = z.object({ contact: contactIdText });
const idOrZeroText = z.coerce.number().int().min(0).max(maxDbId);

/** 001 §9: by ordering descending, 6 a page; pinned ones first. */
export const playbookListQuery = dashboardPageQuery.extend({
  search,
  /** One category's playbooks; 0 those in none; absent every playbook. */
  category_id: idOrZeroText.optional(),
  /** One folder's playbooks; 0 the main folder's; absent every playbook. */
  folder_id: idOrZeroText.optional(),
});
export type PlaybookListQuery = z.input<typeof playbookListQuery>;
export const playbookPickerQuery = z.object({ search });

export const createPlaybookBody = z.object({
  title,
  category_id: dbId.nullable().optional(),
  /** 0 or absent: the main folder. */
  folder_id: z.number().int().min(0).max(maxDbId).optional(),
});
export const renamePlaybookBody = z.object({ playbook_id: playbookId, title });
export const duplicatePlaybookBody = z.object({ playbook_id: playbookId, title: title.optional() });
export const playbookIdBody = z.object({ playbook_id: playbookId });
export const updateSettingsBody = playbookSettings
  .partial()
  .extend({ title: title.optional(), category_id: dbId.nullable().optional() });
export type UpdateSettingsBody = z.input<typeof updateSettingsBody>;
export const pinBody = z.object({ is_pinned: z.boolean() });
export const allClientsBody = z.object({ all_clients: z.boolean() });

export const createCategoryBody = z.object({
  name: z
    .string({ error: playbookMessages.categoryRequired })
    .trim()
    .min(1, playbookMessages.categoryRequired)
    .max(categoryNameMax),
});
export const deleteCategoryBody = z.object({
  category_id: z.number({ error: 'The category id field is required' }).pipe(dbId),
});

const stepTitle = z
  .string({ error: playbookMessages.titleRequired })
  .trim()
  .min(1, playbookMessages.titleRequired)
  .max(stepTitleMax);
/** POST playbook/blank-step: a step at the end, empty or from a smart step. */
export const blankStepBody = z.object({
  playbook_id: playbookId,
  title: stepTitle.optional(),
  /** A key of `playbook/smart-steps`: its title and content. */
  smart_step: z.string().max(60).optional(),
});
/** PATCH playbook/step/{step}/update: renames the step or sets its content. */
export const updateStepBody = z
  .object({ title: stepTitle.optional(), content: content.optional() })
  .refine((b) => b.title !== undefined || b.content !== undefined, {
    message: playbookMessages.titleRequired,
    path: ['title'],
  });
export const sortStepsBody = z.object({
  step_ids: idArray(playbookMessages.sortIncomplete, dbId).max(maxSteps),
});
/** The multipart fields of POST playbook/build besides `file`. */
export const canvaBuildFields = z.object({ playbook_id: dbIdText });

/** PATCH playbook/archive and playbook/restore: steps of one playbook. */
export const archiveStepsBody = z.object({
  playbook_id: playbookId,
  step_ids: idArray(canvaMessages.chooseStep, dbId).max(maxSteps),
});
/** PATCH playbook/degroup: the steps an import built become ordinary steps. */
export const degroupBody = z.object({
  playbook_id: playbookId,
  canva_import_id: z.number({ error: 'The canva import id field is required' }).pipe(dbId),
});
export const playbookStepsQuery = z.object({ playbook_id: dbIdText });
export const playbookStepsResponse = z.object({
  status: z.literal(1),
  steps: z.array(playbookStep),
  /** The latest Canva import into the playbook; null when there was none. */
  canva_import: canvaImport.nullable(),
});
export type PlaybookStepsResponse = z.infer<typeof playbookStepsResponse>;

export const sortTabsBody = z.object({
  tab_ids: idArray(playbookMessages.sortIncomplete, dbId).max(maxTabs),
});
export const saveTabBody = z.object({
  id: dbId.optional(),
  title: z
    .string({ error: playbookMessages.titleRequired })
    .trim()
    .min(1, playbookMessages.titleRequired)
    .max(tabTitleMax),
  content,
});
export const saveDownloadBody = z.object({
  id: dbId.optional(),
  title: z
    .string({ error: playbookMessages.titleRequired })
    .trim()
    .min(1, playbookMessages.titleRequired)
    .max(150),
  url: linkUrl,
});
export const saveFaqBody = z.object({
  id: dbId.optional(),
  question: z
    .string({ error: playbookMessages.questionRequired })
    .trim()
    .min(1, playbookMessages.questionRequired)
    .max(faqQuestionMax),
  answer: z
    .string({ error: playbookMessages.answerRequired })
    .trim()
    .min(1, playbookMessages.answerRequired)
    .max(faqAnswerMax),
});
export const saveButtonBody = z.object({
  playbook_id: playbookId,
  id: dbId.optional(),
  kind: z.enum(buttonKinds),
  label: z
    .string({ error: playbookMessages.labelRequired })
    .trim()
    .min(1, playbookMessages.labelRequired)
    .max(buttonLabelMax),
  url: linkUrl,
  color: hexColor.default('#2C3E50'),
  open_in_new_tab: z.boolean().default(true),
});
export const sortButtonsBody = z.object({
  playbook_id: playbookId,
  button_ids: idArray(playbookMessages.sortIncomplete, dbId).max(maxButtons),
});

const playbookIds = idArray(playbookMessages.choosePlaybook, dbId).max(maxSendPlaybooks);
const contactIds = idArray(playbookMessages.chooseContact, contactDbId).max(maxSendContacts);
/** Every playbook named to (or from) every contact named. */
export const sendPlaybooksBody = z.object({ playbook_ids: playbookIds, contact_ids: contactIds });
export type SendPlaybooksBody = z.infer<typeof sendPlaybooksBody>;
/** POST playbook/{id}/resend: to the contacts named, or every user of the playbook. */
export const resendBody = z.object({ contact_ids: contactIds.optional() });
export const usersQuery = pageQuery.extend({ search });

export const questionsQuery = pageQuery.extend({
  playbook_id: dbIdText,
  /** Only those not yet turned into an FAQ entry. */
  unanswered: z.enum(['0', '1']).optional(),
});
export const deleteQuestionsBody = z.object({
  playbook_id: playbookId,
  question_ids: idArray(playbookMessages.chooseQuestion, dbId).max(1000),
});
/** POST playbook/question-to-faq: the question (as asked, or reworded) with its answer. */
export const questionToFaqBody = z.object({
  question_id: z.number({ error: 'The question id field is required' }).pipe(dbId),
  question: z
    .string()
    .trim()
    .min(1, playbookMessages.questionRequired)
    .max(faqQuestionMax)
    .optional(),
  answer: z
    .string({ error: playbookMessages.answerRequired })
    .trim()
    .min(1, playbookMessages.answerRequired)
    .max(faqAnswerMax),
});
export const analyticsQuery = z.object({ playbook_id: dbIdText });
export const contactPlaybooksQuery = pageQuery.extend({ search });

const detailsResponse = z.object({
  status: z.literal(1),
  message: z.string(),
  playbook: playbookDetails,
});
const stepResponse = z.object({ status: z.literal(1), message: z.string(), step: playbookStep });
const stepsResponse = z.object({
  status: z.literal(1),
  message: z.string(),
  steps: z.array(playbookStep),
});

const playbooks = { tag: 'playbooks' } as const;
const may = (action: 'view' | 'create' | 'update' | 'delete') =>
  ({ permission: { area: 'playbooks', action } }) as const;

export const playbookEndpoints = {
  list: endpoint({
    ...playbooks,
    ...may('view'),
    method: 'GET',
    path: 'playbook/list',
    description:
      'Playbooks, pinned first, then by ordering (highest first); by category and title.',
    query: playbookListQuery,
    response: paginated(playbook),
  }),
  listAll: endpoint({
    ...playbooks,
    ...may('view'),
    method: 'GET',
    path: 'playbook/list-all',
    description: `Every playbook by title, for pickers (at most ${playbookListAllMax}).`,
    query: playbookPickerQuery,
    response: z.object({ status: z.literal(1), data: z.array(playbook), truncated: z.boolean() }),
  }),
  create: endpoint({
    ...playbooks,
    ...may('create'),
    method: 'POST',
    path: 'playbook/create',
    description: 'A playbook on top of the list, with the defaults and the saved style.',
    body: createPlaybookBody,
    response: detailsResponse,
  }),
  rename: endpoint({
    ...playbooks,
    ...may('update'),
    method: 'PATCH',
    path: 'playbook/rename',
    body: renamePlaybookBody,
    response: detailsResponse,
  }),
  duplicate: endpoint({
    ...playbooks,
    ...may('create'),
    method: 'POST',
    path: 'playbook/duplicate',
    description:
      'A copy with its settings, steps, tabs, downloads, FAQ and buttons; not its users, views or questions.',
    body: duplicatePlaybookBody,
    response: detailsResponse,
  }),
  remove: endpoint({
    ...playbooks,
    ...may('delete'),
    method: 'DELETE',
    path: 'playbook/delete',
    description: 'Deletes the playbook with everything in it, its analytics and questions.',
    body: playbookIdBody,
    response: statusMessageResponse,
  }),
  details: endpoint({
    ...playbooks,
    ...may('view'),
    method: 'GET',
    path: 'playbook/:playbook/details',
    description: 'The playbook with its settings, steps and tabs, downloads, FAQ and buttons.',
    params: playbookParams,
    response: z.object({ status: z.literal(1), playbook: playbookDetails }),
  }),
  updateSettings: endpoint({
    ...playbooks,
    ...may('update'),
    method: 'PATCH',
    path: 'playbook/:playbook/update-settings',
    description: 'Sets any of the settings, the title and the category.',
    params: playbookParams,
    body: updateSettingsBody,
    response: detailsResponse,
  }),
  configuration: endpoint({
    ...playbooks,
    ...may('view'),
    method: 'GET',
    path: 'playbook/configuration',
    description: 'The defaults of a new playbook, the image sizes and the limits of the editor.',
    response: playbookConfiguration,
  }),
  pinUnpin: endpoint({
    ...playbooks,
    ...may('update'),
    method: 'PATCH',
    path: 'playbook/:playbook/pin-unpin',
    params: playbookParams,
    body: pinBody,
    response: detailsResponse,
  }),
  enableDisableAllClients: endpoint({
    ...playbooks,
    ...may('update'),
    method: 'PATCH',
    path: 'playbook/:playbook/enable-disable-all-clients',
    description:
      'Shows the playbook to every client of the location, or only to those it was sent to.',
    params: playbookParams,
    body: allClientsBody,
    response: detailsResponse,
  }),
  categories: endpoint({
    ...playbooks,
    ...may('view'),
    method: 'GET',
    path: 'playbook/playbook-categories',
    description: 'The categories by name, each with its number of playbooks.',
    response: z.object({ status: z.literal(1), categories: z.array(playbookCategory) }),
  }),
  createCategory: endpoint({
    ...playbooks,
    ...may('create'),
    method: 'POST',
    path: 'playbook/create-category',
    body: createCategoryBody,
    response: z.object({ status: z.literal(1), message: z.string(), category: playbookCategory }),
  }),
  deleteCategory: endpoint({
    ...playbooks,
    ...may('delete'),
    method: 'DELETE',
    path: 'playbook/delete-category',
    description: 'Deletes the category; its playbooks stay, in no category.',
    body: deleteCategoryBody,
    response: statusMessageResponse,
  }),

  // Steps and tabs.
  smartSteps: endpoint({
    ...playbooks,
    ...may('view'),
    method: 'GET',
    path: 'playbook/smart-steps',
    description: 'The ready-made steps `playbook/blank-step` can start from.',
    response: z.object({ status: z.literal(1), smart_steps: z.array(smartStep) }),
  }),
  blankStep: endpoint({
    ...playbooks,
    ...may('update'),
    method: 'POST',
    path: 'playbook/blank-step',
    description:
      'A step at the end: blank (titled "Step N" unless a title is given) or from a smart step.',
    body: blankStepBody,
    response: stepResponse,
  }),
  updateStep: endpoint({
    ...playbooks,
    ...may('update'),
    method: 'PATCH',
    path: 'playbook/step/:step/update',
    description: 'Renames the step or sets its content (HTML, sanitized).',
    params: stepParams,
    body: updateStepBody,
    response: stepResponse,
  }),
  removeStep: endpoint({
    ...playbooks,
    ...may('update'),
    method: 'DELETE',
    path: 'playbook/step/:step/delete',
    description: 'Deletes the step with its tabs and its views and completions.',
    params: stepParams,
    response: statusMessageResponse,
  }),
  sortSteps: endpoint({
    ...playbooks,
    ...may('update'),
    method: 'PATCH',
    path: 'playbook/:playbook/sort-steps',
    description: 'Every step of the playbook, top first (a missing or repeated one is a 422).',
    params: playbookParams,
    body: sortStepsBody,
    response: stepsResponse,
  }),
  build: endpoint({
    ...playbooks,
    ...may('update'),
    method: 'POST',
    path: 'playbook/build',
    upload: true,
    description:
      'Multipart fields `playbook_id` and `file`, a zip of PNG, JPEG or WebP images or PDF files exported from ' +
      `Canva (at most ${canvaZipMaxBytes / 1024 / 1024} MB and ${canvaMaxPages} pages). The zip is checked at once ` +
      '(not a zip, no pages, a zip bomb or too many pages: 422 on `file`), then built in the background into one step ' +
      'per page, in file-name order (a PDF page by page), each with its page image and a thumbnail, grouped under ' +
      'the import. canva-build-progress events on the per-user channel follow it; `playbook/steps` answers it too.',
    response: z.object({ status: z.literal(1), message: z.string(), canva_import: canvaImport }),
  }),
  steps: endpoint({
    ...playbooks,
    ...may('view'),
    method: 'GET',
    path: 'playbook/steps',
    description: "The playbook's steps in order, and its latest Canva import with its progress.",
    query: playbookStepsQuery,
    response: playbookStepsResponse,
  }),
  archive: endpoint({
    ...playbooks,
    ...may('update'),
    method: 'PATCH',
    path: 'playbook/archive',
    description: 'Archives the steps named: kept in the editor, hidden from contacts.',
    body: archiveStepsBody,
    response: stepsResponse,
  }),
  restore: endpoint({
    ...playbooks,
    ...may('update'),
    method: 'PATCH',
    path: 'playbook/restore',
    description: 'Shows the archived steps named to contacts again.',
    body: archiveStepsBody,
    response: stepsResponse,
  }),
  degroup: endpoint({
    ...playbooks,
    ...may('update'),
    method: 'PATCH',
    path: 'playbook/degroup',
    description: 'The steps a Canva import built leave its group and become ordinary steps.',
    body: degroupBody,
    response: stepsResponse,
  }),
  saveTab: endpoint({
    ...playbooks,
    ...may('update'),
    method: 'POST',
    path: 'playbook/step/:step/save-tab',
    description:
      'Creates a tab at the end of the step, or with `id` renames it and sets its content.',
    params: stepParams,
    body: saveTabBody,
    response: stepResponse,
  }),
  removeTab: endpoint({
    ...playbooks,
    ...may('update'),
    method: 'DELETE',
    path: 'playbook/tab/:tab/delete',
    params: tabParams,
    response: stepResponse,
  }),
  sortTabs: endpoint({
    ...playbooks,
    ...may('update'),
    method: 'PATCH',
    path: 'playbook/step/:step/sort-tabs',
    params: stepParams,
    body: sortTabsBody,
    response: stepResponse,
  }),

  // Downloads, FAQ and buttons.
  saveDownload: endpoint({
    ...playbooks,
    ...may('update'),
    method: 'POST',
    path: 'playbook/:playbook/save-download',
    description: 'Creates a download at the end, or with `id` updates it.',
    params: playbookParams,
    body: saveDownloadBody,
    response: detailsResponse,
  }),
  removeDownload: endpoint({
    ...playbooks,
    ...may('update'),
    method: 'DELETE',
    path: 'playbook/download/:playbook_download/delete',
    params: downloadParams,
    response: detailsResponse,
  }),
  saveFaq: endpoint({
    ...playbooks,
    ...may('update'),
    method: 'POST',
    path: 'playbook/:playbook/save-faq',
    description: 'Creates an FAQ entry at the end, or with `id` updates it.',
    params: playbookParams,
    body: saveFaqBody,
    response: detailsResponse,
  }),
  removeFaq: endpoint({
    ...playbooks,
    ...may('update'),
    method: 'DELETE',
    path: 'playbook/faq/:faq/delete',
    params: faqParams,
    response: detailsResponse,
  }),
  customButtons: endpoint({
    ...playbooks,
    ...may('view'),
    method: 'GET',
    path: 'playbook/:playbook/custom-buttons',
    description: 'The custom and the action buttons, each kind in its order.',
    params: playbookParams,
    response: z.object({ status: z.literal(1), buttons: z.array(playbookButton) }),
  }),
  saveButton: endpoint({
    ...playbooks,
    ...may('update'),
    method: 'POST',
    path: 'playbook/save-custom-button',
    description: 'Creates a button of its kind at the end, or with `id` updates it.',
    body: saveButtonBody,
    response: detailsResponse,
  }),
  removeButton: endpoint({
    ...playbooks,
    ...may('update'),
    method: 'DELETE',
    path: 'playbook/button/:playbook_button/delete',
    params: buttonParams,
    response: detailsResponse,
  }),
  sortCustomButtons: endpoint({
    ...playbooks,
    ...may('update'),
    method: 'PATCH',
    path: 'playbook/sort-custom-button',
    description: 'Every custom button of the playbook, first first.',
    body: sortButtonsBody,
    response: detailsResponse,
  }),
  sortActionButtons: endpoint({
    ...playbooks,
    ...may('update'),
    method: 'PATCH',
    path: 'playbook/sort-action-button',
    description: 'Every action button of the playbook, first first.',
    body: sortButtonsBody,
    response: detailsResponse,
  }),

  // Contacts.
  sendToContact: endpoint({
    ...playbooks,
    ...may('update'),
    method: 'POST',
    path: 'playbook/send-to-contact',
    description: 'Sends every playbook named to every contact named (a pair already there stays).',
    body: sendPlaybooksBody,
    response: statusMessageResponse.extend({ sent: z.number().int() }),
  }),
  restrictFromContact: endpoint({
    ...playbooks,
    ...may('update'),
    method: 'POST',
    path: 'playbook/restrict-from-contact',
    description: 'Takes every playbook named from every contact named (their progress is deleted).',
    body: sendPlaybooksBody,
    response: statusMessageResponse.extend({ restricted: z.number().int() }),
  }),
  users: endpoint({
    ...playbooks,
    ...may('view'),
    method: 'GET',
    path: 'playbook/:playbook/users',
    description: 'The contacts the playbook was sent to, last sent first, with their progress.',
    params: playbookParams,
    query: usersQuery,
    response: paginated(playbookUser),
  }),
  resend: endpoint({
    ...playbooks,
    ...may('update'),
    method: 'POST',
    path: 'playbook/:playbook/resend',
    description:
      'Sends the playbook again to the contacts named (or every user): it shows as new to them.',
    params: playbookParams,
    body: resendBody,
    response: statusMessageResponse.extend({ resent: z.number().int() }),
  }),
  contactPlaybooks: endpoint({
    ...playbooks,
    ...may('view'),
    tag: 'contacts',
    method: 'GET',
    path: 'contact/:contact/playbooks',
    description:
      'The playbooks sent to a contact, last sent first (the profile’s Playbooks section).',
    params: contactParams,
    query: contactPlaybooksQuery,
    response: paginated(contactPlaybook),
  }),

  // Questions and analytics.
  questions: endpoint({
    ...playbooks,
    ...may('view'),
    method: 'GET',
    path: 'playbook/get-questions',
    description: 'Questions contacts asked from the playbook, newest first.',
    query: questionsQuery,
    response: paginated(playbookQuestion),
  }),
  deleteQuestions: endpoint({
    ...playbooks,
    ...may('delete'),
    method: 'DELETE',
    path: 'playbook/delete-questions',
    body: deleteQuestionsBody,
    response: statusMessageResponse.extend({ deleted: z.number().int() }),
  }),
  questionToFaq: endpoint({
    ...playbooks,
    ...may('update'),
    method: 'POST',
    path: 'playbook/question-to-faq',
    description: 'Answers a question by adding it (as asked, or reworded) to the FAQ.',
    body: questionToFaqBody,
    response: detailsResponse,
  }),
  analytics: endpoint({
    ...playbooks,
    ...may('view'),
    method: 'GET',
    path: 'playbook/get-analytics',
    description: 'Users, views (per day, the last 30 days) and views and completions per step.',
    query: analyticsQuery,
    response: playbookAnalytics,
  }),
};
