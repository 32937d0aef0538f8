import type { Paginated } from '@coachline/contract/api';
import {
  type AnalyticsResponse,
  type deleteSubmittedBody,
  type FormResponseView,
  formMessages,
  isChoiceType,
  type Question,
  type QuestionAnalytics,
  type QuestionType,
  questionTypeLabels,
  type Respondent,
  ratingMaxDefault,
  type respondentQuery,
  type viewPublicResponseQuery,
  type viewResponseQuery,
} from '@coachline/contract/forms';
import type { z } from 'zod';
import { authorize } from '../../platform/auth';
import type { RequestContext } from '../../platform/context';
import type { Deps } from '../../platform/deps';
import { notFound } from '../../platform/errors';
import { removeFile } from '../../platform/files';
import { offsetOf, presentPage } from '../../platform/pagination';
import { ownerContext } from '../accounts/accounts.service';
import { contactSearch, selectedContactIds } from '../contacts/contacts.filters';
import { contactRowsByIds } from '../contacts/contacts.service';
import { responsesCsv } from './forms.csv';
import { analyticsPdf, responsePdf } from './forms.pdf';
import { findForm, listQuestions } from './forms.repository';
import { answerText, type ContactName, presentRespondent } from './forms.responses.present';
import * as repo from './forms.responses.repository';
import { presentQuestion, presentSettings } from './forms.service';

// A form's responses (001 §7 Forms): the respondents, one response signed in and on its public
// page, its PDF, the delete, and the analytics with their PDF and CSV. Every call finds the form
// in the caller's account first, so another account's form, submission or key is a 404.

type RespondentQuery = z.output<typeof respondentQuery>;
type ViewResponseQuery = z.output<typeof viewResponseQuery>;
type ViewPublicResponseQuery = z.output<typeof viewPublicResponseQuery>;
type DeleteSubmittedBody = z.output<typeof deleteSubmittedBody>;

/** Contacts' names and emails by id, for the respondents linked to them. */
async function contactNames(
  deps: Deps,
  accountId: number,
  ids: number[],
): Promise<Map<number, ContactName>> {
  const rows = await contactRowsByIds(deps.db, accountId, [...new Set(ids)]);
  return new Map(
    rows.map((c) => [c.id, { name: `${c.firstName} ${c.lastName}`.trim(), email: c.email }]),
  );
}

/** GET form/get-respondent: the form's submissions, newest first, searchable by who sent them. */
export async function respondents(
  deps: Deps,
  ctx: RequestContext,
  query: RespondentQuery,
): Promise<Paginated<Respondent>> {
  authorize(ctx, 'view', 'forms');
  await formOf(deps, ctx.accountId, query.form_id);
  const search = contactSearch(query.search, ctx.phoneCountry);
  const { rows, total } = await repo.respondentPage(
    deps.db,
    ctx.accountId,
    query.form_id,
    {
      contactId: query.contact_id,
      search: query.search,
      matchingContacts: search && selectedContactIds(ctx.accountId, search),
    },
    { offset: offsetOf(query), limit: query.per_page },
  );
  const names = await contactNames(
    deps,
    ctx.accountId,
    rows.flatMap((r) => (r.contactId === null ? [] : [r.contactId])),
  );
  return presentPage(
    rows.map((r) => presentRespondent(r, names.get(r.contactId ?? 0))),
    total,
    query.page,
    query.per_page,
  );
}

/** A form of the account, else 404 (the public page has an account, not a caller). */
async function formOf(deps: Deps, accountId: number, formId: number) {
  const form = await findForm(deps.db, accountId, formId);
  if (!form) throw notFound();
  return form;
}

/** The form's questions, in its order. */
const questionsOf = async (deps: Deps, accountId: number, formId: number) =>
  (await listQuestions(deps.db, accountId, formId)).map(presentQuestion);

/** One submission with every question of its form, answered or not, in the form's order. */
async function responseView(
  deps: Deps,
  accountId: number,
  submission: repo.SubmissionRow,
): Promise<FormResponseView> {
  const form = await formOf(deps, accountId, submission.formId);
  const [questions, answers, names] = await Promise.all([
    questionsOf(deps, accountId, form.id),
    repo.answersOf(deps.db, accountId, submission.id),
    contactNames(deps, accountId, submission.contactId === null ? [] : [submission.contactId]),
  ]);
  return {
    status: 1,
    form: { id: form.id, title: form.title, settings: presentSettings(form) },
    respondent: presentRespondent(submission, names.get(submission.contactId ?? 0)),
    answers: questions.map((q) => ({
      question_id: q.id,
      type: q.type,
      title: q.title,
      value: answers.get(q.id) ?? null,
    })),
  };
}

