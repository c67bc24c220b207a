// @vitest-environment jsdom

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { ACCOUNT, SESSION } from '../../../testing/account-fixtures';
import { fakeFetch, json } from '../../../testing/fake-fetch';
import { useAuthSession } from './use-auth-session';

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

afterEach(() => {
  cleanup();
  act(() => sessionStore.reset());
  vi.unstubAllGlobals();
});

describe('useAuthSession', () => {
  it('fills the session store from the server session and the user document', async () => {
    fakeFetch({
      'GET /api/auth/get-session': () => json(200, SESSION),
      'GET /api/account': () => json(200, ACCOUNT),
    });
    const { result } = renderHook(() => useAuthSession(), { wrapper });
    await waitFor(() => expect(result.current.account?.userEmail).toBe('ana@example.com'));
    expect(result.current.status).toBe('signedIn');
    expect(sessionStore.get()).toMatchObject({
      userLoggedIn: true,
      userEmail: 'ana@example.com',
      userUid: 'u1',
      credits: { currentcredits: 5, usedcredits: 0, totalcredits: 5, debt: 0 },
    });
  });

  it('signs the store out when the server has no session, without asking for the account', async () => {
    sessionStore.set({ userLoggedIn: true, userEmail: 'old@example.com' });
    const { calls } = fakeFetch({ 'GET /api/auth/get-session': () => json(200, null) });
    const { result } = renderHook(() => useAuthSession(), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('signedOut'));
    await waitFor(() => expect(sessionStore.get().userLoggedIn).toBe(false));
    expect(sessionStore.get().userEmail).toBeNull();
    expect(calls.map((call) => call.path)).toEqual(['/api/auth/get-session']);
  });

  it('keeps what the store knows when the server cannot be reached', async () => {
    sessionStore.set({ userLoggedIn: true, userEmail: 'ana@example.com' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('offline');
      }),
    );
    const { result } = renderHook(() => useAuthSession(), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(sessionStore.get().userEmail).toBe('ana@example.com');
  });

  it('asks for the session again when the account answers 401, and signs out', async () => {
    let sessions = 0;
    fakeFetch({
      'GET /api/auth/get-session': () => {
        sessions += 1;
        return sessions === 1 ? json(200, SESSION) : json(200, null);
      },
      'GET /api/account': () =>
        json(401, { type: 'x', title: 'No', status: 401, code: 'UNAUTHORIZED' }),
    });
    const { result } = renderHook(() => useAuthSession(), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('signedOut'));
    expect(sessions).toBe(2);
    expect(sessionStore.get().userLoggedIn).toBe(false);
  });
});
