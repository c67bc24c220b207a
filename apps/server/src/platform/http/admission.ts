import { AsyncLocalStorage } from 'node:async_hooks';
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

/** The place an admitted request holds: left while it waits on another server. */
interface TPlace {
  /** Gives the place up; the function returned takes one back. */
  leave(): () => void;
}

const places = new AsyncLocalStorage<TPlace>();

/**
 * Runs `work`, a wait on another server (an external time stamp, a payment API), without
 * holding the calling request's admission place: the place goes to the next waiting write,
 * and the caller takes one back when `work` ends, ahead of the queue and past `running` if
 * need be (it was admitted once; it is never refused afterwards). So a slow outside service
 * makes its own callers wait, never another account's writes. Outside an admitted request
 * (a job, a read) it just runs `work`.
 */
export async function awayFromAdmission<T>(work: () => Promise<T>): Promise<T> {
  const back = places.getStore()?.leave();
  try {
    return await work();
  } finally {
    back?.();
  }
}

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
    // Above the limit (a caller came back from a wait outside): the place just ends.
    const next = running > limits.running ? undefined : queue.shift();
    // The place goes to the next waiting request: `running` does not change.
    if (next) next.admit();
    else running -= 1;
  };

  const busy = (detail: string) =>
    new RetryLaterError('SERVER_BUSY', limits.retryAfterSeconds, detail);

  /** The place of one admitted request, held until its answer ends or it waits outside. */
  const placeOf = (reply: { raw: { once(event: 'close', listener: () => void): unknown } }) => {
    let held = true;
    let closed = false;
    let away = 0;
    reply.raw.once('close', () => {
      closed = true;
      if (held) {
        held = false;
        release();
      }
    });
    const place: TPlace = {
      leave() {
        away += 1;
        if (held) {
          held = false;
          release();
        }
        let returned = false;
        return () => {
          if (returned) return;
          returned = true;
          away -= 1;
          if (away === 0 && !closed) {
            held = true;
            running += 1;
          }
        };
      },
    };
    return place;
  };

  app.addHook('preHandler', (request, reply, done) => {
    if (!admitted(request)) return done();
    // The rest of the request (its handler) runs with its place, so that awayFromAdmission
    // finds it.
    const admit = () => places.run(placeOf(reply), done);
    if (running < limits.running) {
      running += 1;
      return admit();
    }
    if (queue.length >= limits.waiting) return done(busy('Too many requests are waiting'));
    const entry = {
      admit: () => {
        clearTimeout(timer);
        reply.raw.off('close', abandon);
        admit();
      },
    };
    const leave = () => {
      const index = queue.indexOf(entry);
      if (index >= 0) queue.splice(index, 1);
    };
    const timer = setTimeout(() => {
      leave();
      reply.raw.off('close', abandon);
      done(busy(`No place within ${limits.waitMs} ms`));
    }, limits.waitMs);
    // The caller went away while waiting: its place in the queue goes too.
    const abandon = () => {
      clearTimeout(timer);
      leave();
      done(busy('The caller went away'));
    };
    reply.raw.once('close', abandon);
    queue.push(entry);
  });

  return {
    state: (): TAdmissionState => ({ running, waiting: queue.length }),
  };
}
