import { isIP } from 'node:net';
import { z } from 'zod';
import { parseAppKey } from './platform/secrets';

const boolean = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const hostName = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;

/** An IP address, or one with a port (`[…]:port` for IPv6): what Node's resolver takes. */
function isDnsServer(value: string): boolean {
  if (isIP(value)) return true;
  const match = /^(?:\[([^\]]+)\]|([^:]+)):(\d{1,5})$/.exec(value);
  if (!match) return false;
  const port = Number(match[3]);
  const address = match[1] ? isIP(match[1]) === 6 : isIP(match[2] ?? '') === 4;
  return address && port >= 1 && port <= 65535;
}

/** An S3-compatible bucket for stored files: `s3://bucket[/prefix]?endpoint=…&region=…&forcePathStyle=true`. */
export type StorageLocation = {
  bucket: string;
  /** Prepended to every key: `files/` for `s3://bucket/files`, else empty. */
  prefix: string;
  /** Unset: AWS's own endpoint for the region. */
  endpoint: string | undefined;
  region: string;
  forcePathStyle: boolean;
};

const storageUrlForm =
  'must be s3://bucket[/prefix] with optional endpoint (an http(s) URL), region and forcePathStyle (true or false), like s3://files?endpoint=http://127.0.0.1:9000&region=us-east-1&forcePathStyle=true';

