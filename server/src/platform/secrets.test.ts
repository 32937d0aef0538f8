import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { appKeyOf, createSecretBox } from './secrets';

const dir = mkdtempSync(join(tmpdir(), 'coachline-secrets-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the secret box', () => {
  const box = createSecretBox(Buffer.alloc(32, 1));

  it('seals to text that hides the secret and opens it again', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP');
    expect(sealed).toMatch(/^v1:/);
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.seal('JBSWY3DPEHPK3PXP')).not.toBe(sealed);
    expect(box.open(sealed)).toBe('JBSWY3DPEHPK3PXP');
    expect(box.isSealed(sealed)).toBe(true);
    expect(box.isSealed('JBSWY3DPEHPK3PXP')).toBe(false);
  });

  it('refuses a sealed value under another key or altered', () => {
    const sealed = box.seal('secret');
    expect(() => createSecretBox(Buffer.alloc(32, 2)).open(sealed)).toThrow();
    const altered = `${sealed.slice(0, -2)}${sealed.endsWith('A') ? 'B' : 'A'}`;
    expect(() => box.open(altered)).toThrow();
    expect(() => box.open('plain')).toThrow();
  });

  it('signs per purpose and per key', () => {
    const sign = box.signerFor('links');
    expect(sign('42').equals(sign('42'))).toBe(true);
    expect(sign('42').equals(sign('43'))).toBe(false);
    expect(sign('42').equals(box.signerFor('other')('42'))).toBe(false);
    expect(sign('42').equals(createSecretBox(Buffer.alloc(32, 2)).signerFor('links')('42'))).toBe(
      false,
    );
  });
});

describe('the app key', () => {
  it('is made once in DATA_DIR when APP_KEY is unset, readable by the owner only', () => {
    const config = loadConfig({ DATA_DIR: dir });
    const key = appKeyOf(config);
    expect(key).toHaveLength(32);
    expect(appKeyOf(config)).toEqual(key);
    const file = join(dir, 'app.key');
    expect(Buffer.from(readFileSync(file, 'utf8').trim(), 'base64')).toEqual(key);
    expect(statSync(file).mode & 0o077).toBe(0);
    // Written whole under a name of its own, then linked into place: no draft is left behind.
    expect(readdirSync(dir)).toEqual(['app.key']);
  });

  it('is the key another process put in place first, never a second one', () => {
    const other = mkdtempSync(join(tmpdir(), 'coachline-key-'));
    const theirs = Buffer.alloc(32, 7);
    writeFileSync(join(other, 'app.key'), `${theirs.toString('base64')}\n`);
    expect(appKeyOf(loadConfig({ DATA_DIR: other }))).toEqual(theirs);
    expect(readdirSync(other)).toEqual(['app.key']);
    rmSync(other, { recursive: true, force: true });
  });

  it('is APP_KEY when set', () => {
    const key = Buffer.alloc(32, 9);
    expect(appKeyOf(loadConfig({ DATA_DIR: dir, APP_KEY: key.toString('base64') }))).toEqual(key);
  });
});
