import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readNode } from '../der/der-reader.ts';

/** Test support: runs the Debian tools (poppler-utils, qpdf, openssl) on real files. */

export function run(command: string, args: string[], input?: Uint8Array) {
  const result = spawnSync(command, args, { input, maxBuffer: 64 * 1024 * 1024 });
  if (result.error) throw result.error;
  return {
    code: result.status ?? -1,
    stdout: result.stdout.toString(),
    stderr: result.stderr.toString(),
  };
}

export function pdfsig(file: string, extra: string[] = []): string {
  return run('pdfsig', [...extra, file]).stdout;
}

export function qpdfCheck(file: string) {
  return run('qpdf', ['--check', file]);
}

/** The signatures' CMS blobs via `pdfsig -dump`, trimmed of the /Contents zero padding. */
export function dumpSignatures(file: string): Uint8Array[] {
  const dir = mkdtempSync(path.join(tmpdir(), 'sig-dump-'));
  try {
    execFileSync('pdfsig', ['-dump', path.resolve(file)], { cwd: dir, stdio: 'ignore' });
    return readdirSync(dir)
      .sort()
      .map((name) => {
        const bytes = new Uint8Array(readFileSync(path.join(dir, name)));
        return bytes.subarray(0, readNode(bytes).end);
      });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The bytes a signature covers, from the /ByteRange of its dictionary. */
export function signedContent(pdf: Uint8Array, signatureIndex: number): Uint8Array {
  const text = Buffer.from(pdf).toString('latin1');
  const ranges = [...text.matchAll(/\/ByteRange \[(\d+) (\d+) (\d+) (\d+)\]/g)][signatureIndex];
  if (!ranges) throw new Error(`no /ByteRange #${signatureIndex}`);
  const [a, b, c, d] = ranges.slice(1).map(Number) as [number, number, number, number];
  return Buffer.concat([pdf.subarray(a, a + b), pdf.subarray(c, c + d)]);
}

/** Renders one page to 8-bit gray pixels (pdftoppm -gray, binary PGM). */
export function renderGray(file: string, page: number, dpi: number) {
  const out = execFileSync(
    'pdftoppm',
    ['-gray', '-r', String(dpi), '-f', String(page), '-l', String(page), file],
    {
      maxBuffer: 256 * 1024 * 1024,
    },
  );
  const header = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(out.subarray(0, 64).toString('latin1'));
  if (!header) throw new Error('unexpected pdftoppm output');
  const [, width, height] = header.map(Number) as [number, number, number];
  return { width, height, pixels: out.subarray(header[0].length) };
}

export function writeTemp(dir: string, name: string, bytes: Uint8Array): string {
  const file = path.join(dir, name);
  writeFileSync(file, bytes);
  return file;
}