/** Reads STORAGE_URL; undefined when it is not a valid one. */
function parseStorageUrl(value: string): StorageLocation | undefined {
  if (!URL.canParse(value)) return undefined;
  const url = new URL(value);
  const bucket = url.hostname;
  if (url.protocol !== 's3:' || !/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket))
    return undefined;
  if (url.username || url.password || url.port || url.hash) return undefined;
  const known = new Set(['endpoint', 'region', 'forcePathStyle']);
  if ([...url.searchParams.keys()].some((name) => !known.has(name))) return undefined;
  const endpoint = url.searchParams.get('endpoint') ?? undefined;
  if (endpoint !== undefined && !/^https?:\/\//.test(endpoint)) return undefined;
  if (endpoint !== undefined && !URL.canParse(endpoint)) return undefined;
  const pathStyle = url.searchParams.get('forcePathStyle') ?? 'false';
  if (pathStyle !== 'true' && pathStyle !== 'false') return undefined;
  const path = decodeURIComponent(url.pathname).replace(/^\/+|\/+$/g, '');
  return {
    bucket,
    prefix: path === '' ? '' : `${path}/`,
    endpoint,
    region: url.searchParams.get('region') || 'us-east-1',
    forcePathStyle: pathStyle === 'true',
  };
}

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  // Unset: files on local disk under DATA_DIR/files. Credentials: the AWS SDK's default chain.
  STORAGE_URL: z
    .string()
    .transform((value, context) => {
      const location = parseStorageUrl(value);
      if (location) return location;
      context.addIssue({ code: 'custom', message: storageUrlForm });
      return z.NEVER;
    })
    .optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  APP_URL: z.string().url().optional(),
  SEED_DEMO: boolean.optional(),
  DEV_MAILBOX: boolean.default(false),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Coachline <no-reply@coachline.local>'),
  // Signs the email events webhook (HMAC-SHA256 of the body); unset, the webhook is closed.
  EMAIL_WEBHOOK_SECRET: z.string().min(16).optional(),
  // Where the Twilio SDK sends its requests instead of https://api.twilio.com: a local fake in
  // tests. Unset in production.
  TWILIO_API_URL: z.string().url().optional(),
  // The free image search (000 §2.5); unset, the Free Images tab says it is not configured.
  PEXELS_API_KEY: z.string().min(1).optional(),
  // Where Pexels' API is: a local fake in tests and on a dev server without a key.
  PEXELS_API_URL: z.string().url().default('https://api.pexels.com/v1'),
  // Fetching an image by its address refuses private addresses and ports other than 80 and 443.
  // Tests list the local servers (`127.0.0.1:port`, `[::1]:port`) it may reach all the same;
  // refused in production.
  FETCH_ALLOW_PRIVATE_HOSTS: z
    .string()
    .transform((value, context) => {
      const entries = value.split(',').map((entry) => entry.trim());
      if (entries.every((entry) => isDnsServer(entry) && !isIP(entry))) return entries;
      context.addIssue({
        code: 'custom',
        message: 'must be IP addresses with ports, separated by commas, like 127.0.0.1:8080',
      });
      return z.NEVER;
    })
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  JOBS: boolean.default(true),
  // contact/validate-email asks DNS for each domain's mail servers; tests run offline.
  MAIL_DOMAIN_CHECK: z.enum(['dns', 'off']).optional(),
  // Where sending domains' records are looked up (host or host:port, an IP address); unset, the
  // system resolver (in tests, nothing: they point it at a local DNS stub).
  DNS_SERVER: z
    .string()
    .refine(isDnsServer, 'must be an IP address with an optional port, like 127.0.0.1:53')
    .optional(),
  // What a sending domain's SPF record includes, and where its return-path CNAME points.
  MAIL_SPF_INCLUDE: z.string().regex(hostName, 'must be a host name').default('spf.coachline.app'),
  MAIL_RETURN_PATH_HOST: z
    .string()
    .regex(hostName, 'must be a host name')
    .default('bounces.coachline.app'),
  APP_VERSION: z.string().min(1).optional(),
  // Behind a reverse proxy: how many proxy hops to trust for the client address (X-Forwarded-For).
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  // Request work on PostgreSQL: a statement running longer is cut off (503). 0 turns it off.
  STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(5_000),
  // An API request not answered this long after it arrived is answered 503 (both databases).
  REQUEST_DEADLINE_MS: z.coerce.number().int().min(100).max(3_600_000).default(6_000),
  // The longest an API request waits for its turn; past it, 503 with Retry-After.
  REQUEST_QUEUE_WAIT_MS: z.coerce.number().int().min(0).max(60_000).default(2_000),
  // API requests served at once; the rest wait in line. Unset: 2 on PGlite (one connection,
  // the second request's JSON is made while the first one's query runs), the pool's size on
  // PostgreSQL.
  REQUEST_CONCURRENCY: z.coerce.number().int().min(1).max(1_000).optional(),
  // Connections of the app's pool on PostgreSQL (the job queue has its own).
  DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(1_000).default(10),
  // Seals the secrets kept in the database (two-factor secrets); see platform/secrets.ts.
  APP_KEY: z
    .string()
    .transform((value, context) => {
      try {
        return parseAppKey(value.trim());
      } catch (error) {
        context.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    })
    .optional(),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  /** Unset: files on local disk under dataDir (platform/storage.ts). */
  storage: StorageLocation | undefined;
  databaseUrl: string | undefined;
  appUrl: string;
  seedDemo: boolean;
  devMailbox: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  emailWebhookSecret: string | undefined;
  /** Unset: Twilio itself. */
  twilioApiUrl: string | undefined;
  /** Unset: free images are off. */
  pexelsApiKey: string | undefined;
  pexelsApiUrl: string;
  /** `address:port` pairs (IPv6 in brackets) an image fetch may reach though private; tests only. */
  fetchAllowPrivateHosts: readonly string[];
  logLevel: string;
  jobs: boolean;
  mailDomainCheck: 'dns' | 'off';
  /** `host[:port]` of the DNS server for sending domains; undefined: the system resolver. */
  dnsServer: string | undefined;
  /** Sending domains' and image fetches' lookups go nowhere (tests without a DNS stub). */
  dnsOffline: boolean;
  mailSpfInclude: string;
  mailReturnPathHost: string;
  appVersion: string;
  trustProxy: number;
  statementTimeoutMs: number;
  requestDeadlineMs: number;
  requestQueueWaitMs: number;
  /** Unset: sized by the database (buildApp). */
  requestConcurrency: number | undefined;
  databasePoolSize: number;
  /** Unset outside production: the key is then kept in DATA_DIR/app.key (platform/secrets.ts). */
  appKey: Buffer | undefined;
};

