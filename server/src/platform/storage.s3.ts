import { createWriteStream } from 'node:fs';
import { join } from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { StorageLocation } from '../config';
import {
  checkKey,
  isOwnFile,
  missingFile,
  publicUrl,
  refuseClosed,
  type Storage,
  temporaryDirectory,
} from './storage';

// Files in an S3-compatible bucket (STORAGE_URL). Credentials come from the SDK's default
// chain (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, a profile, an instance role). Uploads are
// streamed as multipart uploads of `partSize` parts, at most `queueSize` in flight, so an
// upload holds about partSize × (queueSize + 1) bytes whatever its size; downloads stream.

const partSize = 8 * 1024 * 1024;
const queueSize = 2;

const isMissing = (error: unknown) => {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NoSuchKey' || name === 'NotFound' || $metadata?.httpStatusCode === 404;
};

/** Counts the bytes passing through. */
function byteCounter() {
  const counter = Object.assign(
    new Transform({
      transform(chunk: Buffer, _encoding, done) {
        counter.bytes += chunk.length;
        done(null, chunk);
      },
    }),
    { bytes: 0 },
  );
  return counter;
}

export async function createS3Storage(
  location: StorageLocation,
  /** Keys per listing page (S3's own limit is 1,000; tests page with fewer). */
  listPageSize = 1000,
): Promise<Storage> {
  // Loaded only here: a server on local disk never loads the SDK (about 0.2 s of start-up).
  const {
    DeleteObjectCommand,
    GetObjectCommand,
    HeadObjectCommand,
    ListObjectsV2Command,
    PutObjectCommand,
    S3Client,
  } = await import('@aws-sdk/client-s3');
  const { Upload } = await import('@aws-sdk/lib-storage');
  const client = new S3Client({
    region: location.region,
    ...(location.endpoint ? { endpoint: location.endpoint } : {}),
    forcePathStyle: location.forcePathStyle,
    // Checksums only where S3 requires them: S3-compatible servers do not all take the
    // checksum trailers the SDK otherwise adds to streamed bodies.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = location.bucket;
  const objectKey = (key: string) => location.prefix + checkKey(key);

  const head = (key: string) =>
    client.send(new HeadObjectCommand({ Bucket, Key: objectKey(key) })).then(
      (answer) => answer,
      (error: unknown) => {
        if (isMissing(error)) return undefined;
        throw error;
      },
    );

  const read: Storage['read'] = async (key, range) => {
    try {
      const answer = await client.send(
        new GetObjectCommand({
          Bucket,
          Key: objectKey(key),
          ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
        }),
      );
      return { body: answer.Body as Readable, size: answer.ContentLength ?? 0 };
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  };

  /** The marker's time, written on the first open (a second process racing reads the first's). */
  async function recordedSince(): Promise<Date> {
    const marker = '.recorded-since';
    const found = await read(marker);
    if (found) return new Date(Buffer.concat(await found.body.toArray()).toString('utf8'));
    const now = new Date();
    await client.send(
      new PutObjectCommand({ Bucket, Key: objectKey(marker), Body: now.toISOString() }),
    );
    return now;
  }

  return {
    recordedSince: await recordedSince(),
    put: async (key, body) => {
      refuseClosed(body);
      const Key = objectKey(key);
      if (Buffer.isBuffer(body)) {
        await client.send(new PutObjectCommand({ Bucket, Key, Body: body }));
        return { key, size: body.length };
      }
      const counter = byteCounter();
      const upload = new Upload({
        client,
        params: { Bucket, Key, Body: counter },
        partSize,
        queueSize,
      });
      // The source's failure stops the upload (which then aborts its multipart upload), and the
      // upload's failure stops the source: neither is left running.
      const [source, sent] = await Promise.allSettled([
        pipeline(body, counter),
        upload.done().catch((error: unknown) => {
          body.destroy();
          throw error;
        }),
      ]);
      if (source.status === 'rejected') {
        await upload.abort().catch(() => undefined);
        throw source.reason;
      }
      if (sent.status === 'rejected') throw sent.reason;
      return { key, size: counter.bytes };
    },
    read,
    sizeOf: async (key) => (await head(key))?.ContentLength,
    exists: async (key) => (await head(key)) !== undefined,
    list: async function* (prefix = '') {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({
            Bucket,
            Prefix: location.prefix + prefix,
            MaxKeys: listPageSize,
            ...(ContinuationToken ? { ContinuationToken } : {}),
          }),
        );
        for (const object of page.Contents ?? []) {
          const key = object.Key!.slice(location.prefix.length);
          if (isOwnFile(key)) continue;
          yield { key, size: object.Size ?? 0, modifiedAt: object.LastModified ?? new Date(0) };
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    // Removing a missing object succeeds on S3.
    remove: async (key) => {
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },
    localCopy: async (key) => {
      const found = await read(key);
      if (!found) throw missingFile(key);
      const directory = await temporaryDirectory();
      const path = join(directory.path, key.split('/').at(-1)!);
      try {
        await pipeline(found.body, createWriteStream(path));
      } catch (error) {
        await directory.remove();
        throw error;
      }
      return { path, release: directory.remove };
    },
    publicUrl,
    close: () => client.destroy(),
  };
}
