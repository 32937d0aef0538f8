import { z } from 'zod';
import { endpoint } from './endpoint';
import { questionTypes } from './forms';
import { dbId } from './ids';
import { maxSteps } from './playbooks';

// The content import wizard, the Content Machine™ (000 §2.6, §3, §7.6): a spreadsheet of
// ready-made content (forms, email templates, pages, playbooks) imported into the primary account and any of its
// locations, item by item in the background, with live progress on the per-user channel and a
// history of batches. 000 names the calls and their fields; the file's columns are ours.

/** The kinds of content a file may hold, as written in its `type` column. */
export const contentImportTypes = ['form', 'email_template', 'page', 'playbook'] as const;
export type ContentImportType = (typeof contentImportTypes)[number];

/** How each kind is shown: its plural (the progress step's words) and its icon's name. */
export const contentImportKinds: Record<ContentImportType, { plural: string; icon: string }> = {
  form: { plural: 'forms', icon: 'forms' },
  email_template: { plural: 'email templates', icon: 'mail' },
  page: { plural: 'pages', icon: 'pages' },
  playbook: { plural: 'playbooks', icon: 'playbooks' },
};
/** A file of several kinds is shown as contents. */
export const mixedContentKind = { plural: 'contents', icon: 'files' } as const;

/** The columns of a content file, in the sample's order; `type` and `title` are required. */
export const contentImportColumns = ['type', 'title', 'subheadline', 'subject', 'content'] as const;

/** Past these a file is refused whole: the import is for ready-made content, not data. */
export const contentImportMaxItems = 500;
export const contentImportMaxBytes = 5 * 1024 * 1024;
/** A form's questions, one per line of its `content`. */
export const contentImportMaxQuestions = 50;

export const contentImportMessages = {
  noAccount: 'Please select a account to proceed',
  incorrectFormat: 'Incorrectly formatted. please try again.',
  loaded: 'CSV file successfully loaded. Press import.',
  noHistory: 'No import history found!',
  gaveUp: 'The import stopped after several tries; what was imported stays.',
  noFile: 'Please choose a CSV or Excel (.xlsx, .xls) file of content.',
  tooLarge: `The file is larger than ${contentImportMaxBytes / 1024 / 1024} MB.`,
  tooManyItems: `A file may hold at most ${contentImportMaxItems} items; split it into smaller files.`,
  noItems: 'The file has a header but no content rows.',
  missingColumns: (columns: string[]) =>
    `The file needs the column${columns.length === 1 ? '' : 's'} ${columns.join(', ')}.`,
  unknownType: (value: string) =>
    `"${value}" is not a content type: use ${contentImportTypes.slice(0, -1).join(', ')} or ${contentImportTypes.at(-1)}.`,
  titleRequired: 'The title is required.',
  titleTooLong: 'The title may be at most 255 characters.',
  subjectRequired: 'An email template needs a subject.',
  contentRequired: 'An email template needs its content.',
  pageContentRequired: 'A page needs its content.',
  noSteps:
    'A playbook needs at least one step in its content, one per line: Step title | step content.',
  tooManySteps: `A playbook may have at most ${maxSteps} steps.`,
  /** A value a column's schema refused, named by its column (and step, for a playbook's). */
  badValue: (column: string, message: string) => `${column}: ${message}`,
  badStep: (line: number, message: string) => `Step ${line}: ${message}`,
  noQuestions: 'A form needs at least one question in its content, one per line.',
  tooManyQuestions: `A form may have at most ${contentImportMaxQuestions} questions.`,
  unknownQuestionType: (line: number, value: string) =>
    `Question ${line}: "${value}" is not a question type (${questionTypes.join(', ')}).`,
  noOptions: (line: number) =>
    `Question ${line}: a choice question lists its options after a third |, separated by ;.`,
  notOwner: 'Only the account owner imports content.',
  unknownAccount: 'Choose among your own accounts.',
  deletedLocation: 'A deleted location',
  started: 'Your content is being imported',
} as const;

/** GET content-upload/locations: where the signed-in owner may import. */
export const contentImportLocation = z.object({
  id: z.number().int(),
  businessname: z.string(),
  is_primary: z.boolean(),
});
export const contentImportLocationsResponse = z.object({
  status: z.literal(1),
  locations: z.array(contentImportLocation),
});

/** A row the file's reader refused, numbered from 1 after the header. */
export const contentImportRowError = z.object({ row: z.number().int(), message: z.string() });
export type ContentImportRowError = z.infer<typeof contentImportRowError>;

export const contentKind = z.object({ type: z.string(), icon: z.string() });

/**
 * POST content-upload/verify-csv: status 1 with the item count and kind, or status 0 with what
 * is wrong (the wizard's Oops! step lists it).
 */
export const verifyContentResponse = z.union([
  z.object({
    status: z.literal(1),
    response: z.number().int(),
    type: contentKind,
    limit_reached_message: z.string().optional(),
  }),
  z.object({
    status: z.literal(0),
    message: z.string(),
    errors: z.array(contentImportRowError),
  }),
]);
export type VerifyContentResponse = z.infer<typeof verifyContentResponse>;

/** The multipart fields of import-contents besides `file`. */
export const importContentsFields = z.object({
  user_ids: z
    .array(dbId)
    .min(1, contentImportMessages.noAccount)
    .max(100)
    .refine((ids) => new Set(ids).size === ids.length, 'Each account once.'),
  use_default_styling: z.union([z.literal(0), z.literal(1)]),
});

