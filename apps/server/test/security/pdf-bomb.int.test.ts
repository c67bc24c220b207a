import { monitorEventLoopDelay } from 'node:perf_hooks';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  contentStreamBomb,
  objectStreamBomb,
} from '../../src/modules/pdf-inspection/testing/hostile-pdfs.ts';
import { mainThreadCpuWaitMs } from '../support/cpu-wait.ts';
import { problemOf, uploadingSender } from '../support/uploads.ts';
import { useTestServer } from '../support/use-test-server.ts';

const GiB = 1024 ** 3;
/** What the issue asks of /api/health while a bomb is being checked. */
const HEALTH_BOUND_MS = 200;

interface TStall {
  /** Wall time, ms. */
  ms: number;
  /** Of which the event loop's thread waited for a CPU (the machine's load, not ours). */
  cpuWaitMs: number;
}
const own = (stall: TStall) => stall.ms - stall.cpuWaitMs;
const slowest = (stalls: TStall[]) =>
  stalls.reduce((worst, stall) => (own(stall) > own(worst) ? stall : worst));
const show = (stall: TStall) =>
  `${stall.ms.toFixed(0)} ms (${stall.cpuWaitMs.toFixed(0)} ms of it waiting for a CPU)`;

/**
 * Runs `work` while a second client polls /api/health back to back, and a 10 ms timer
 * watches the event loop. The server runs in this process, so a stall of this event loop is
 * a stall of every request it serves. Each health answer and each gap between two ticks
 * of the timer comes with the time the thread spent waiting for a CPU meanwhile: on this
 * shared 2-core machine other processes take the CPU at times, and that is not the bomb.
 */
async function whilePollingHealth<T>(url: string, work: () => Promise<T>) {
  const answers: TStall[] = [];
  const gaps: TStall[] = [];
  const measured = async <R>(into: TStall[], run: () => Promise<R>) => {
    const [started, waited] = [performance.now(), mainThreadCpuWaitMs()];
    const result = await run();
    into.push({ ms: performance.now() - started, cpuWaitMs: mainThreadCpuWaitMs() - waited });
    return result;
  };
  const poll = () =>
    measured(answers, async () => {
      const response = await fetch(`${url}/api/health`);
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`health answered ${response.status}`);
    });
  await poll(); // the first answer before the upload starts
  let tick = { at: performance.now(), waited: mainThreadCpuWaitMs() };
  const ticker = setInterval(() => {
    const next = { at: performance.now(), waited: mainThreadCpuWaitMs() };
    gaps.push({ ms: next.at - tick.at, cpuWaitMs: next.waited - tick.waited });
    tick = next;
  }, 10);
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  let working = true;
  const polling = (async () => {
    while (working) await poll();
  })();
  try {
    return { result: await work(), answers, gaps, maxLoopDelayMs: delay.max / 1e6 };
  } finally {
    working = false;
    await polling;
    clearInterval(ticker);
    delay.disable();
  }
}

describe('PDF compression bombs', () => {
  const server = useTestServer({ AUTH_SIGN_IN_LIMIT: '50', AUTH_EMAIL_LIMIT: '50' });
  let objectBomb: Uint8Array;
  let contentBomb: Uint8Array;

  beforeAll(async () => {
    // ~1 MB each, deflated 1 MiB at a time: the test never holds the inflated gigabyte.
    [objectBomb, contentBomb] = await Promise.all([objectStreamBomb(GiB), contentStreamBomb(GiB)]);
  }, 60_000);

  it('refuses a 1 GiB object-stream bomb with 413 PDF_TOO_COMPLEX while /api/health keeps answering', async () => {
    expect(objectBomb.byteLength).toBeLessThan(2 * 1024 * 1024);
    const sender = await uploadingSender(server(), 'bomber@example.com');
    const before = await sender.traces();
    const { result, answers, gaps, maxLoopDelayMs } = await whilePollingHealth(server().url, () =>
      sender.upload(objectBomb),
    );
    const answer = slowest(answers);
    const gap = slowest(gaps);
    console.log(
      `bomb refused; ${answers.length} health answers, the slowest ${show(answer)}; ` +
        `longest event-loop stall ${show(gap)}; monitorEventLoopDelay max ${maxLoopDelayMs.toFixed(0)} ms`,
    );
    expect(result.status).toBe(413);
    expect((await problemOf(result)).code).toBe('PDF_TOO_COMPLEX');
    expect(answers.length).toBeGreaterThan(1);
    // Every health answer, and every stall of the event loop, under 200 ms of the server's
    // own time (the wall time less the time its thread waited for a CPU taken by others).
    expect(own(answer)).toBeLessThan(HEALTH_BOUND_MS);
    expect(own(gap)).toBeLessThan(HEALTH_BOUND_MS);
    expect(await sender.traces()).toEqual(before);
  });

  it('refuses a content stream that inflates to 1 GiB, which no parser reads on load', async () => {
    const sender = await uploadingSender(server(), 'content-bomber@example.com');
    const before = await sender.traces();
    const response = await sender.upload(contentBomb);
    expect(response.status).toBe(413);
    expect((await problemOf(response)).code).toBe('PDF_TOO_COMPLEX');
    expect(await sender.traces()).toEqual(before);
  });

  it('refuses object streams every seal would decode again, even in a padded file', async () => {
    // 4 MB of padding: 50 times the file would allow 200 MB, but the object stream, which
    // every later parse (the seal) decodes on load, may not pass PDF_MAX_STRUCTURE_BYTES.
    const padded = await objectStreamBomb(64 * 1024 * 1024, 4 * 1024 * 1024);
    const sender = await uploadingSender(server(), 'padded-bomber@example.com');
    const before = await sender.traces();
    const response = await sender.upload(padded);
    expect(response.status).toBe(413);
    const problem = await problemOf(response);
    expect(problem.code).toBe('PDF_TOO_COMPLEX');
    expect(await sender.traces()).toEqual(before);
  });

  it('checks the balance before looking at the PDF: 402 for a sender who cannot pay', async () => {
    const sender = await uploadingSender(server(), 'broke@example.com');
    // The sign-up bonus pays two operations (2 credits each), not a third.
    for (let i = 0; i < 2; i += 1) expect((await sender.create({})).status).toBe(200);
    const before = await sender.traces();
    for (const pdf of [new TextEncoder().encode('not a PDF at all'), objectBomb]) {
      const response = await sender.upload(pdf);
      expect(response.status).toBe(402);
      expect((await problemOf(response)).code).toBe('INSUFFICIENT_CREDITS');
    }
    expect(await sender.traces()).toEqual(before);
  });
});
