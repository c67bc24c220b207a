import {
  type TOutboxChannel,
  type TOutboxMessage,
  ZOutboxResponse,
} from '@confirma/contracts/outbox';
import { useQuery } from '@tanstack/react-query';

/** The outbox answers 404 when the server runs without it (production). */
export type TOutboxResult =
  | { enabled: true; messages: TOutboxMessage[] }
  | { enabled: false; messages: [] };

export class OutboxRequestError extends Error {
  constructor(readonly status: number) {
    super(`GET /api/dev/outbox answered ${status}`);
    this.name = 'OutboxRequestError';
  }
}

/**
 * GET /api/dev/outbox (newest first), optionally for one channel. A 404 is an expected
 * answer ("outbox disabled"), not an error.
 */
export async function getOutbox(
  channel: TOutboxChannel | null,
  signal?: AbortSignal,
): Promise<TOutboxResult> {
  const query = channel ? `?${new URLSearchParams({ channel })}` : '';
  const response = await fetch(`/api/dev/outbox${query}`, {
    headers: { accept: 'application/json' },
    cache: 'no-store',
    signal,
  });
  if (response.status === 404) return { enabled: false, messages: [] };
  if (!response.ok) throw new OutboxRequestError(response.status);
  const body = ZOutboxResponse.parse(await response.json());
  return { enabled: true, messages: body.messages };
}

export function useOutbox(channel: TOutboxChannel | null) {
  return useQuery({
    queryKey: ['dev-outbox', channel ?? 'all'],
    queryFn: ({ signal }) => getOutbox(channel, signal),
    staleTime: 0,
  });
}
