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
import { createTemplateBody } from '@coachline/contract/templates';
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

const templateContent = createTemplateBody.pick({ subject: true, body: true });

function readItem(
  row: number,
  cell: (column: string) => string,
): { item: ContentItem } | { error: string } {
  const type = readType(cell('type'));
  if (!type) return { error: m.unknownType(cell('type')) };
  const title = cell('title').trim();
  if (!title) return { error: m.titleRequired };
  if (title.length > maxTitle) return { error: m.titleTooLong };
  const content = cell('content');
  if (type === 'email_template') {
    const subject = cell('subject').trim();
    if (!subject) return { error: m.subjectRequired };
    if (!content.trim()) return { error: m.contentRequired };
    const parsed = templateContent.safeParse({ subject, body: content });
    if (!parsed.success) return { error: firstIssue(parsed.error) };
    return { item: { type, row, title, subject: parsed.data.subject, body: parsed.data.body } };
  }
  const lines = content
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  if (lines.length === 0) return { error: m.noQuestions };
  if (lines.length > contentImportMaxQuestions) return { error: m.tooManyQuestions };
  const questions: Question[] = [];
  for (const [index, line] of lines.entries()) {
    const question = readQuestion(line, index + 1);
    if (typeof question === 'string') return { error: question };
    questions.push(question);
  }
  return {
    item: {
      type,
      row,
      title,
      subheadline: cell('subheadline').trim().slice(0, 500),
      questions,
    },
  };
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
