import { describe, expect, it } from 'vitest';
import {
  type EmailButtonDesign,
  emailButtonBody,
  emailButtonDefaults,
  emailButtonHtml,
} from './email-buttons';

const button: EmailButtonDesign = {
  ...emailButtonDefaults,
  text: 'Book a session',
  url: 'https://irongym.example.com/book?from=email&x=1',
  background_color: '#2B8A3E',
  text_color: '#FFFFFF',
  border_radius: 12,
};

describe('emailButtonHtml', () => {
  it('is a bulletproof button: the colour on a table cell behind the link, inline styles only', () => {
    const html = emailButtonHtml(button);
    expect(html).toContain('<td align="center" bgcolor="#2B8A3E"');
    expect(html).toContain('background-color:#2B8A3E');
    expect(html).toContain(
      '<a href="https://irongym.example.com/book?from=email&amp;x=1" target="_blank"',
    );
    expect(html).toContain('color:#FFFFFF');
    expect(html).toContain('border-radius:12px');
    expect(html).toContain('>Book a session</a>');
    expect(html).not.toMatch(/class=|<script|<style|<div/i);
  });

  it('sizes, aligns and widens the button', () => {
    expect(emailButtonHtml({ ...button, size: 'small' })).toContain('padding:8px 16px');
    expect(emailButtonHtml({ ...button, size: 'large' })).toContain('font-size:18px');
    expect(emailButtonHtml({ ...button, align: 'right' })).toContain('<td align="right"');
    const full = emailButtonHtml({ ...button, full_width: true });
    expect(full).toContain('border="0" width="100%"><tr><td align="center"');
    expect(full).toContain('display:block');
    expect(emailButtonHtml(button)).toContain('display:inline-block');
  });

  it('escapes the text and shows no link until the address is a web address', () => {
    const html = emailButtonHtml({ ...button, text: '<b>Go</b>', url: 'javascript:alert(1)' });
    expect(html).toContain('&lt;b&gt;Go&lt;/b&gt;');
    expect(html).not.toContain('javascript:');
    expect(html).not.toContain('<a ');
  });
});

describe('emailButtonBody', () => {
  it('needs a text and a web address, and colours as #RRGGBB', () => {
    const result = emailButtonBody.safeParse({
      ...button,
      text: '',
      url: 'www.example.com',
      background_color: 'green',
    });
    expect(result.error?.issues.map((i) => i.path.join('.')).sort()).toEqual([
      'background_color',
      'text',
      'url',
    ]);
    expect(emailButtonBody.parse({ ...button, text_color: '#fff000' }).text_color).toBe('#FFF000');
  });
});