/** The submission the signed-in calls name: of the form, and of the contact when one is named. */
async function namedSubmission(deps: Deps, ctx: RequestContext, query: ViewResponseQuery) {
  const submission = await repo.submissionOf(
    deps.db,
    ctx.accountId,
    query.form_id,
    query.respondent_id,
  );
  if (!submission) throw notFound();
  if (query.contact_id !== undefined && submission.contactId !== query.contact_id) throw notFound();
  return submission;
}

/** GET form/view-form-response: one response, signed in. */
export async function viewResponse(deps: Deps, ctx: RequestContext, query: ViewResponseQuery) {
  authorize(ctx, 'view', 'forms');
  return responseView(deps, ctx.accountId, await namedSubmission(deps, ctx, query));
}

/**
 * GET form/view-form-public-response (FormPublicResponse): found by the submission's random
 * key; the form and contact of the page's path must be its own (0: no contact). A location that
 * is closed (suspended, its organization not usable) shows nothing, as a missing one.
 */
export async function viewPublicResponse(deps: Deps, query: ViewPublicResponseQuery) {
  const submission = await repo.submissionByKey(deps.db, query.form_id, query.respondent);
  if (!submission || (submission.contactId ?? 0) !== query.contact_id) throw notFound();
  if (!(await ownerContext(deps.db, submission.accountId))) throw notFound();
  return responseView(deps, submission.accountId, submission);
}

/** GET form/download-form-response: the response as a PDF named by its file_name. */
export async function responseDocument(deps: Deps, ctx: RequestContext, query: ViewResponseQuery) {
  authorize(ctx, 'view', 'forms');
  const submission = await namedSubmission(deps, ctx, query);
  const view = await responseView(deps, ctx.accountId, submission);
  const questions = new Map(
    (await questionsOf(deps, ctx.accountId, submission.formId)).map((q) => [q.id, q]),
  );
  const who = view.respondent.email
    ? `${view.respondent.name} <${view.respondent.email}>`
    : view.respondent.name;
  const document = responsePdf({
    formTitle: view.form.title,
    respondent: who,
    submittedAt: submission.createdAt,
    answers: view.answers.map((a) => ({
      title: a.title,
      answer: answerText(questions.get(a.question_id)!, a.value, { scale: true }),
    })),
  });
  return { fileName: pdfName(submission.fileName), document };
}

const pdfName = (name: string) => (/\.pdf$/i.test(name) ? name : `${name}.pdf`);

/** DELETE form/delete-submitted-form: the submissions with their answers and uploaded files. */
export async function deleteSubmitted(deps: Deps, ctx: RequestContext, body: DeleteSubmittedBody) {
  authorize(ctx, 'delete', 'forms');
  await formOf(deps, ctx.accountId, body.form_id);
  const removed = await repo.deleteSubmissions(
    deps.db,
    ctx.accountId,
    body.form_id,
    body.respondent_ids,
  );
  if (!removed) throw notFound();
  for (const key of removed.storageKeys) await removeFile(deps, ctx.accountId, key);
  return { status: 1 as const, message: formMessages.submittedDeleted, deleted: removed.deleted };
}

// The analytics

/** The types whose analytics list their latest answers. */
const textTypes: readonly QuestionType[] = [
  'short_text',
  'long_text',
  'email',
  'phone',
  'date',
  'file_upload',
];
const numberTypes: readonly QuestionType[] = ['number', 'rating'];
const latestShown = 10;

/** Each option in the question's order with its count, then any answered value no longer offered. */
function optionCounts(question: Question, counts: Map<string, number>) {
  if (question.type === 'yes_no')
    return [
      { option: 'Yes', count: counts.get('true') ?? 0 },
      { option: 'No', count: counts.get('false') ?? 0 },
    ];
  if (!isChoiceType(question.type)) return [];
  const offered = new Set(question.options);
  const gone = [...counts.keys()].filter((value) => !offered.has(value)).sort();
  return [...question.options, ...gone].map((option) => ({
    option,
    count: counts.get(option) ?? 0,
  }));
}

