// Contact import and export throughput, in process through the real routes (app.inject).
//
//   node --import tsx bench/contacts-import-export.mjs                  # embedded PGlite
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres \
//     node --import tsx bench/contacts-import-export.mjs                # PostgreSQL (a scratch database)
//
// BENCH_ROWS sets the row count (default 100000). On PostgreSQL it first measures the ceiling:
// the same rows COPYed into a staging table and INSERT…SELECTed into `contacts` (the columns the
// import fills), and prints the import's ratio to it. Targets: import ≥ 25,000 rows/s and ≥ 0.7 of
// the ceiling on PostgreSQL, ≥ 10,000 rows/s on PGlite with as many contacts already present;
// export ≥ 50,000 rows/s on PostgreSQL.
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { from as copyFrom } from 'pg-copy-streams';

const { startScratchApp } = await import('../server/src/test/server.ts');
const { buildOrganization, tokenFor, bearer } = await import('../server/src/test/factories.ts');
const { memberships } = await import('../server/src/features/accounts/accounts.tables.ts');
const { eq } = await import('drizzle-orm');

const rows = Number(process.env.BENCH_ROWS ?? 100_000);
const serverUrl = process.env.BENCH_DATABASE_URL;

// The import runs inside its request when there are no job workers: no deadline cuts it short.
const { app, deps, database, close } = await startScratchApp({
  serverUrl,
  env: { REQUEST_DEADLINE_MS: '3600000' },
});

const header = 'First Name,Last Name,Email,Phone,Tags,Temperature,Birthday';
const tagNames = ['VIP', 'Yoga', 'Morning', 'Evening', 'Trial Pass'];

/** `count` CSV rows of people numbered from `first`: distinct emails and phone numbers. */
function csvOf(first, count) {
  const lines = [header];
  for (let i = first; i < first + count; i++) {
    const tags = `"${tagNames[i % 5]}, ${tagNames[(i + 2) % 5]}"`;
    const phone = `+1212${2_000_000 + i}`;
    lines.push(
      `First${i},Last ${i % 997},person${i}@example.test,${phone},${tags},${['cold', 'warm', 'hot'][i % 3]},1990-01-${String((i % 28) + 1).padStart(2, '0')}`,
    );
  }
  return Buffer.from(`${lines.join('\n')}\n`);
}

const time = async (label, count, run) => {
  const started = process.hrtime.bigint();
  await run();
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const perSecond = count / seconds;
  console.log(
    `${label.padEnd(34)} ${String(count).padStart(7)} rows  ${seconds.toFixed(2).padStart(6)} s  ${Math.round(
      perSecond,
    )
      .toLocaleString('en-US')
      .padStart(9)} rows/s`,
  );
  return perSecond;
};

/**
 * COPY of the file into a staging table, then one INSERT…SELECT into `contacts` with the columns
 * an import fills, in one transaction: what PostgreSQL can do at best with these rows. Written to
 * a location of its own, then deleted and vacuumed, so the import finds the table as it was.
 */
