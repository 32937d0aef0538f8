import { describe, expect, it } from 'vitest';
import { textOfHtml } from './preview';

describe('textOfHtml', () => {
  it('keeps the words of an email body, without tags, styles or entities', () => {
    expect(
      textOfHtml('<style>p{color:red}</style><p>Hi&nbsp;{{first_name}},</p><p>A &amp; B</p>'),
    ).toBe('Hi {{first_name}}, A & B');
  });
});