export const importContentsResponse = z.object({
  status: z.literal(1),
  message: z.string(),
  batch: z.number().int(),
  /** Items times accounts: what the progress counts to. */
  total: z.number().int(),
});

export const contentImportStatuses = ['queued', 'running', 'completed', 'failed'] as const;

/** One batch: an import of one file into one or more accounts. */
export const contentImportBatch = z.object({
  batch: z.number().int(),
  date: z.string(),
  /** The kind shown for the file, plural. */
  type: z.string(),
  icon: z.string(),
  status: z.enum(contentImportStatuses),
  imported: z.number().int(),
  total: z.number().int(),
});

/** One imported item in one account, with the link that opens it. */
export const contentImportHistoryEntry = z.object({
  id: z.number().int(),
  type: z.string(),
  names: z.string(),
  link: z.string().nullable(),
  /** The account it was imported into: the link opens the item there. */
  account_id: z.number().int(),
  location: z.string(),
  /** Why it was not imported; null when it was. */
  error: z.string().nullable(),
});

export const contentHistoriesQuery = z.object({
  batch: z.coerce.number().int().positive().optional(),
});
export const contentHistoriesResponse = z.object({
  status: z.literal(1),
  /** The items of `batch`, or of the latest batch. */
  histories: z.array(contentImportHistoryEntry),
  batches: z.array(contentImportBatch),
});
export type ContentHistoriesResponse = z.infer<typeof contentHistoriesResponse>;

/** content-upload-event: one item imported into one account (000 §3 Import progress event). */
export const contentUploadEvent = z.object({
  index: z.number().int(),
  type: z.string(),
  progress: z.number(),
  icon: z.string(),
  employer: z.number().int(),
  user_id: z.number().int(),
  count: z.number().int(),
  total_count: z.number().int(),
  batch: z.number().int(),
  status: z.enum(contentImportStatuses),
});
export type ContentUploadEvent = z.infer<typeof contentUploadEvent>;

/** The sample file the wizard offers, every column and kind used once. */
export const contentImportSample = [
  'type,title,subheadline,subject,content',
  'form,New client intake,Tell us about yourself,,"What is your main goal? | single_choice | required | Lose weight; Build strength; Feel better',
  'How many days a week can you train? | number | required',
  'Anything we should know about injuries? | long_text"',
  'email_template,Welcome email,,Welcome to the studio!,"<p>Hi {{first_name}},</p><p>We are glad you are here.</p>"',
  'page,Your first week,What to expect at the studio,,"Your first week is about finding your pace, not about records.',
  '',
  'Come ten minutes early to your first session: we will show you around."',
  'playbook,30-day kickstart,A month of small habits,,"Set your goal | Write down what you want to reach in 30 days.',
  'Plan your week | <p>Pick <strong>three</strong> days to train and put them in your calendar.</p>',
  'Check in | Tell your coach how the first week went."',
].join('\r\n');

const docs = { tag: 'content-import' } as const;
const owner = { ...docs, permission: 'member' } as const;

const format =
  'The file is a CSV (UTF-8) or an Excel workbook (first sheet) whose first row names the columns ' +
  `${contentImportColumns.join(', ')}; one row per item. \`type\` is ${contentImportTypes.join(', ')}. ` +
  'A form (its title is its headline) takes `subheadline`, and lists its questions in `content`, one per line: ' +
  '`Question text | type | required | Option A; Option B` (type defaults to short_text, `required` may be left out, ' +
  'options are for single_choice, multiple_choice and dropdown). An email template needs `subject` and its HTML ' +
  'in `content`. A page (its title is its headline) takes `subheadline` and needs its body in `content`: HTML when it holds a tag ' +
  '(sanitized as the page editor does), or plain text, made paragraphs at blank lines and line breaks within ' +
  'them. A playbook takes its description in `subheadline` and lists its steps in `content`, one per line: ' +
  `\`Step title | step content\` (the content, HTML or text as a page's, may be left out), at most ${maxSteps}. ` +
  `Rows are numbered from 1 after the header. At most ${contentImportMaxItems} items and ` +
  `${contentImportMaxBytes / 1024 / 1024} MB. Only the organization's owner imports, and only where the Content Machine is on.`;

export const contentImportEndpoints = {
  locations: endpoint({
    ...owner,
    method: 'GET',
    path: 'content-upload/locations',
    response: contentImportLocationsResponse,
    description: 'The primary account and its locations, where the owner may import content.',
  }),
  verifyCsv: endpoint({
    ...owner,
    method: 'POST',
    path: 'content-upload/verify-csv',
    upload: true,
    response: verifyContentResponse,
    description: `Multipart field \`file\`. Reads the file and answers its item count and kind, or status 0 with every row that is wrong. ${format}`,
  }),
  importContents: endpoint({
    ...owner,
    method: 'POST',
    path: 'content-upload/import-contents',
    upload: true,
    response: importContentsResponse,
    description:
      'Multipart fields `file`, `user_ids` (one field per account id, or a JSON array), `use_default_styling` (1: each ' +
      "account's saved styles; 0: Coachline's defaults). Checks the file as verify-csv does, then imports it in the " +
      'background: content-upload-event events on the per-user channel report each item, and the batch is in histories. ' +
      format,
  }),
  histories: endpoint({
    ...owner,
    method: 'GET',
    path: 'content-upload/histories',
    query: contentHistoriesQuery,
    response: contentHistoriesResponse,
    description:
      "The owner's batches, newest first, and the items of one (the latest unless `batch`).",
  }),
};
