import { fileMessages } from '@coachline/contract/files';
import {
  type AnswerInput,
  type AnswerValue,
  type FormAddOn,
  formMessages,
  longAnswerMax,
  type publicSubmitBody,
  publicUploadFields,
  shortAnswerMax,
} from '@coachline/contract/forms';
import { parsePhone } from '@coachline/contract/phones';
import type { Multipart } from '@fastify/multipart';
import { z } from 'zod';
import type { Executor } from '../../db/client';
import type { RequestContext } from '../../platform/context';
import type { Deps } from '../../platform/deps';
import {
  AppError,
  type FieldErrors,
  fieldError,
  forbidden,
  notFound,
  optInsClosed,
  validationError,
  zodFieldErrors,
} from '../../platform/errors';
import { keepFile } from '../../platform/files';
import { type ThrottleRule, takeAttempt } from '../../platform/throttle';
import { type UploadClaim, uploadClaims } from '../../platform/upload-claims';
import { actingContext } from '../accounts/accounts.service';
import { fileStorageQuota } from '../accounts/limits';
import * as contacts from '../contacts/contacts.service';
import * as repo from './forms.repository';
import { contactOfToken, newPublicKey, presentQuestion, presentSettings } from './forms.service';

// The public form (FormFill, /f/{key}; docs/architecture.md §8k): anyone with the link reads
// the form and submits it, acting as the location's owner (ownerContext) through the same
// services a coach's request uses. The key is the secret: a wrong one is a 404 like a closed
// location. Each address is throttled; a bot filling the honeypot is answered as if all went
// well and nothing is stored.

// A front desk's tablet sends many forms from one address, a bot many more.
const submissionsPerAddress: ThrottleRule = { attempts: 30, windowSeconds: 600, lockSeconds: 600 };
const uploadsPerAddress: ThrottleRule = { attempts: 30, windowSeconds: 600, lockSeconds: 600 };

/**
 * The form of a public key, its questions and the owner it acts as; 404 for a wrong key or a
 * closed location.
 */
async function formOfKey(deps: Deps, key: string) {
  const found = await repo.findFormByKey(deps.db, key);
  const owner = found && actingContext(found.location, found.organization, found.owner);
  if (!owner) throw notFound();
  return { row: found.form, questions: found.questions, owner };
}

/** GET form/public/{key}: the form as its page shows it, never the location's other data. */
export async function publicForm(deps: Deps, key: string) {
  const { row, questions } = await formOfKey(deps, key);
  return {
    status: 1 as const,
    form: {
      key: row.publicKey,
      title: row.title,
      settings: presentSettings(row),
      questions: questions.map((q) => {
        const { form_id: _form, ...shown } = presentQuestion(q);
        return shown;
      }),
    },
  };
}

// Uploads: a token names the stored file, its question and name, signed for the form.
const uploads = uploadClaims({
  purpose: 'form-upload',
  folder: 'forms',
  filePurpose: 'form-answer',
  messages: {
    tooLarge: formMessages.uploadTooLarge,
    empty: formMessages.uploadEmpty,
    noSpace: formMessages.noSpace,
  },
});

/**
 * POST form/public/{key}/upload: `question_id`, then one `file` part, stored in the location's
 * quota as a temporary file that the submission claims.
 */
export async function publicUpload(
  deps: Deps,
  key: string,
  parts: AsyncIterable<Multipart>,
  client: string,
) {
  const { row, owner } = await formOfKey(deps, key);
  if (row.isDisabled) throw forbidden(formMessages.formClosed);
  await takeAttempt(deps.db, `form-upload:${client}`, uploadsPerAddress);
  let questionId: number | undefined;
  let claim: UploadClaim | undefined;
  for await (const part of parts) {
    if (part.type === 'field') {
      if (part.fieldname !== 'question_id') continue;
      const fields = publicUploadFields.safeParse({ question_id: part.value });
      if (!fields.success) throw validationError(zodFieldErrors(fields.error.issues));
      const question = await repo.findQuestion(deps.db, row.accountId, fields.data.question_id);
      if (question?.formId !== row.id || question.type !== 'file_upload')
        throw fieldError('question_id', formMessages.uploadNotFileQuestion);
      questionId = question.id;
      continue;
    }
    if (part.fieldname !== 'file' || claim || questionId === undefined) {
      part.file.resume();
      if (questionId === undefined && part.fieldname === 'file')
        throw fieldError('question_id', formMessages.uploadNotFileQuestion);
      continue;
    }
    claim = await uploads.store(
      deps,
      {
        accountId: row.accountId,
        quota: fileStorageQuota(owner.primaryAccountId),
        questionId,
      },
      part,
    );
  }
  if (!claim) throw fieldError('file', fileMessages.chooseFile);
  return {
    status: 1 as const,
    upload: uploads.token(deps, row.id, claim),
    name: claim.n,
    size: claim.s,
  };
}

