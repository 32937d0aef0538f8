import { z } from 'zod';
import { statusMessageResponse } from './auth';
import { endpoint } from './endpoint';
import { dbId, dbIdText, idArray, requiredId } from './ids';
import { messages } from './messages';

// Custom email domains and their senders (002 §3, §4, §5, §7 Email domains): the organization's
// own domains to send from, with the DNS records that prove them (SPF, DKIM, return path), and
// the addresses it sends as. Domains belong to the organization (its primary account); a domain
// or a sender may be activated for some of its locations.

/** The domains an organization keeps at most: each is looked up in DNS when verified. */
export const maxEmailDomains = 20;

/** RFC 1035 host names: labels of letters, digits and inner hyphens, a top-level label of letters. */
const domainPattern = /^(?=.{4,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

export const domainName = z
  .string()
  .trim()
  .toLowerCase()
  .max(253, messages.emailDomainInvalid)
  .transform((value) => value.replace(/\.$/, ''))
  .refine((value) => domainPattern.test(value), messages.emailDomainInvalid);

/** The three records a domain publishes, in the order the screen lists them. */
export const dnsRecordPurposes = ['spf', 'dkim', 'return_path'] as const;
export type DnsRecordPurpose = (typeof dnsRecordPurposes)[number];

export const dnsRecord = z.object({
  purpose: z.enum(dnsRecordPurposes),
  type: z.enum(['TXT', 'CNAME']),
  /** The full name the record is published at. */
  host: z.string(),
  value: z.string(),
  /** What the last check found: null until the domain is first verified. */
  is_verified: z.boolean().nullable(),
});
export type DnsRecord = z.infer<typeof dnsRecord>;

export const emailSender = z.object({
  id: z.number().int(),
  email_domain_id: z.number().int(),
  name: z.string(),
  email: z.string(),
  is_active: z.boolean(),
  /** The locations that send as this sender. */
  location_ids: z.array(z.number().int()),
  created_at: z.string(),
});
export type EmailSender = z.infer<typeof emailSender>;

export const emailDomain = z.object({
  id: z.number().int(),
  domain: z.string(),
  is_verified: z.boolean(),
  /** The organization's domain to send from (one at a time). */
  is_active: z.boolean(),
  /** Off: nothing is sent from the domain, whatever else it is. */
  enabled: z.boolean(),
  /** The locations that send from this domain rather than the organization's active one. */
  location_ids: z.array(z.number().int()),
  dns_details: z.array(dnsRecord),
  senders: z.array(emailSender),
  verified_at: z.string().nullable(),
  created_at: z.string(),
});
export type EmailDomain = z.infer<typeof emailDomain>;

export const emailDomainBody = z.object({ domain: domainName });
export type EmailDomainBody = z.input<typeof emailDomainBody>;

/** A sender of a domain: a new one without id, a change of name or address with it. */
export const emailSenderBody = z.object({
  id: dbId.optional(),
  email_domain_id: requiredId('email_domain_id'),
  name: z.string().trim().min(1, 'The name field is required').max(100),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, 'The email field is required')
    .max(320)
    .pipe(z.email('The email must be a valid email address.')),
});
export type EmailSenderBody = z.input<typeof emailSenderBody>;

/** 1 enables, 0 disables. */
export const enableDisableBody = z.object({
  id: requiredId('id'),
  status: z.union([z.literal(0), z.literal(1)]),
});

export const emailDomainIdsBody = z.object({
  ids: idArray('Please select at least one domain', dbId),
});
export const emailSenderIdsBody = z.object({
  ids: idArray('Please select at least one sender', dbId),
});
export const emailDomainIdBody = z.object({ id: requiredId('id') });
/** The locations to activate for; every other location of the organization is let go. */
export const locationsBody = z.object({ location_ids: z.array(dbId).max(10_000) });
export const dnsDetailsQuery = z.object({ domain_id: requiredId('domain_id') });

const domainParams = z.object({ domain: dbIdText });
const senderParams = z.object({ sender: dbIdText });

export const emailDomainListResponse = z.object({
  status: z.literal(1),
  domains: z.array(emailDomain),
});
export const emailDomainResponse = z.object({
  status: z.literal(1),
  message: z.string(),
  domain: emailDomain,
  dns_details: z.array(dnsRecord),
});
export const emailSenderListResponse = z.object({
  status: z.literal(1),
  senders: z.array(emailSender),
});
export const emailSenderResponse = z.object({
  status: z.literal(1),
  message: z.string(),
  sender: emailSender,
});
export const dnsDetailsResponse = z.object({
  status: z.literal(1),
  domain: z.string(),
  dns_details: z.array(dnsRecord),
});

/**
 * 002 §5: errors mean failure (shown joined by commas), otherwise an unverified flag means not
 * verified, otherwise success. Status 0 says the records could not be looked up at all; its
 * message is shown as an error (002 §8).
 */
export const verifyResponse = z.object({
  status: z.union([z.literal(0), z.literal(1)]),
  message: z.string(),
  errors: z.array(z.string()),
  is_verified: z.boolean(),
});
export type VerifyResponse = z.infer<typeof verifyResponse>;

/** What the screen shows for a verify answer (002 §5, §8). */
export function verifyOutcome(answer: VerifyResponse): {
  kind: 'error' | 'not-verified' | 'success';
  text: string;
} {
  if (answer.status !== 1) return { kind: 'error', text: answer.message };
  if (answer.errors.length > 0) return { kind: 'error', text: answer.errors.join(', ') };
  if (!answer.is_verified) return { kind: 'not-verified', text: messages.emailDomainNotVerified };
  return { kind: 'success', text: answer.message };
}

const emailDomains = {
  tag: 'email-domains',
  permission: { area: 'admin-settings', action: 'view' },
} as const;
const update = { area: 'admin-settings', action: 'update' } as const;
const create = { area: 'admin-settings', action: 'create' } as const;
const remove = { area: 'admin-settings', action: 'delete' } as const;

export const emailDomainEndpoints = {
  list: endpoint({
    ...emailDomains,
    method: 'GET',
    path: 'email-domain/list',
    description: 'The organization’s domains with their records, senders and locations.',
    response: emailDomainListResponse,
  }),
  senders: endpoint({
    ...emailDomains,
    method: 'GET',
    path: 'email-domain/:domain/sender-list',
    params: domainParams,
    response: emailSenderListResponse,
  }),
  save: endpoint({
    ...emailDomains,
    permission: create,
    method: 'POST',
    path: 'email-domain/save',
    description: 'Adds a domain with a new DKIM key; answers the records to publish.',
    body: emailDomainBody,
    response: emailDomainResponse,
  }),
  saveSender: endpoint({
    ...emailDomains,
    permission: update,
    method: 'POST',
    path: 'email-domain/save-sender',
    body: emailSenderBody,
    response: emailSenderResponse,
  }),
  activate: endpoint({
    ...emailDomains,
    permission: update,
    method: 'PATCH',
    path: 'email-domain/:domain/activate',
    description: 'Makes the domain the organization’s domain to send from.',
    params: domainParams,
    response: statusMessageResponse,
  }),
  activateSender: endpoint({
    ...emailDomains,
    permission: update,
    method: 'PATCH',
    path: 'email-domain/:sender/activate-sender',
    description: 'Makes the sender its domain’s address to send as.',
    params: senderParams,
    response: statusMessageResponse,
  }),
  enableDisable: endpoint({
    ...emailDomains,
    permission: update,
    method: 'PATCH',
    path: 'email-domain/enable-disable',
    body: enableDisableBody,
    response: statusMessageResponse,
  }),
  dnsDetails: endpoint({
    ...emailDomains,
    method: 'GET',
    path: 'email-domain/dns-details',
    query: dnsDetailsQuery,
    response: dnsDetailsResponse,
  }),
  verify: endpoint({
    ...emailDomains,
    permission: update,
    method: 'PATCH',
    path: 'email-domain/:domain/verify',
    description: 'Looks the domain’s records up in DNS and keeps what was found.',
    params: domainParams,
    response: verifyResponse,
  }),
  remove: endpoint({
    ...emailDomains,
    permission: remove,
    method: 'DELETE',
    path: 'email-domain/delete',
    body: emailDomainIdsBody,
    response: statusMessageResponse,
  }),
  removeSenders: endpoint({
    ...emailDomains,
    permission: remove,
    method: 'DELETE',
    path: 'email-domain/delete-sender',
    body: emailSenderIdsBody,
    response: statusMessageResponse,
  }),
  activateForLocations: endpoint({
    ...emailDomains,
    permission: update,
    method: 'PATCH',
    path: 'email-domain/:domain/activate-domain-for-locations',
    description: 'The locations that send from this domain; a location has one such domain.',
    params: domainParams,
    body: locationsBody,
    response: statusMessageResponse,
  }),
  activateSenderForLocations: endpoint({
    ...emailDomains,
    permission: update,
    method: 'PATCH',
    path: 'email-domain/:sender/activate-sender-for-locations',
    description: 'The locations that send as this sender; a location has one such sender.',
    params: senderParams,
    body: locationsBody,
    response: statusMessageResponse,
  }),
};

// The separate domain area (002 §7): the same domains, named by ids in the body.
const domains = { ...emailDomains, tag: 'domains' } as const;

export const domainEndpoints = {
  list: endpoint({
    ...domains,
    method: 'GET',
    path: 'domain/list',
    response: emailDomainListResponse,
  }),
  verify: endpoint({
    ...domains,
    permission: update,
    method: 'PATCH',
    path: 'domain/verify',
    description: 'Verifies each domain; errors name their domain, verified only if all are.',
    body: emailDomainIdsBody,
    response: verifyResponse,
  }),
  activate: endpoint({
    ...domains,
    permission: update,
    method: 'PATCH',
    path: 'domain/activate',
    body: emailDomainIdBody,
    response: statusMessageResponse,
  }),
  remove: endpoint({
    ...domains,
    permission: remove,
    method: 'DELETE',
    path: 'domain/delete',
    body: emailDomainIdsBody,
    response: statusMessageResponse,
  }),
  save: endpoint({
    ...domains,
    permission: create,
    method: 'POST',
    path: 'domain/save',
    body: emailDomainBody,
    response: emailDomainResponse,
  }),
  enableDisable: endpoint({
    ...domains,
    permission: update,
    method: 'POST',
    path: 'domain/enable-disable',
    body: enableDisableBody,
    response: statusMessageResponse,
  }),
};
