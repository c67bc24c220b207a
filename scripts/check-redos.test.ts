import { describe, expect, it } from 'vitest';
import { checkRegex, findRegexes } from './check-redos.ts';

describe('check:redos', () => {
  it('finds regex literals and RegExp calls with the TypeScript parser, and their lines', () => {
    const source = [
      'const a = /^(a+)+$/i; // not /in a comment/',
      "const b = 'not /a regex/';",
      "const c = new RegExp('x+y', 'g');",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: source text with a template literal
      'const d = RegExp(`^${name}:`);',
    ].join('\n');
    expect(findRegexes('x.ts', source)).toEqual([
      { file: 'x.ts', line: 1, source: '^(a+)+$', flags: 'i', literal: true },
      { file: 'x.ts', line: 3, source: 'x+y', flags: 'g', literal: true },
      // biome-ignore lint/suspicious/noTemplateCurlyInString: source text with a template literal
      { file: 'x.ts', line: 4, source: 'RegExp(`^${name}:`)', flags: '', literal: false },
    ]);
  });

  it('flags a known-vulnerable regex, and one once found in the video upload; passes linear ones', async () => {
    expect(await checkRegex('^(a+)+$', '')).toMatchObject({ status: 'vulnerable' });
    expect((await checkRegex('=+$', '')).detail).toContain('polynomial');
    expect(await checkRegex('[^A-Za-z0-9+/]', '')).toEqual({ status: 'safe', detail: '' });
    expect(await checkRegex('^data:video\\/[a-z0-9.+-]+(;[^,]*)?,', 'i')).toMatchObject({
      status: 'safe',
    });
  });
});
