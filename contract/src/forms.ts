import { z } from 'zod';
import { dashboardPageQuery, pageQuery, paginated } from './api';
import { statusMessageResponse } from './auth';
import { endpoint } from './endpoint';
import { contactDbId, contactIdText, dbId, dbIdText, idArray, maxDbId } from './ids';
import { messages } from './messages';
import { defaultHeadline, defaultSubheadline, hexColor, textStyle } from './styles';

// Forms (001 §2 FormIndex, FormEdit, FormResponse, FormPublicResponse; §3 Form and Saved style;
// §4; §5; §7 Forms and Contact; §8; §9; 000 §3 last action "Recorded as Submitted A Form").
// A location's forms, kept in folders (asset type `forms`), each with its questions, its
// styling and a public link anyone can fill in (the SPA route FormFill, `/f/{public_key}`).
// Submissions ("respondents") are linked to a contact: the one a personal link names, the one
// whose email the location knows, or a new lead. 001 names the calls, not their shapes: these
// are ours, with its paths, verbs and messages.

/** The question types of the editor (issue 13 §1). */
export const questionTypes = [
  'short_text',
  'long_text',
  'email',
  'phone',
  'number',
  'date',
  'single_choice',
  'multiple_choice',
  'dropdown',
  'rating',
  'file_upload',
  'yes_no',
] as const;
export type QuestionType = (typeof questionTypes)[number];
/** The types that offer a list of options. */
export const choiceTypes = ['single_choice', 'multiple_choice', 'dropdown'] as const;
export const isChoiceType = (type: QuestionType) =>
  (choiceTypes as readonly QuestionType[]).includes(type);

/** A rating question's scale: 1 to `max`, 5 unless set, at most 10. */
export const ratingMaxDefault = 5;
export const ratingMaxMin = 2;
export const ratingMaxMax = 10;
export const questionTitleMax = 500;
export const questionDescriptionMax = 2000;
export const optionMax = 200;
export const maxOptions = 50;
export const maxQuestions = 200;
/** What one text answer may hold: short text and the rest, long text. */
export const shortAnswerMax = 500;
export const longAnswerMax = 10_000;
export const formTitleMax = 100;
/** The most one file answer may hold; the account's storage limit applies as well. */
export const maxFormUploadBytes = 25 * 1024 * 1024;
/** The most forms (and contacts) one send-to-contact or restrict-from-contact may name. */
export const maxSendForms = 100;
export const maxSendContacts = 100;
/** The most forms `form/list-all` and `form/get-all-asset` answer (pickers, not pages). */
export const formListAllMax = 1000;

/** The fields a public form may ask for besides its questions (001 §3 add_ons). */
export const formAddOns = ['fname', 'lname', 'email', 'phone'] as const;
export type FormAddOn = (typeof formAddOns)[number];
export const submitAligns = ['left', 'center', 'right'] as const;

export const formMessages = {
  created: 'Form has been created successfully!',
  renamed: 'Form has been renamed successfully!',
  duplicated: 'Form has been duplicated successfully!',
  deleted: 'Form has been deleted successfully!',
  updated: 'Form has been updated successfully!',
  questionSaved: messages.formQuestionSaved,
  questionDuplicated: 'Form question has been duplicated successfully!',
  questionDeleted: 'Form question has been deleted successfully!',
  questionsSorted: 'Form questions have been sorted successfully!',
  sent: 'Form(s) have been successfully sent!',
  restricted: 'Form(s) have been successfully restricted from the contact!',
  enabled: 'Form has been enabled successfully!',
  disabled: 'Form has been disabled successfully!',
  submittedDeleted: 'Submitted form(s) have been deleted successfully!',
  titleRequired: 'The title field is required',
  titleTooLong: `The title may not be greater than ${formTitleMax} characters`,
  questionTitleRequired: 'The question field is required',
  typeRequired: 'Please choose a question type',
  optionsRequired: 'Please add at least one option',
  optionsDistinct: 'Each option must be different',
  tooManyQuestions: `A form may have at most ${maxQuestions} questions`,
  sortIncomplete: 'Please send every question of the form, each once',
  chooseForm: 'Please choose at least one form',
  chooseContact: 'Please choose at least one contact',
  chooseRespondent: 'Please choose at least one submitted form',
  disableMessageRequired: 'The disable message field is required',
  // The public form (FormFill): its own messages, never the app's.
  answerRequired: 'This question is required',
  answerEmail: 'Please enter a valid email address',
  answerPhone: 'Please enter a valid phone number',
  answerNumber: 'Please enter a number',
  answerDate: 'Please enter a valid date',
  answerChoice: 'Please choose one of the options',
  answerRating: (max: number) => `Please choose a rating from 1 to ${max}`,
  answerYesNo: 'Please answer yes or no',
  answerTooLong: (max: number) => `The answer may not be greater than ${max} characters`,
  answerUpload: 'Please upload the file again',
  fnameRequired: 'The first name field is required',
  lnameRequired: 'The last name field is required',
  emailRequired: 'The email field is required',
  phoneRequired: 'The phone field is required',
  formClosed: 'This form is not accepting responses.',
  tooManySubmissions: 'Too many submissions from your address. Please try again later.',
  uploadTooLarge: `The file is larger than ${maxFormUploadBytes / 1024 / 1024} MB, the most a form takes`,
  uploadEmpty: 'The file is empty',
  uploadNotFileQuestion: 'This question does not take a file',
  archivedFolder: 'Forms cannot be created in an archived folder',
  copyTitle: (title: string) => `${title} (copy)`.slice(0, formTitleMax),
  noSpace: 'This form is not accepting new responses right now. Please contact the account holder.',
} as const;

