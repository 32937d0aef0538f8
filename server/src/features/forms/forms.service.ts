import { randomBytes, timingSafeEqual } from 'node:crypto';
import {
  type ContactForm,
  type contactEnableDisableFormBody,
  type Form,
  type FormDetails,
  type FormSettings,
  formListAllMax,
  type formListQuery,
  formMessages,
  isChoiceType,
  maxQuestions,
  type Question,
  ratingMaxDefault,
  type SendFormsBody,
  type saveQuestionBody,
  type updateFormBody,
} from '@coachline/contract/forms';
import type { PortalForm } from '@coachline/contract/portal';
import { findRoute } from '@coachline/contract/routes';
import { defaultHeadline, defaultSubheadline, styledContent } from '@coachline/contract/styles';
import type { z } from 'zod';
import type { AssetCopy } from '../../platform/asset-copy';
import { authorize } from '../../platform/auth';
import type { RequestContext } from '../../platform/context';
import type { Deps } from '../../platform/deps';
import { fieldError, notFound } from '../../platform/errors';
import { removeFile } from '../../platform/files';
import { offsetOf, presentPage } from '../../platform/pagination';
import { switchableSentAssets } from '../contacts/contact-assets';
import { contactOf } from '../contacts/contacts.service';
import { assetFolder } from '../folders/folders.service';
import { styleOf } from '../styles/styles.service';
import * as repo from './forms.repository';
import { formContacts, forms } from './forms.tables';

// Forms (docs/architecture.md §8k): a location's forms with their questions and styling, sent
// to contacts, and filled in by anyone through their public link (forms.public.ts). The
// responses and analytics are forms.responses.*.

// Links

const fillPath = findRoute('FormFill').path;
/** `{APP_URL}/f/{public_key}`: the form's public link. */
export const publicUrlOf = (deps: Pick<Deps, 'config'>, key: string) =>
  `${deps.config.appUrl}${fillPath.replace(':key', encodeURIComponent(key))}`;

const macChars = 16;
const personalSigners = new WeakMap<Deps['secrets'], (data: string) => Buffer>();
function personalMac(deps: Pick<Deps, 'secrets'>, formId: number, contactId: number) {
  let sign = personalSigners.get(deps.secrets);
  if (!sign) {
    sign = deps.secrets.signerFor('form-personal-link');
    personalSigners.set(deps.secrets, sign);
  }
  return sign(`${formId}.${contactId}`).toString('base64url').slice(0, macChars);
}

/**
 * The `c` of a contact's personal link to a form: the contact's id in base 36 and an HMAC of
 * form and contact with a key derived from the app key, so no one can make one for another
 * contact or carry it to another form.
 */
export const personalToken = (deps: Pick<Deps, 'secrets'>, formId: number, contactId: number) =>
  `${contactId.toString(36)}.${personalMac(deps, formId, contactId)}`;

const personalShape = /^([0-9a-z]{1,11})\.([\w-]{16})$/;

/** The contact a personal token names for the form, or null for one we did not make. */
export function contactOfToken(
  deps: Pick<Deps, 'secrets'>,
  formId: number,
  token: string,
): number | null {
  const match = personalShape.exec(token);
  if (!match) return null;
  const [, idText = '', mac = ''] = match;
  const id = Number.parseInt(idText, 36);
  if (!(id > 0 && id <= Number.MAX_SAFE_INTEGER) || id.toString(36) !== idText) return null;
  const expected = personalMac(deps, formId, id);
  return timingSafeEqual(Buffer.from(mac), Buffer.from(expected)) ? id : null;
}

export const personalUrlOf = (
  deps: Pick<Deps, 'config' | 'secrets'>,
  form: repo.FormRow,
  contactId: number,
) => `${publicUrlOf(deps, form.publicKey)}?c=${personalToken(deps, form.id, contactId)}`;

/** A new public key: 128 random bits, URL-safe. */
export const newPublicKey = () => randomBytes(16).toString('base64url');

// Presenting

export function presentSettings(row: repo.FormRow): FormSettings {
  return {
    submit_label: row.submitLabel,
    submit_align: row.submitAlign as FormSettings['submit_align'],
    get_started_label: row.getStartedLabel,
    thank_you_message: row.thankYouMessage,
    add_ons: row.addOns,
    accent_color: row.accentColor,
    overlay_opacity: row.overlayOpacity,
    cover_image: row.coverImage,
    logo_image: row.logoImage,
    subheadline: row.subheadline,
    headline_style: row.headlineStyle ?? defaultHeadline,
    subheadline_style: row.subheadlineStyle ?? defaultSubheadline,
    is_disabled: row.isDisabled,
    disable_message: row.disableMessage,
  };
}