// Answers, checked per question type

type Checked = { value: AnswerValue; storageKey: string | null };

const isEmpty = (value: AnswerInput | undefined) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

const emailShape = z.email();
const dateShape = z.iso.date();
const asNumber = (value: AnswerInput): number | undefined => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value)) return Number(value);
  return undefined;
};

/** One answer as stored, or the message that refuses it. */
function checkAnswer(
  deps: Deps,
  owner: RequestContext,
  form: repo.FormRow,
  question: repo.QuestionRow,
  value: AnswerInput,
): Checked | string {
  const plain = (v: AnswerValue): Checked => ({ value: v, storageKey: null });
  const text = typeof value === 'string' ? value.trim() : undefined;
  switch (question.type) {
    case 'short_text':
    case 'long_text': {
      const max = question.type === 'short_text' ? shortAnswerMax : longAnswerMax;
      if (text === undefined) return formMessages.answerRequired;
      return text.length > max ? formMessages.answerTooLong(max) : plain(text);
    }
    case 'email':
      return text !== undefined && text.length <= 254 && emailShape.safeParse(text).success
        ? plain(text.toLowerCase())
        : formMessages.answerEmail;
    case 'phone': {
      const parsed = text === undefined ? undefined : parsePhone(text, owner.phoneCountry);
      return parsed && 'e164' in parsed ? plain(parsed.e164) : formMessages.answerPhone;
    }
    case 'number': {
      const number = asNumber(value);
      return number === undefined || Math.abs(number) > 1e15
        ? formMessages.answerNumber
        : plain(number);
    }
    case 'date':
      return text !== undefined && dateShape.safeParse(text).success
        ? plain(text)
        : formMessages.answerDate;
    case 'single_choice':
    case 'dropdown':
      return text !== undefined && question.options.includes(text)
        ? plain(text)
        : formMessages.answerChoice;
    case 'multiple_choice': {
      const chosen = Array.isArray(value) ? value.map((v) => v.trim()) : [];
      if (!Array.isArray(value) || chosen.some((c) => !question.options.includes(c)))
        return formMessages.answerChoice;
      return plain(question.options.filter((o) => chosen.includes(o)));
    }
    case 'rating': {
      const max = question.max ?? 5;
      const rating = asNumber(value);
      return rating !== undefined && Number.isInteger(rating) && rating >= 1 && rating <= max
        ? plain(rating)
        : formMessages.answerRating(max);
    }
    case 'yes_no':
      return typeof value === 'boolean' ? plain(value) : formMessages.answerYesNo;
    case 'file_upload': {
      const token =
        typeof value === 'object' && value !== null && 'upload' in value ? value.upload : '';
      const claim = uploads.claim(deps, form.id, token);
      if (!claim || claim.q !== question.id) return formMessages.answerUpload;
      return {
        value: { name: claim.n, size: claim.s },
        storageKey: uploads.keyOf(form.accountId, claim),
      };
    }
  }
}

type SubmitBody = z.output<typeof publicSubmitBody>;

const addOnMessages: Record<FormAddOn, string> = {
  fname: formMessages.fnameRequired,
  lname: formMessages.lnameRequired,
  email: formMessages.emailRequired,
  phone: formMessages.phoneRequired,
};

/** The add-ons as given, checked: the form's add-ons are required unless the link names a contact. */
function checkAddOns(
  owner: RequestContext,
  form: repo.FormRow,
  body: SubmitBody,
  linked: boolean,
  errors: FieldErrors,
) {
  const given = {
    fname: body.fname?.trim() ?? '',
    lname: body.lname?.trim() ?? '',
    email: body.email?.trim().toLowerCase() ?? '',
    phone: body.phone?.trim() ?? '',
  };
  if (!linked)
    for (const addOn of form.addOns) if (!given[addOn]) errors[addOn] = [addOnMessages[addOn]];
  if (given.email && !emailShape.safeParse(given.email).success)
    errors.email = [formMessages.answerEmail];
  let phone: string | null = null;
  if (given.phone) {
    const parsed = parsePhone(given.phone, owner.phoneCountry);
    if (parsed && 'e164' in parsed) phone = parsed.e164;
    else errors.phone = [formMessages.answerPhone];
  }
  return { ...given, email: given.email || null, phone };
}

/**
 * The contact a submission is linked to: the one its personal link names (a live contact of
 * the location), else the location's contact with its email, else a new lead with last action
 * "Recorded as Submitted A Form" (000 §3) within the plan's contacts space; none without an
 * email.
 */
