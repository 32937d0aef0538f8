import { describe, expect, it } from 'vitest';
import { ellipsis, textToHtml, titleCase } from './text';

describe('ellipsis', () => {
  it('keeps text up to 100 characters by default', () => {
    const text = 'a'.repeat(100);
    expect(ellipsis(text)).toBe(text);
  });

  it('cuts longer text at 100 characters and adds dots', () => {
    expect(ellipsis('a'.repeat(101))).toBe(`${'a'.repeat(100)}...`);
  });

  it('takes a custom length and drops a trailing space before the dots', () => {
    expect(ellipsis('Hello world again', 6)).toBe('Hello...');
    expect(ellipsis('Hello', 10)).toBe('Hello');
  });

  it('turns empty input into an empty string', () => {
    expect(ellipsis(null)).toBe('');
    expect(ellipsis(undefined)).toBe('');
    expect(ellipsis('')).toBe('');
  });
});

describe('titleCase', () => {
  it('capitalises each word and reads dashes and underscores as spaces', () => {
    expect(titleCase('feature-tutorials')).toBe('Feature Tutorials');
    expect(titleCase('content_hub')).toBe('Content Hub');
    expect(titleCase('hello  world')).toBe('Hello World');
  });

  it('leaves the rest of each word alone', () => {
    expect(titleCase('import CSV file')).toBe('Import CSV File');
  });
});

describe('textToHtml', () => {
  it('makes paragraphs at blank lines and breaks within them, escaping the text', () => {
    expect(textToHtml('Hi {{first_name}},\nsee you <soon> & later.\n\n  Coach  \n')).toBe(
      '<p>Hi {{first_name}},<br>see you &lt;soon&gt; &amp; later.</p><p>Coach</p>',
    );
  });

  it('reads the line ends of a spreadsheet cell (CR LF) as any other', () => {
    expect(textToHtml('One\r\ntwo\r\n\r\nThree')).toBe('<p>One<br>two</p><p>Three</p>');
  });
});
