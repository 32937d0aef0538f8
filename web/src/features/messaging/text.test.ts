import { describe, expect, it } from 'vitest';
import { insertAt, textToHtml } from './text';

describe('textToHtml', () => {
  it('makes paragraphs at blank lines and breaks within them, escaping the text', () => {
    expect(textToHtml('Hi {{first_name}},\nsee you <soon> & later.\n\n  Coach  \n')).toBe(
      '<p>Hi {{first_name}},<br>see you &lt;soon&gt; &amp; later.</p><p>Coach</p>',
    );
  });
});

describe('insertAt', () => {
  it('replaces the selection and puts the caret after the insert', () => {
    expect(insertAt('Hello there', '{{first_name}}', 6, 11)).toEqual({
      value: 'Hello {{first_name}}',
      caret: 20,
    });
  });

  it('appends when there is no caret', () => {
    expect(insertAt('Hi ', 'x', null, null)).toEqual({ value: 'Hi x', caret: 4 });
  });
});
