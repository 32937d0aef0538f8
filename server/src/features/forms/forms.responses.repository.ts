import type { AnswerValue, Question } from '@coachline/contract/forms';
import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNotNull,
  lt,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { arrayParam, rowsOf } from '../../db/rows';
import { ofAccount } from '../../db/tenancy';
import { escapeLike } from '../contacts/contacts.filters';
import { formAnswers, formQuestions, formSubmissions, forms } from './forms.tables';

// A form's submissions (respondents) and their answers: the list, one submission, the delete,
// the analytics' figures (each a grouped statement over form_answers, never the answers
// loaded one by one) and the CSV's batches.

export type SubmissionRow = typeof formSubmissions.$inferSelect;
export type FormRow = typeof forms.$inferSelect;

export async function formById(db: Executor, accountId: number, id: number) {
  const [row] = await db
    .select()
    .from(forms)
    .where(and(ofAccount(forms, accountId), eq(forms.id, id)));
  return row;
}

export async function questionsOf(
  db: Executor,
  accountId: number,
  formId: number,
): Promise<Question[]> {
  const rows = await db
    .select()
    .from(formQuestions)
    .where(and(ofAccount(formQuestions, accountId), eq(formQuestions.formId, formId)))
    .orderBy(asc(formQuestions.ordering), asc(formQuestions.id));
  return rows.map((q) => ({
    id: q.id,
    form_id: q.formId,
    type: q.type,
    title: q.title,
    description: q.description,
    is_required: q.isRequired,
    ordering: q.ordering,
    options: q.options,
    max: q.max,
  }));
}

/** The answer rows that are an answer: an empty text or list, or null, is not. */
const isAnswer = sql`${formAnswers.value} not in ('null'::jsonb, '""'::jsonb, '[]'::jsonb)`;

export type RespondentFilter = {
  contactId: number | undefined;
  search: string | undefined;
  /** Contacts whose own name, email or number holds the search (contacts.filters). */
  matchingContacts: SQL | undefined;
};

