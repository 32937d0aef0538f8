// Contact import and export throughput, in process through the real routes (app.inject).
//
//   node --import tsx bench/contacts-import-export.mjs                  # embedded PGlite
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres \
//     node --import tsx bench/contacts-import-export.mjs                # PostgreSQL (a scratch database)
//
// BENCH_ROWS sets the row count (default 100000). Targets on PostgreSQL: import ≥ 10,000 rows/s,
// export ≥ 50,000 rows/s.
import { randomBytes } from 'node:crypto';

const { startScratchApp } = await import('../server/src/test/server.ts');
const { buildOrganization, tokenFor, bearer } = await import('../server/src/test/factories.ts');
const { memberships } = await import('../server/src/features/accounts/accounts.tables.ts');
const { eq } = await import('drizzle-orm');

const rows = Number(process.env.BENCH_ROWS ?? 100_000);
const serverUrl = process.env.BENCH_DATABASE_URL;

const { app, deps, database, close } = await startScratchApp({ serverUrl });

try {
  const organization = await buildOrganization(deps);
  await deps.db
    .update(memberships)
    .set({ contactsSpace: rows * 2 })
    .where(eq(memberships.accountId, organization.account.id));
  const token = await tokenFor(deps, organization.owner.id);

  const lines = ['First Name,Last Name,Email,Phone,Tags,Temperature,Birthday'];
  const tagNames = ['VIP', 'Yoga', 'Morning', 'Evening', 'Trial Pass'];
  for (let i = 0; i < rows; i++) {
    const tags = `"${tagNames[i % 5]}, ${tagNames[(i + 2) % 5]}"`;
    const phone = `+1555${String(i).padStart(7, '0')}`;
    lines.push(
      `First${i},Last ${i % 997},person${i}@example.test,${phone},${tags},${['cold', 'warm', 'hot'][i % 3]},1990-01-${String((i % 28) + 1).padStart(2, '0')}`,
    );
  }
  const csv = Buffer.from(`${lines.join('\n')}\n`);
  const boundary = `----bench${randomBytes(6).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bench.csv"\r\nContent-Type: text/csv\r\n\r\n`,
    ),
    csv,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);

  const time = async (label, count, run) => {
    const started = process.hrtime.bigint();
    const result = await run();
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    console.log(
      `${label.padEnd(28)} ${String(count).padStart(7)} rows  ${seconds.toFixed(2).padStart(6)} s  ${Math.round(
        count / seconds,
      )
        .toLocaleString('en-US')
        .padStart(9)} rows/s`,
    );
    return result;
  };

  console.log(
    `Coachline contact import/export bench: ${database.kind}, ${rows.toLocaleString('en-US')} rows (${(csv.length / 1e6).toFixed(1)} MB CSV)`,
  );
  const mapped = await time('map-csv-field (upload+scan)', rows, async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v3/contact/map-csv-field',
      headers: { ...bearer(token), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    if (response.statusCode !== 200) throw new Error(response.body);
    return response.json();
  });
  await time('import (new contacts)', rows, async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v3/contact/import',
      headers: bearer(token),
      payload: { import_id: mapped.import_id, mapping: mapped.mapping, duplicate_policy: 'skip' },
    });
    if (response.statusCode !== 200) throw new Error(response.body);
  });
  const log = await app.inject({
    method: 'GET',
    url: '/api/v3/contact/import-log',
    headers: bearer(token),
  });
  const entry = log.json().data[0];
  if (entry.status !== 'completed' || entry.imported_count !== rows)
    throw new Error(`import ended ${JSON.stringify(entry).slice(0, 300)}`);

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

  const again = await app.inject({
    method: 'POST',
    url: '/api/v3/contact/map-csv-field',
    headers: { ...bearer(token), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  const second = again.json();
  await time('re-import (all updates)', rows, async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v3/contact/import',
      headers: bearer(token),
      payload: { import_id: second.import_id, mapping: second.mapping, duplicate_policy: 'update' },
    });
    if (response.statusCode !== 200) throw new Error(response.body);
  });
  console.log(`heap used at the end: ${(process.memoryUsage().heapUsed / 1e6).toFixed(0)} MB`);
} finally {
  await close();
}
