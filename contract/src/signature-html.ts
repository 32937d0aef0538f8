import { colorOr, emailFont, escapeHtml, inlineStyle, safeHref, sizeOr } from './email-html';
import { signatureDefaults as d, type SignatureDesignInput } from './signatures';

// A signature as an email carries it (001 §3): one table, inline styles only, no classes and no
// scripts, text escaped, links and the author image as absolute web addresses. The designer's
// live preview and the send render with this one function. A value the designer holds
// half-typed (a colour of three digits) renders as the default until it is one.

/** The author image's side, in pixels (shown at half the 180 × 180 author-image size). */
export const authorImageSide = 90;

type Row = { show: boolean; label: string; short: string; html: string | null };

const telHref = (phone: string) => {
  const digits = phone.replace(/[^0-9+]/g, '');
  return digits ? `tel:${digits}` : null;
};

const withoutScheme = (address: string) => address.replace(/^https?:\/\//i, '').replace(/\/$/, '');

function link(href: string | null, text: string, color: string) {
  if (!href) return escapeHtml(text);
  const style = inlineStyle({ color, 'text-decoration': 'none' });
  return `<a href="${href}" target="_blank" style="${style}">${escapeHtml(text)}</a>`;
}

/** The email HTML of a signature's design. */
export function signatureHtml(design: SignatureDesignInput): string {
  const linkColor = colorOr(design.link_color, d.link_color);
  const iconColor = colorOr(design.icon_color, d.icon_color);
  const socialColor = colorOr(design.social_icon_color, d.social_icon_color);
  const padding = sizeOr(design.paddings, 0, 48, d.paddings);
  const radius = sizeOr(design.border_radius, 0, 50, d.border_radius);
  const lineWidth = sizeOr(design.line_width, 0, 10, d.line_width);
  const barHeight = sizeOr(design.linebar_height, 0, 60, d.linebar_height);
  const abbreviate = design.is_abbreviate === true;
  const email = design.email.trim();
  const website = safeHref(design.website);
  const image = safeHref(design.author_image);
  const slogan = design.slogan.trim();
  const cell = (content: string, extra: Record<string, string | number | null> = {}) =>
    `<td valign="top" style="${inlineStyle({ padding: `${padding}px`, ...extra })}">${content}</td>`;

  const rows: Row[] = [
    {
      show: design.has_phone && design.phone.trim() !== '',
      label: 'Phone',
      short: 'P',
      html: link(telHref(design.phone), design.phone.trim(), linkColor),
    },
    {
      show: design.has_email && email !== '',
      label: 'Email',
      short: 'E',
      html: link(`mailto:${escapeHtml(email)}`, email, linkColor),
    },
    {
      show: design.has_website && website !== null,
      label: 'Website',
      short: 'W',
      html: link(website, withoutScheme(design.website.trim()), linkColor),
    },
    {
      show: design.has_address && design.address.trim() !== '',
      label: 'Address',
      short: 'A',
      html: escapeHtml(design.address.trim()),
    },
  ];
  const socials = [
    { show: design.has_facebook, url: design.facebook_url, label: 'Facebook', short: 'FB' },
    { show: design.has_ig, url: design.ig_url, label: 'Instagram', short: 'IG' },
    { show: design.has_twitter, url: design.twitter_url, label: 'Twitter', short: 'TW' },
  ].flatMap((s) => {
    const href = s.show ? safeHref(s.url) : null;
    if (!href) return [];
    const style = inlineStyle({
      color: socialColor,
      'font-weight': 'bold',
      'text-decoration': 'none',
    });
    const text = abbreviate ? s.short : s.label;
    return [`<a href="${href}" target="_blank" title="${s.label}" style="${style}">${text}</a>`];
  });

  const name = escapeHtml(design.full_name.trim());
  const credentials = design.credentials.trim();
  const lines = [
    `<tr><td style="${inlineStyle({ 'font-size': '16px', 'font-weight': 'bold', color: '#212529' })}">${name}${
      credentials
        ? `<span style="font-weight:normal;color:#495057">, ${escapeHtml(credentials)}</span>`
        : ''
    }</td></tr>`,
  ];
  if (design.company_name.trim())
    lines.push(`<tr><td style="color:#495057">${escapeHtml(design.company_name.trim())}</td></tr>`);
  if (slogan && barHeight === 0)
    lines.push(`<tr><td style="color:#495057;font-style:italic">${escapeHtml(slogan)}</td></tr>`);
  for (const row of rows.filter((r) => r.show)) {
    const label = `<span style="${inlineStyle({ color: iconColor, 'font-weight': 'bold' })}">${abbreviate ? row.short : row.label}</span>`;
    lines.push(`<tr><td style="padding-top:2px">${label}&nbsp;&nbsp;${row.html}</td></tr>`);
  }
  if (socials.length > 0)
    lines.push(
      `<tr><td style="padding-top:6px">${socials.join('&nbsp;&nbsp;|&nbsp;&nbsp;')}</td></tr>`,
    );

  const columns: string[] = [];
  if (image) {
    const imageStyle = inlineStyle({
      display: 'block',
      border: '0',
      width: `${authorImageSide}px`,
      height: `${authorImageSide}px`,
      'border-radius': `${radius}px`,
    });
    columns.push(
      cell(
        `<img src="${image}" alt="${name}" width="${authorImageSide}" height="${authorImageSide}" style="${imageStyle}">`,
      ),
    );
  }
  if (image && lineWidth > 0) {
    const colour = colorOr(design.line_color, d.line_color);
    columns.push(
      `<td width="${lineWidth}" style="${inlineStyle({ width: `${lineWidth}px`, 'background-color': colour, 'font-size': '0', 'line-height': '0' })}">&nbsp;</td>`,
    );
  }
  columns.push(
    cell(
      `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="${inlineStyle({ 'font-family': emailFont, 'font-size': '14px', 'line-height': '1.4', color: '#212529' })}">${lines.join('')}</table>`,
    ),
  );

  const body = [`<tr>${columns.join('')}</tr>`];
  if (barHeight > 0) {
    const barStyle = inlineStyle({
      height: `${barHeight}px`,
      padding: `0 ${padding}px`,
      'background-color': colorOr(design.bar_color, d.bar_color),
      color: colorOr(design.bar_text_color, d.bar_text_color),
      'border-radius': `${radius}px`,
      'font-size': '13px',
    });
    body.push(
      `<tr><td colspan="${columns.length}" height="${barHeight}" style="${barStyle}">${slogan ? escapeHtml(slogan) : '&nbsp;'}</td></tr>`,
    );
  }
  const tableStyle = inlineStyle({
    margin: `${sizeOr(design.margins, 0, 48, d.margins)}px`,
    'border-collapse': 'separate',
    'font-family': emailFont,
    'font-size': '14px',
    color: '#212529',
  });
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="${tableStyle}">${body.join('')}</table>`;
}
