import type { AnswerValue } from '@coachline/contract/forms';
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  inArray,
  isNotNull,
  isNull,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import { arrayParam } from '../../db/rows';
import { ofAccount } from '../../db/tenancy';
import { actingOwnerColumns, joinActingOwner } from '../accounts/accounts.filters';
import { escapeLike } from '../contacts/contacts.filters';
import { formAnswers, formContacts, formQuestions, formSubmissions, forms } from './forms.tables';

export type FormRow = typeof forms.$inferSelect;
export type NewForm = Omit<typeof forms.$inferInsert, 'id' | 'accountId'>;
export type QuestionRow = typeof formQuestions.$inferSelect;
export type NewQuestion = Omit<
  typeof formQuestions.$inferInsert,
  'id' | 'accountId' | 'formId' | 'ordering'
>;
/** A form with the counts its lists show. */
export type ListedForm = FormRow & { questionsCount: number; responsesCount: number };

// A select from one table names its columns without the table, which inside these subqueries
// would mean the counted table's own columns: the outer form is named in full.
const formId = sql.raw('"forms"."id"');
const formAccountId = sql.raw('"forms"."account_id"');
const questionsCount = sql<number>`(select count(*) from ${formQuestions}
  where ${formQuestions.accountId} = ${formAccountId} and ${formQuestions.formId} = ${formId})::int`;
const responsesCount = sql<number>`(select count(*) from ${formSubmissions}
  where ${formSubmissions.accountId} = ${formAccountId} and ${formSubmissions.formId} = ${formId})::int`;
const withCounts = { ...getTableColumns(forms), questionsCount, responsesCount };

const titleLike = (search: string) =>
  sql`lower(${forms.title}) like ${`%${escapeLike(search.toLowerCase())}%`}`;

export type FormFilter = {
  search?: string | undefined;
  /** A folder's forms; null the main folder's; undefined every form. */
  folderId?: number | null | undefined;
};

function filtered(accountId: number, filter: FormFilter): SQL | undefined {
  return and(
    ofAccount(forms, accountId),
    filter.folderId === undefined
      ? undefined
      : filter.folderId === null
        ? isNull(forms.folderId)
        : eq(forms.folderId, filter.folderId),
    filter.search ? titleLike(filter.search) : undefined,
  );
}

const orderColumns = {
  ordering: forms.ordering,
  title: sql`lower(${forms.title})`,
  created_at: forms.createdAt,
};

