import { describe, expect, it } from 'vitest';
import { AppError } from '../../../platform/errors.ts';
import { base64Video } from './base64-video.ts';

/** The video's bytes as base64Video decodes them (its slices, one after the other). */
async function decoded(text: string) {
  const video = base64Video(text);
  const parts: Buffer[] = [];
  for await (const part of video.bytes()) parts.push(part);
  return { size: video.size, bytes: Buffer.concat(parts) };
}

/**
 * What base64Video does with `text`, all of it read, and the CPU time that took: not wall
 * time, which on a shared machine is its load as much as this work.
 */
async function timed(text: string) {
  const before = process.cpuUsage();
  const outcome = await decoded(text).then(
    () => 'read',
    (error: unknown) => (error instanceof AppError ? error.code : String(error)),
  );
  const spent = process.cpuUsage(before);
  return { outcome, cpuMs: (spent.user + spent.system) / 1000 };
}

describe('base64Video', () => {
  it('knows the size before decoding and decodes slice by slice, with or without a data URL', async () => {
    const bytes = Buffer.alloc(9 * 1024 * 1024 + 2, 0);
    for (let i = 0; i < bytes.length; i += 1) bytes[i] = (i * 31) & 0xff;
    const text = bytes.toString('base64');
    expect(text.endsWith('=')).toBe(true);
    const plain = await decoded(text);
    expect(plain.size).toBe(bytes.length);
    expect(plain.bytes.equals(bytes)).toBe(true);
    const url = await decoded(`data:video/webm;codecs=vp8,${text}`);
    expect(url.bytes.equals(bytes)).toBe(true);
    expect((await decoded('AAE')).bytes).toEqual(Buffer.from([0, 1]));
  });

  it('refuses what is not base64: padding, a lone last character, other characters', async () => {
    for (const text of ['AA===', 'A=', 'AAAAA', 'AAA=AAAA', 'AAAA!AAA', 'AA A']) {
      expect((await timed(text)).outcome, text).toBe('VALIDATION_FAILED');
    }
  });

  // `text.match(/=+$/)` once took 11.6 s over 120 KB of '='.
  it.each([
    ['1 MB of "="', '='.repeat(1e6)],
    ['1 MB of "A" and a "!"', `${'A'.repeat(1e6)}!`],
    ['1 MB of "A" ending in "!" on a group boundary', `${'A'.repeat(1e6 - 1)}!`],
    ['1 MB of "A" and a "!" before "=="', `${'A'.repeat(1e6 - 2)}!==`],
    ['1 MB of "=" after a data URL', `data:video/webm;${'='.repeat(1e6)}`],
    ['1 MB of "=" and an "A"', `${'='.repeat(1e6)}A`],
    ['1 MB of "=" and "AA"', `${'='.repeat(1e6)}AA`],
  ])('refuses %s in under 50 ms of CPU', async (_name, text) => {
    await timed(text); // warm-up: the first call compiles
    const { outcome, cpuMs } = await timed(text);
    expect(outcome).toBe('VALIDATION_FAILED');
    expect(cpuMs).toBeLessThan(50);
  });
});
