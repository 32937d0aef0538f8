import { z } from 'zod';
import { optionalEmail, optionalText } from './admin-settings';
import { email, locationsResponse } from './auth';
import { currencyCode } from './currencies';
import { endpoint } from './endpoint';
import { dbId } from './ids';
import { messages } from './messages';

// The checkout API (002 §7 Checkout API): a separate API under `/api/checkout` whose calls
// carry a checkout token instead of the session's, with the accessed-location-id and
// company-admin-id headers as everywhere. The token is made from the user's identity and
// access token (000 §3: email, account_id, access_token), lives an hour, and is made again
// when a call fails, at most once per 2 minutes (000's API errors and constants).

export const checkoutTokenLifetimeSeconds = 3600;

export const checkoutMessages = {
  /** The identity and the access token do not belong together: the sign-in's own words. */
  tokenRefused: messages.invalidCredentials,
  companySettingsSaved: 'Company settings updated successfully.',
  currencySaved: 'Currency updated successfully.',
  unknownCurrency: 'The selected currency is invalid.',
  emailSettingsSaved: 'Email settings updated successfully.',
} as const;

// Company settings (002 §3: currency, default symbol $). The business's name and address are the
// location's own (admin settings); these are what its sales add: the currency prices are in
// (the location's currency, one value for both screens), the symbol shown before amounts, the
// address buyers write to, the tax id and note printed on invoices, and the words on a buyer's
// card statement.

/** The symbol when none is chosen (002 §9). */
export const defaultCurrencySymbol = '$';

const text = (max: number) => z.string().trim().max(max);

export const companySettings = z.object({
  currency: z.string(),
  symbol: z.string(),
  support_email: z.string().nullable(),
  tax_id: z.string().nullable(),
  invoice_note: z.string().nullable(),
  statement_descriptor: z.string().nullable(),
  updated_at: z.string().nullable(),
});
export type CompanySettings = z.infer<typeof companySettings>;