export async function listForms(
  db: Executor,
  accountId: number,
  filter: FormFilter,
  order: { by: keyof typeof orderColumns; dir: 'asc' | 'desc' },
  page: { limit: number; offset: number },
): Promise<{ rows: ListedForm[]; total: number }> {
  const where = filtered(accountId, filter);
  const by = order.dir === 'asc' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    db
      .select(withCounts)
      .from(forms)
      .where(where)
      .orderBy(by(orderColumns[order.by]), by(forms.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(forms).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Forms by title for pickers: one more than `limit` tells there are more. */
export function pickForms(db: Executor, accountId: number, filter: FormFilter, limit: number) {
  return db
    .select(withCounts)
    .from(forms)
    .where(filtered(accountId, filter))
    .orderBy(asc(sql`lower(${forms.title})`), asc(forms.id))
    .limit(limit);
}

export async function findForm(
  db: Executor,
  accountId: number,
  id: number,
): Promise<ListedForm | undefined> {
  const [row] = await db
    .select(withCounts)
    .from(forms)
    .where(and(ofAccount(forms, accountId), eq(forms.id, id)));
  return row;
}

const questionColumns = Object.entries(getTableColumns(formQuestions));
/** A question as `json_agg` writes its row, read as Drizzle reads the row itself. */
const questionOfJson = (json: Record<string, unknown>) =>
  Object.fromEntries(
    questionColumns.map(([key, column]) => [key, column.mapFromDriverValue(json[column.name])]),
  ) as QuestionRow;

// Every public page view and submission reads its form this way, in one round trip.
// unscoped: the public form is found by its random key, which names its account
const formOfKeyStatement = preparedStatement('forms_public_by_key', (db) =>
  joinActingOwner(
    db
      .select({
        form: forms,
        ...actingOwnerColumns,
        // One row, not one a question: the questions in order, as JSON.
        questions: sql<
          Record<string, unknown>[]
        >`(select coalesce(json_agg(q order by q.ordering, q.id), '[]')
          from ${formQuestions} q where q.account_id = ${forms.accountId} and q.form_id = ${forms.id})`,
      })
      .from(forms)
      .$dynamic(),
    forms.accountId,
  ).where(eq(forms.publicKey, sql.placeholder('key'))),
);

/**
 * The form of a public key with its questions in order, its location, the location's
 * organization and the owner it acts as (the location's, else the organization's; undefined
 * when there is none): what the public calls read, in one statement.
 */
// unscoped: a public key names its form whatever the account; the caller acts as its owner.
export async function findFormByKey(db: Executor, key: string) {
  const [row] = await formOfKeyStatement(db).execute({ key });
  if (!row) return undefined;
  return {
    form: row.form,
    location: row.location,
    organization: row.organization,
    owner: row.owner ?? undefined,
    questions: row.questions.map(questionOfJson),
  };
}

/** A new form goes on top of its list (the highest ordering). */
export async function insertForm(db: Executor, accountId: number, values: NewForm) {
  const [row] = await db
    .insert(forms)
    .values({
      ...values,
      accountId,
      ordering: sql`(select coalesce(max(${forms.ordering}), 0) + 1 from ${forms} where ${forms.accountId} = ${accountId}::int)`,
    })
    .returning();
  return row!;
}

export async function updateForm(
  db: Executor,
  accountId: number,
  id: number,
  values: Partial<NewForm>,
) {
  const [row] = await db
    .update(forms)
    .set({ ...values, updatedAt: new Date() })
    .where(and(ofAccount(forms, accountId), eq(forms.id, id)))
    .returning();
  return row;
}

export async function deleteForm(db: Executor, accountId: number, id: number) {
  await db.delete(forms).where(and(ofAccount(forms, accountId), eq(forms.id, id)));
}

/** The stored files of answers (of a form, or of one question): removed with them. */
export async function answerFileKeys(
  db: Executor,
  accountId: number,
  of: { formId: number } | { questionId: number },
): Promise<string[]> {
  const rows = await db
    .select({ key: formAnswers.storageKey })
    .from(formAnswers)
    .where(
      and(
        ofAccount(formAnswers, accountId),
        'formId' in of
          ? eq(formAnswers.formId, of.formId)
          : eq(formAnswers.questionId, of.questionId),
        isNotNull(formAnswers.storageKey),
      ),
    );
  return rows.map((r) => r.key!);
}

/** Whether an answer already holds the stored file: an upload's token is spent once. */
export async function fileAnswered(db: Executor, accountId: number, key: string) {
  const [row] = await db
    .select({ id: formAnswers.id })
    .from(formAnswers)
    .where(and(ofAccount(formAnswers, accountId), eq(formAnswers.storageKey, key)))
    .limit(1);
  return row !== undefined;
}

// Questions

export function listQuestions(db: Executor, accountId: number, formId: number) {
  return db
    .select()
    .from(formQuestions)
    .where(and(ofAccount(formQuestions, accountId), eq(formQuestions.formId, formId)))
    .orderBy(asc(formQuestions.ordering), asc(formQuestions.id));
}

export async function findQuestion(db: Executor, accountId: number, id: number) {
  const [row] = await db
    .select()
    .from(formQuestions)
    .where(and(ofAccount(formQuestions, accountId), eq(formQuestions.id, id)));
  return row;
}

/** A new question goes last. */
export async function insertQuestion(
  db: Executor,
  accountId: number,
  formId: number,
  values: NewQuestion,
) {
  const [row] = await db
    .insert(formQuestions)
    .values({
      ...values,
      accountId,
      formId,
      ordering: sql`(select coalesce(max(${formQuestions.ordering}), 0) + 1 from ${formQuestions}
        where ${formQuestions.accountId} = ${accountId}::int and ${formQuestions.formId} = ${formId}::int)`,
    })
    .returning();
  return row!;
}

export async function updateQuestion(
  db: Executor,
  accountId: number,
  id: number,
  values: Partial<NewQuestion>,
) {
  const [row] = await db
    .update(formQuestions)
    .set({ ...values, updatedAt: new Date() })
    .where(and(ofAccount(formQuestions, accountId), eq(formQuestions.id, id)))
    .returning();
  return row;
}

/** A copy of the question right after it: the ones below move down one place. */
export async function duplicateQuestion(db: Executor, accountId: number, source: QuestionRow) {
  await db
    .update(formQuestions)
    .set({ ordering: sql`${formQuestions.ordering} + 1` })
    .where(
      and(
        ofAccount(formQuestions, accountId),
        eq(formQuestions.formId, source.formId),
        sql`${formQuestions.ordering} > ${source.ordering}::int`,
      ),
    );
  const { id: _id, createdAt: _created, updatedAt: _updated, ...copy } = source;
  const [row] = await db
    .insert(formQuestions)
    .values({ ...copy, ordering: source.ordering + 1 })
    .returning();
  return row!;
}

export async function deleteQuestion(db: Executor, accountId: number, id: number) {
  await db
    .delete(formQuestions)
    .where(and(ofAccount(formQuestions, accountId), eq(formQuestions.id, id)));
}

/** Numbers the form's questions in the order given, from 1. */
export async function sortQuestions(
  db: Executor,
  accountId: number,
  formId: number,
  ids: number[],
) {
  await db.execute(sql`update ${formQuestions} set ordering = sorted.position
    from unnest(${`{${ids.join(',')}}`}::int[]) with ordinality as sorted(id, position)
    where ${formQuestions.accountId} = ${accountId}::int and ${formQuestions.formId} = ${formId}::int
      and ${formQuestions.id} = sorted.id`);
}

type FormOfAccount = { accountId: number; formId: number };

/**
 * A form's questions copied to another form (not its responses, contacts or folder's place),
 * of the same account (duplicate) or of another (an import of a shared form).
 */
// unscoped: both accounts are named, in `from` and in `to`
export async function copyQuestions(db: Executor, from: FormOfAccount, to: FormOfAccount) {
  await db.execute(sql`insert into ${formQuestions}
    (account_id, form_id, type, title, description, is_required, ordering, options, max)
    select ${to.accountId}::int, ${to.formId}::int, type, title, description, is_required,
      ordering, options, max
    from ${formQuestions} where ${formQuestions.accountId} = ${from.accountId}::int
      and ${formQuestions.formId} = ${from.formId}::int`);
}

// Forms sent to contacts (their sending is `sentForms` of the service)

/** The forms sent to a contact, last sent first, with their submissions by the contact. */
export async function contactForms(
  db: Executor,
  accountId: number,
  contactId: number,
  filter: { search?: string | undefined; formId?: number },
  page: { limit: number; offset: number },
) {
  const where = and(
    ofAccount(formContacts, accountId),
    eq(formContacts.contactId, contactId),
    filter.formId === undefined ? undefined : eq(formContacts.formId, filter.formId),
    filter.search ? titleLike(filter.search) : undefined,
  );
  const submissions = sql`from ${formSubmissions} where ${formSubmissions.accountId} = ${forms.accountId}
    and ${formSubmissions.formId} = ${forms.id} and ${formSubmissions.contactId} = ${contactId}::bigint`;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        ...withCounts,
        enabled: formContacts.enabled,
        clientPortal: formContacts.clientPortal,
        sentAt: formContacts.sentAt,
        submissionsCount: sql<number>`(select count(*) ${submissions})::int`,
        lastSubmittedAt: sql<
          string | null
        >`(select max(${formSubmissions.createdAt}) ${submissions})`,
      })
      .from(formContacts)
      .innerJoin(
        forms,
        and(eq(forms.accountId, formContacts.accountId), eq(forms.id, formContacts.formId)),
      )
      .where(where)
      .orderBy(desc(formContacts.sentAt), desc(formContacts.formId))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: count() })
      .from(formContacts)
      .innerJoin(
        forms,
        and(eq(forms.accountId, formContacts.accountId), eq(forms.id, formContacts.formId)),
      )
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
export type ContactFormRow = Awaited<ReturnType<typeof contactForms>>['rows'][number];

