import { describe, expect, it } from 'vitest';
import { signatureHtml } from './signature-html';
import { type SignatureDesign, signatureBody, signatureDefaults } from './signatures';

const designed: SignatureDesign = {
  ...signatureDefaults,
  full_name: 'Ada Coach',
  credentials: 'CSCS',
  company_name: 'Iron Gym',
  slogan: 'Stronger every week',
  author_image: 'https://cdn.example.com/ada.png',
  phone: '+1 (212) 555-0123',
  email: 'ada@example.com',
  website: 'https://irongym.example.com/',
  address: '1 Main St, Springfield',
  has_facebook: true,
  facebook_url: 'https://facebook.com/irongym',
  has_ig: true,
  ig_url: 'https://instagram.com/irongym',
  has_twitter: true,
  twitter_url: 'https://twitter.com/irongym',
  bar_color: '#112233',
  bar_text_color: '#FAFAFA',
  link_color: '#0B7285',
  icon_color: '#862E9C',
  line_color: '#E8590C',
  social_icon_color: '#C2255C',
};

const render = (changes: Partial<SignatureDesign> = {}) =>
  signatureHtml({ ...designed, ...changes });

describe('signatureHtml', () => {
  it('is one table with inline styles only: no classes, scripts, style blocks or ids', () => {
    const html = render();
    expect(html.startsWith('<table role="presentation"')).toBe(true);
    expect(html.endsWith('</table>')).toBe(true);
    expect(html).not.toMatch(/class=|<script|<style|\sid=|<div/i);
  });

  it('shows the name, credentials, company and every contact row with its link', () => {
    const html = render();
    expect(html).toContain('Ada Coach');
    expect(html).toContain(', CSCS');
    expect(html).toContain('Iron Gym');
    expect(html).toContain('href="tel:+12125550123"');
    expect(html).toContain('+1 (212) 555-0123');
    expect(html).toContain('href="mailto:ada@example.com"');
    expect(html).toContain('href="https://irongym.example.com/"');
    expect(html).toContain('>irongym.example.com</a>');
    expect(html).toContain('1 Main St, Springfield');
    for (const label of ['Phone', 'Email', 'Website', 'Address'])
      expect(html).toContain(`>${label}</span>`);
  });

  it.each([
    ['has_phone', 'tel:'],
    ['has_email', 'mailto:'],
    ['has_website', 'https://irongym.example.com/'],
    ['has_address', '1 Main St'],
    ['has_facebook', 'facebook.com/irongym'],
    ['has_ig', 'instagram.com/irongym'],
    ['has_twitter', 'twitter.com/irongym'],
  ] as const)('hides what %s turns off', (flag, shown) => {
    expect(render()).toContain(shown);
    expect(render({ [flag]: false })).not.toContain(shown);
  });

  it('leaves out a row whose flag is on but whose value is empty', () => {
    const html = render({ phone: '', email: '', website: '', address: '', facebook_url: '' });
    expect(html).not.toMatch(/>Phone<|>Email<|>Website<|>Address<|Facebook/);
  });

  it('abbreviates the labels and social links with is_abbreviate', () => {
    const full = render();
    expect(full).toContain('>Facebook</a>');
    expect(full).toContain('>Instagram</a>');
    expect(full).toContain('>Twitter</a>');
    const short = render({ is_abbreviate: true });
    for (const label of ['P', 'E', 'W', 'A']) expect(short).toContain(`>${label}</span>`);
    for (const label of ['FB', 'IG', 'TW']) expect(short).toContain(`>${label}</a>`);
    expect(short).not.toMatch(/>Phone<|>Facebook</);
    // The social links keep their names for those who hover or hear them.
    expect(short).toContain('title="Facebook"');
  });

  it('uses every colour where it belongs', () => {
    const html = render();
    expect(html).toContain('background-color:#112233');
    expect(html).toContain('color:#FAFAFA');
    expect(html).toMatch(/href="mailto:[^"]+" target="_blank" style="color:#0B7285/);
    expect(html).toMatch(/color:#862E9C;font-weight:bold">Phone/);
    expect(html).toContain('background-color:#E8590C');
    expect(html).toMatch(/style="color:#C2255C;font-weight:bold;text-decoration:none">Facebook/);
  });

  it('shows the author image with an alt, its corners and the line beside it', () => {
    const html = render({ border_radius: 45, line_width: 3 });
    expect(html).toContain(
      '<img src="https://cdn.example.com/ada.png" alt="Ada Coach" width="90" height="90"',
    );
    expect(html).toContain('border-radius:45px');
    expect(html).toContain('width:3px;background-color:#E8590C');
    expect(render({ line_width: 0 })).not.toContain('#E8590C');
    const noImage = render({ author_image: '' });
    expect(noImage).not.toContain('<img');
    expect(noImage).not.toContain('#E8590C');
  });

  it('puts the slogan in the bar of linebar_height, or under the name without a bar', () => {
    const bar = render({ linebar_height: 40 });
    expect(bar).toMatch(/height="40" style="height:40px;[^"]*">Stronger every week</);
    const noBar = render({ linebar_height: 0 });
    expect(noBar).not.toContain('#112233');
    expect(noBar).toContain('font-style:italic">Stronger every week<');
    expect(render({ slogan: '' })).toMatch(/background-color:#112233[^>]*>&nbsp;</);
  });

  it('sets margins and paddings', () => {
    const html = render({ margins: 12, paddings: 20 });
    expect(html).toContain('margin:12px');
    expect(html).toContain('padding:20px');
  });

  it('escapes text and refuses addresses a mail client must not open', () => {
    const html = render({
      full_name: '<script>alert(1)</script>',
      company_name: 'Tom & "Jerry"',
      author_image: 'javascript:alert(1)',
      website: 'javascript:alert(1)',
      facebook_url: 'data:text/html,hi',
    });
    expect(html).not.toContain('<script');
    expect(html).toContain('&lt;script&gt;');
    expect(html).toContain('Tom &amp; &quot;Jerry&quot;');
    expect(html).not.toMatch(/javascript:|data:/);
  });

  it('renders half-typed values of the designer with the defaults', () => {
    const html = signatureHtml({
      ...designed,
      bar_color: '#12',
      link_color: 'red',
      margins: Number.NaN,
    });
    expect(html).toContain(`background-color:${signatureDefaults.bar_color}`);
    expect(html).toContain(`color:${signatureDefaults.link_color}`);
    expect(html).toContain('margin:0px');
  });
});

describe('signatureBody', () => {
  const body = { ...designed, is_default: true, apply_to_all: false };

  it('accepts a full design and keeps colours upper-case', () => {
    const parsed = signatureBody.parse({ ...body, bar_color: '#abcdef' });
    expect(parsed.bar_color).toBe('#ABCDEF');
  });

  it('refuses a missing name, a bad colour, an address that is not the web, a bad email', () => {
    const result = signatureBody.safeParse({
      ...body,
      full_name: ' ',
      link_color: 'blue',
      website: 'ftp://example.com',
      ig_url: 'instagram',
      email: 'not-an-email',
      margins: 100,
    });
    expect(result.success).toBe(false);
    const fields = result.error?.issues.map((i) => i.path.join('.')).sort();
    expect(fields).toEqual(['email', 'full_name', 'ig_url', 'link_color', 'margins', 'website']);
  });
});
