import { describe, expect, it } from 'vitest';
import { textOfHtml } from './preview';
import { insertAtCursor } from './TokenMenu';

describe('textOfHtml', () => {
  it('keeps the words of an email body, without tags, styles or entities', () => {
    expect(
      textOfHtml('<style>p{color:red}</style><p>Hi&nbsp;{{first_name}},</p><p>A &amp; B</p>'),
    ).toBe('Hi {{first_name}}, A & B');
  });
});

describe('insertAtCursor', () => {
  it('puts the token where the cursor is, over a selection', () => {
    const field = { selectionStart: 3, selectionEnd: 8 } as HTMLInputElement;
    expect(insertAtCursor(field, 'Hi there!', '{{first_name}}')).toBe('Hi {{first_name}}!');
  });

  it('appends it without a field', () => {
    expect(insertAtCursor(null, 'Hi ', '{{first_name}}')).toBe('Hi {{first_name}}');
  });
});
