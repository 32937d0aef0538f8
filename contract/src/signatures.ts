import { z } from 'zod';
import { statusMessageResponse } from './auth';
import { webAddressField } from './email-html';
import { endpoint } from './endpoint';
import { dbId, dbIdText } from './ids';
import { hexColor } from './styles';

// Email signatures of a location (001 §3 Signature, §7 Signature). `default` is the signature
// added to a one-to-one email when the sender picks no other; with `apply_to_all` the default
// also closes every automated email (templates sent, broadcasts, journeys). The design is
// rendered as email-safe HTML by signature-html.ts, for the designer's preview and the send.

/** The signatures a location keeps at most: the list has no pages. */
export const maxSignatures = 50;

const text = (max: number) => z.string().trim().max(max);
const pixels = (max: number) => z.number().int().min(0).max(max);

/** Every field, flag and colour of a signature's design (001 §3). */
export const signatureDesign = z.object({
  full_name: text(100).min(1, 'The full name field is required'),
  credentials: text(100),
  company_name: text(100),
  slogan: text(150),
  /** An absolute image address (file-upload answers one), or empty for none. */
  author_image: webAddressField,
  phone: text(40),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(191)
    .pipe(z.union([z.literal(''), z.email('The email must be a valid email address')])),
  website: webAddressField,
  address: text(250),
  has_phone: z.boolean(),
  has_email: z.boolean(),
  has_website: z.boolean(),
  has_address: z.boolean(),
  /** Short labels: P, E, W, A and FB, IG, TW instead of the words. */
  is_abbreviate: z.boolean(),
  /** Space around the signature, in pixels. */
  margins: pixels(48),
  /** Space inside each of its cells, in pixels. */
  paddings: pixels(48),
  /** Corners of the author image and the bar, in pixels. */
  border_radius: pixels(50),
  bar_color: hexColor,
  bar_text_color: hexColor,
  link_color: hexColor,
  /** The colour of the labels before the phone, email, website and address. */
  icon_color: hexColor,
  /** The height of the bar under the signature (carrying the slogan); 0 shows no bar. */
  linebar_height: pixels(60),
  /** The width of the line between the author image and the details; 0 shows no line. */
  line_width: pixels(10),
  line_color: hexColor,
  has_facebook: z.boolean(),
  facebook_url: webAddressField,
  has_ig: z.boolean(),
  ig_url: webAddressField,
  has_twitter: z.boolean(),
  twitter_url: webAddressField,
  social_icon_color: hexColor,
});
export type SignatureDesign = z.output<typeof signatureDesign>;
export type SignatureDesignInput = z.input<typeof signatureDesign>;

/** A new signature's design: every row shown, the coachline colours, no social links. */
export const signatureDefaults: SignatureDesign = {
  full_name: '',
  credentials: '',
  company_name: '',
  slogan: '',
  author_image: '',
  phone: '',
  email: '',
  website: '',
  address: '',
  has_phone: true,
  has_email: true,
  has_website: true,
  has_address: true,
  is_abbreviate: false,
  margins: 0,
  paddings: 8,
  border_radius: 8,
  bar_color: '#2C3E50',
  bar_text_color: '#FFFFFF',
  link_color: '#1864AB',
  icon_color: '#2C3E50',
  linebar_height: 28,
  line_width: 2,
  line_color: '#CED4DA',
  has_facebook: false,
  facebook_url: '',
  has_ig: false,
  ig_url: '',
  has_twitter: false,
  twitter_url: '',
  social_icon_color: '#1864AB',
};

export const signature = signatureDesign.extend({
  id: z.number().int(),
  is_default: z.boolean(),
  updated_at: z.string(),
});
export type Signature = z.output<typeof signature>;

/**
 * POST signature/store: a new signature, or the one `id` names. `is_default` makes it the
 * location's default (or, false, stops it being so); `apply_to_all` is kept with the default.
 */
export const signatureBody = signatureDesign.extend({
  id: dbId.optional(),
  is_default: z.boolean(),
  apply_to_all: z.boolean(),
});
export type SignatureBody = z.output<typeof signatureBody>;
export type SignatureBodyInput = z.input<typeof signatureBody>;

const signatureChoice = {
  /** The default signature's id, or null when the location has none. */
  default: z.number().int().nullable(),
  apply_to_all: z.boolean(),
};

export const signatureListResponse = z.object({
  status: z.literal(1),
  signatures: z.array(signature),
  ...signatureChoice,
});
export type SignatureListResponse = z.output<typeof signatureListResponse>;

export const signatureQuery = z.object({ signature_id: dbIdText.optional() });

export const signatureResponse = z.object({
  status: z.literal(1),
  /** The signature asked for, or the default; null when none was asked and there is none. */
  signature: signature.nullable(),
  /** The signature as an email carries it. */
  html: z.string().nullable(),
});

export const signatureStoreResponse = z.object({
  status: z.literal(1),
  message: z.string(),
  signature,
  ...signatureChoice,
});

const signatures = { tag: 'signatures' } as const;

export const signatureEndpoints = {
  list: endpoint({
    ...signatures,
    method: 'GET',
    path: 'signature/list',
    permission: { area: 'templates', action: 'view' },
    response: signatureListResponse,
  }),
  get: endpoint({
    ...signatures,
    method: 'GET',
    path: 'signature/get-signature',
    permission: { area: 'templates', action: 'view' },
    description: 'One signature with its email HTML; without signature_id, the default.',
    query: signatureQuery,
    response: signatureResponse,
  }),
  store: endpoint({
    ...signatures,
    method: 'POST',
    path: 'signature/store',
    permission: { area: 'templates', action: ['create', 'update'] },
    description:
      'Creates a signature, or saves the one `id` names (templates create or update permission).',
    body: signatureBody,
    response: signatureStoreResponse,
  }),
  remove: endpoint({
    ...signatures,
    method: 'DELETE',
    path: 'signature/:signature/delete',
    permission: { area: 'templates', action: 'delete' },
    params: z.object({ signature: dbIdText }),
    response: statusMessageResponse,
  }),
};
