import { type TWorkspaceEvent, ZWorkspaceEvent } from '@confirma/contracts/workspace';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { TDbOrTx } from '../db/client.ts';
import type { TLogger } from '../logger.ts';
import { keyedHandlers, notify, type TNotificationHub } from './notifications.ts';

/**
 * An account's live events (the sender's workspace stream, GET /api/operations/stream):
 * one of its operations moved, or its credits changed. Writers notify inside the
 * transaction of the change, so an event exists only for a committed change, and reaches
 * the account's streams in every server process.
 */
export const ACCOUNT_EVENTS_CHANNEL = 'confirma_account_events';

/** An event as a writer gives it: `at` is added here. */
export type TAccountEventInput = TWorkspaceEvent extends infer E
  ? E extends TWorkspaceEvent
    ? Omit<E, 'at'>
    : never
  : never;

const ZNotification = z.object({ u: z.string(), e: ZWorkspaceEvent });

/** Tells the account's open streams about `event` once `db`'s transaction commits. */
export function notifyAccount(
  db: TDbOrTx,
  userId: string,
  event: TAccountEventInput,
): Promise<void> {
  return notify(db, ACCOUNT_EVENTS_CHANNEL, accountEventPayload(userId, event));
}

/** An event whose fields may be columns or expressions of the statement it is sent from. */
export type TAccountEventSql = TAccountEventInput extends infer E
  ? E extends TAccountEventInput
    ? { [K in keyof E]: E[K] | SQLWrapper }
    : never
  : never;

/**
 * A `pg_notify` of `event` to the account in `userId` (columns or values of the statement
 * it goes in), or nothing where that is null (a demo operation has no owner): a writer
 * tells the account within the statement that makes the change, one round trip instead of
 * two or three. The payload is notifyAccount's.
 */
export function notifyAccountSql(userId: SQLWrapper, event: TAccountEventSql): SQL<unknown> {
  const fields = Object.entries({ ...event, at: new Date().toISOString() }).map(([name, value]) =>
    typeof value === 'string' ? sql`${name}::text, ${value}::text` : sql`${name}::text, ${value}`,
  );
  const payload = sql`json_build_object('u', ${userId}, 'e', json_build_object(${sql.join(fields, sql`, `)}))::text`;
  return sql`case when ${userId} is not null then pg_notify(${ACCOUNT_EVENTS_CHANNEL}, ${payload}) end`;
}

/** The NOTIFY payload of `event` (for a writer that sends it within a statement of its own). */
export function accountEventPayload(userId: string, event: TAccountEventInput) {
  return { u: userId, e: { ...event, at: new Date().toISOString() } };
}

export interface TAccountEventHandlers {
  onEvent(event: TWorkspaceEvent): void;
  /** Events may have been missed (the listener reconnected): read the state afresh. */
  onReset(): void;
}

export interface TAccountEvents {
  /** Resolves once the account's events reach `handlers`; returns the unsubscribe. */
  subscribe(userId: string, handlers: TAccountEventHandlers): Promise<() => void>;
}

/** One subscription to the channel per process, each notification parsed once and routed by account. */
export function createAccountEvents(hub: TNotificationHub, log: TLogger): TAccountEvents {
  const byUser = keyedHandlers<string, TAccountEventHandlers>();
  let subscription: Promise<unknown> | undefined;
  const listen = () =>
    hub.subscribe(ACCOUNT_EVENTS_CHANNEL, {
      onPayload(payload) {
        let parsed: z.infer<typeof ZNotification>;
        try {
          parsed = ZNotification.parse(JSON.parse(payload));
        } catch (error) {
          log.warn({ err: error }, 'an account event that does not parse was dropped');
          return;
        }
        for (const handlers of byUser.of(parsed.u)) handlers.onEvent(parsed.e);
      },
      onReset() {
        for (const handlers of byUser.all()) handlers.onReset();
      },
    });
  return {
    async subscribe(userId, handlers) {
      subscription ??= listen().catch((error) => {
        subscription = undefined;
        throw error;
      });
      await subscription;
      return byUser.add(userId, handlers);
    },
  };
}
