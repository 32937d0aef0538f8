import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Every exported function of a repository takes the tenant (a parameter named `accountId` or
 * `primaryAccountId`), or says on the line before it why it does not: `// unscoped: <why>`.
 * A query that forgets its account then fails here instead of leaking.
 */
const featuresRoot = join(dirname(fileURLToPath(import.meta.url)), '..', 'features');
const tenantParameters = new Set(['accountId', 'primaryAccountId']);
const unscopedComment = /^\/\/ unscoped: \S/;

type Source = { path: string; text: string };

function repositories(dir = featuresRoot): Source[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return repositories(path);
    return entry.name.endsWith('.repository.ts')
      ? [{ path, text: readFileSync(path, 'utf8') }]
      : [];
  });
}

type Exported = { name: string; parameters: readonly ts.ParameterDeclaration[]; at: ts.Node };

/** Exported function declarations and exported consts holding a function. */
function exportedFunctions(file: ts.SourceFile): Exported[] {
  const exported = (node: ts.Node) =>
    ts.canHaveModifiers(node) &&
    (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
  return file.statements.flatMap((statement): Exported[] => {
    if (!exported(statement)) return [];
    if (ts.isFunctionDeclaration(statement) && statement.name) {
      return [{ name: statement.name.text, parameters: statement.parameters, at: statement }];
    }
    if (!ts.isVariableStatement(statement)) return [];
    return statement.declarationList.declarations.flatMap((declaration) => {
      const value = declaration.initializer;
      if (!value || !(ts.isArrowFunction(value) || ts.isFunctionExpression(value))) return [];
      return [
        { name: declaration.name.getText(file), parameters: value.parameters, at: statement },
      ];
    });
  });
}

/**
 * The `//` comment that ends on the line right before the node, its lines joined (a reason may
 * take several lines); empty when there is none.
 */
function lineCommentRightBefore(file: ts.SourceFile, node: ts.Node): string {
  const line = (pos: number) => file.getLineAndCharacterOfPosition(pos).line;
  const lines: string[] = [];
  let expected = line(node.getStart(file)) - 1;
  for (const range of (
    ts.getLeadingCommentRanges(file.text, node.getFullStart()) ?? []
  ).reverse()) {
    if (range.kind !== ts.SyntaxKind.SingleLineCommentTrivia || line(range.pos) !== expected) break;
    lines.unshift(file.text.slice(range.pos, range.end));
    expected -= 1;
  }
  return lines.join(' ');
}

/** `file: function` for every exported repository function with neither tenant nor reason. */
function unscopedFunctions(sources: Source[]): string[] {
  return sources.flatMap(({ path, text }) => {
    const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
    return exportedFunctions(file)
      .filter(({ parameters, at }) => {
        if (parameters.some((p) => tenantParameters.has(p.name.getText(file)))) return false;
        return !unscopedComment.test(lineCommentRightBefore(file, at));
      })
      .map(({ name }) => `${relative(featuresRoot, path)}: ${name}`);
  });
}

describe('repository functions', () => {
  it('take the account, or say why not', () => {
    const sources = repositories();
    expect(sources.length).toBeGreaterThan(8);
    expect(unscopedFunctions(sources)).toEqual([]);
  });

  it('names a function that neither takes the account nor says why', () => {
    const path = join(featuresRoot, 'tags', 'tags.repository.ts');
    const text = [
      'export async function scoped(db: Executor, accountId: number) {}',
      'export const alsoScoped = (db: Executor, primaryAccountId: number) => db;',
      '// unscoped: found by the hash of a secret.',
      'export async function explained(db: Executor, tokenHash: string) {}',
      '/** A doc comment first. */',
      '// unscoped: a reason that takes',
      '// two lines.',
      'export async function explainedAtLength(db: Executor) {}',
      'export async function forgotten(db: Executor, id: number) {}',
      '// unscoped: a reason, but not on the line right before.',
      '',
      'export const forgottenToo = async (db: Executor, values: object) => values;',
      '// unscoped:',
      'export function emptyReason(db: Executor) {}',
      'function notExported(db: Executor) {}',
    ].join('\n');
    expect(unscopedFunctions([{ path, text }])).toEqual([
      expect.stringMatching(/tags\.repository\.ts: forgotten$/),
      expect.stringMatching(/tags\.repository\.ts: forgottenToo$/),
      expect.stringMatching(/tags\.repository\.ts: emptyReason$/),
    ]);
  });
});
