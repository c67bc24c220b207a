import type { TWorkspaceEvent } from '@confirma/contracts/workspace';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { invalidateAccount } from '../../../lib/account-queries';
import { OPERATIONS_STREAM_URL, parseWorkspaceEvent } from '../api/operations-stream';
import { invalidateOperation, WORKSPACE_KEYS } from '../api/query-keys';

/** Waits before reconnecting: 1 s, 2 s, 4 s… up to 30 s, each with up to a quarter more. */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(30_000, 1000 * 2 ** attempt);
  return Math.round(base * (1 + random() / 4));
}

/** What an event changes in the cache: the operation's page and lists, or the credits. */
export function applyWorkspaceEvent(queryClient: QueryClient, event: TWorkspaceEvent) {
  return event.kind === 'operation'
    ? invalidateOperation(queryClient, event.operationUuid)
    : invalidateAccount(queryClient);
}

/**
 * While the workspace is shown (`enabled`): one EventSource on GET /api/operations/stream;
 * each event refreshes what it changed in the TanStack Query cache, so statuses and
 * credits move without a reload. On an error the source is closed and opened again after a
 * growing delay (the server may be restarting, the session may have ended); after a
 * reconnection everything is asked again, since events may have been missed meanwhile.
 * Closed on unmount. Does nothing where EventSource does not exist.
 */
export function useWorkspaceStream(enabled = true): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    let reconnected = false;

    const connect = () => {
      const current = new EventSource(OPERATIONS_STREAM_URL);
      source = current;
      current.onopen = () => {
        attempt = 0;
        if (!reconnected) return;
        void queryClient.invalidateQueries({ queryKey: WORKSPACE_KEYS.all });
        void invalidateAccount(queryClient);
      };
      current.onmessage = (message) => {
        const event = parseWorkspaceEvent(message.data);
        if (event) void applyWorkspaceEvent(queryClient, event);
      };
      current.onerror = () => {
        current.close();
        source = null;
        reconnected = true;
        timer = setTimeout(connect, reconnectDelay(attempt));
        attempt += 1;
      };
    };

    connect();
    return () => {
      clearTimeout(timer);
      source?.close();
      source = null;
    };
  }, [enabled, queryClient]);
}
