// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NO_FILTERS } from '../api/operation-filters';
import { WORKSPACE_KEYS } from '../api/query-keys';
import { FakeEventSource } from '../testing/fake-event-source';
import { uuidOf } from '../testing/workspace-fixtures';
import { reconnectDelay, useWorkspaceStream } from './use-workspace-stream';

const OP = uuidOf('op', 1);
const OTHER = uuidOf('op', 2);
const LIST = WORKSPACE_KEYS.list(NO_FILTERS);
const ACCOUNT = ['account', 'u1', 'document'];

/** A query client holding a list, two operations' pages and the account, all fresh. */
function setup(enabled = true) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  for (const key of [LIST, WORKSPACE_KEYS.detail(OP), WORKSPACE_KEYS.detail(OTHER), ACCOUNT]) {
    queryClient.setQueryData(key, { cached: true });
  }
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const view = renderHook(({ on }) => useWorkspaceStream(on), {
    wrapper,
    initialProps: { on: enabled },
  });
  const stale = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
  return { ...view, queryClient, stale };
}

beforeEach(() => {
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('useWorkspaceStream', () => {
  it('opens one stream and refreshes the list and that operation on its event', async () => {
    const { stale } = setup();
    expect(FakeEventSource.instances).toHaveLength(1);
    expect(FakeEventSource.last.url).toBe('/api/operations/stream');
    FakeEventSource.last.open();
    await act(async () => {
      FakeEventSource.last.send({
        kind: 'operation',
        operationUuid: OP,
        status: 'SIGNED',
        at: '2030-03-01T10:00:00.000Z',
      });
    });
    expect(stale(LIST)).toBe(true);
    expect(stale(WORKSPACE_KEYS.detail(OP))).toBe(true);
    expect(stale(WORKSPACE_KEYS.detail(OTHER))).toBe(false);
    expect(stale(ACCOUNT)).toBe(false);
  });

  it('refreshes the account (its credits) on a credits event, and ignores garbage', async () => {
    const { stale } = setup();
    await act(async () => {
      FakeEventSource.last.send('not json');
      FakeEventSource.last.send({ kind: 'weather', at: 'now' });
    });
    expect(stale(ACCOUNT)).toBe(false);
    expect(stale(LIST)).toBe(false);
    await act(async () => {
      FakeEventSource.last.send({ kind: 'credits', at: '2030-03-01T10:00:00.000Z' });
    });
    expect(stale(ACCOUNT)).toBe(true);
    expect(stale(LIST)).toBe(false);
  });

  it('reconnects after a growing delay, then asks for everything again', async () => {
    vi.useFakeTimers();
    const { stale } = setup();
    const first = FakeEventSource.last;
    first.open();
    act(() => first.fail());
    expect(first.closed).toBe(true);
    expect(FakeEventSource.instances).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1250));
    expect(FakeEventSource.instances).toHaveLength(2);
    // Failing again before opening: the next wait is longer (2 s and up).
    act(() => FakeEventSource.last.fail());
    await act(() => vi.advanceTimersByTimeAsync(1900));
    expect(FakeEventSource.instances).toHaveLength(2);
    await act(() => vi.advanceTimersByTimeAsync(700));
    expect(FakeEventSource.instances).toHaveLength(3);
    expect(stale(LIST)).toBe(false);
    await act(async () => FakeEventSource.last.open());
    expect(stale(LIST)).toBe(true);
    expect(stale(WORKSPACE_KEYS.detail(OTHER))).toBe(true);
    expect(stale(ACCOUNT)).toBe(true);
  });

  it('closes on unmount and cancels a pending reconnection', async () => {
    vi.useFakeTimers();
    const { unmount } = setup();
    const first = FakeEventSource.last;
    unmount();
    expect(first.closed).toBe(true);

    setup();
    act(() => FakeEventSource.last.fail());
    cleanup();
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(FakeEventSource.instances).toHaveLength(2);
  });

  it('opens nothing while disabled (signed out) and opens once enabled', () => {
    const { rerender } = setup(false);
    expect(FakeEventSource.instances).toHaveLength(0);
    rerender({ on: true });
    expect(FakeEventSource.instances).toHaveLength(1);
  });
});

describe('reconnectDelay', () => {
  it('doubles from 1 s up to 30 s, plus up to a quarter', () => {
    expect([0, 1, 2, 5, 9].map((attempt) => reconnectDelay(attempt, () => 0))).toEqual([
      1000, 2000, 4000, 30_000, 30_000,
    ]);
    expect(reconnectDelay(0, () => 1)).toBe(1250);
  });
});