/** An image's address from the image uploader: the web's own (`/uploads/…`) or http(s). */
const imageUrl = z
  .string()
  .trim()
  .max(2048)
  .regex(/^(https?:\/\/|\/)[^\s]*$/, 'The image must be an address, like https://… or /uploads/…')
  .nullable();

/** A form's look and behaviour: every field `form/{form_id}/update` may set. */
export const formSettings = z.object({
  submit_label: z.string().trim().min(1, 'The submit label field is required').max(50),
  submit_align: z.enum(submitAligns),
  get_started_label: z.string().trim().min(1, 'The get started label field is required').max(50),
  thank_you_message: z.string().trim().min(1, 'The thank you message field is required').max(2000),
  /** Asked before the questions, in this order. */
  add_ons: z.array(z.enum(formAddOns)).max(formAddOns.length),
  accent_color: hexColor,
  /** The darkening over the cover image, in percent. */
  overlay_opacity: z.number().int().min(0).max(100),
  /** Through the image uploader (public-cover 2560x600); null for none. */
  cover_image: imageUrl,
  /** Through the image uploader (public-logo 180x60); null for none. */
  logo_image: imageUrl,
  /** The line under the title on the public page. */
  subheadline: z.string().trim().max(500),
  headline_style: textStyle,
  subheadline_style: textStyle,
  /** Closed to submissions: the public page shows `disable_message` (set-form-disable). */
  is_disabled: z.boolean(),
  disable_message: z.string().trim().max(2000),
});
export type FormSettings = z.input<typeof formSettings>;

/** 001 §3 Form defaults; the headline styles are the saved style's (content_type 3). */
export const formDefaults: z.output<typeof formSettings> = {
  submit_label: 'SUBMIT',
  submit_align: 'center',
  get_started_label: 'GET STARTED',
  thank_you_message: 'Thank you! Your response has been submitted.',
  add_ons: ['fname', 'lname'],
  accent_color: '#2C3E50',
  overlay_opacity: 50,
  cover_image: null,
  logo_image: null,
  subheadline: '',
  headline_style: defaultHeadline,
  subheadline_style: defaultSubheadline,
  is_disabled: false,
  disable_message: 'This form is not accepting responses.',
};

