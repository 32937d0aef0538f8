import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

// Text formats only: images and fonts are compressed already.
const compressible = /\.(?:html|js|mjs|css|svg|json|txt|xml|webmanifest)$/;
// Below this a compressed copy saves less than its headers cost.
const minBytes = 1024;

/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy beside every text file of `dir` (its
 * sub-folders included, dot folders left out), each at its format's highest level, so the
 * server sends the copy the browser accepts without compressing anything per request. A copy
 * that would not be smaller than its file is not written. Returns the files it compressed.
 */
export function precompressDir(dir: string): string[] {
  const compressed: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !compressible.test(entry.name)) continue;
    const folder = entry.parentPath;
    if (
      folder
        .slice(dir.length)
        .split(/[\\/]/)
        .some((part) => part.startsWith('.'))
    )
      continue;
    const path = join(folder, entry.name);
    const content = readFileSync(path);
    if (content.length < minBytes) continue;
    const copies = {
      br: brotliCompressSync(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
      gz: gzipSync(content, { level: constants.Z_BEST_COMPRESSION }),
    };
    let wrote = false;
    for (const [extension, copy] of Object.entries(copies)) {
      if (copy.length >= content.length) continue;
      writeFileSync(`${path}.${extension}`, copy);
      wrote = true;
    }
    if (wrote) compressed.push(path);
  }
  return compressed;
}

/** Vite plugin: precompresses the output folder once the build has written it. */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'coachline-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      precompressDir(outDir);
    },
  };
}
