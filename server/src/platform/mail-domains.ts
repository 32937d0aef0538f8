import { resolveMx } from 'node:dns/promises';

/**
 * Whether an email domain takes mail: true when it names mail servers, false when the domain
 * does not exist, names none, or says it takes no mail (a null MX, RFC 7505); undefined when
 * the answer could not be had (no network, a timeout), which changes nothing.
 */
export type MailDomains = { acceptsMail(domain: string): Promise<boolean | undefined> };

// Answers of a resolver that mean "no such domain" or "no MX records" rather than a failure.
const definiteNo = new Set(['ENOTFOUND', 'ENODATA', 'NXDOMAIN']);

export const dnsMailDomains: MailDomains = {
  async acceptsMail(domain) {
    try {
      const records = await resolveMx(domain);
      return records.some((r) => r.exchange !== '' && r.exchange !== '.');
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      return code && definiteNo.has(code) ? false : undefined;
    }
  },
};

/** Offline: nothing is known, so nothing is marked (tests, and MAIL_DOMAIN_CHECK=off). */
export const offlineMailDomains: MailDomains = { acceptsMail: async () => undefined };
