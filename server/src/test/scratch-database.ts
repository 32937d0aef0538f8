import pg from 'pg';

/** The URL of the database `name` on the server that `serverUrl` points at. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withClient<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Pools closed a moment ago may still be saying goodbye: wait for them rather than terminating
 * them, which would surface as an uncaught error in their process.
 */
async function waitForNoConnections(client: pg.Client, name: string): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const { rows } = await client.query<{ n: number }>(
      'select count(*)::int as n from pg_stat_activity where datname = $1',
      [name],
    );
    if (rows[0]?.n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Creates the database `name`, as a copy of `template` when one is given. Both names are made
 * by the tests themselves (letters, digits, underscores), never taken from input.
 */
export async function createDatabase(serverUrl: string, name: string, template?: string) {
  await withClient(serverUrl, async (client) => {
    await client.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  });
}

/** Waits until nothing is connected to `name`, so it can serve as a template. */
export async function settleDatabase(serverUrl: string, name: string) {
  await withClient(serverUrl, (client) => waitForNoConnections(client, name));
}

/** Drops the database `name` once its last connections have gone (or after five seconds). */
export async function dropDatabase(serverUrl: string, name: string) {
  await withClient(serverUrl, async (client) => {
    await waitForNoConnections(client, name);
    await client.query(`drop database if exists ${name} with (force)`);
  });
}
