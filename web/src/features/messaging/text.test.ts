import { describe, expect, it } from 'vitest';
import { insertAt } from './text';

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
