import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

// Algorithm.Argon2id of @node-rs/argon2 (a const enum, which isolated modules cannot import).
const argon2id = 2;

/** 32 random bytes, URL-safe: access tokens and one-time link tokens. */
export const randomToken = (): string => randomBytes(32).toString('base64url');

export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

export const sixDigitCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

export const hashPassword = (password: string): Promise<string> =>
  hash(password, { algorithm: argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 });

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