function ratingCounts(question: Question, counts: Map<string, number>) {
  if (question.type !== 'rating') return [];
  return Array.from({ length: question.max ?? ratingMaxDefault }, (_, i) => ({
    value: i + 1,
    count: counts.get(String(i + 1)) ?? 0,
  }));
}

/** The analytics of a form of the account, each figure a grouped statement. */
async function analyticsOf(deps: Deps, accountId: number, formId: number) {
  const form = await formOf(deps, accountId, formId);
  const questions = await questionsOf(deps, accountId, form.id);
  const ids = (keep: (q: Question) => boolean) => questions.filter(keep).map((q) => q.id);
  const [responses, figures, choices, latest] = await Promise.all([
    repo.countSubmissions(deps.db, accountId, form.id),
    repo.questionFigures(
      deps.db,
      accountId,
      ids(() => true),
    ),
    repo.choiceCounts(
      deps.db,
      accountId,
      ids((q) => isChoiceType(q.type) || q.type === 'yes_no' || q.type === 'rating'),
    ),
    repo.latestAnswers(
      deps.db,
      accountId,
      ids((q) => textTypes.includes(q.type)),
      latestShown,
    ),
  ]);
  const figuresOf = new Map(figures.map((f) => [f.question_id, f]));
  const countsOf = new Map<number, Map<string, number>>();
  for (const c of choices) {
    const counts = countsOf.get(c.question_id) ?? new Map<string, number>();
    counts.set(c.choice, c.count);
    countsOf.set(c.question_id, counts);
  }
  const latestOf = new Map<number, string[]>();
  for (const l of latest)
    latestOf.set(l.question_id, [...(latestOf.get(l.question_id) ?? []), l.text]);
  return {
    status: 1 as const,
    form: { id: form.id, title: form.title },
    responses,
    questions: questions.map((q): QuestionAnalytics => {
      const figure = figuresOf.get(q.id);
      const answered = figure?.answered ?? 0;
      const numeric = numberTypes.includes(q.type) && figure !== undefined;
      const counts = countsOf.get(q.id) ?? new Map<string, number>();
      return {
        question_id: q.id,
        type: q.type,
        title: q.title,
        answered,
        skipped: Math.max(0, responses - answered),
        options: optionCounts(q, counts),
        ratings: ratingCounts(q, counts),
        average: numeric ? figure.average : null,
        min: numeric ? figure.min : null,
        max: numeric ? figure.max : null,
        latest: latestOf.get(q.id) ?? [],
      };
    }),
  } satisfies AnalyticsResponse;
}

/** GET form/get-analytics */
export async function analytics(deps: Deps, ctx: RequestContext, formId: number) {
  authorize(ctx, 'view', 'forms');
  return analyticsOf(deps, ctx.accountId, formId);
}

/** A name for a download made of the form's title, without what file systems refuse. */
const downloadName = (title: string, suffix: string) =>
  `${title.replace(/[\\/:*?"<>|]+/g, '-').trim() || 'form'}${suffix}`;

/** GET form/{form}/download-analytics: the analytics as a PDF with a bar chart per choice. */
export async function analyticsDocument(deps: Deps, ctx: RequestContext, formId: number) {
  authorize(ctx, 'view', 'forms');
  const figures = await analyticsOf(deps, ctx.accountId, formId);
  const document = analyticsPdf({
    formTitle: figures.form.title,
    responses: figures.responses,
    questions: figures.questions.map((q) => ({
      title: q.title,
      kind: questionTypeLabels[q.type],
      answered: q.answered,
      average: q.average,
      options:
        q.type === 'rating'
          ? q.ratings.map((r) => ({ label: String(r.value), count: r.count }))
          : q.options.map((o) => ({ label: o.option, count: o.count })),
      latest: q.latest,
    })),
  });
  return { fileName: downloadName(figures.form.title, ' analytics.pdf'), document };
}

const csvBatch = 500;

/** GET form/{form}/download-analytics-csv: every response as a row, streamed. */
export async function analyticsCsv(deps: Deps, ctx: RequestContext, formId: number) {
  authorize(ctx, 'view', 'forms');
  const form = await formOf(deps, ctx.accountId, formId);
  const questions = await questionsOf(deps, ctx.accountId, form.id);
  const body = responsesCsv(
    questions,
    repo.submissionBatches(deps.db, ctx.accountId, form.id, csvBatch),
    (ids) => contactNames(deps, ctx.accountId, ids),
  );
  return { fileName: downloadName(form.title, ' responses.csv'), body };
}
