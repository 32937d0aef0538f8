import type { Config } from '../config';
import type { Database, Db } from '../db/client';
import type { Automation } from './automation';
import type { Locks } from './cluster';
import type { DnsRecords } from './dns';
import type { Jobs } from './jobs';
import type { Mailer } from './mail';
import type { MailDomains } from './mail-domains';
import type { Realtime } from './realtime';
import type { SecretBox } from './secrets';
import type { SmsSender } from './sms';
import type { Storage } from './storage';

/** What services need from the platform; built once in buildApp and passed down explicitly. */
export type Deps = {
  config: Config;
  database: Database;
  db: Db;
  mailer: Mailer;
  sms: SmsSender;
  /** Whether an email domain takes mail (contact/validate-email). */
  mailDomains: MailDomains;
  /** The records of sending domains (features/email-domains), through DNS_SERVER when set. */
  dns: DnsRecords;
  storage: Storage;
  /** Seals secrets kept in the database with the app key. */
  secrets: SecretBox;
  /** The locks of the runs this process owns: in memory alone, PostgreSQL's with several (main.ts). */
  locks: Locks;
  /** Present once the HTTP server listens (main.ts); absent in route tests. */
  realtime: Realtime | undefined;
  jobs: Jobs | undefined;
  /** Changes to contacts that start journeys (platform/automation.ts). */
  automation: Automation;
};
