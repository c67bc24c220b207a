import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SIGNING_PAGE_JS_BUDGET_KB, signingPageSize } from './signing-page-size.ts';

/** A built client in memory: files by name. */
function dist(files: Record<string, string | Buffer>) {
  return (file: string) => {
    const content = files[file];
    if (content === undefined) throw new Error(`no ${file}`);
    return Buffer.from(content);
  };
}

const manifest = (earlyImports: string[]) =>
  JSON.stringify({
    'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'] },
    'src/early-start.ts': { file: 'assets/early.js', isEntry: true, imports: earlyImports },
    '_early-shared.js': { file: 'assets/early-shared.js' },
    '_react.js': { file: 'assets/react.js' },
  });

describe('signingPageSize', () => {
  it("counts the inline scripts and the early entry's static closure, not the app", () => {
    const size = signingPageSize(
      '',
      dist({
        '.vite/manifest.json': manifest(['_early-shared.js']),
        'index.html':
          '<script>var a=1</script><script type="module" src="/assets/early.js"></script>',
        'assets/early.js': 'import "./early-shared.js"',
        'assets/early-shared.js': 'export const x = 1',
        'assets/react.js': randomBytes(300_000),
      }),
    );
    expect(size.scripts.map((script) => script.name)).toEqual([
      'index.html inline script 1',
      'assets/early.js',
      'assets/early-shared.js',
    ]);
    expect(size.totalKb).toBeLessThan(1);
  });

  it('goes over the budget when the early entry drags a big chunk in', () => {
    const size = signingPageSize(
      '',
      dist({
        '.vite/manifest.json': manifest(['_react.js']),
        'index.html': '<script>var a=1</script>',
        'assets/early.js': 'import "./react.js"',
        'assets/react.js': randomBytes(300_000),
      }),
    );
    expect(size.totalKb).toBeGreaterThan(SIGNING_PAGE_JS_BUDGET_KB);
  });
});
