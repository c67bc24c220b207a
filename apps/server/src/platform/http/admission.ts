import type { FastifyInstance, FastifyRequest } from 'fastify';
import { RetryLaterError } from '../errors.ts';

/** How many requests that change something one process serves at once, and how many wait. */
export interface TAdmissionLimits {
  /** Requests served at once. */
  running: number;
  /** Requests waiting for a place; one more is refused at once. */
  waiting: number;
  /** The longest a request waits for a place; then it is refused. */
  waitMs: number;
  /** What a refusal's Retry-After says, in seconds. */
  retryAfterSeconds: number;
}

/** What the admission is doing now (for tests and logs). */
export interface TAdmissionState {
  running: number;
  waiting: number;
}

/** Reads, probes and preflights never wait: they hold nothing the writes queue on. */
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

const admitted = (request: FastifyRequest) =>
  !READS.has(request.method) && request.url.startsWith('/api/');

/**
 * Admission control of the API's writes (every method but GET, HEAD and OPTIONS under
 * /api/), per process: at most `running` are served at once, the next ones wait in arrival
 * order, at most `waiting` of them and none longer than `waitMs`; past either bound the
 * request is refused with 503 SERVER_BUSY and Retry-After, before its handler has read or
 * written anything. So a burst keeps the work in flight, and with it the database's queue
 * and the event loop's, at what the process clears in a moment: the requests it serves
 * stay fast, /api/health keeps answering, and a caller told to come back later has been
 * charged nothing. The place is taken once the body has arrived (a slow upload holds none)
 * and given back when the answer ends or the connection closes.
 */
export function registerAdmission(app: FastifyInstance, limits: TAdmissionLimits) {
  let running = 0;
  const queue: { admit: () => void }[] = [];

  const release = () => {
    const next = queue.shift();
    // The place goes to the next waiting request: `running` does not change.
    if (next) next.admit();
    else running -= 1;
  };

  const busy = (detail: string) =>
    new RetryLaterError('SERVER_BUSY', limits.retryAfterSeconds, detail);

  app.addHook('preHandler', async (request, reply) => {
    if (!admitted(request)) return;
    let held = false;
    const done = () => {
      if (held) {
        held = false;
        release();
      }
    };
    if (running < limits.running) {
      running += 1;
      held = true;
      reply.raw.once('close', done);
      return;
    }
    if (queue.length >= limits.waiting) throw busy('Too many requests are waiting');
    await new Promise<void>((resolve, reject) => {
      const entry = {
        admit: () => {
          clearTimeout(timer);
          reply.raw.off('close', abandon);
          held = true;
          reply.raw.once('close', done);
          resolve();
        },
      };
      const leave = () => {
        const index = queue.indexOf(entry);
        if (index >= 0) queue.splice(index, 1);
      };
      const timer = setTimeout(() => {
        leave();
        reply.raw.off('close', abandon);
        reject(busy(`No place within ${limits.waitMs} ms`));
      }, limits.waitMs);
      // The caller went away while waiting: its place in the queue goes too.
      const abandon = () => {
        clearTimeout(timer);
        leave();
        reject(busy('The caller went away'));
      };
      reply.raw.once('close', abandon);
      queue.push(entry);
    });
  });

  return {
    state: (): TAdmissionState => ({ running, waiting: queue.length }),
  };
}
