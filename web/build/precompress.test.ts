import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressDir } from './precompress';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function distWith(files: Record<string, string | Buffer>): string {
  const dir = mkdtempSync(join(tmpdir(), 'coachline-precompress-'));
  dirs.push(dir);
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), content);
  }
  return dir;
}

const script = 'export const greeting = "hello";\n'.repeat(100);

describe('precompressDir', () => {
  it('writes a brotli and a gzip copy that unpack to the file, beside each text file', () => {
    const dir = distWith({ 'index.html': `<p>${script}</p>`, 'assets/app-1a2b.js': script });
    expect(precompressDir(dir).sort()).toEqual(
      [join(dir, 'assets/app-1a2b.js'), join(dir, 'index.html')].sort(),
    );
    const js = join(dir, 'assets/app-1a2b.js');
    expect(brotliDecompressSync(readFileSync(`${js}.br`)).toString()).toBe(script);
    expect(gunzipSync(readFileSync(`${js}.gz`)).toString()).toBe(script);
    expect(readFileSync(`${js}.br`).length).toBeLessThan(script.length / 10);
  });

  it('leaves out small files, binary formats, dot folders and copies that would not be smaller', () => {
    const dir = distWith({
      'favicon.svg': '<svg/>',
      'assets/photo-9f8e.png': script,
      '.vite/manifest.json': `{"a":"${script}"}`,
      'assets/noise-0000.js': randomBytes(4096),
    });
    expect(precompressDir(dir)).toEqual([]);
  });
});
