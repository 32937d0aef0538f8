import { generateKeyPair, randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import {
  type DnsRecord,
  type DnsRecordPurpose,
  dnsRecordPurposes,
} from '@coachline/contract/email-domains';
import { messages } from '@coachline/contract/messages';
import type { Config } from '../../config';
import type { DnsRecords, Lookup } from '../../platform/dns';
import type { EmailDomainRow } from './email-domains.tables';

// The three records a sending domain publishes (SPF, DKIM, return path) and their check in DNS.

const generateRsaKeyPair = promisify(generateKeyPair);

/**
 * A new DKIM key: RSA 2048 (RFC 8301), the public half as the record's p= holds it, the private
 * half as PKCS#8 PEM, which nodemailer signs with. The selector names the key among others the
 * domain may publish (another provider's, or this one's after a rotation).
 */
export async function newDkimKey() {
  const { publicKey, privateKey } = await generateRsaKeyPair('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'der' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return {
    selector: `coachline${randomBytes(4).toString('hex')}`,
    publicKey: publicKey.toString('base64'),
    privateKey,
  };
}

type RecordSpec = Omit<DnsRecord, 'is_verified'>;
type MailConfig = Pick<Config, 'mailSpfInclude' | 'mailReturnPathHost'>;

export function recordsOf(
  config: MailConfig,
  row: EmailDomainRow,
): Record<DnsRecordPurpose, RecordSpec> {
  return {
    spf: {
      purpose: 'spf',
      type: 'TXT',
      host: row.domain,
      value: `v=spf1 include:${config.mailSpfInclude} ~all`,
    },
    dkim: {
      purpose: 'dkim',
      type: 'TXT',
      host: `${row.dkimSelector}._domainkey.${row.domain}`,
      value: `v=DKIM1; k=rsa; p=${row.dkimPublicKey}`,
    },
    return_path: {
      purpose: 'return_path',
      type: 'CNAME',
      host: `bounces.${row.domain}`,
      value: config.mailReturnPathHost,
    },
  };
}

/** The records as the screen lists them, with what the last check found of each. */
export function dnsDetailsOf(config: MailConfig, row: EmailDomainRow): DnsRecord[] {
  const records = recordsOf(config, row);
  return dnsRecordPurposes.map((purpose) => ({
    ...records[purpose],
    is_verified: row.recordChecks[purpose] ?? null,
  }));
}

const hostOf = (name: string) => name.toLowerCase().replace(/\.$/, '');

/** The tags of a DKIM or SPF-like record: `k=v; k=v`, whitespace inside values dropped. */
function tagsOf(record: string): Map<string, string> {
  const tags = new Map<string, string>();
  for (const part of record.split(';')) {
    const at = part.indexOf('=');
    if (at > 0)
      tags.set(part.slice(0, at).trim().toLowerCase(), part.slice(at + 1).replace(/\s+/g, ''));
  }
  return tags;
}

type Check = { ok: boolean; error?: string };

const recordLabels: Record<DnsRecordPurpose, string> = {
  spf: 'SPF',
  dkim: 'DKIM',
  return_path: 'return-path CNAME',
};

function checkSpf(found: string[], spec: RecordSpec, include: string): Check {
  const spf = found.filter((record) => /^v=spf1(\s|$)/i.test(record.trim()));
  if (spf.length === 0)
    return { ok: false, error: messages.dnsRecordMissing(recordLabels.spf, spec.host) };
  const wanted = `include:${include}`;
  const includes = spf.some((record) =>
    record
      .toLowerCase()
      .split(/\s+/)
      .some((term) => term.replace(/^\+/, '') === wanted),
  );
  return includes
    ? { ok: true }
    : { ok: false, error: messages.dnsSpfWithoutInclude(spec.host, include) };
}

function checkDkim(found: string[], spec: RecordSpec, publicKey: string): Check {
  const holdsKey = found.some((record) => tagsOf(record).get('p') === publicKey);
  return holdsKey ? { ok: true } : { ok: false, error: messages.dnsDkimMismatch(spec.host) };
}

function checkCname(found: string[], spec: RecordSpec): Check {
  const points = found.some((target) => hostOf(target) === hostOf(spec.value));
  return points
    ? { ok: true }
    : { ok: false, error: messages.dnsCnameMismatch(spec.host, spec.value) };
}

export type RecordsCheck =
  | { looked: false }
  | { looked: true; checks: Record<DnsRecordPurpose, boolean>; errors: string[] };

/**
 * Looks each record up and says what holds. A lookup that could not be made leaves the answer
 * unknown (`looked: false`): nothing is concluded from a DNS server that did not answer.
 */
export async function checkRecords(
  dns: DnsRecords,
  config: MailConfig,
  row: EmailDomainRow,
): Promise<RecordsCheck> {
  const records = recordsOf(config, row);
  const [spf, dkim, returnPath] = await Promise.all([
    dns.txt(records.spf.host),
    dns.txt(records.dkim.host),
    dns.cname(records.return_path.host),
  ]);
  const lookups: [DnsRecordPurpose, Lookup, (found: string[]) => Check][] = [
    ['spf', spf, (found) => checkSpf(found, records.spf, config.mailSpfInclude)],
    ['dkim', dkim, (found) => checkDkim(found, records.dkim, row.dkimPublicKey)],
    ['return_path', returnPath, (found) => checkCname(found, records.return_path)],
  ];
  if (lookups.some(([, lookup]) => 'failed' in lookup)) return { looked: false };
  const checks = {} as Record<DnsRecordPurpose, boolean>;
  const errors: string[] = [];
  for (const [purpose, lookup, check] of lookups) {
    const found = 'records' in lookup ? lookup.records : [];
    const result: Check = found.length
      ? check(found)
      : {
          ok: false,
          error: messages.dnsRecordMissing(recordLabels[purpose], records[purpose].host),
        };
    checks[purpose] = result.ok;
    if (result.error) errors.push(result.error);
  }
  return { looked: true, checks, errors };
}