/** A page of a form's submissions, newest first, with how many match in all. */
export async function respondentPage(
  db: Executor,
  accountId: number,
  formId: number,
  filter: RespondentFilter,
  page: { offset: number; limit: number },
) {
  const typed = filter.search?.trim();
  const holds = typed ? `%${escapeLike(typed)}%` : undefined;
  const where = and(
    ofAccount(formSubmissions, accountId),
    eq(formSubmissions.formId, formId),
    filter.contactId === undefined ? undefined : eq(formSubmissions.contactId, filter.contactId),
    holds
      ? or(
          ilike(sql`${formSubmissions.fname} || ' ' || ${formSubmissions.lname}`, holds),
          ilike(formSubmissions.email, holds),
          filter.matchingContacts &&
            sql`${formSubmissions.contactId} in ${filter.matchingContacts}`,
        )
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(formSubmissions)
      .where(where)
      .orderBy(desc(formSubmissions.createdAt), desc(formSubmissions.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(formSubmissions).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** One submission of the form. */
export async function submissionOf(
  db: Executor,
  accountId: number,
  formId: number,
  id: number,
): Promise<SubmissionRow | undefined> {
  const [row] = await db
    .select()
    .from(formSubmissions)
    .where(
      and(
        ofAccount(formSubmissions, accountId),
        eq(formSubmissions.formId, formId),
        eq(formSubmissions.id, id),
      ),
    );
  return row;
}

// unscoped: the public response page names its submission by the submission's random key alone
export async function submissionByKey(
  db: Executor,
  formId: number,
  publicKey: string,
): Promise<SubmissionRow | undefined> {
  const [row] = await db
    .select()
    .from(formSubmissions)
    .where(and(eq(formSubmissions.publicKey, publicKey), eq(formSubmissions.formId, formId)));
  return row;
}

/** A submission's answers by question id. */
export async function answersOf(
  db: Executor,
  accountId: number,
  submissionId: number,
): Promise<Map<number, AnswerValue>> {
  const rows = await db
    .select({ questionId: formAnswers.questionId, value: formAnswers.value })
    .from(formAnswers)
    .where(and(ofAccount(formAnswers, accountId), eq(formAnswers.submissionId, submissionId)));
  return new Map(rows.map((r) => [r.questionId, r.value]));
}

/**
 * Deletes the form's submissions named, with their answers, and answers the storage keys of
 * their files; undefined, deleting nothing, when any of them is not one of the form's.
 */
export async function deleteSubmissions(
  db: Executor,
  accountId: number,
  formId: number,
  ids: number[],
): Promise<{ deleted: number; storageKeys: string[] } | undefined> {
  return db.transaction(async (tx) => {
    const own = and(
      ofAccount(formSubmissions, accountId),
      eq(formSubmissions.formId, formId),
      inArray(formSubmissions.id, ids),
    );
    const found = await tx
      .select({ id: formSubmissions.id })
      .from(formSubmissions)
      .where(own)
      .for('update');
    if (found.length !== new Set(ids).size) return undefined;
    const files = await tx
      .select({ key: formAnswers.storageKey })
      .from(formAnswers)
      .where(
        and(
          ofAccount(formAnswers, accountId),
          inArray(formAnswers.submissionId, ids),
          isNotNull(formAnswers.storageKey),
        ),
      );
    // The answers go with their submission (ON DELETE CASCADE).
    await tx.delete(formSubmissions).where(own);
    return { deleted: found.length, storageKeys: files.map((f) => f.key!) };
  });
}

// The analytics

export async function countSubmissions(
  db: Executor,
  accountId: number,
  formId: number,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(formSubmissions)
    .where(and(ofAccount(formSubmissions, accountId), eq(formSubmissions.formId, formId)));
  return row?.n ?? 0;
}

export type QuestionFigureRow = {
  question_id: number;
  answered: number;
  average: number | null;
  min: number | null;
  max: number | null;
};

/** Per question: how many answered it and, for numbers, their average, least and most. */
export function questionFigures(
  db: Executor,
  accountId: number,
  questionIds: number[],
): Promise<QuestionFigureRow[]> {
  const numeric = sql`case when jsonb_typeof(${formAnswers.value}) = 'number' then (${formAnswers.value} #>> '{}')::float8 end`;
  return rowsOf<QuestionFigureRow>(
    db,
    sql`select ${formAnswers.questionId} as question_id, count(*)::int as answered,
        avg(${numeric})::float8 as average, min(${numeric}) as min, max(${numeric}) as max
      from ${formAnswers}
      where ${ofAccount(formAnswers, accountId)}
        and ${formAnswers.questionId} = any(${arrayParam(questionIds)}::int[]) and ${isAnswer}
      group by ${formAnswers.questionId}`,
  );
}

export type ChoiceCountRow = { question_id: number; choice: string; count: number };

/**
 * Per question, how often each value was answered: each option of a multiple choice on its
 * own, a yes/no as `true` or `false`, a rating as its number.
 */
export function choiceCounts(
  db: Executor,
  accountId: number,
  questionIds: number[],
): Promise<ChoiceCountRow[]> {
  return rowsOf<ChoiceCountRow>(
    db,
    sql`select a.question_id, c.choice, count(*)::int as count
      from ${formAnswers} a
      cross join lateral (
        select jsonb_array_elements_text(a.value) as choice where jsonb_typeof(a.value) = 'array'
        union all
        select a.value #>> '{}' where jsonb_typeof(a.value) in ('string', 'number', 'boolean')
      ) c
      where a.account_id = ${accountId}::int and a.question_id = any(${arrayParam(questionIds)}::int[])
      group by a.question_id, c.choice`,
  );
}

export type LatestAnswerRow = { question_id: number; text: string };

/** Per question, its latest `limit` answers as text (a file answer as its name), newest first. */
export function latestAnswers(
  db: Executor,
  accountId: number,
  questionIds: number[],
  limit: number,
): Promise<LatestAnswerRow[]> {
  return rowsOf<LatestAnswerRow>(
    db,
    sql`select q.id as question_id, l.text
      from unnest(${arrayParam(questionIds)}::int[]) with ordinality as q(id, n)
      cross join lateral (
        select coalesce(a.value ->> 'name', a.value #>> '{}') as text
        from ${formAnswers} a
        where a.account_id = ${accountId}::int and a.question_id = q.id
          and a.value not in ('null'::jsonb, '""'::jsonb, '[]'::jsonb)
        order by a.id desc limit ${limit}
      ) l
      order by q.n`,
  );
}

// The CSV

export type AnsweredSubmission = SubmissionRow & { answers: Map<number, AnswerValue> };

/** The form's submissions with their answers, newest first, `size` at a time. */
export async function* submissionBatches(
  db: Executor,
  accountId: number,
  formId: number,
  size: number,
): AsyncGenerator<AnsweredSubmission[]> {
  let before: number | undefined;
  for (;;) {
    const rows = await db
      .select()
      .from(formSubmissions)
      .where(
        and(
          ofAccount(formSubmissions, accountId),
          eq(formSubmissions.formId, formId),
          before === undefined ? undefined : lt(formSubmissions.id, before),
        ),
      )
      .orderBy(desc(formSubmissions.id))
      .limit(size);
    if (rows.length === 0) return;
    const answers = await db
      .select({
        submissionId: formAnswers.submissionId,
        questionId: formAnswers.questionId,
        value: formAnswers.value,
      })
      .from(formAnswers)
      .where(
        and(
          ofAccount(formAnswers, accountId),
          inArray(
            formAnswers.submissionId,
            rows.map((r) => r.id),
          ),
        ),
      );
    const bySubmission = new Map(rows.map((r) => [r.id, new Map<number, AnswerValue>()]));
    for (const a of answers) bySubmission.get(a.submissionId)?.set(a.questionId, a.value);
    yield rows.map((r) => ({ ...r, answers: bySubmission.get(r.id)! }));
    if (rows.length < size) return;
    before = rows.at(-1)!.id;
  }
}