export const presentForm = (deps: Pick<Deps, 'config'>, row: repo.ListedForm): Form => ({
  id: row.id,
  title: row.title,
  asset_type: 'forms',
  public_url: publicUrlOf(deps, row.publicKey),
  folder_id: row.folderId,
  ordering: row.ordering,
  is_disabled: row.isDisabled,
  questions_count: row.questionsCount,
  responses_count: row.responsesCount,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

const presentDetails = (deps: Deps, row: repo.ListedForm): FormDetails => ({
  ...presentForm(deps, row),
  settings: presentSettings(row),
});

export const presentQuestion = (row: repo.QuestionRow): Question => ({
  id: row.id,
  form_id: row.formId,
  type: row.type,
  title: row.title,
  description: row.description,
  is_required: row.isRequired,
  ordering: row.ordering,
  options: row.options,
  max: row.max,
});

// Forms

/** A form of the accessed location, or 404. */
export async function formOf(deps: Deps, ctx: RequestContext, id: number) {
  const row = await repo.findForm(deps.db, ctx.accountId, id);
  if (!row) throw notFound();
  return row;
}

async function answer(deps: Deps, ctx: RequestContext, id: number, message: string) {
  return {
    status: 1 as const,
    message,
    form: presentDetails(deps, await formOf(deps, ctx, id)),
  };
}

/** A folder of forms to put a form in: 0 the main folder; 404 for another's, 422 archived. */
async function formFolder(deps: Deps, ctx: RequestContext, folderId: number | undefined) {
  if (!folderId) return null;
  const folder = await assetFolder(deps, ctx, 'forms', folderId);
  if (folder.archived) throw fieldError('folder_id', formMessages.archivedFolder);
  return folder.id;
}

/** GET form/list. */
export async function list(deps: Deps, ctx: RequestContext, query: z.output<typeof formListQuery>) {
  authorize(ctx, 'view', 'forms');
  const { page, per_page: perPage } = query;
  const { rows, total } = await repo.listForms(
    deps.db,
    ctx.accountId,
    {
      search: query.search,
      folderId:
        query.folder_id === undefined ? undefined : query.folder_id === 0 ? null : query.folder_id,
    },
    { by: query.order_by, dir: query.order },
    { limit: perPage, offset: offsetOf({ page, per_page: perPage }) },
  );
  return presentPage(
    rows.map((r) => presentForm(deps, r)),
    total,
    page,
    perPage,
  );
}

async function picked(deps: Deps, ctx: RequestContext, search: string | undefined) {
  authorize(ctx, 'view', 'forms');
  const rows = await repo.pickForms(deps.db, ctx.accountId, { search }, formListAllMax + 1);
  return { rows: rows.slice(0, formListAllMax), truncated: rows.length > formListAllMax };
}

/** GET form/list-all: every form by title, for pickers. */
export async function listAll(deps: Deps, ctx: RequestContext, search: string | undefined) {
  const { rows, truncated } = await picked(deps, ctx, search);
  return { status: 1 as const, data: rows.map((r) => presentForm(deps, r)), truncated };
}

/** GET form/get-all-asset: the forms open to submissions, as assets (001 §3 Form). */
export async function allAssets(deps: Deps, ctx: RequestContext, search: string | undefined) {
  const { rows, truncated } = await picked(deps, ctx, search);
  const data = rows
    .filter((r) => !r.isDisabled)
    .map((r) => ({
      id: r.id,
      title: r.title,
      asset_type: 'forms' as const,
      public_url: publicUrlOf(deps, r.publicKey),
    }));
  return { status: 1 as const, data, truncated };
}

/** PATCH form/create: a form on top of its list, headlines in the location's saved style. */
export async function create(
  deps: Deps,
  ctx: RequestContext,
  body: { title: string; folder_id?: number | undefined },
) {
  authorize(ctx, 'create', 'forms');
  const folderId = await formFolder(deps, ctx, body.folder_id);
  const { style } = await styleOf(deps, ctx, styledContent.forms);
  const row = await repo.insertForm(deps.db, ctx.accountId, {
    title: body.title,
    folderId,
    publicKey: newPublicKey(),
    headlineStyle: style.headline,
    subheadlineStyle: style.subheadline,
    createdBy: ctx.user.id,
  });
  return answer(deps, ctx, row.id, formMessages.created);
}

/** POST form/rename. */
export async function rename(deps: Deps, ctx: RequestContext, id: number, title: string) {
  authorize(ctx, 'update', 'forms');
  await formOf(deps, ctx, id);
  await repo.updateForm(deps.db, ctx.accountId, id, { title });
  return answer(deps, ctx, id, formMessages.renamed);
}

/** POST form/duplicate: settings and questions, in the same folder, on top of the list. */
export async function duplicate(
  deps: Deps,
  ctx: RequestContext,
  id: number,
  title: string | undefined,
) {
  authorize(ctx, 'create', 'forms');
  const source = await formOf(deps, ctx, id);
  const {
    id: _id,
    accountId: _account,
    publicKey: _key,
    ordering: _ordering,
    createdAt: _created,
    updatedAt: _updated,
    questionsCount: _questions,
    responsesCount: _responses,
    ...copied
  } = source;
  const row = await deps.db.transaction(async (tx) => {
    const copy = await repo.insertForm(tx, ctx.accountId, {
      ...copied,
      title: title ?? formMessages.copyTitle(source.title),
      publicKey: newPublicKey(),
      createdBy: ctx.user.id,
    });
    await repo.copyQuestions(
      tx,
      { accountId: ctx.accountId, formId: source.id },
      { accountId: ctx.accountId, formId: copy.id },
    );
    return copy;
  });
  return answer(deps, ctx, row.id, formMessages.duplicated);
}

/** DELETE form/delete: the form, its questions, responses and their stored files. */
export async function remove(deps: Deps, ctx: RequestContext, id: number) {
  authorize(ctx, 'delete', 'forms');
  await formOf(deps, ctx, id);
  const keys = await repo.answerFileKeys(deps.db, ctx.accountId, { formId: id });
  await repo.deleteForm(deps.db, ctx.accountId, id);
  for (const key of keys) await removeFile(deps, ctx.accountId, key);
  return { status: 1 as const, message: formMessages.deleted };
}

// Sharing between locations (features/sharing)

/**
 * A deep copy of a form into another account (an import of a shared form): its settings and
 * questions, its cover and logo copied through `copy.copyFile`; not its contacts, responses or
 * folder. Null when the form is not one of `copy.fromAccountId`'s.
 */
export async function copyToAccount(deps: Deps, id: number, copy: AssetCopy) {
  const source = await repo.findForm(deps.db, copy.fromAccountId, id);
  if (!source) return null;
  const {
    id: _id,
    accountId: _account,
    publicKey: _key,
    ordering: _ordering,
    folderId: _folder,
    createdAt: _created,
    updatedAt: _updated,
    questionsCount: _questions,
    responsesCount: _responses,
    ...copied
  } = source;
  const coverImage = source.coverImage && (await copy.copyFile(source.coverImage));
  const logoImage = source.logoImage && (await copy.copyFile(source.logoImage));
  return deps.db.transaction(async (tx) => {
    const row = await repo.insertForm(tx, copy.toAccountId, {
      ...copied,
      coverImage,
      logoImage,
      folderId: null,
      publicKey: newPublicKey(),
      createdBy: copy.userId,
    });
    await repo.copyQuestions(
      tx,
      { accountId: copy.fromAccountId, formId: source.id },
      { accountId: copy.toAccountId, formId: row.id },
    );
    return row.id;
  });
}

/** What a share of the form shows: its title and cover. */
export async function describeForSharing(deps: Deps, accountId: number, id: number) {
  const row = await repo.findForm(deps.db, accountId, id);
  return row ? { title: row.title, thumbnail: row.coverImage } : null;
}

/** GET form/{id}/details. */
export async function details(deps: Deps, ctx: RequestContext, id: number) {
  authorize(ctx, 'view', 'forms');
  return { status: 1 as const, form: presentDetails(deps, await formOf(deps, ctx, id)) };
}

/** POST form/{form_id}/update: the title and any of the settings. */
export async function update(
  deps: Deps,
  ctx: RequestContext,
  id: number,
  body: z.output<typeof updateFormBody>,
) {
  authorize(ctx, 'update', 'forms');
  await formOf(deps, ctx, id);
  await repo.updateForm(deps.db, ctx.accountId, id, {
    title: body.title,
    submitLabel: body.submit_label,
    submitAlign: body.submit_align,
    getStartedLabel: body.get_started_label,
    thankYouMessage: body.thank_you_message,
    addOns: body.add_ons && [...new Set(body.add_ons)],
    accentColor: body.accent_color,
    overlayOpacity: body.overlay_opacity,
    coverImage: body.cover_image,
    logoImage: body.logo_image,
    subheadline: body.subheadline,
    headlineStyle: body.headline_style,
    subheadlineStyle: body.subheadline_style,
  });
  return answer(deps, ctx, id, formMessages.updated);
}

/** POST form/set-form-disable: closes or opens the form to submissions. */
export async function setFormDisable(
  deps: Deps,
  ctx: RequestContext,
  body: { form_id: number; is_disabled: boolean; disable_message?: string | undefined },
) {
  authorize(ctx, 'update', 'forms');
  await formOf(deps, ctx, body.form_id);
  await repo.updateForm(deps.db, ctx.accountId, body.form_id, {
    isDisabled: body.is_disabled,
    disableMessage: body.disable_message,
  });
  return answer(
    deps,
    ctx,
    body.form_id,
    body.is_disabled ? formMessages.disabled : formMessages.enabled,
  );
}

// Questions

/** GET form/{id}/questions. */
export async function questions(deps: Deps, ctx: RequestContext, id: number) {
  authorize(ctx, 'view', 'forms');
  await formOf(deps, ctx, id);
  const rows = await repo.listQuestions(deps.db, ctx.accountId, id);
  return { status: 1 as const, questions: rows.map(presentQuestion) };
}

/** A question of the accessed location (of the form, when given), or 404. */
async function questionOf(deps: Deps, ctx: RequestContext, id: number, formId?: number) {
  const row = await repo.findQuestion(deps.db, ctx.accountId, id);
  if (!row || (formId !== undefined && row.formId !== formId)) throw notFound();
  return row;
}

/** POST form/{form_id}/save-question: a new question last, or with `id` that one changed. */
export async function saveQuestion(
  deps: Deps,
  ctx: RequestContext,
  formId: number,
  body: z.output<typeof saveQuestionBody>,
) {
  authorize(ctx, 'update', 'forms');
  const form = await formOf(deps, ctx, formId);
  const existing = body.id === undefined ? undefined : await questionOf(deps, ctx, body.id, formId);
  if (!existing && form.questionsCount >= maxQuestions)
    throw fieldError('title', formMessages.tooManyQuestions);
  const values = {
    type: body.type,
    title: body.title,
    description: body.description,
    isRequired: body.is_required,
    options: isChoiceType(body.type) ? body.options : [],
    max: body.type === 'rating' ? (body.max ?? existing?.max ?? ratingMaxDefault) : null,
  };
  const row = existing
    ? await repo.updateQuestion(deps.db, ctx.accountId, existing.id, values)
    : await repo.insertQuestion(deps.db, ctx.accountId, formId, values);
  await repo.updateForm(deps.db, ctx.accountId, formId, {});
  return {
    status: 1 as const,
    message: formMessages.questionSaved,
    question: presentQuestion(row!),
  };
}

/** PATCH form/question/{question_id}/duplicate: a copy right after it. */
export async function duplicateQuestion(deps: Deps, ctx: RequestContext, id: number) {
  authorize(ctx, 'update', 'forms');
  const source = await questionOf(deps, ctx, id);
  const form = await formOf(deps, ctx, source.formId);
  if (form.questionsCount >= maxQuestions) throw fieldError('title', formMessages.tooManyQuestions);
  const row = await deps.db.transaction((tx) => repo.duplicateQuestion(tx, ctx.accountId, source));
  return {
    status: 1 as const,
    message: formMessages.questionDuplicated,
    question: presentQuestion(row),
  };
}

/** DELETE form/question/{question_id}/delete: the question, its answers and their files. */
export async function removeQuestion(deps: Deps, ctx: RequestContext, id: number) {
  authorize(ctx, 'update', 'forms');
  await questionOf(deps, ctx, id);
  const keys = await repo.answerFileKeys(deps.db, ctx.accountId, { questionId: id });
  await repo.deleteQuestion(deps.db, ctx.accountId, id);
  for (const key of keys) await removeFile(deps, ctx.accountId, key);
  return { status: 1 as const, message: formMessages.questionDeleted };
}

/**
 * PATCH form/sort-questions: every question of the form, top first. An id that is no question
 * of the form is a 404; a list missing some or naming one twice is a 422.
 */
export async function sortQuestions(
  deps: Deps,
  ctx: RequestContext,
  body: { form_id: number; question_ids: number[] },
) {
  authorize(ctx, 'update', 'forms');
  await formOf(deps, ctx, body.form_id);
  const current = await repo.listQuestions(deps.db, ctx.accountId, body.form_id);
  const ids = new Set(current.map((q) => q.id));
  if (body.question_ids.some((id) => !ids.has(id))) throw notFound();
  if (new Set(body.question_ids).size !== ids.size || body.question_ids.length !== ids.size)
    throw fieldError('question_ids', formMessages.sortIncomplete);
  await repo.sortQuestions(deps.db, ctx.accountId, body.form_id, body.question_ids);
  const rows = await repo.listQuestions(deps.db, ctx.accountId, body.form_id);
  return {
    status: 1 as const,
    message: formMessages.questionsSorted,
    questions: rows.map(presentQuestion),
  };
}

// Forms sent to contacts (001 §4, §7 Contact)

/** Forms sent to contacts: the forms area and the contact centre's view. */
const sentForms = switchableSentAssets({
  area: 'forms',
  assets: forms,
  sent: formContacts,
  assetColumn: formContacts.formId,
  contactRecords: { leave: repo.unlinkSubmissions, reassign: repo.reassignSubmissions },
  messages: formMessages,
});

/** POST form/send-to-contact. */
export const sendToContact = (deps: Deps, ctx: RequestContext, body: SendFormsBody) =>
  sentForms.send(deps, ctx, body.form_ids, body.contact_ids);

/** POST form/restrict-from-contact; the responses stay. */
export const restrictFromContact = (deps: Deps, ctx: RequestContext, body: SendFormsBody) =>
  sentForms.restrict(deps, ctx, body.form_ids, body.contact_ids);

/** POST form/set-enable-disable: the form enabled or disabled for contacts it was sent to. */
export const setEnableDisable = (
  deps: Deps,
  ctx: RequestContext,
  body: { form_id: number; contact_ids: number[]; enabled: boolean },
) => sentForms.enable(deps, ctx, body.form_id, body.contact_ids, body.enabled);

const presentContactForm = (
  deps: Deps,
  contactId: number,
  row: repo.ContactFormRow,
): ContactForm => ({
  ...presentForm(deps, row),
  enabled: row.enabled,
  client_portal: row.clientPortal,
  sent_at: row.sentAt.toISOString(),
  personal_url: personalUrlOf(deps, row, contactId),
  submissions_count: row.submissionsCount,
  last_submitted_at: row.lastSubmittedAt && new Date(row.lastSubmittedAt).toISOString(),
});

/** GET contact/{contact_id}/forms: the forms sent to the contact, last sent first. */
export async function contactForms(
  deps: Deps,
  ctx: RequestContext,
  contactId: number,
  query: { page: number; per_page: number; search?: string | undefined },
) {
  sentForms.authorize(ctx, 'view');
  await contactOf(deps.db, ctx, contactId);
  const { rows, total } = await repo.contactForms(
    deps.db,
    ctx.accountId,
    contactId,
    { search: query.search },
    { limit: query.per_page, offset: offsetOf(query) },
  );
  return presentPage(
    rows.map((r) => presentContactForm(deps, contactId, r)),
    total,
    query.page,
    query.per_page,
  );
}

/** PATCH contact/enable-disable-form: enabled for the contact, shown in their portal. */
export async function contactEnableDisable(
  deps: Deps,
  ctx: RequestContext,
  body: z.output<typeof contactEnableDisableFormBody>,
) {
  await sentForms.setForContact(deps, ctx, body.form_id, body.contact_id, {
    enabled: body.enabled,
    clientPortal: body.client_portal,
  });
  const { rows } = await repo.contactForms(
    deps.db,
    ctx.accountId,
    body.contact_id,
    { formId: body.form_id },
    { limit: 1, offset: 0 },
  );
  const enabled = body.enabled ?? rows[0]!.enabled;
  return {
    status: 1 as const,
    message: enabled ? formMessages.enabled : formMessages.disabled,
    form: presentContactForm(deps, body.contact_id, rows[0]!),
  };
}

/** A contact's move and merge (contacts service) take its forms along. */
export const leaveForms = sentForms.leave;
export const reassignContactForms = sentForms.reassign;

// The client portal: the contact's side, scoped by the portal session (no user)

/** The forms a contact sees in their portal, each with the contact's personal link. */
export async function portalForms(
  deps: Deps,
  accountId: number,
  contactId: number,
): Promise<PortalForm[]> {
  const rows = await repo.portalForms(deps.db, accountId, contactId);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    url: personalUrlOf(deps, row, contactId),
    sent_at: row.sentAt.toISOString(),
    submitted_at: row.lastSubmitted ? new Date(row.lastSubmitted).toISOString() : null,
  }));
}
