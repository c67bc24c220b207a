import { spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/**
 * Test helpers around Debian's poppler-utils and qpdf: the generated PDFs are judged by
 * independent readers, not by the library that wrote them. Used by *.test.ts only.
 */

export async function withTempDir<T>(run: (dir: string) => Promise<T>): Promise<T> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'confirma-templates-'));
  try {
    return await run(dir);
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

export function runTool(command: string, args: string[]): { status: number; stdout: string } {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  if (result.error) throw result.error;
  return { status: result.status ?? -1, stdout: `${result.stdout}${result.stderr}` };
}

export interface TPdfReport {
  pages: number;
  qpdfStatus: number;
  text: string;
  /** Every word with its box, in points from the page's top-left corner (poppler's frame). */
  words: { text: string; xMin: number; yMin: number; xMax: number; yMax: number }[];
  pageHeight: number;
}

/** qpdf --check, pdfinfo, pdftotext -layout and -bbox on one PDF. */
export async function examinePdf(bytes: Uint8Array): Promise<TPdfReport> {
  return withTempDir(async (dir) => {
    const file = path.join(dir, 'doc.pdf');
    await fs.writeFile(file, bytes);
    const qpdf = runTool('qpdf', ['--check', file]);
    const info = runTool('pdfinfo', [file]).stdout;
    const text = runTool('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-']).stdout;
    const bbox = runTool('pdftotext', ['-bbox', '-enc', 'UTF-8', file, '-']).stdout;
    const words = [
      ...bbox.matchAll(
        /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g,
      ),
    ].map(([, xMin, yMin, xMax, yMax, word]) => ({
      text: decodeEntities(word ?? ''),
      xMin: Number(xMin),
      yMin: Number(yMin),
      xMax: Number(xMax),
      yMax: Number(yMax),
    }));
    return {
      pages: Number(/^Pages:\s+(\d+)/m.exec(info)?.[1] ?? 0),
      qpdfStatus: qpdf.status,
      text,
      words,
      pageHeight: Number(/<page width="[\d.]+" height="([\d.]+)"/.exec(bbox)?.[1] ?? 0),
    };
  });
}

function decodeEntities(text: string): string {
  return text
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&apos;', "'")
    .replaceAll('&amp;', '&');
}

/** Collapses the layout's runs of spaces and line breaks, so phrases can be searched. */
export function flatText(report: TPdfReport): string {
  return report.text.replace(/\s+/g, ' ');
}

/** Page 1 rendered at 72 dpi in grey levels (1 pixel = 1 point; 0 black, 255 white). */
export async function renderGrey(bytes: Uint8Array) {
  return withTempDir(async (dir) => {
    const file = path.join(dir, 'doc.pdf');
    await fs.writeFile(file, bytes);
    runTool('pdftoppm', ['-gray', '-r', '72', '-f', '1', '-l', '1', file, path.join(dir, 'page')]);
    const image = await fs.readFile(path.join(dir, 'page-1.pgm'));
    const header = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(image.subarray(0, 40).toString('latin1'));
    if (!header?.[0]) throw new Error('pdftoppm did not write a PGM image');
    const width = Number(header[1]);
    const pixels = image.subarray(header[0].length);
    return {
      width,
      height: Number(header[2]),
      at: (x: number, y: number) => pixels[y * width + x] ?? 255,
    };
  });
}
