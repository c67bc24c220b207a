import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * The functions longer than a procedure should be, in the code the product runs: every
 * function, method, arrow and accessor of `apps/` and `packages/` with more than
 * `MAX_FUNCTION_LINES` lines, counted from its first line to its last. Tests, test
 * support, generated files and the vision package's evaluation and fixture scripts are
 * left out. `npm run check:functions` prints them, longest first.
 */

export const MAX_FUNCTION_LINES = 120;

const ROOT = path.resolve(import.meta.dirname, '..');
const SOURCE_ROOTS = [
  'apps/server/src',
  'apps/web/src',
  'packages/contracts/src',
  'packages/client/src',
  'packages/vision/src',
];

const isTestOrGenerated = (file: string) =>
  /\.(test|spec|gen)\.tsx?$/.test(file) ||
  /\.d\.ts$/.test(file) ||
  file
    .split(path.sep)
    .some((part) => part === 'testing' || part === 'test' || part === '__tests__');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(file);
    return /\.tsx?$/.test(name) && !isTestOrGenerated(file) ? [file] : [];
  });
}

export type TLongFunction = { file: string; name: string; line: number; lines: number };

/** A function's name as a reader finds it: its own, its variable's, its property's or its method's. */
function nameOf(node: ts.Node, source: ts.SourceFile): string {
  const named = node as ts.Node & { name?: ts.Node };
  if (named.name) return named.name.getText(source);
  const parent = node.parent;
  if (
    ts.isVariableDeclaration(parent) ||
    ts.isPropertyAssignment(parent) ||
    ts.isPropertyDeclaration(parent)
  ) {
    return parent.name.getText(source);
  }
  if (ts.isCallExpression(parent)) {
    return `${parent.expression.getText(source).slice(0, 40)}(…)`;
  }
  if (ts.isExportAssignment(parent)) return 'default';
  return '(anonymous)';
}

/** Every function of `file` longer than `max` lines. */
export function longFunctionsIn(file: string, max = MAX_FUNCTION_LINES): TLongFunction[] {
  const text = readFileSync(file, 'utf8');
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const found: TLongFunction[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const last = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      const lines = last - first + 1;
      if (lines > max) {
        found.push({
          file: path.relative(ROOT, file),
          name: nameOf(node, source),
          line: first + 1,
          lines,
        });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Every function of the product's source longer than `max` lines, longest first. */
export function longFunctions(max = MAX_FUNCTION_LINES): TLongFunction[] {
  return SOURCE_ROOTS.flatMap((root) => sourceFiles(path.join(ROOT, root)))
    .flatMap((file) => longFunctionsIn(file, max))
    .sort((a, b) => b.lines - a.lines);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const max = Number(process.argv[2] ?? MAX_FUNCTION_LINES);
  const found = longFunctions(max);
  for (const fn of found)
    console.log(`${String(fn.lines).padStart(4)}  ${fn.file}:${fn.line}  ${fn.name}`);
  console.log(`${found.length} functions over ${max} lines`);
}
