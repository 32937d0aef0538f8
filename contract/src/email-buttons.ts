import { z } from 'zod';
import { statusMessageResponse } from './auth';
import {
  colorOr,
  emailFont,
  escapeHtml,
  inlineStyle,
  requiredWebAddress,
  safeHref,
  sizeOr,
} from './email-html';
import { endpoint } from './endpoint';
import { dbId, dbIdText } from './ids';
import { hexColor } from './styles';

// Email buttons (001 §3 "content-setting button list", §7 Common and Content setting): a
// location's call-to-action buttons that email editors insert, and the images those emails
// carry (file-upload). A button is rendered as a "bulletproof" button: a table cell with the
// colour behind a link, which every mail client draws, Outlook included.

/** The buttons a location keeps at most: the list has no pages. */
export const maxEmailButtons = 50;

export const emailButtonSizes = ['small', 'medium', 'large'] as const;
export const emailButtonAligns = ['left', 'center', 'right'] as const;

export const emailButtonDesign = z.object({
  text: z.string().trim().min(1, 'The text field is required').max(60),
  url: requiredWebAddress('url'),
  background_color: hexColor,
  text_color: hexColor,
  border_radius: z.number().int().min(0).max(40),
  size: z.enum(emailButtonSizes),
  align: z.enum(emailButtonAligns),
  /** As wide as the email's column. */
  full_width: z.boolean(),
});
export type EmailButtonDesign = z.output<typeof emailButtonDesign>;
export type EmailButtonDesignInput = z.input<typeof emailButtonDesign>;

export const emailButtonDefaults: EmailButtonDesign = {
  text: '',
  url: '',
  background_color: '#1864AB',
  text_color: '#FFFFFF',
  border_radius: 6,
  size: 'medium',
  align: 'center',
  full_width: false,
};

/** Padding (vertical, horizontal) and font size of each size, in pixels. */
const sizes = {
  small: { y: 8, x: 16, font: 14 },
  medium: { y: 12, x: 24, font: 16 },
  large: { y: 16, x: 32, font: 18 },
} as const;

/** A button as an email carries it; the link is left out until its address is one. */
export function emailButtonHtml(button: EmailButtonDesignInput): string {
  const background = colorOr(button.background_color, emailButtonDefaults.background_color);
  const color = colorOr(button.text_color, emailButtonDefaults.text_color);
  const radius = sizeOr(button.border_radius, 0, 40, emailButtonDefaults.border_radius);
  const size = sizes[button.size] ?? sizes.medium;
  const align = emailButtonAligns.includes(button.align) ? button.align : 'center';
  const href = safeHref(button.url);
  const full = button.full_width === true;
  const linkStyle = inlineStyle({
    display: full ? 'block' : 'inline-block',
    padding: `${size.y}px ${size.x}px`,
    'font-family': emailFont,
    'font-size': `${size.font}px`,
    'font-weight': 'bold',
    'line-height': '1.2',
    color,
    'text-align': 'center',
    'text-decoration': 'none',
    'border-radius': `${radius}px`,
  });
  const text = escapeHtml(button.text.trim());
  const label = href
    ? `<a href="${href}" target="_blank" style="${linkStyle}">${text}</a>`
    : `<span style="${linkStyle}">${text}</span>`;
  const cellStyle = inlineStyle({ 'border-radius': `${radius}px`, 'background-color': background });
  return [
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0"><tr>`,
    `<td align="${align}" style="padding:8px 0">`,
    `<table role="presentation" cellpadding="0" cellspacing="0" border="0"${full ? ' width="100%"' : ''}><tr>`,
    `<td align="center" bgcolor="${background}" style="${cellStyle}">${label}</td>`,
    '</tr></table></td></tr></table>',
  ].join('');
}

export const emailButton = emailButtonDesign.extend({
  id: z.number().int(),
  updated_at: z.string(),
});
export type EmailButton = z.output<typeof emailButton>;

/** POST content-setting/update-button: a new button, or the one `id` names. */
export const emailButtonBody = emailButtonDesign.extend({ id: dbId.optional() });
export type EmailButtonBody = z.output<typeof emailButtonBody>;
export type EmailButtonBodyInput = z.input<typeof emailButtonBody>;

export const emailButtonListResponse = z.object({
  status: z.literal(1),
  buttons: z.array(emailButton),
});
/** What an email editor inserts: each button's text and its HTML. */
export const insertableButtonsResponse = z.object({
  status: z.literal(1),
  buttons: z.array(z.object({ id: z.number().int(), text: z.string(), html: z.string() })),
});
export const emailButtonResponse = z.object({
  status: z.literal(1),
  message: z.string(),
  button: emailButton,
});

/** An image uploaded for an email: where it is served, absolute, and its size. */
export const emailImageResponse = z.object({
  status: z.literal(1),
  message: z.string(),
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type EmailImageResponse = z.output<typeof emailImageResponse>;

/** The widest an email image is kept: twice a 600 px email column, for sharp screens. */
export const emailImageMaxWidth = 1200;

const emailContent = { tag: 'email-content' } as const;
const imageUpload = {
  ...emailContent,
  method: 'POST',
  // The editor of every area uploads its images here.
  permission: 'member',
  upload: true,
  response: emailImageResponse,
  description:
    'Multipart field `image` (jpeg, png, gif, webp; up to 15 MB), and optionally before it `size`: `author-image` crops to 180 × 180. Kept up to 1,200 px wide; answers its absolute address.',
} as const;

export const emailContentEndpoints = {
  insertableButtons: endpoint({
    ...emailContent,
    method: 'GET',
    path: 'email-buttons',
    permission: 'member',
    response: insertableButtonsResponse,
  }),
  buttonList: endpoint({
    ...emailContent,
    method: 'GET',
    path: 'content-setting/get-button-list',
    permission: { area: 'templates', action: 'view' },
    response: emailButtonListResponse,
  }),
  updateButton: endpoint({
    ...emailContent,
    method: 'POST',
    path: 'content-setting/update-button',
    permission: { area: 'templates', action: ['create', 'update'] },
    description:
      'Creates a button, or saves the one `id` names (templates create or update permission).',
    body: emailButtonBody,
    response: emailButtonResponse,
  }),
  deleteButton: endpoint({
    ...emailContent,
    method: 'DELETE',
    path: 'content-setting/:button/delete-button',
    permission: { area: 'templates', action: 'delete' },
    params: z.object({ button: dbIdText }),
    response: statusMessageResponse,
  }),
  fileUpload: endpoint({ ...imageUpload, path: 'file-upload' }),
  contentFileUpload: endpoint({ ...imageUpload, path: 'content-setting/file-upload' }),
};
