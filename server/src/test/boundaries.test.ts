import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Features talk through services: no file of one feature imports another feature's
 * `*.repository` or `*.tables`; it calls that feature's service (or the SQL conditions its
 * `*.filters` lend). Exempt: tests and their helpers (`*.test.ts`, `*.testing.ts`), which set rows
 * up directly, and a `*.tables` file importing another feature's tables, since a foreign key names
 * the table it points at. Outside features (db/schema.ts, seeds, src/test) nothing is checked.
 */
const featuresRoot = join(dirname(fileURLToPath(import.meta.url)), '..', 'features');

type Source = { path: string; text: string };

function featureSources(dir = featuresRoot): Source[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return featureSources(path);
    return entry.name.endsWith('.ts') ? [{ path, text: readFileSync(path, 'utf8') }] : [];
  });
}

const featureOf = (path: string) => relative(featuresRoot, path).split(sep)[0]!;
const kindOf = (path: string) => /\.(repository|tables)(\.ts)?$/.exec(path)?.[1];
const isTest = (path: string) => /\.(test|testing)\.ts$/.test(path);

/** `file imports specifier` for every forbidden import of the sources, in order. */
function boundaryViolations(sources: Source[]): string[] {
  return sources.flatMap(({ path, text }) => {
    if (isTest(path)) return [];
    const { importedFiles } = ts.preProcessFile(text, true, true);
    return importedFiles.flatMap(({ fileName: specifier }) => {
      if (!specifier.startsWith('.')) return [];
      const target = join(dirname(path), specifier);
      if (!target.startsWith(featuresRoot + sep) || featureOf(target) === featureOf(path))
        return [];
      const kind = kindOf(target);
      if (!kind || (kind === 'tables' && kindOf(path) === 'tables')) return [];
      return [`${relative(featuresRoot, path)} imports ${specifier}`];
    });
  });
}

describe('feature boundaries', () => {
  it('no feature imports another feature’s repository or tables', () => {
    const sources = featureSources();
    expect(sources.length).toBeGreaterThan(30);
    expect(boundaryViolations(sources)).toEqual([]);
  });

  it('names the file and the import that crosses a boundary', () => {
    const file = join(featuresRoot, 'groups', 'groups.service.ts');
    const sources = [
      { path: file, text: "import { rowsOf } from '../contacts/contacts.repository';" },
      { path: file, text: "export { users } from '../accounts/accounts.tables';" },
      { path: file, text: "const tags = await import('../tags/tags.repository');" },
      { path: file, text: "import { contactPage } from '../contacts/contacts.service';" },
      {
        path: join(featuresRoot, 'tags', 'tags.tables.ts'),
        text: "import '../contacts/contacts.tables';",
      },
      {
        path: join(featuresRoot, 'tags', 'tags.test.ts'),
        text: "import '../contacts/contacts.tables';",
      },
    ];
    expect(boundaryViolations(sources)).toEqual([
      `groups${sep}groups.service.ts imports ../contacts/contacts.repository`,
      `groups${sep}groups.service.ts imports ../accounts/accounts.tables`,
      `groups${sep}groups.service.ts imports ../tags/tags.repository`,
    ]);
  });
});
