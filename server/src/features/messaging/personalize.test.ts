import { describe, expect, it } from 'vitest';
import { personalize } from './personalize';

describe('personalize', () => {
  const values = { first_name: 'Ann <b>&', last_name: null, company_name: 'Demo Fitness' };

  it('fills every token, escaping the values in HTML but not in text', () => {
    const template = 'Hi {{first_name}} from {{ company_name }}';
    expect(personalize(template, values, 'text')).toBe('Hi Ann <b>& from Demo Fitness');
    expect(personalize(`<p>${template}</p>`, values, 'html')).toBe(
      '<p>Hi Ann &lt;b&gt;&amp; from Demo Fitness</p>',
    );
  });

  it('renders a token without a value, or an unknown one, as nothing, never as the raw token', () => {
    expect(personalize('[{{last_name}}][{{member_id}}][{{nonsense}}]', values, 'text')).toBe(
      '[][][]',
    );
  });

  it('leaves braces that are not a token alone', () => {
    expect(personalize('{ {first_name} } and {first_name}', values, 'text')).toBe(
      '{ {first_name} } and {first_name}',
    );
  });
});
