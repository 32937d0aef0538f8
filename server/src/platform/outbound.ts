import type { LookupAddress } from 'node:dns';
import { lookup } from 'node:dns/promises';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isPublicAddress } from './public-address';

// Requests to addresses a user gave (an image to fetch, a journey's webhook): the host's every
// address must be public, and the connection goes to the address vetted, so DNS cannot answer
// differently at connect time. Tests reach their local servers through `allowPrivate` alone.

/** The addresses a host name has: every one is vetted, the first is connected to. */
export type Resolve = (host: string) => Promise<LookupAddress[]>;
export const systemResolve: Resolve = (host) => lookup(host, { all: true, verbatim: true });
/** Offline (tests): only the names that never need DNS, `localhost` and its subdomains (RFC 6761). */
export const offlineResolve: Resolve = async (host) => {
  if (host !== 'localhost' && !host.endsWith('.localhost'))
    throw new Error(`${host} is not looked up offline`);
  return [
    { address: '127.0.0.1', family: 4 },
    { address: '::1', family: 6 },
  ];
};

export type OutboundLimits = {
  resolve: Resolve;
  /** `address:port` (IPv6 in brackets) reachable though private: tests' local servers alone. */
  allowPrivate: readonly string[];
};

/** An address that may not be reached: not http(s), credentials in it, a private host. */
export class AddressRefused extends Error {}

/**
 * The address to connect to for `url`: http(s) on port 80 or 443, every address of its host
 * public (a host with one private address among public ones could be given it at connect time).
 * A host that does not resolve throws as the lookup did.
 */
export async function vetAddress(url: URL, limits: OutboundLimits): Promise<LookupAddress> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new AddressRefused();
  if (url.username || url.password) throw new AddressRefused();
  const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const family = isIP(host);
  const addresses = family ? [{ address: host, family }] : await limits.resolve(host);
  if (addresses.length === 0) throw new Error(`${host} has no address`);
  const open = ({ address, family }: LookupAddress) =>
    limits.allowPrivate.includes(family === 6 ? `[${address}]:${port}` : `${address}:${port}`) ||
    ((port === 80 || port === 443) && isPublicAddress(address));
  if (!addresses.every(open)) throw new AddressRefused();
  return addresses[0]!;
}

/** One request, connected to the vetted address whatever DNS answers by then. */
export function requestVetted(
  url: URL,
  target: LookupAddress,
  signal: AbortSignal,
  options: { method: 'GET' | 'POST'; headers: Record<string, string>; body?: string },
): Promise<IncomingMessage> {
  const pinned: LookupFunction = (_host, lookupOptions, callback) => {
    if (lookupOptions.all) callback(null, [target]);
    else callback(null, target.address, target.family);
  };
  const client = url.protocol === 'https:' ? https : http;
  const agent = new client.Agent({ lookup: pinned, keepAlive: false });
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      { agent, signal, method: options.method, headers: options.headers },
      resolve,
    );
    request.on('error', reject);
    request.on('close', () => agent.destroy());
    request.end(options.body);
  });
}
