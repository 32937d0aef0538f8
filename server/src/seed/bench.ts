// `npm run seed:bench -- --contacts 100000 [--location <id>]`: fills a location with generated
// contacts (names, emails, phones, tabs, tags, dates over 400 days) in generate_series batches,
// on the database the server would open (DATABASE_URL, else the PGlite under DATA_DIR). Without
// --location it creates "Bench Gym" (bench@example.com, password coachline-bench) once.
import { mkdirSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { loadConfig } from '../config';
import { type Database, type Executor, openDatabase } from '../db/client';
import { ofAccount } from '../db/tenancy';
import * as accountsRepo from '../features/accounts/accounts.repository';
import { createOrganization, primaryIdOf } from '../features/accounts/accounts.service';
import { memberships } from '../features/accounts/accounts.tables';
import { countOrganizationContacts } from '../features/accounts/limits';
import { planById } from '../features/accounts/plans';
import { contacts } from '../features/contacts/contacts.tables';
import { contactTags, tags } from '../features/tags/tags.tables';
import { hashPassword } from '../platform/crypto';
import { firstNames, lastNames } from './people';

const statuses = ['lead', 'lead', 'lead', 'client', 'client', 'client', 'trial', 'lost', 'staff'];
const benchTags = ['VIP', 'Yoga', 'Morning', 'Evening', 'Trial Pass'];

const textArray = (values: readonly string[]) =>
  sql.raw(`array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]::text[]`);

/**
 * Adds `count` contacts to the location in batches of 50,000 rows, a third of them tagged.
 * Values are a pure function of the row number, so two runs build the same data.
 */
export async function seedBenchContacts(
  db: Executor,
  accountId: number,
  count: number,
  onBatch: (done: number) => void = () => {},
): Promise<void> {
  await db
    .insert(tags)
    .values(benchTags.map((name) => ({ accountId, name })))
    .onConflictDoNothing();
  const tagIds = (
    await db.select({ id: tags.id }).from(tags).where(ofAccount(tags, accountId))
  ).map((t) => t.id);
  const [{ start } = { start: 0 }] = await db
    .select({ start: sql<number>`count(*)::int` })
    .from(contacts)
    .where(ofAccount(contacts, accountId));
  const batch = 50_000;
  for (let from = start + 1; from <= start + count; from += batch) {
    const to = Math.min(start + count, from + batch - 1);
    await db.execute(sql`insert into ${contacts} (account_id, first_name, last_name, email, number, status,
        last_action, temperature, starred, flagged, gender, source, login_count, last_email_activity,
        created_at, updated_at)
      select ${accountId}::int,
        (${textArray(firstNames)})[1 + (i * 7) % ${firstNames.length}],
        (${textArray(lastNames)})[1 + (i * 13) % ${lastNames.length}],
        case when i % 20 = 0 then null else 'person' || i || '@bench.example.com' end,
        case when i % 7 = 0 then null else '+1555' || lpad(i::text, 7, '0') end,
        (${textArray(statuses)})[1 + i % ${statuses.length}],
        (array['Became A Lead', 'Email Outreach', 'Trial Started', 'Commitment Started', null])[1 + i % 5],
        (array['cold', 'warm', 'hot', null])[1 + i % 4],
        i % 10 = 0, i % 25 = 0,
        (array['Male', 'Female', 'Unassigned'])[1 + i % 3],
        (array['Phone', 'Email', 'Referral', 'Internet', null])[1 + i % 5],
        i % 50,
        case when i % 3 = 0 then now() - (i % 90) * interval '1 day' end,
        now() - (i % 400) * interval '1 day' - (i % 86400) * interval '1 second',
        now()
      from generate_series(${from}::int, ${to}::int) as i`);
    onBatch(to - start);
  }
  if (tagIds.length > 0) {
    await db.execute(sql`insert into ${contactTags} (account_id, contact_id, tag_id)
      select c.account_id, c.id, (${sql.raw(`array[${tagIds.map(Number).join(',')}]::int[]`)})[1 + (c.id % ${tagIds.length})::int]
      from ${contacts} c where c.account_id = ${accountId}::int and c.id % 3 = 0
      on conflict do nothing`);
  }
}

/** Fresh statistics and visibility map, so the planner and index-only scans see the new rows. */
export async function analyzeContacts(database: Database): Promise<void> {
  await database.raw.exec('vacuum analyze contacts');
  await database.raw.exec('vacuum analyze contact_tags');
}

async function benchLocation(database: Database, locationId: number | undefined): Promise<number> {
  if (locationId) {
    const account = await accountsRepo.findAccount(database.db, locationId);
    if (!account) throw new Error(`no account ${locationId}`);
    return account.id;
  }
  const existing = await accountsRepo.findUserByEmail(database.db, 'bench@example.com');
  if (existing) return existing.accountId;
  const { account } = await createOrganization(database.db, {
    businessname: 'Bench Gym',
    owner: {
      email: 'bench@example.com',
      passwordHash: await hashPassword('coachline-bench'),
      fname: 'Bench',
      lname: 'Owner',
    },
    plan: { ...planById('studio-monthly'), trialDays: 0 },
  });
  return account.id;
}

async function main() {
  const args = process.argv.slice(2);
  const option = (name: string) => {
    const at = args.indexOf(`--${name}`);
    return at >= 0 ? args[at + 1] : undefined;
  };
  const count = Number(option('contacts') ?? 100_000);
  if (!Number.isInteger(count) || count <= 0)
    throw new Error('--contacts must be a positive integer');
  const config = loadConfig();
  if (!config.databaseUrl) mkdirSync(config.dataDir, { recursive: true });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const accountId = await benchLocation(
      database,
      option('location') ? Number(option('location')) : undefined,
    );
    const primaryId = primaryIdOf((await accountsRepo.findAccount(database.db, accountId))!);
    const started = performance.now();
    await seedBenchContacts(database.db, accountId, count, (done) =>
      process.stdout.write(
        `\r${done.toLocaleString('en-US')} / ${count.toLocaleString('en-US')} contacts`,
      ),
    );
    // The plan must hold what was just added.
    const used = await countOrganizationContacts(database.db, primaryId);
    await database.db
      .update(memberships)
      .set({ contactsSpace: sql`greatest(${memberships.contactsSpace}, ${used * 2}::int)` })
      .where(eq(memberships.accountId, primaryId));
    await analyzeContacts(database);
    console.log(
      `\nAdded ${count.toLocaleString('en-US')} contacts to account ${accountId} in ${((performance.now() - started) / 1000).toFixed(1)} s (${database.kind}).`,
    );
    if (!option('location')) console.log('Sign in as bench@example.com / coachline-bench');
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
