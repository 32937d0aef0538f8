import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { allEndpoints as endpoints } from '@coachline/contract/endpoints';
import { describe, expect, it } from 'vitest';

// The web calls the API only through the contract's endpoints: no path of an endpoint, and no
// `/api/` prefix, is written by hand anywhere in web/src.

const root = join(import.meta.dirname, '..');
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });

/**
 * The fixed start of each path, up to its first parameter: `group/` for `group/:group/delete`;
 * a path that starts with a parameter (`:type/update-thumbnail`) has none to look for, and a
 * path of one word (`scenarios`, `steps`) is too common a word (a query key's) to look for.
 */
const prefixes = [...new Set(endpoints.map((e) => e.path.split(':')[0]!))].filter((prefix) =>
  prefix.includes('/'),
);
const quoted = (text: string) => ["'", '"', '`'].map((q) => `${q}${text}`);

describe('paths in web/src', () => {
  it('reads the endpoints of the contract', () => {
    expect(endpoints.length).toBeGreaterThan(100);
  });

  it.each(sources(root).map((file) => [relative(root, file), file]))(
    '%s writes no API path by hand',
    (_name, file) => {
      const text = readFileSync(file, 'utf8');
      const written = [...quoted('/api/'), ...prefixes.flatMap(quoted)].filter((needle) =>
        text.includes(needle),
      );
      expect(written).toEqual([]);
    },
  );
});
