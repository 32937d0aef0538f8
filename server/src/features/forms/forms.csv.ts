import { Readable } from 'node:stream';
import type { Question } from '@coachline/contract/forms';
import { csvLine } from '../contact-import/contact-import.csv';
import { answerText, respondentName } from './forms.responses.present';
import type { AnsweredSubmission } from './forms.responses.repository';

// GET form/{form}/download-analytics-csv: one row per response, newest first, one column per
// question in the form's order. Cells go through the contact export's csvLine, which quotes
// and defuses what a spreadsheet would run as a formula (= + - @). Streamed batch by batch.

export function responsesCsv(
  questions: Question[],
  batches: AsyncIterable<AnsweredSubmission[]>,
  contactNames: (
    contactIds: number[],
  ) => Promise<Map<number, { name: string; email: string | null }>>,
): Readable {
  async function* lines() {
    yield csvLine(['Submitted At', 'Name', 'Email', ...questions.map((q) => q.title)]);
    for await (const rows of batches) {
      const contacts = await contactNames(
        rows.flatMap((r) => (r.contactId === null ? [] : [r.contactId])),
      );
      yield rows
        .map((row) => {
          const who = respondentName(row, contacts.get(row.contactId ?? 0));
          return csvLine([
            row.createdAt.toISOString(),
            who.name,
            who.email,
            ...questions.map((q) => answerText(q, row.answers.get(q.id) ?? null)),
          ]);
        })
        .join('');
    }
  }
  return Readable.from(lines(), { objectMode: false });
}
