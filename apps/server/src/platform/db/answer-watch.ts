/**
 * Whether the database answers, told without a round trip queued behind the work: every
 * statement that comes back (`answered`) shows it answers. `check` resolves at once when
 * one came back within `freshMs`; otherwise it waits for one probe (`probe`, a `select 1`),
 * shared by every caller meanwhile, so a thousand checks a second cost the database one
 * statement at most and none at all while it is busy answering others. After `close`, every
 * check fails.
 */
export interface TAnswerWatch {
  /** A statement came back from the database. */
  answered(): void;
  /** Resolves when the database answered lately or answers a probe within `timeoutMs`. */
  check(timeoutMs: number): Promise<void>;
  close(): void;
}

export function createAnswerWatch({
  probe,
  freshMs,
  now = () => performance.now(),
}: {
  /** One round trip that rejects past `timeoutMs`. */
  probe: (timeoutMs: number) => Promise<void>;
  freshMs: number;
  now?: () => number;
}): TAnswerWatch {
  let answeredAt = Number.NEGATIVE_INFINITY;
  let probing: Promise<void> | undefined;
  let closed = false;
  return {
    answered() {
      answeredAt = now();
    },
    check(timeoutMs) {
      if (closed) return Promise.reject(new Error('the database is closed'));
      if (now() - answeredAt <= freshMs) return Promise.resolve();
      probing ??= probe(timeoutMs).finally(() => {
        probing = undefined;
      });
      return probing;
    },
    close() {
      closed = true;
    },
  };
}
