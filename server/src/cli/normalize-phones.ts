// Rewrites the contacts' numbers stored before numbers were checked in E.164, and lists those
// that do not parse (left as they were): `npm run normalize-phones`. Safe to run again, and to
// stop: it goes on where it stopped. Uses the same configuration as `npm start` (DATA_DIR or
// DATABASE_URL); stop the server first when it runs on the embedded database.
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { normalizeStoredPhones } from '../features/contacts/contacts.service';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  const report = await normalizeStoredPhones(database.db, {
    onBatch: ({ normalized, unparsed }) =>
      console.log(`… ${normalized} rewritten, ${unparsed.length} left as they were`),
  });
  for (const row of report.unparsed) {
    console.log(`location ${row.accountId}, contact ${row.id}: “${row.number}” left as it was`);
  }
  console.log(
    `${report.normalized} numbers rewritten in E.164, ${report.unparsed.length} left as they were.`,
  );
} finally {
  await database.close();
}