async function ceiling(csv) {
  const other = await buildOrganization(deps);
  const accountId = other.account.id;
  const { rows: made } = await database.raw.query(
    `insert into contact_imports (account_id, user_id, file_name, file_path, file_type)
     values ($1, $2, 'ceiling.csv', 'ceiling.csv', 'csv') returning id`,
    [accountId, other.owner.id],
  );
  const { rows: tabs } = await database.raw.query(
    `select value from location_tabs where account_id = $1 order by ("group" = 'leads') desc, position limit 1`,
    [accountId],
  );
  const client = await database.pool.connect();
  try {
    return await time('ceiling: COPY + INSERT…SELECT', rows, async () => {
      await client.query('begin');
      // As an import batch does: no statement timeout, no wait for the WAL flush.
      await client.query(
        "select set_config('statement_timeout', '0', true), set_config('synchronous_commit', 'off', true)",
      );
      await client.query(`create temp table staging (first_name text, last_name text, email text,
      number text, tags text, temperature text, birthday text) on commit drop`);
      await pipeline(
        Readable.from([csv]),
        client.query(copyFrom('copy staging from stdin with (format csv, header true)')),
      );
      await client.query(
        `insert into contacts (account_id, first_name, last_name, email, number, status, gender, birthday,
         temperature, custom_fields, created_by, import_id, import_row)
       select $1, first_name, last_name, lower(email), number, $2, 'Unassigned', birthday::date,
         temperature, '{}'::jsonb, $3, $4, row_number() over ()
       from staging`,
        [accountId, tabs[0].value, other.owner.id, made[0].id],
      );
      await client.query('commit');
    });
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    await client.query('delete from contacts where account_id = $1', [accountId]);
    await client.query('set statement_timeout = 0');
    await client.query('vacuum analyze contacts');
    await client.query('reset statement_timeout');
    client.release();
  }
}

try {
  const organization = await buildOrganization(deps);
  await deps.db
    .update(memberships)
    .set({ contactsSpace: rows * 3 })
    .where(eq(memberships.accountId, organization.account.id));
  const token = await tokenFor(deps, organization.owner.id);

  const upload = async (csv) => {
    const boundary = `----bench${randomBytes(6).toString('hex')}`;
    const response = await app.inject({
      method: 'POST',
      url: '/api/v3/contact/map-csv-field',
      headers: { ...bearer(token), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bench.csv"\r\nContent-Type: text/csv\r\n\r\n`,
        ),
        csv,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    if (response.statusCode !== 200) throw new Error(response.body);
    return response.json();
  };
  const runImport = async (mapped, policy) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v3/contact/import',
      headers: bearer(token),
      payload: { import_id: mapped.import_id, mapping: mapped.mapping, duplicate_policy: policy },
    });
    if (response.statusCode !== 200) throw new Error(response.body);
    const log = await app.inject({
      method: 'GET',
      url: '/api/v3/contact/import-log',
      headers: bearer(token),
    });
    const entry = log.json().data.find((e) => e.id === mapped.import_id);
    if (entry?.status !== 'completed' || entry.count !== rows || entry.failed_count !== 0)
      throw new Error(`import ended ${JSON.stringify(entry).slice(0, 300)}`);
  };

  const csv = csvOf(0, rows);
  console.log(
    `Coachline contact import/export bench: ${database.kind}, ${rows.toLocaleString('en-US')} rows (${(csv.length / 1e6).toFixed(1)} MB CSV)`,
  );
  const best = database.kind === 'postgres' ? await ceiling(csv) : undefined;
  let mapped;
  await time('map-csv-field (upload+scan)', rows, async () => {
    mapped = await upload(csv);
  });
  const imported = await time('import (new contacts)', rows, () => runImport(mapped, 'skip'));
  if (best)
    console.log(
      `import / ceiling: ${(imported / best).toFixed(2)} (target ≥ 0.70, ≥ 25,000 rows/s)`,
    );

  for (const method of ['csv', 'xlsx']) {
    await time(`export ${method}`, rows, async () => {
      const response = await app.inject({
        method: 'GET',
        url: `/api/v3/contact/export?export_method=${method}&sort_by=date_created&sort_dir=desc`,
        headers: bearer(token),
      });
      if (response.statusCode !== 200) throw new Error(response.body);
      if (method === 'csv' && response.body.split('\r\n').length !== rows + 2)
        throw new Error('export row count differs');
    });
  }

  const more = await upload(csvOf(rows, rows));
  await time(`import (${rows.toLocaleString('en-US')} present)`, rows, () =>
    runImport(more, 'skip'),
  );
  const again = await upload(csv);
  await time('re-import (all updates)', rows, () => runImport(again, 'update'));
  console.log(`heap used at the end: ${(process.memoryUsage().heapUsed / 1e6).toFixed(0)} MB`);
} finally {
  await close();
}
