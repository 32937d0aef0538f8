import {
  contentImportColumns,
  contentImportSample,
  contentImportMessages as m,
} from '@coachline/contract/content-import';
import { describe, expect, it } from 'vitest';
import { readContent } from './content-import.file';

const rowsOf = (...rows: string[][]) => rows.map((cells, i) => ({ row: i + 1, cells }));
const headers = [...contentImportColumns];
const cellsOf = (type: string, title: string, subheadline: string, content: string) => [
  type,
  title,
  subheadline,
  '',
  content,
];

describe('readContent', () => {
  it('reads a page: HTML as written, plain text as paragraphs', () => {
    const read = readContent(
      headers,
      rowsOf(
        cellsOf('page', ' Welcome ', 'Start here', '<h2>Hi</h2><p>There</p>'),
        cellsOf('Pages', 'Notes', '', 'One & two\r\nthree\r\n\r\nI <3 training'),
      ),
    );
    expect(read).toEqual({
      errors: [],
      items: [
        {
          type: 'page',
          row: 1,
          title: 'Welcome',
          subheadline: 'Start here',
          content: '<h2>Hi</h2><p>There</p>',
        },
        {
          type: 'page',
          row: 2,
          title: 'Notes',
          subheadline: '',
          content: '<p>One &amp; two<br>three</p><p>I &lt;3 training</p>',
        },
      ],
    });
  });

  it('reads a playbook: a step a line, its content after the first bar, or none', () => {
    const read = readContent(
      headers,
      rowsOf(
        cellsOf(
          'playbook',
          'Kickstart',
          'A month',
          'Goal | Pick one | or two\n\n  Plan  \nCheck in | <em>Weekly</em>',
        ),
      ),
    );
    expect(read.items).toEqual([
      {
        type: 'playbook',
        row: 1,
        title: 'Kickstart',
        description: 'A month',
        steps: [
          { title: 'Goal', content: '<p>Pick one | or two</p>' },
          { title: 'Plan', content: '' },
          { title: 'Check in', content: '<em>Weekly</em>' },
        ],
      },
    ]);
  });

  it('refuses a page without content and a playbook without steps, by row', () => {
    const read = readContent(
      headers,
      rowsOf(cellsOf('page', 'Empty', '', '  '), cellsOf('playbook', 'Empty', '', '\n\n')),
    );
    expect(read).toEqual({
      items: [],
      errors: [
        { row: 1, message: m.pageContentRequired },
        { row: 2, message: m.noSteps },
      ],
    });
  });

  it('names every kind in the message for an unknown type', () => {
    const read = readContent(headers, rowsOf(cellsOf('video', 'Clip', '', 'x')));
    expect(read.errors).toEqual([{ row: 1, message: m.unknownType('video') }]);
    expect(m.unknownType('video')).toBe(
      '"video" is not a content type: use form, email_template, page or playbook.',
    );
  });

  it('offers a sample with one item of each kind', () => {
    const [header, ...lines] = contentImportSample.split('\r\n');
    expect(header).toBe(contentImportColumns.join(','));
    const types = lines.map((line) => line.split(',')[0]);
    for (const type of ['form', 'email_template', 'page', 'playbook'])
      expect(types).toContain(type);
  });
});
