import {
  type ContentImportRowError,
  type ContentImportType,
  contentImportKinds,
  contentImportMaxItems,
  contentImportMaxQuestions,
  contentImportTypes,
  contentImportMessages as m,
  mixedContentKind,
} from '@coachline/contract/content-import';
import {
  isChoiceType,
  type QuestionType,
  questionTypes,
  saveQuestionBody,
} from '@coachline/contract/forms';
import { createPageBody, pageSettings } from '@coachline/contract/pages';
import {
  createPlaybookBody,
  maxSteps,
  playbookSettings,
  updateStepBody,
} from '@coachline/contract/playbooks';
import { createTemplateBody } from '@coachline/contract/templates';
import { textToHtml } from '@coachline/contract/text';
import { z } from 'zod';
import type { ContentItem } from './content-import.tables';

// A content file's rows read into items (the columns are in contract/src/content-import.ts).
// Every row that is wrong is reported with its number; a file with any is imported not at all,
// so what lands in the accounts is always the whole file.

type Row = { row: number; cells: string[] };
export type ReadContent = { items: ContentItem[]; errors: ContentImportRowError[] };

const maxTitle = 255;
const required = ['type', 'title'] as const;

/** `single choice`, `Single-Choice` and `single_choice` name the same type. */
const typeName = (value: string) =>
  value
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

function readType(value: string): ContentImportType | undefined {
  const name = typeName(value);
  // A plural (forms, email_templates) is as good as the singular.
  return contentImportTypes.find((type) => name === type || name === `${type}s`);
}

type Question = Extract<ContentItem, { type: 'form' }>['questions'][number];

/** The first message of a schema's refusal. */
const firstIssue = (error: { issues: { message: string }[] }) => error.issues[0]?.message ?? '';

/**
 * One line of a form's content, `Question text | type | required | Option A; Option B`, held
 * to the rules of the editor's save-question.
 */
function readQuestion(line: string, n: number): Question | string {
  const [title = '', typeText = '', requiredText = '', optionsText = ''] = line
    .split('|')
    .map((part) => part.trim());
  const type = (typeText === '' ? 'short_text' : typeName(typeText)) as QuestionType;
  if (!questionTypes.includes(type)) return m.unknownQuestionType(n, typeText);
  const options = optionsText
    .split(';')
    .map((option) => option.trim())
    .filter(Boolean);
  if (isChoiceType(type) && options.length === 0) return m.noOptions(n);
  const parsed = saveQuestionBody.safeParse({
    title,
    type,
    is_required: /^(required|yes|true|1|\*)$/i.test(requiredText),
    options: isChoiceType(type) ? options : [],
  });
  if (!parsed.success) return `Question ${n}: ${firstIssue(parsed.error)}`;
  const { is_required, options: kept } = parsed.data;
  return { title: parsed.data.title, type, is_required, options: kept };
}

/** The first refusal of a schema whose fields are the file's columns, named by its column. */
function columnIssue(
  error: { issues: { message: string; path: PropertyKey[] }[] },
  columnOf: Record<string, string> = {},
) {
  const issue = error.issues[0];
  const field = String(issue?.path[0] ?? '');
  return m.badValue(columnOf[field] ?? field, issue?.message ?? '');
}

/** A cell's lines, trimmed, blank ones left out. */
const linesOf = (content: string) =>
  content
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/** A page's or a step's content: HTML as written, or plain text made paragraphs. */
const asHtml = (text: string) => (/<[a-z!/]/i.test(text) ? text : textToHtml(text));

type Cell = (column: string) => string;
type ReadItem = { item: ContentItem } | { error: string };

const templateContent = createTemplateBody.pick({ subject: true, body: true });

function readTemplate(row: number, title: string, cell: Cell): ReadItem {
  const subject = cell('subject').trim();
  if (!subject) return { error: m.subjectRequired };
  const content = cell('content');
  if (!content.trim()) return { error: m.contentRequired };
  const parsed = templateContent.safeParse({ subject, body: content });
  if (!parsed.success) return { error: firstIssue(parsed.error) };
  const { data } = parsed;
  return { item: { type: 'email_template', row, title, subject: data.subject, body: data.body } };
}

