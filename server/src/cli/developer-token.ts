// Prints a developer sign-in link for a user: `npm run developer-token -- owner@example.com`.
// Uses the same configuration as `npm start` (DATA_DIR or DATABASE_URL); stop the server first
// when it runs on the embedded database, which allows one process at a time.
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { findUserByEmail } from '../features/accounts/accounts.repository';
import { issueDeveloperToken } from '../features/auth/auth.service';

const email = process.argv[2];
if (!email) {
  console.error('Usage: npm run developer-token -- <email>');
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  const user = await findUserByEmail(database.db, email);
  if (!user) {
    console.error(`No user with the email ${email}.`);
    process.exitCode = 1;
  } else {
    const token = await issueDeveloperToken(database.db, user.id);
    console.log(`${config.appUrl}/developer/${user.id}/${token}/login`);
  }
} finally {
  await database.close();
}
