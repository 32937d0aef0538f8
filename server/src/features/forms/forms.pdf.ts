import PDFDocument from 'pdfkit';

// The forms' PDFs (001 §7 Forms: download-form-response, download-analytics), drawn with
// pdfkit's built-in Helvetica, so no font file ships with the app. The drawing is synchronous:
// the document is ended before it is answered, and the reply streams it as pdfkit writes it.

/** One question and its answer as text (empty: not answered). */
export type AnsweredQuestion = { title: string; answer: string };

export type ResponseDocument = {
  formTitle: string;
  /** The contact's name and email, or "Anonymous". */
  respondent: string;
  submittedAt: Date;
  answers: AnsweredQuestion[];
};

export type QuestionFigures = {
  title: string;
  /** The question type as a coach reads it ("Single choice"). */
  kind: string;
  answered: number;
  average: number | null;
  /** Each option with its count, for the bar chart. */
  options: { label: string; count: number }[];
  /** The latest answers of a text question. */
  latest: string[];
};

export type AnalyticsDocument = {
  formTitle: string;
  responses: number;
  questions: QuestionFigures[];
};

const margin = 50;
const ink = '#212529';
const dimmed = '#495057';
const accent = '#364fc7';
const track = '#e9ecef';

/**
 * Text the standard fonts can draw: they encode WinAnsi (Latin-1 and a few typographic marks),
 * and pdfkit writes anything beyond it as broken glyph codes, so such characters become "?".
 */
const winAnsiExtras = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
export function pdfText(text: string): string {
  let drawable = '';
  for (const char of text.normalize('NFC')) {
    const code = char.codePointAt(0)!;
    if (char === '\n' || (code >= 0x20 && code < 0x7f) || (code >= 0xa0 && code <= 0xff))
      drawable += char;
    else if (winAnsiExtras.has(char)) drawable += char;
    else if (char === '\t' || char === '\r') drawable += ' ';
    else drawable += '?';
  }
  return drawable;
}

/** "2026-11-25 08:15 UTC": the PDF is read anywhere, so the time says its zone. */
export const pdfDate = (date: Date) => `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

function newDocument(title: string) {
  return new PDFDocument({
    size: 'A4',
    margin,
    info: { Title: pdfText(title), Creator: 'Coachline' },
  });
}

type Doc = ReturnType<typeof newDocument>;

const contentWidth = (doc: Doc) => doc.page.width - margin * 2;

/** A new page when fewer than `height` points are left on this one. */
function keepTogether(doc: Doc, height: number) {
  if (doc.y + height > doc.page.height - margin) doc.addPage();
}

function heading(doc: Doc, title: string, subtitle: string[]) {
  doc.font('Helvetica-Bold').fontSize(20).fillColor(ink).text(pdfText(title));
  doc.moveDown(0.3);
  doc.font('Helvetica').fontSize(10).fillColor(dimmed);
  for (const line of subtitle) doc.text(pdfText(line));
  doc.moveDown(1);
}

/** One submission: every question of the form with its answer, in the form's order. */
export function responsePdf(response: ResponseDocument): Doc {
  const doc = newDocument(response.formTitle);
  heading(doc, response.formTitle, [
    `Respondent: ${response.respondent}`,
    `Submitted: ${pdfDate(response.submittedAt)}`,
  ]);
  for (const [i, { title, answer }] of response.answers.entries()) {
    keepTogether(doc, 50);
    doc
      .font('Helvetica-Bold')
      .fontSize(12)
      .fillColor(ink)
      .text(pdfText(`${i + 1}. ${title}`));
    doc.moveDown(0.2);
    if (answer === '')
      doc.font('Helvetica-Oblique').fontSize(11).fillColor(dimmed).text('No answer');
    else doc.font('Helvetica').fontSize(11).fillColor(ink).text(pdfText(answer));
    doc.moveDown(0.8);
  }
  doc.end();
  return doc;
}

const labelWidth = 170;
const barHeight = 12;
const rowHeight = 20;

/** A horizontal bar per option, its length the option's share of the question's answers. */
function barChart(doc: Doc, options: QuestionFigures['options'], answered: number) {
  const barsLeft = margin + labelWidth + 10;
  const barsWidth = contentWidth(doc) - labelWidth - 10 - 80;
  for (const { label, count } of options) {
    keepTogether(doc, rowHeight);
    const top = doc.y;
    const share = answered === 0 ? 0 : count / answered;
    doc
      .font('Helvetica')
      .fontSize(10)
      .fillColor(ink)
      .text(pdfText(label), margin, top, { width: labelWidth, height: rowHeight, ellipsis: true });
    doc.rect(barsLeft, top, barsWidth, barHeight).fill(track);
    if (share > 0) doc.rect(barsLeft, top, Math.max(1, barsWidth * share), barHeight).fill(accent);
    doc
      .fillColor(dimmed)
      .text(`${count} (${Math.round(share * 100)}%)`, barsLeft + barsWidth + 8, top, {
        width: 72,
      });
    doc.x = margin;
    doc.y = top + rowHeight;
  }
}

/** A form's analytics: per question its count, average, bar chart or latest answers. */
export function analyticsPdf(analytics: AnalyticsDocument): Doc {
  const doc = newDocument(`${analytics.formTitle}: analytics`);
  heading(doc, analytics.formTitle, [
    `Analytics: ${analytics.responses} ${analytics.responses === 1 ? 'response' : 'responses'}`,
    `Made: ${pdfDate(new Date())}`,
  ]);
  for (const [i, question] of analytics.questions.entries()) {
    keepTogether(doc, 70);
    doc
      .font('Helvetica-Bold')
      .fontSize(12)
      .fillColor(ink)
      .text(pdfText(`${i + 1}. ${question.title}`));
    const figures = [
      question.kind,
      `${question.answered} ${question.answered === 1 ? 'answer' : 'answers'}`,
      ...(question.average === null ? [] : [`average ${question.average.toFixed(2)}`]),
    ];
    doc.font('Helvetica').fontSize(10).fillColor(dimmed).text(figures.join(' · '));
    doc.moveDown(0.5);
    if (question.options.length > 0) barChart(doc, question.options, question.answered);
    for (const answer of question.latest) {
      keepTogether(doc, 16);
      doc
        .font('Helvetica')
        .fontSize(10)
        .fillColor(ink)
        .text(pdfText(`• ${answer}`), { width: contentWidth(doc) });
    }
    doc.moveDown(1);
  }
  doc.end();
  return doc;
}
