import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Storage } from '../platform/storage';

const bucket = 'coachline-test';

/**
 * A real S3 API for tests: s3rver (s3-server.mjs) on a free port of 127.0.0.1, keeping its
 * objects in a temporary directory, with one empty bucket. `url` is its STORAGE_URL; `close`
 * stops it and removes the directory.
 */
export async function startS3Server() {
  const directory = mkdtempSync(join(tmpdir(), 'coachline-s3-'));
  const server = spawn(
    process.execPath,
    ['--openssl-legacy-provider', join(import.meta.dirname, 's3-server.mjs'), directory, bucket],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  const [first] = (await Promise.race([
    once(server.stdout, 'data'),
    once(server, 'exit').then(() => {
      throw new Error('the test S3 server did not start');
    }),
  ])) as [Buffer];
  const port = Number(first.toString().trim());
  // s3rver's own credentials; the adapter reads them as it would real ones, from the environment.
  process.env.AWS_ACCESS_KEY_ID ??= 'S3RVER';
  process.env.AWS_SECRET_ACCESS_KEY ??= 'S3RVER';
  return {
    url: `s3://${bucket}?endpoint=http://127.0.0.1:${port}&region=us-east-1&forcePathStyle=true`,
    close: async () => {
      const exited = once(server, 'exit');
      server.stdin.end();
      await exited;
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** The names of the files stored under a folder such as `imports/12/`. */
export async function storedNames(storage: Storage, folder: string): Promise<string[]> {
  const names: string[] = [];
  for await (const file of storage.list(folder)) names.push(file.key.slice(folder.length));
  return names;
}
