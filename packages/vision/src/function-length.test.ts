import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * No function of the engine runs over MAX_LINES lines, from its first line to its last
 *: a longer one is broken into parts with names, so the walk from analyseImage
 * reads top-down. Tests are left out (a describe block is as long as its cases).
 */
const MAX_LINES = 80;

const SRC = import.meta.dirname;

const walk = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(file) : [file];
  });

/** The name a function is known by: its own, or that of what it is assigned to. */
function nameOf(node: ts.FunctionLikeDeclaration, source: ts.SourceFile): string {
  if (node.name) return node.name.getText(source);
  const parent = node.parent;
  if (
    (ts.isVariableDeclaration(parent) ||
      ts.isPropertyAssignment(parent) ||
      ts.isPropertyDeclaration(parent)) &&
    parent.initializer === node
  ) {
    return parent.name.getText(source);
  }
  return '(anonymous)';
}

/** `lines name (file:line)` for every function of a file longer than MAX_LINES. */
function longFunctions(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const lineOf = (position: number) => source.getLineAndCharacterOfPosition(position).line + 1;
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const first = lineOf(node.getStart(source));
      const lines = lineOf(node.getEnd()) - first + 1;
      if (lines > MAX_LINES) {
        const where = `${path.relative(SRC, file)}:${first}`;
        found.push(`${lines} ${nameOf(node as ts.FunctionLikeDeclaration, source)} (${where})`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('the vision engine’s functions', () => {
  it(`are at most ${MAX_LINES} lines long`, () => {
    const sources = walk(SRC).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
    expect(sources.length).toBeGreaterThan(50);
    const long = sources.flatMap((file) => longFunctions(file, readFileSync(file, 'utf8')));
    expect(long).toEqual([]);
  });

  it('names a function over the limit, wherever it is declared', () => {
    const body = Array.from({ length: MAX_LINES - 1 }, (_, i) => `  const v${i} = ${i};`);
    const text = [
      `export function declared() {`,
      ...body,
      `}`,
      `const assigned = () => {`,
      ...body.slice(1),
      `};`,
    ].join('\n');
    expect(longFunctions(path.join(SRC, 'sample.ts'), text)).toEqual([
      `${MAX_LINES + 1} declared (sample.ts:1)`,
    ]);
  });
});