export class ConfigError extends Error {}

const secretVariables = new Set(['APP_KEY', 'PEXELS_API_KEY']);

/** Reads the environment once; a bad value stops start-up with a message naming the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // Empty strings mean "unset", as in most .env conventions.
  const present = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v !== ''),
  );
  const parsed = configSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0]);
      // A secret is never printed, not even a wrong one.
      const got = secretVariables.has(name) ? 'a hidden value' : JSON.stringify(present[name]);
      return `  ${issue.path.join('.')}: ${issue.message} (got ${got})`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  const production = c.NODE_ENV === 'production';
  if (production && c.DEV_MAILBOX) {
    // The mailbox shows every reset link and code the outbox keeps.
    throw new ConfigError(
      'Invalid configuration:\n  DEV_MAILBOX: is refused when NODE_ENV is production (got "true")',
    );
  }
  if (production && c.FETCH_ALLOW_PRIVATE_HOSTS) {
    // It opens the server's own network to anyone who can ask for an image by its address.
    throw new ConfigError(
      'Invalid configuration:\n  FETCH_ALLOW_PRIVATE_HOSTS: is refused when NODE_ENV is production',
    );
  }
  if (production && !c.APP_KEY) {
    // A key made on the first start would die with the machine's disk, and every secret with it.
    throw new ConfigError(
      'Invalid configuration:\n  APP_KEY: is required when NODE_ENV is production (make one with `openssl rand -base64 32`)',
    );
  }
  return {
    env: c.NODE_ENV,
    port: c.PORT,
    host: c.HOST,
    dataDir: c.DATA_DIR,
    storage: c.STORAGE_URL,
    databaseUrl: c.DATABASE_URL,
    appUrl: (c.APP_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, ''),
    // A production database never gets the demo workspace unless asked for it.
    seedDemo: c.SEED_DEMO ?? !production,
    devMailbox: c.DEV_MAILBOX,
    smtpUrl: c.SMTP_URL,
    mailFrom: c.MAIL_FROM,
    emailWebhookSecret: c.EMAIL_WEBHOOK_SECRET,
    twilioApiUrl: c.TWILIO_API_URL?.replace(/\/$/, ''),
    pexelsApiKey: c.PEXELS_API_KEY,
    pexelsApiUrl: c.PEXELS_API_URL.replace(/\/$/, ''),
    fetchAllowPrivateHosts: c.FETCH_ALLOW_PRIVATE_HOSTS ?? [],
    logLevel: c.LOG_LEVEL,
    jobs: c.JOBS,
    mailDomainCheck: c.MAIL_DOMAIN_CHECK ?? (c.NODE_ENV === 'test' ? 'off' : 'dns'),
    dnsServer: c.DNS_SERVER,
    dnsOffline: !c.DNS_SERVER && c.NODE_ENV === 'test',
    mailSpfInclude: c.MAIL_SPF_INCLUDE.toLowerCase(),
    mailReturnPathHost: c.MAIL_RETURN_PATH_HOST.toLowerCase(),
    appVersion: c.APP_VERSION ?? '1.0.0',
    trustProxy: c.TRUST_PROXY,
    appKey: c.APP_KEY,
    statementTimeoutMs: c.STATEMENT_TIMEOUT_MS,
    requestDeadlineMs: c.REQUEST_DEADLINE_MS,
    requestQueueWaitMs: c.REQUEST_QUEUE_WAIT_MS,
    requestConcurrency: c.REQUEST_CONCURRENCY,
    databasePoolSize: c.DATABASE_POOL_SIZE,
  };
}
