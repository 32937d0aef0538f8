import { createHash, randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { migrationsFolder, openDatabase } from '../db/client';
import { createDatabase, databaseUrl, dropDatabase, settleDatabase } from './scratch-database';

/**
 * Creating an empty PGlite and migrating it took about half of each server test file's start,
 * so it is done once here and every file starts from a copy (see createTestApp). Each copy still runs the
 * migrations, a no-op when the copy is current, so a stale one can never hide a new migration.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const template = await createTemplateDatabase(serverUrl);
    project.provide('pgliteSnapshot', null);
    project.provide('templateDatabase', template);
    return () => dropDatabase(serverUrl, template);
  }
  const snapshot = await pgliteSnapshot();
  project.provide('pgliteSnapshot', snapshot.file);
  project.provide('templateDatabase', null);
  return snapshot.cleanup;
}

/**
 * One template per run, made before any test file starts, so files never race to make it and
 * concurrent runs on the same server never share one.
 */
async function createTemplateDatabase(serverUrl: string): Promise<string> {
  const name = `coachline_template_${randomBytes(6).toString('hex')}`;
  await createDatabase(serverUrl, name);
  try {
    const database = await openDatabase({ databaseUrl: databaseUrl(serverUrl, name), poolSize: 1 });
    await database.close();
    // PostgreSQL refuses to copy a database someone is still connected to.
    await settleDatabase(serverUrl, name);
  } catch (error) {
    await dropDatabase(serverUrl, name);
    throw error;
  }
  return name;
}

/**
 * The migrated PGlite snapshot, kept in the system temp folder under a name made of the
 * migrations and the PGlite version, so it is built once and reused by later runs.
 */
async function pgliteSnapshot(): Promise<{ file: string; cleanup?: () => void }> {
  const key = snapshotKey();
  const file = join(tmpdir(), `coachline-pglite-${key}.tar.gz`);
  if (existsSync(file)) return { file };
  const dataDir = mkdtempSync(join(tmpdir(), 'coachline-snapshot-'));
  const built = `${file}.${process.pid}.partial`;
  try {
    // Migrated exactly as the server does it, on disk, then reopened to dump what is there.
    const database = await openDatabase({ dataDir });
    await database.close();
    const pglite = await PGlite.create({ dataDir: join(dataDir, 'pglite') });
    try {
      // Fails if openDatabase ever keeps its files elsewhere, rather than dump an empty cluster.
      await pglite.query('select 1 from drizzle.__drizzle_migrations limit 1');
      const dump = await pglite.dumpDataDir('gzip');
      writeFileSync(built, Buffer.from(await dump.arrayBuffer()));
    } finally {
      await pglite.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  // Renamed into place whole, so a concurrent run never reads half a file; kept for this run
  // only when the migrations changed while it was built, as the key would no longer fit.
  if (snapshotKey() !== key) return { file: built, cleanup: () => rmSync(built, { force: true }) };
  renameSync(built, file);
  return { file };
}

function snapshotKey(): string {
  const hash = createHash('sha256');
  const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const pglitePackage = JSON.parse(
    readFileSync(join(dirname(pgliteEntry), '..', 'package.json'), 'utf8'),
  ) as { version: string };
  hash.update(`pglite ${pglitePackage.version}\n`);
  const folder = migrationsFolder();
  const files = readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)))
    .sort();
  for (const file of files) hash.update(`${file}\n`).update(readFileSync(join(folder, file)));
  return hash.digest('hex').slice(0, 16);
}
