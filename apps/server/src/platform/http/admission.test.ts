import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { awayFromAdmission, registerAdmission, type TAdmissionLimits } from './admission.ts';
import { registerProblemHandlers } from './problem.ts';

/** A gate the test opens: the writes it admits hold their place until then. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

/** An app with the admission in front of one write that waits for `held` and one read. */
async function appWith(limits: TAdmissionLimits, held: Promise<void>) {
  const app = Fastify();
  registerProblemHandlers(app);
  const admission = registerAdmission(app, limits);
  const started: string[] = [];
  app.post('/api/work/:id', async (request) => {
    started.push((request.params as { id: string }).id);
    await held;
    return { done: true };
  });
  app.get('/api/read', async () => ({ read: true }));
  app.post('/outside', async () => ({ outside: true }));
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, admission, started, url };
}

const post = (url: string) => fetch(url, { method: 'POST' });

/** Resolves once `check` holds, polling each turn of the event loop. */
async function until(check: () => boolean) {
  while (!check()) await new Promise((resolve) => setImmediate(resolve));
}

describe('registerAdmission', () => {
  let close = async () => {};
  afterEach(() => close());

  it('serves `running` writes at once, queues `waiting`, refuses the next with 503 SERVER_BUSY and Retry-After', async () => {
    const held = gate();
    const { app, admission, started, url } = await appWith(
      { running: 1, waiting: 1, waitMs: 600_000, retryAfterSeconds: 7 },
      held.opened,
    );
    close = () => app.close();
    const first = post(`${url}/api/work/1`);
    await until(() => started.length === 1);
    const second = post(`${url}/api/work/2`);
    await until(() => admission.state().waiting === 1);

    const third = await post(`${url}/api/work/3`);
    expect(third.status).toBe(503);
    expect(third.headers.get('retry-after')).toBe('7');
    expect(await third.json()).toMatchObject({ code: 'SERVER_BUSY', status: 503 });
    // Reads and anything outside the API are not held back by the writes.
    expect((await fetch(`${url}/api/read`)).status).toBe(200);
    expect((await post(`${url}/outside`)).status).toBe(200);
    // The refused write never reached its handler; the waiting one runs once a place frees.
    expect(started).toEqual(['1']);

    held.open();
    expect((await first).status).toBe(200);
    expect((await second).status).toBe(200);
    expect(started).toEqual(['1', '2']);
    await until(() => admission.state().running === 0);
    expect(admission.state()).toEqual({ running: 0, waiting: 0 });
  });

  it('refuses a write that waited `waitMs` without a place, before its handler runs', async () => {
    const held = gate();
    const { app, admission, started, url } = await appWith(
      { running: 1, waiting: 10, waitMs: 50, retryAfterSeconds: 2 },
      held.opened,
    );
    close = () => app.close();
    const first = post(`${url}/api/work/1`);
    await until(() => started.length === 1);

    const late = await post(`${url}/api/work/2`);
    expect(late.status).toBe(503);
    expect(late.headers.get('retry-after')).toBe('2');
    // Refused while the first still held its place: the queue let it go, not a free place.
    expect(admission.state()).toEqual({ running: 1, waiting: 0 });
    expect(started).toEqual(['1']);

    held.open();
    expect((await first).status).toBe(200);
    await until(() => admission.state().running === 0);
  });

  it('gives the place of a caller who went away, waiting or served, to the next one', async () => {
    const held = gate();
    const { app, admission, started, url } = await appWith(
      { running: 1, waiting: 5, waitMs: 600_000, retryAfterSeconds: 2 },
      held.opened,
    );
    close = () => app.close();
    const served = new AbortController();
    const first = fetch(`${url}/api/work/1`, { method: 'POST', signal: served.signal });
    await until(() => started.length === 1);
    const waiting = new AbortController();
    const gone = fetch(`${url}/api/work/2`, { method: 'POST', signal: waiting.signal });
    await until(() => admission.state().waiting === 1);

    waiting.abort();
    await expect(gone).rejects.toThrow();
    await until(() => admission.state().waiting === 0);
    served.abort();
    await expect(first).rejects.toThrow();
    // The served caller's place is free as soon as its connection closed.
    await until(() => admission.state().running === 0);
    const next = post(`${url}/api/work/3`);
    await until(() => started.length === 2);
    expect(started).toEqual(['1', '3']);
    held.open();
    expect((await next).status).toBe(200);
  });

  it('gives the place of a write waiting on another server to the next one, and takes one back after it', async () => {
    const outside = gate();
    const held = gate();
    const app = Fastify();
    registerProblemHandlers(app);
    const admission = registerAdmission(app, {
      running: 1,
      waiting: 5,
      waitMs: 600_000,
      retryAfterSeconds: 2,
    });
    const log: string[] = [];
    app.post('/api/sign', async () => {
      log.push('sign waits outside');
      // Twice at once (an OCSP answer and a CRL): one place given up, one taken back.
      await Promise.all([
        awayFromAdmission(() => outside.opened),
        awayFromAdmission(() => outside.opened),
      ]);
      log.push('sign back');
      return { signed: true };
    });
    app.post('/api/work/:id', async (request) => {
      log.push(`work ${(request.params as { id: string }).id}`);
      if ((request.params as { id: string }).id === 'held') await held.opened;
      return { done: true };
    });
    const url = await app.listen({ host: '127.0.0.1', port: 0 });
    close = () => app.close();

    const signing = post(`${url}/api/sign`);
    await until(() => log.length === 1);
    // While it waits on the other server, another account's write is served at once.
    expect(admission.state()).toEqual({ running: 0, waiting: 0 });
    expect((await post(`${url}/api/work/other`)).status).toBe(200);
    // A write holds the one place and another waits for it when the signature comes back:
    // it is served past the limit; the waiting write gets the next place that frees.
    const holding = post(`${url}/api/work/held`);
    await until(() => log.includes('work held'));
    const next = post(`${url}/api/work/next`);
    await until(() => admission.state().waiting === 1);
    outside.open();
    expect((await signing).status).toBe(200);
    expect(log).toEqual(['sign waits outside', 'work other', 'work held', 'sign back']);
    await until(() => admission.state().running === 1);
    expect(admission.state()).toEqual({ running: 1, waiting: 1 });
    held.open();
    expect((await holding).status).toBe(200);
    expect((await next).status).toBe(200);
    expect(log.at(-1)).toBe('work next');
    await until(() => admission.state().running === 0);
  });
});