async function respondentContact(
  deps: Deps,
  owner: RequestContext,
  linkedId: number | null,
  person: { fname: string; lname: string; email: string | null; phone: string | null },
): Promise<number | null> {
  if (linkedId !== null) return linkedId;
  if (!person.email) return null;
  const existing = await contacts.liveContactIdWith(
    deps.db,
    owner.accountId,
    'email',
    person.email,
  );
  if (existing) return existing;
  try {
    const { contact } = await contacts.save(
      deps,
      owner,
      {
        first_name: person.fname,
        last_name: person.lname,
        email: person.email,
        number: person.phone,
        source: 'Internet',
        last_action: 'Recorded as Submitted A Form',
      },
      'form',
    );
    return contact.id;
  } catch (error) {
    if (error instanceof AppError && error.code === 'limit_exceeded')
      throw optInsClosed(formMessages.noSpace);
    // Another submission with this email made the contact meanwhile: it is theirs too.
    if (error instanceof AppError && error.fields?.email) {
      const made = await contacts.liveContactIdWith(
        deps.db,
        owner.accountId,
        'email',
        person.email,
      );
      if (made) return made;
    }
    throw error;
  }
}

/** The name of a submission's download (001 §3 submitted forms: file_name). */
function fileNameOf(form: repo.FormRow, who: string, at: Date) {
  const name = `${form.title} - ${who || 'Response'} - ${at.toISOString().slice(0, 10)}.pdf`;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it replaces
  return name.replace(/[/\\:*?"<>|\u0000-\u001f]/g, '-');
}

/** The personal link's contact, when the token is ours for this form and names a live contact. */
async function linkedContact(deps: Deps, owner: RequestContext, formId: number, token?: string) {
  const id = token ? contactOfToken(deps, formId, token) : null;
  if (id === null) return null;
  return (await contacts.countLiveContacts(deps.db, owner.accountId, [id])) === 1 ? id : null;
}

/** POST form/public/{key}/submit. */
export async function publicSubmit(deps: Deps, key: string, body: SubmitBody, client: string) {
  // Together, one round trip: a submission to a wrong key counts against its address too.
  const [{ row, questions, owner }] = await Promise.all([
    formOfKey(deps, key),
    takeAttempt(
      deps.db,
      `form-submit:${client}`,
      submissionsPerAddress,
      () => formMessages.tooManySubmissions,
    ),
  ]);
  const done = { status: 1 as const, message: row.thankYouMessage };
  // A bot fills the field people never see: it is told all went well, and nothing is kept.
  if (body.website) return done;
  if (row.isDisabled) throw forbidden(row.disableMessage || formMessages.formClosed);

  const linkedId = await linkedContact(deps, owner, row.id, body.c);
  const errors: FieldErrors = {};
  const person = checkAddOns(owner, row, body, linkedId !== null, errors);
  const answers: repo.NewAnswer[] = [];
  let answeredEmail: string | null = null;
  for (const question of questions) {
    const value = body.answers[String(question.id)];
    const field = `answers.${question.id}`;
    if (isEmpty(value)) {
      if (question.isRequired) errors[field] = [formMessages.answerRequired];
      continue;
    }
    const checked = checkAnswer(deps, owner, row, question, value!);
    if (typeof checked === 'string') errors[field] = [checked];
    else {
      answers.push({ questionId: question.id, ...checked });
      if (question.type === 'email') answeredEmail ??= checked.value as string;
    }
  }
  if (Object.keys(errors).length > 0) throw validationError(errors);

  // Without the email add-on, the first email question's answer says who it is.
  const email = person.email ?? answeredEmail;
  const contactId = await respondentContact(deps, owner, linkedId, { ...person, email });
  const who = `${person.fname} ${person.lname}`.trim() || email || '';
  const store = (db: Executor) =>
    repo.insertSubmission(
      db,
      row.accountId,
      row.id,
      {
        contactId,
        publicKey: newPublicKey(),
        fname: person.fname,
        lname: person.lname,
        email,
        phone: person.phone,
        fileName: fileNameOf(row, who, new Date()),
      },
      answers,
    );
  // The submission, its claimed uploads and the journeys it starts are kept together.
  await deps.db.transaction(async (tx) => {
    for (const answer of answers) {
      if (!answer.storageKey) continue;
      const spent = await repo.fileAnswered(tx, row.accountId, answer.storageKey);
      if (spent || !(await keepFile(tx, row.accountId, answer.storageKey, null)))
        throw fieldError(`answers.${answer.questionId}`, formMessages.answerUpload);
    }
    await store(tx);
    if (contactId !== null)
      await deps.automation.fire(tx, {
        type: 'form_submitted',
        accountId: row.accountId,
        contacts: [contactId],
        formId: row.id,
      });
  });
  return done;
}
