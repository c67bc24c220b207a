import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from './spa.ts';

describe('inlineScriptHashes', () => {
  it('hashes the inline scripts of index.html and ignores scripts with src', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'spa-'));
    const inline = "document.documentElement.className+=' x';";
    await fs.writeFile(
      path.join(dir, 'index.html'),
      `<html><head><script>${inline}</script><script type="module" crossorigin src="/assets/a.js"></script></head></html>`,
    );
    const expected = `'sha256-${createHash('sha256').update(inline).digest('base64')}'`;
    expect(inlineScriptHashes(dir)).toEqual([expected]);
    await fs.rm(dir, { recursive: true });
  });

  it('is empty when the client is not built', () => {
    expect(inlineScriptHashes(path.join(os.tmpdir(), 'no-such-dist'))).toEqual([]);
  });
});