function readForm(row: number, title: string, cell: Cell): ReadItem {
  const lines = linesOf(cell('content'));
  if (lines.length === 0) return { error: m.noQuestions };
  if (lines.length > contentImportMaxQuestions) return { error: m.tooManyQuestions };
  const questions: Question[] = [];
  for (const [index, line] of lines.entries()) {
    const question = readQuestion(line, index + 1);
    if (typeof question === 'string') return { error: question };
    questions.push(question);
  }
  const subheadline = cell('subheadline').trim().slice(0, 500);
  return { item: { type: 'form', row, title, subheadline, questions } };
}

/** A page's columns, held to what page/create and page/{id}/update take. */
const pageColumns = z.object({
  title: createPageBody.shape.title,
  subheadline: pageSettings.shape.subheadline,
  content: pageSettings.shape.content,
});

function readPage(row: number, title: string, cell: Cell): ReadItem {
  const content = cell('content').trim();
  if (!content) return { error: m.pageContentRequired };
  const parsed = pageColumns.safeParse({
    title,
    subheadline: cell('subheadline'),
    content: asHtml(content),
  });
  if (!parsed.success) return { error: columnIssue(parsed.error) };
  return { item: { type: 'page', row, ...parsed.data } };
}

/** A playbook's columns, held to playbook/create and update-settings; its steps to step updates. */
const playbookColumns = z.object({
  title: createPlaybookBody.shape.title,
  description: playbookSettings.shape.description,
});
const stepColumns = z.object({
  title: updateStepBody.shape.title.unwrap(),
  content: updateStepBody.shape.content.unwrap(),
});

/** One line of a playbook's content, `Step title | step content` (the content may hold |). */
function readStep(line: string, n: number): { title: string; content: string } | string {
  const bar = line.indexOf('|');
  const content = bar === -1 ? '' : line.slice(bar + 1).trim();
  const parsed = stepColumns.safeParse({
    title: bar === -1 ? line : line.slice(0, bar),
    content: content ? asHtml(content) : '',
  });
  return parsed.success ? parsed.data : m.badStep(n, columnIssue(parsed.error));
}

function readPlaybook(row: number, title: string, cell: Cell): ReadItem {
  const parsed = playbookColumns.safeParse({ title, description: cell('subheadline') });
  if (!parsed.success) return { error: columnIssue(parsed.error, { description: 'subheadline' }) };
  const lines = linesOf(cell('content'));
  if (lines.length === 0) return { error: m.noSteps };
  if (lines.length > maxSteps) return { error: m.tooManySteps };
  const steps: { title: string; content: string }[] = [];
  for (const [index, line] of lines.entries()) {
    const step = readStep(line, index + 1);
    if (typeof step === 'string') return { error: step };
    steps.push(step);
  }
  return { item: { type: 'playbook', row, ...parsed.data, steps } };
}

const readers: Record<ContentImportType, (row: number, title: string, cell: Cell) => ReadItem> = {
  form: readForm,
  email_template: readTemplate,
  page: readPage,
  playbook: readPlaybook,
};

function readItem(row: number, cell: Cell): ReadItem {
  const type = readType(cell('type'));
  if (!type) return { error: m.unknownType(cell('type')) };
  const title = cell('title').trim();
  if (!title) return { error: m.titleRequired };
  if (title.length > maxTitle) return { error: m.titleTooLong };
  return readers[type](row, title, cell);
}

/** The file's items, or every row that is wrong (a file-wide problem is row 0). */
export function readContent(headers: string[], rows: Row[]): ReadContent {
  const columns = headers.map((header) => typeName(header));
  const missing = required.filter((column) => !columns.includes(column));
  if (missing.length > 0)
    return { items: [], errors: [{ row: 0, message: m.missingColumns([...missing]) }] };
  if (rows.length === 0) return { items: [], errors: [{ row: 0, message: m.noItems }] };
  if (rows.length > contentImportMaxItems)
    return { items: [], errors: [{ row: 0, message: m.tooManyItems }] };
  const items: ContentItem[] = [];
  const errors: ContentImportRowError[] = [];
  for (const { row, cells } of rows) {
    const cell = (column: string) => {
      const at = columns.indexOf(column);
      return at === -1 ? '' : (cells[at] ?? '');
    };
    const read = readItem(row, cell);
    if ('error' in read) errors.push({ row, message: read.error });
    else items.push(read.item);
  }
  return errors.length > 0 ? { items: [], errors } : { items, errors };
}

/** How a file of these items is shown: its kind's plural and icon, or contents. */
export function kindOf(items: readonly ContentItem[]) {
  const types = new Set(items.map((item) => item.type));
  const [only] = types;
  return types.size === 1 && only ? contentImportKinds[only] : mixedContentKind;
}
