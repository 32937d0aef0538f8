import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import {
  chmodSync,
  existsSync,
  linkSync,
  mkdirSync,
  readFileSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { join, resolve } from 'node:path';
import type { Config } from '../config';

/**
 * Secrets kept in the database (two-factor secrets) are sealed with the app key: AES-256-GCM,
 * stored as `v1:<iv>.<tag>.<ciphertext>` in base64url, so a copy of the database alone
 * reveals none of them.
 */
export type SecretBox = {
  seal: (plain: string) => string;
  open: (sealed: string) => string;
  isSealed: (value: string) => boolean;
  /**
   * A MAC of `data` for one purpose (HMAC-SHA256 with a key derived from the app key and the
   * purpose), so a value signed for one use is no signature for another.
   */
  signerFor: (purpose: string) => (data: string) => Buffer;
};

const prefix = 'v1:';

export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error('the app key must be 32 bytes');
  return {
    seal: (plain) => {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url'));
      return `${prefix}${parts.join('.')}`;
    },
    open: (sealed) => {
      const [iv, tag, body] = sealed.slice(prefix.length).split('.');
      if (!sealed.startsWith(prefix) || !iv || !tag || body === undefined)
        throw new Error('not a sealed secret');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(body, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    },
    isSealed: (value) => value.startsWith(prefix),
    signerFor: (purpose) => {
      const derived = createHmac('sha256', key).update(`coachline:${purpose}`).digest();
      return (data) => createHmac('sha256', derived).update(data).digest();
    },
  };
}

/**
 * The app key: APP_KEY when set (production requires it, config.ts); otherwise the key in
 * DATA_DIR/app.key, made on the first start, so a newcomer's install needs no set-up.
 * Processes that share a database must share the key.
 */
export function appKeyOf(config: Config): Buffer {
  if (config.appKey) return config.appKey;
  const dir = resolve(config.dataDir);
  const file = join(dir, 'app.key');
  if (existsSync(file)) return parseAppKey(readFileSync(file, 'utf8').trim());
  mkdirSync(dir, { recursive: true });
  const key = randomBytes(32);
  // Two processes starting at once on one DATA_DIR must neither both write a key nor read one
  // half written: the key is written whole under a name of its own, then linked into place,
  // which fails if the other process's key got there first.
  const draft = join(dir, `app.key.${process.pid}.${randomBytes(4).toString('hex')}`);
  writeFileSync(draft, `${key.toString('base64')}\n`, { mode: 0o600 });
  try {
    linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return parseAppKey(readFileSync(file, 'utf8').trim());
  } finally {
    unlinkSync(draft);
  }
  chmodSync(file, 0o600);
  return key;
}

/** 32 bytes as base64 (what `openssl rand -base64 32` prints) or as 64 hex digits. */
export function parseAppKey(text: string): Buffer {
  const key = /^[0-9a-f]{64}$/i.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64');
  if (key.length !== 32) throw new Error('must be 32 bytes, as base64 or 64 hex digits');
  return key;
}