export const form = z.object({
  id: z.number().int(),
  title: z.string(),
  asset_type: z.literal('forms'),
  /** `{APP_URL}/f/{public_key}`: anyone may fill it in. */
  public_url: z.string(),
  /** Its folder (asset type forms); null in the main folder. */
  folder_id: z.number().int().nullable(),
  ordering: z.number().int(),
  is_disabled: z.boolean(),
  questions_count: z.number().int(),
  responses_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Form = z.infer<typeof form>;

/** A form with its settings (`form/{id}/details`, the editor). */
export const formDetails = form.extend({ settings: formSettings });
export type FormDetails = z.infer<typeof formDetails>;

export const question = z.object({
  id: z.number().int(),
  form_id: z.number().int(),
  type: z.enum(questionTypes),
  title: z.string(),
  description: z.string(),
  is_required: z.boolean(),
  /** Shown from the lowest up. */
  ordering: z.number().int(),
  /** The choices of single_choice, multiple_choice and dropdown; empty for the others. */
  options: z.array(z.string()),
  /** A rating's top value (1 to max); null for the other types. */
  max: z.number().int().nullable(),
});
export type Question = z.infer<typeof question>;

const title = z
  .string({ error: formMessages.titleRequired })
  .trim()
  .min(1, formMessages.titleRequired)
  .max(formTitleMax, formMessages.titleTooLong);
const formId = z.number({ error: 'The form id field is required' }).pipe(dbId);
const folderIdText = z.coerce.number().int().min(0).max(maxDbId);
const search = z.string().trim().max(200).optional();
const formParams = z.object({ form: dbIdText });
const questionParams = z.object({ question: dbIdText });
const contactParams = z.object({ contact: contactIdText });
const keyParams = z.object({ key: z.string().min(1).max(64) });

/** 001 §9: forms order by ordering descending, 6 a page, with folder_id empty. */
export const formListQuery = dashboardPageQuery.extend({
  search,
  /** One folder's forms; 0 the main folder's; absent every form. */
  folder_id: folderIdText.optional(),
  order_by: z.enum(['ordering', 'title', 'created_at']).default('ordering'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type FormListQuery = z.input<typeof formListQuery>;
export const formPickerQuery = z.object({ search });
export const formPickerResponse = z.object({
  status: z.literal(1),
  /** By title; at most `formListAllMax`. */
  data: z.array(form),
  /** More forms match than were answered: narrow with `search`. */
  truncated: z.boolean(),
});
/** 001 §3 Form as other areas pick it (a message's Form URL, a journey step). */
export const formAsset = form.pick({ id: true, title: true, asset_type: true, public_url: true });
export const formAssetsResponse = z.object({
  status: z.literal(1),
  data: z.array(formAsset),
  truncated: z.boolean(),
});

/** PATCH form/create (PATCH as 001 §7 writes it). */
export const createFormBody = z.object({
  title,
  /** 0 or absent: the main folder. */
  folder_id: z.number().int().min(0).max(maxDbId).optional(),
});
export type CreateFormBody = z.input<typeof createFormBody>;
export const renameFormBody = z.object({ form_id: formId, title });
export const duplicateFormBody = z.object({ form_id: formId, title: title.optional() });
export const formIdBody = z.object({ form_id: formId });
/** POST form/{form_id}/update: any of the settings, and the title. */
export const updateFormBody = formSettings
  .omit({ is_disabled: true, disable_message: true })
  .partial()
  .extend({ title: title.optional() });
export type UpdateFormBody = z.input<typeof updateFormBody>;

/** POST form/{form_id}/save-question: creates, or with `id` updates, one question. */
export const saveQuestionBody = z
  .object({
    id: dbId.optional(),
    type: z.enum(questionTypes, { error: formMessages.typeRequired }),
    title: z
      .string({ error: formMessages.questionTitleRequired })
      .trim()
      .min(1, formMessages.questionTitleRequired)
      .max(questionTitleMax),
    description: z.string().trim().max(questionDescriptionMax).default(''),
    is_required: z.boolean().default(false),
    options: z.array(z.string().trim().min(1).max(optionMax)).max(maxOptions).default([]),
    max: z.number().int().min(ratingMaxMin).max(ratingMaxMax).optional(),
  })
  .superRefine((q, ctx) => {
    if (!isChoiceType(q.type)) return;
    if (q.options.length === 0)
      ctx.addIssue({ code: 'custom', path: ['options'], message: formMessages.optionsRequired });
    else if (new Set(q.options.map((o) => o.toLowerCase())).size !== q.options.length)
      ctx.addIssue({ code: 'custom', path: ['options'], message: formMessages.optionsDistinct });
  });
export type SaveQuestionBody = z.input<typeof saveQuestionBody>;
/** PATCH form/sort-questions: every question of the form, top first. */
export const sortQuestionsBody = z.object({
  form_id: formId,
  question_ids: idArray(formMessages.sortIncomplete, dbId).max(maxQuestions),
});

const formIds = idArray(formMessages.chooseForm, dbId).max(maxSendForms);
const contactIds = idArray(formMessages.chooseContact, contactDbId).max(maxSendContacts);
/**
 * POST form/send-to-contact: every form to every contact (a pair already there stays); POST
 * form/restrict-from-contact: every form named taken from every contact named.
 */
export const sendFormsBody = z.object({ form_ids: formIds, contact_ids: contactIds });
export type SendFormsBody = z.infer<typeof sendFormsBody>;
/** POST form/set-enable-disable: a form enabled or disabled for contacts it was sent to. */
export const setEnableDisableBody = z.object({
  form_id: formId,
  contact_ids: contactIds,
  enabled: z.boolean(),
});
/**
 * POST form/set-form-disable: closes or opens the form to submissions; the public page shows
 * `disable_message` while closed (001 §5: its errors fall on one form field, `disable_message`).
 */
export const setFormDisableBody = z.object({
  form_id: formId,
  is_disabled: z.boolean(),
  disable_message: z
    .string()
    .trim()
    .min(1, formMessages.disableMessageRequired)
    .max(2000)
    .optional(),
});
/**
 * PATCH contact/enable-disable-form (001 §4, §7 Contact): a form sent to the contact, enabled
 * or disabled for them, and shown in their client portal or not (`client_portal`).
 */
export const contactEnableDisableFormBody = z
  .object({
    contact_id: contactDbId,
    form_id: formId,
    enabled: z.boolean().optional(),
    client_portal: z.boolean().optional(),
  })
  .refine((b) => b.enabled !== undefined || b.client_portal !== undefined, {
    message: 'Please say whether the form is enabled or shown in the client portal',
    path: ['enabled'],
  });
export type ContactEnableDisableFormBody = z.input<typeof contactEnableDisableFormBody>;

/** A form as sent to a contact (the profile's Forms section). */
export const contactForm = form.extend({
  enabled: z.boolean(),
  client_portal: z.boolean(),
  sent_at: z.string(),
  /** The form's link for this contact: a submission through it is theirs. */
  personal_url: z.string(),
  submissions_count: z.number().int(),
  last_submitted_at: z.string().nullable(),
});
export type ContactForm = z.infer<typeof contactForm>;
export const contactFormsQuery = pageQuery.extend({ search });

const formResponse = z.object({ status: z.literal(1), message: z.string(), form: formDetails });
const questionResponse = z.object({ status: z.literal(1), message: z.string(), question });

// The public form (FormFill, /f/{key}): what anyone with the link sees and sends.

/** A question as the public page shows it. */
export const publicQuestion = question.omit({ form_id: true });
export const publicForm = z.object({
  key: z.string(),
  title: z.string(),
  settings: formSettings,
  questions: z.array(publicQuestion),
});
export type PublicForm = z.infer<typeof publicForm>;
export const publicFormResponse = z.object({ status: z.literal(1), form: publicForm });

/**
 * One answer as sent: text (short and long text, email, phone, date as YYYY-MM-DD, a choice of
 * single_choice or dropdown), a number (number, rating), a boolean (yes_no), a list (the
 * choices of multiple_choice) or `{ upload }`, the token `form/public/{key}/upload` answered.
 * An empty string, list or null is no answer.
 */
export const answerInput = z.union([
  z.string().max(longAnswerMax),
  z.number(),
  z.boolean(),
  z.array(z.string().max(optionMax)).max(maxOptions),
  z.object({ upload: z.string().min(1).max(500) }),
  z.null(),
]);
export type AnswerInput = z.infer<typeof answerInput>;
export const publicSubmitBody = z.object({
  /** By question id (as text, JSON's object keys). */
  answers: z
    .record(
      z
        .string()
        .max(10)
        .regex(/^\d{1,10}$/),
      answerInput,
    )
    .refine(
      (answers) => Object.keys(answers).length <= maxQuestions,
      formMessages.tooManyQuestions,
    ),
  /** The personal link's token (`?c=` of the link): the submission is this contact's. */
  c: z.string().max(200).optional(),
  fname: z.string().trim().max(100).optional(),
  lname: z.string().trim().max(100).optional(),
  email: z.string().trim().max(254).optional(),
  phone: z.string().trim().max(40).optional(),
  /** The honeypot: a hidden field people leave empty. Filled, the submission is dropped. */
  website: z.string().max(500).optional(),
});
export type PublicSubmitBody = z.input<typeof publicSubmitBody>;
export const publicSubmitResponse = z.object({
  status: z.literal(1),
  /** The form's thank-you message. */
  message: z.string(),
});
/** The fields a public upload sends before its one file part, `file` (multipart). */
export const publicUploadFields = z.object({ question_id: dbIdText });
export const publicUploadResponse = z.object({
  status: z.literal(1),
  /** Put into the answer as `{ upload }`; good for a day. */
  upload: z.string(),
  name: z.string(),
  size: z.number().int(),
});

// Responses (respondents), one response and the analytics.

/** A stored answer: as sent, and a file answer as the file's name, size and download key. */
export const fileAnswer = z.object({ name: z.string(), size: z.number().int() });
export const answerValue = z.union([
  z.string(),
  z.number(),
  z.boolean(),
  z.array(z.string()),
  fileAnswer,
  z.null(),
]);
export type AnswerValue = z.infer<typeof answerValue>;

/** One submission of a form (001 §3 respondents, submitted forms). */
export const respondent = z.object({
  id: z.number().int(),
  form_id: z.number().int(),
  /** The public response page's `:respondent` (never the id). */
  public_key: z.string(),
  /** The contact it is linked to; null when the visitor gave no email and had no link. */
  contact_id: z.number().int().nullable(),
  /** The contact's name, else the name given on the form. */
  name: z.string(),
  email: z.string().nullable(),
  /** The download's name (001 §3 submitted forms). */
  file_name: z.string(),
  created_at: z.string(),
});
export type Respondent = z.infer<typeof respondent>;
export const respondentQuery = pageQuery.extend({
  form_id: dbIdText,
  search,
  /** One contact's submissions of the form. */
  contact_id: contactIdText.optional(),
});

export const responseAnswer = z.object({
  question_id: z.number().int(),
  type: z.enum(questionTypes),
  title: z.string(),
  value: answerValue,
});
export const formResponseView = z.object({
  status: z.literal(1),
  form: form.pick({ id: true, title: true }).extend({ settings: formSettings }),
  respondent,
  /** In the form's question order; a question added since shows a null value. */
  answers: z.array(responseAnswer),
});
export type FormResponseView = z.infer<typeof formResponseView>;
/** GET form/view-form-response and download-form-response (signed in). */
export const viewResponseQuery = z.object({
  form_id: dbIdText,
  contact_id: contactIdText.optional(),
  respondent_id: dbIdText,
});
/** GET form/view-form-public-response: the keys of FormPublicResponse's path. */
export const viewPublicResponseQuery = z.object({
  form_id: dbIdText,
  contact_id: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  respondent: z.string().min(1).max(64),
});
export const deleteSubmittedBody = z.object({
  form_id: formId,
  respondent_ids: idArray(formMessages.chooseRespondent, dbId).max(1000),
});

/** Per question: how many answered, and by type the choices' counts or the average. */
export const questionAnalytics = z.object({
  question_id: z.number().int(),
  type: z.enum(questionTypes),
  title: z.string(),
  answered: z.number().int(),
  skipped: z.number().int(),
  /** Choice types and yes_no (Yes, No): every option with its count, in the question's order. */
  options: z.array(z.object({ option: z.string(), count: z.number().int() })),
  /** Rating: 1 to max with their counts; empty for the other types. */
  ratings: z.array(z.object({ value: z.number().int(), count: z.number().int() })),
  /** Rating and number; null for the other types or with no answer. */
  average: z.number().nullable(),
  min: z.number().nullable(),
  max: z.number().nullable(),
  /** Text types: the latest answers, at most 10. */
  latest: z.array(z.string()),
});
export type QuestionAnalytics = z.infer<typeof questionAnalytics>;
export const analyticsQuery = z.object({ form_id: dbIdText });
export const analyticsResponse = z.object({
  status: z.literal(1),
  form: form.pick({ id: true, title: true }),
  responses: z.number().int(),
  questions: z.array(questionAnalytics),
});
export type AnalyticsResponse = z.infer<typeof analyticsResponse>;

const forms = { tag: 'forms' } as const;
const may = (action: 'view' | 'create' | 'update' | 'delete') =>
  ({ permission: { area: 'forms', action } }) as const;

export const formEndpoints = {
  list: endpoint({
    ...forms,
    ...may('view'),
    method: 'GET',
    path: 'form/list',
    description: 'Forms by ordering (highest first), by folder and title.',
    query: formListQuery,
    response: paginated(form),
  }),
  listAll: endpoint({
    ...forms,
    ...may('view'),
    method: 'GET',
    path: 'form/list-all',
    description: `Every form by title, for pickers (at most ${formListAllMax}).`,
    query: formPickerQuery,
    response: formPickerResponse,
  }),
  allAssets: endpoint({
    ...forms,
    ...may('view'),
    method: 'GET',
    path: 'form/get-all-asset',
    description: `Every open form as an asset (id, title, asset_type, public_url), by title (at most ${formListAllMax}).`,
    query: formPickerQuery,
    response: formAssetsResponse,
  }),
  create: endpoint({
    ...forms,
    ...may('create'),
    method: 'PATCH',
    path: 'form/create',
    body: createFormBody,
    response: formResponse,
  }),
  rename: endpoint({
    ...forms,
    ...may('update'),
    method: 'POST',
    path: 'form/rename',
    body: renameFormBody,
    response: formResponse,
  }),
  duplicate: endpoint({
    ...forms,
    ...may('create'),
    method: 'POST',
    path: 'form/duplicate',
    description: 'A copy of the form with its settings and questions, without its responses.',
    body: duplicateFormBody,
    response: formResponse,
  }),
  remove: endpoint({
    ...forms,
    ...may('delete'),
    method: 'DELETE',
    path: 'form/delete',
    description: 'Deletes the form with its questions, responses and their files.',
    body: formIdBody,
    response: statusMessageResponse,
  }),
  details: endpoint({
    ...forms,
    ...may('view'),
    method: 'GET',
    path: 'form/:form/details',
    params: formParams,
    response: z.object({ status: z.literal(1), form: formDetails }),
  }),
  questions: endpoint({
    ...forms,
    ...may('view'),
    method: 'GET',
    path: 'form/:form/questions',
    params: formParams,
    response: z.object({ status: z.literal(1), questions: z.array(question) }),
  }),
  update: endpoint({
    ...forms,
    ...may('update'),
    method: 'POST',
    path: 'form/:form/update',
    description: 'Sets any of the title and the settings (styling, labels, add-ons).',
    params: formParams,
    body: updateFormBody,
    response: formResponse,
  }),
  saveQuestion: endpoint({
    ...forms,
    ...may('update'),
    method: 'POST',
    path: 'form/:form/save-question',
    description: 'Creates a question at the end, or with `id` updates it.',
    params: formParams,
    body: saveQuestionBody,
    response: questionResponse,
  }),
  duplicateQuestion: endpoint({
    ...forms,
    ...may('update'),
    method: 'PATCH',
    path: 'form/question/:question/duplicate',
    description: 'A copy of the question, right after it.',
    params: questionParams,
    response: questionResponse,
  }),
  removeQuestion: endpoint({
    ...forms,
    ...may('update'),
    method: 'DELETE',
    path: 'form/question/:question/delete',
    description: 'Deletes the question and its answers.',
    params: questionParams,
    response: statusMessageResponse,
  }),
  sortQuestions: endpoint({
    ...forms,
    ...may('update'),
    method: 'PATCH',
    path: 'form/sort-questions',
    body: sortQuestionsBody,
    response: z.object({
      status: z.literal(1),
      message: z.string(),
      questions: z.array(question),
    }),
  }),
  sendToContact: endpoint({
    ...forms,
    ...may('update'),
    method: 'POST',
    path: 'form/send-to-contact',
    description: 'Sends every form named to every contact named.',
    body: sendFormsBody,
    response: statusMessageResponse.extend({ sent: z.number().int() }),
  }),
  restrictFromContact: endpoint({
    ...forms,
    ...may('update'),
    method: 'POST',
    path: 'form/restrict-from-contact',
    description: 'Takes every form named from every contact named (their responses stay).',
    body: sendFormsBody,
    response: statusMessageResponse.extend({ restricted: z.number().int() }),
  }),
  setEnableDisable: endpoint({
    ...forms,
    ...may('update'),
    method: 'POST',
    path: 'form/set-enable-disable',
    description: 'Enables or disables a form for contacts it was sent to.',
    body: setEnableDisableBody,
    response: statusMessageResponse.extend({ updated: z.number().int() }),
  }),
  setFormDisable: endpoint({
    ...forms,
    ...may('update'),
    method: 'POST',
    path: 'form/set-form-disable',
    description: 'Closes or opens the form to submissions.',
    body: setFormDisableBody,
    response: formResponse,
  }),
  contactForms: endpoint({
    ...forms,
    ...may('view'),
    tag: 'contacts',
    method: 'GET',
    path: 'contact/:contact/forms',
    description: 'The forms sent to a contact, last sent first (the profile’s Forms section).',
    params: contactParams,
    query: contactFormsQuery,
    response: paginated(contactForm),
  }),
  contactEnableDisable: endpoint({
    ...forms,
    ...may('update'),
    tag: 'contacts',
    method: 'PATCH',
    path: 'contact/enable-disable-form',
    body: contactEnableDisableFormBody,
    response: statusMessageResponse.extend({ form: contactForm }),
  }),

  // Responses, analytics and their downloads.
  respondents: endpoint({
    ...forms,
    ...may('view'),
    method: 'GET',
    path: 'form/get-respondent',
    description: 'The submissions of a form, newest first.',
    query: respondentQuery,
    response: paginated(respondent),
  }),
  viewResponse: endpoint({
    ...forms,
    ...may('view'),
    method: 'GET',
    path: 'form/view-form-response',
    query: viewResponseQuery,
    response: formResponseView,
  }),
  viewPublicResponse: endpoint({
    ...forms,
    access: 'public',
    method: 'GET',
    path: 'form/view-form-public-response',
    description: "One response on its public page, by the respondent's public key.",
    query: viewPublicResponseQuery,
    response: formResponseView,
  }),
  downloadResponse: endpoint({
    ...forms,
    ...may('view'),
    method: 'GET',
    path: 'form/download-form-response',
    description: 'One response as a PDF, named by its file_name.',
    query: viewResponseQuery,
    produces: ['application/pdf'],
  }),
  deleteSubmitted: endpoint({
    ...forms,
    ...may('delete'),
    method: 'DELETE',
    path: 'form/delete-submitted-form',
    description: 'Deletes submissions of a form with their answers and files.',
    body: deleteSubmittedBody,
    response: statusMessageResponse.extend({ deleted: z.number().int() }),
  }),
  analytics: endpoint({
    ...forms,
    ...may('view'),
    method: 'GET',
    path: 'form/get-analytics',
    query: analyticsQuery,
    response: analyticsResponse,
  }),
  downloadAnalytics: endpoint({
    ...forms,
    ...may('view'),
    method: 'GET',
    path: 'form/:form/download-analytics',
    description: 'The analytics as a PDF.',
    params: formParams,
    produces: ['application/pdf'],
  }),
  downloadAnalyticsCsv: endpoint({
    ...forms,
    ...may('view'),
    method: 'GET',
    path: 'form/:form/download-analytics-csv',
    description: 'Every response as a CSV row, one column per question.',
    params: formParams,
    produces: ['text/csv'],
  }),

  // The public form.
  publicForm: endpoint({
    ...forms,
    access: 'public',
    method: 'GET',
    path: 'form/public/:key',
    description: 'The form as its public page shows it: title, settings and questions.',
    params: keyParams,
    response: publicFormResponse,
  }),
  publicSubmit: endpoint({
    ...forms,
    access: 'public',
    method: 'POST',
    path: 'form/public/:key/submit',
    description:
      'A submission: answers by question id (422 with `answers.<question_id>` messages), the add-ons, the personal link token `c`.',
    params: keyParams,
    body: publicSubmitBody,
    response: publicSubmitResponse,
  }),
  publicUpload: endpoint({
    ...forms,
    access: 'public',
    method: 'POST',
    path: 'form/public/:key/upload',
    description: `Multipart: \`question_id\` first, then one part named \`file\` (at most ${maxFormUploadBytes / 1024 / 1024} MB). Answers the token to put in the answer.`,
    params: keyParams,
    upload: true,
    response: publicUploadResponse,
  }),
};

// How the kinds of question and the add-ons (001 §3 add_ons) are named on screens and in the
// downloads.
export const questionTypeLabels: Record<QuestionType, string> = {
  short_text: 'Short text',
  long_text: 'Long text',
  email: 'Email',
  phone: 'Phone',
  number: 'Number',
  date: 'Date',
  single_choice: 'Single choice',
  multiple_choice: 'Multiple choice',
  dropdown: 'Dropdown',
  rating: 'Rating',
  file_upload: 'File upload',
  yes_no: 'Yes / No',
};

export const addOnLabels: Record<FormAddOn, string> = {
  fname: 'First name',
  lname: 'Last name',
  email: 'Email',
  phone: 'Phone',
};
