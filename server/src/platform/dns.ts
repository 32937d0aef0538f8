import { Resolver } from 'node:dns/promises';

/**
 * What one DNS lookup found: the records, none (the name or that type of record does not
 * exist), or nothing known because the server could not be asked or failed to answer.
 */
export type Lookup = { records: string[] } | { missing: true } | { failed: string };

/** The records sending domains are checked against (features/email-domains). */
export type DnsRecords = {
  /** Each TXT record whole, its strings joined as RFC 7208 and RFC 6376 read them. */
  txt(name: string): Promise<Lookup>;
  cname(name: string): Promise<Lookup>;
};

// Answers that mean the name or the type does not exist, rather than a failure to ask.
const definiteNo = new Set(['ENOTFOUND', 'ENODATA', 'NXDOMAIN']);

async function lookup(ask: () => Promise<string[]>): Promise<Lookup> {
  try {
    return { records: await ask() };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'EUNKNOWN';
    return definiteNo.has(code) ? { missing: true } : { failed: code };
  }
}

/**
 * Lookups through `server` (`host:port`, DNS_SERVER) or the system's resolver. One try of two
 * seconds: a verify waits for its answers, and a request has six seconds in all.
 */
export function dnsRecords(server: string | undefined): DnsRecords {
  const resolver = new Resolver({ timeout: 2_000, tries: 1 });
  if (server) resolver.setServers([server]);
  return {
    txt: (name) =>
      lookup(async () => (await resolver.resolveTxt(name)).map((parts) => parts.join(''))),
    cname: (name) => lookup(() => resolver.resolveCname(name)),
  };
}

/** Asks nothing: tests without a DNS stub, which must never reach the internet. */
export const offlineDnsRecords: DnsRecords = {
  txt: async () => ({ failed: 'offline' }),
  cname: async () => ({ failed: 'offline' }),
};