export const updateCompanySettingsBody = z.object({
  symbol: text(8).min(1, 'The symbol field is required').optional(),
  support_email: optionalEmail.optional(),
  tax_id: optionalText(50).optional(),
  invoice_note: optionalText(1000).optional(),
  /** Card networks allow 5 to 22 characters, letters first, none of < > \ ' " *. */
  statement_descriptor: optionalText(22)
    .refine(
      (v) => v === null || (v.length >= 5 && /^[A-Za-z]/.test(v) && !/[<>\\'"*]/.test(v)),
      'must be 5 to 22 characters, start with a letter and hold none of < > \\ \' " *',
    )
    .optional(),
});
export type UpdateCompanySettingsBody = z.infer<typeof updateCompanySettingsBody>;

export const updateCurrencyBody = z.object({
  currency: currencyCode,
  /** The currency's own symbol when absent. */
  symbol: text(8).min(1, 'The symbol field is required').optional(),
});
export type UpdateCurrencyBody = z.infer<typeof updateCurrencyBody>;

export const companySettingsResponse = z.object({
  status: z.literal(1),
  company_setting: companySettings,
});
export const companySettingsSavedResponse = companySettingsResponse.extend({
  message: z.string(),
});

// Email settings (002 §3): type 1 abandoned checkout, 2 transaction (the receipt), 3 dunning
// (a renewal that failed). Each is on or off with its own subject and body; the variables are
// filled per buyer.

export const checkoutEmailTypeIds = [1, 2, 3] as const;
export type CheckoutEmailType = (typeof checkoutEmailTypeIds)[number];

export const checkoutEmailVariables = [
  '{{first_name}}',
  '{{last_name}}',
  '{{product_name}}',
  '{{order_total}}',
  '{{checkout_url}}',
  '{{invoice_url}}',
  '{{update_card_url}}',
  '{{business_name}}',
] as const;

export const checkoutEmailDefaults: Record<
  CheckoutEmailType,
  { name: string; subject: string; body: string }
> = {
  1: {
    name: 'Abandoned checkout',
    subject: 'You left something behind: {{product_name}}',
    body: 'Hi {{first_name}},\n\nYou started checking out {{product_name}} but did not finish. Your order is waiting for you:\n\n{{checkout_url}}\n\n{{business_name}}',
  },
  2: {
    name: 'Order receipt',
    subject: 'Your receipt for {{product_name}}',
    body: 'Hi {{first_name}},\n\nThank you for your order of {{product_name}} ({{order_total}}). Your invoice:\n\n{{invoice_url}}\n\n{{business_name}}',
  },
  3: {
    name: 'Failed payment',
    subject: 'Your payment for {{product_name}} did not go through',
    body: 'Hi {{first_name}},\n\nWe could not take the payment of {{order_total}} for {{product_name}}. Please update your card to keep your subscription:\n\n{{update_card_url}}\n\n{{business_name}}',
  },
};

export const checkoutEmailSetting = z.object({
  type: z.number().int(),
  name: z.string(),
  subject: z.string(),
  body: z.string(),
  is_enabled: z.boolean(),
  updated_at: z.string().nullable(),
});
export type CheckoutEmailSetting = z.infer<typeof checkoutEmailSetting>;

export const updateEmailSettingsBody = z.object({
  type: z.union([z.literal(1), z.literal(2), z.literal(3)], {
    error: 'The type must be 1 (abandoned), 2 (transaction) or 3 (dunning)',
  }),
  subject: text(200).min(1, 'The subject field is required'),
  body: text(20_000).min(1, 'The body field is required'),
  is_enabled: z.boolean(),
});
export type UpdateEmailSettingsBody = z.infer<typeof updateEmailSettingsBody>;

export const emailSettingsResponse = z.object({
  status: z.literal(1),
  email_settings: z.array(checkoutEmailSetting),
  variables: z.array(z.string()),
});
export const emailSettingSavedResponse = z.object({
  status: z.literal(1),
  message: z.string(),
  email_setting: checkoutEmailSetting,
});

export const createCheckoutTokenBody = z.object({
  email,
  account_id: dbId,
  access_token: z.string().trim().min(1, 'The access token field is required').max(512),
});
export type CreateCheckoutTokenBody = z.infer<typeof createCheckoutTokenBody>;

export const checkoutTokenResponse = z.object({
  status: z.literal(1),
  token: z.string(),
  /** Seconds from now. */
  expires_in: z.number().int(),
});
export type CheckoutTokenResponse = z.infer<typeof checkoutTokenResponse>;

const user = { tag: 'checkout-user', base: 'checkout' } as const;
const settings = { tag: 'checkout-settings', base: 'checkout' } as const;
const view = { area: 'checkouts', action: 'view' } as const;
const update = { area: 'checkouts', action: 'update' } as const;

export const checkoutUserEndpoints = {
  createToken: endpoint({
    ...user,
    method: 'POST',
    path: 'user/create-token',
    access: 'public',
    description:
      'A checkout token for the user of `access_token`, acting in `account_id`: sent as the bearer of every other checkout call.',
    body: createCheckoutTokenBody,
    response: checkoutTokenResponse,
  }),
  locations: endpoint({
    ...user,
    method: 'GET',
    path: 'user/locations',
    permission: view,
    description: 'The locations the user may sell from, as `auth/locations` answers them.',
    response: locationsResponse,
  }),
};

export const checkoutSettingEndpoints = {
  companySettings: endpoint({
    ...settings,
    method: 'GET',
    path: 'setting/company-settings',
    permission: view,
    response: companySettingsResponse,
  }),
  updateCompanySettings: endpoint({
    ...settings,
    method: 'PATCH',
    path: 'setting/update-company-settings',
    permission: update,
    description: 'Changes the fields sent; the others stay as they are.',
    body: updateCompanySettingsBody,
    response: companySettingsSavedResponse,
  }),
  updateCurrency: endpoint({
    ...settings,
    method: 'PATCH',
    path: 'setting/update-company-currency-settings',
    permission: update,
    description:
      "The currency of the location's prices (the same as its admin settings' currency), and the symbol shown, by default the currency's own.",
    body: updateCurrencyBody,
    response: companySettingsSavedResponse,
  }),
  emailSettings: endpoint({
    ...settings,
    method: 'GET',
    path: 'setting/email-settings',
    permission: view,
    description: 'The three checkout emails: 1 abandoned checkout, 2 transaction, 3 dunning.',
    response: emailSettingsResponse,
  }),
  updateEmailSettings: endpoint({
    ...settings,
    method: 'PATCH',
    path: 'setting/update-email-settings',
    permission: update,
    body: updateEmailSettingsBody,
    response: emailSettingSavedResponse,
  }),
};