/** Contacts leaving for another location (a subquery of their ids): their answers stay, unlinked. */
export async function unlinkSubmissions(db: Executor, accountId: number, contactIds: SQL) {
  await db.execute(
    sql`update ${formSubmissions} set contact_id = null where account_id = ${accountId}::int and contact_id in ${contactIds}`,
  );
}

/** A merge: the merged contacts' submissions are the survivor's. */
export async function reassignSubmissions(
  db: Executor,
  accountId: number,
  fromIds: number[],
  toId: number,
) {
  await db
    .update(formSubmissions)
    .set({ contactId: toId })
    .where(and(ofAccount(formSubmissions, accountId), inArray(formSubmissions.contactId, fromIds)));
}

// Submissions

export type NewSubmission = Omit<
  typeof formSubmissions.$inferInsert,
  'id' | 'accountId' | 'formId' | 'createdAt'
>;
export type NewAnswer = { questionId: number; value: AnswerValue; storageKey: string | null };

/** A submission with its answers, in one statement: all are stored or none. */
export async function insertSubmission(
  db: Executor,
  accountId: number,
  formId: number,
  submission: NewSubmission,
  answers: NewAnswer[],
): Promise<void> {
  const inserted = db
    .insert(formSubmissions)
    .values({ ...submission, accountId, formId })
    .returning({ id: formSubmissions.id });
  await db.execute(sql`with submission as ${inserted}
    insert into ${formAnswers} (account_id, form_id, submission_id, question_id, value, storage_key)
    select ${accountId}::int, ${formId}::int, submission.id, answer.question_id, answer.value, answer.storage_key
    from submission, unnest(${arrayParam(answers.map((a) => a.questionId))}::int[],
      ${arrayParam(answers.map((a) => JSON.stringify(a.value)))}::jsonb[],
      ${arrayParam(answers.map((a) => a.storageKey))}::text[]) as answer(question_id, value, storage_key)`);
}

/**
 * The forms a contact sees in their portal: sent to them, enabled for them and shown in the
 * portal, and not disabled for everyone; last sent first, with their latest submission.
 */
export function portalForms(db: Executor, accountId: number, contactId: number) {
  const lastSubmitted = sql<string | null>`(select max(${formSubmissions.createdAt})
    from ${formSubmissions}
    where ${formSubmissions.accountId} = ${formContacts.accountId}
      and ${formSubmissions.formId} = ${formContacts.formId}
      and ${formSubmissions.contactId} = ${formContacts.contactId})`;
  return db
    .select({ ...getTableColumns(forms), sentAt: formContacts.sentAt, lastSubmitted })
    .from(formContacts)
    .innerJoin(
      forms,
      and(eq(forms.accountId, formContacts.accountId), eq(forms.id, formContacts.formId)),
    )
    .where(
      and(
        ofAccount(formContacts, accountId),
        eq(formContacts.contactId, contactId),
        eq(formContacts.enabled, true),
        eq(formContacts.clientPortal, true),
        eq(forms.isDisabled, false),
      ),
    )
    .orderBy(desc(formContacts.sentAt), desc(formContacts.formId));
}
