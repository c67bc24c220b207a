import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

describe('loadOpenCv', () => {
  it('leaves the process its own handlers of uncaught errors and unhandled rejections', () => {
    // In a fresh process: the runner's own one may have loaded OpenCV.js already.
    const module = fileURLToPath(new URL('./opencv.ts', import.meta.url));
    const script = `
      const count = () => process.listenerCount('uncaughtException') + ',' + process.listenerCount('unhandledRejection');
      const before = count();
      const { loadOpenCv } = await import(${JSON.stringify(module)});
      const { cv } = await loadOpenCv();
      console.log(JSON.stringify({ before, after: count(), ready: typeof cv.Mat }));
    `;
    const output = execFileSync(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', script],
      {
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    const { before, after, ready } = JSON.parse(output.trim().split('\n').at(-1) ?? '{}');
    expect(ready).toBe('function');
    expect(after).toBe(before);
  }, 60_000);
});
