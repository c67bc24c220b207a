import { useSyncExternalStore } from 'react';

/**
 * Client session data, persisted under one localStorage key.
 * `loading` and `snackbar` are transient UI flags and are not persisted.
 */
export interface TSessionData {
  token: string | null;
  esignToken: string | null;
  operation: unknown;
  operationUuid: string | null;
  domainUuid: string | null;
  documentUuid: string | null;
  videoUuid: string | null;
  cellphone: string | null;
  signBoxName: string | null;
  attachDocumentUuid: string | null;
  userEmail: string | null;
  userUid: string | null;
  userToken: string | null;
  userData: Record<string, unknown> | null;
  userLoggedIn: boolean;
  credits: Record<string, number> | null;
  usedones: Record<string, number> | null;
  loading: boolean;
  snackbar: boolean;
}

export const SESSION_STORAGE_KEY = 'confirma.session';

const TRANSIENT_KEYS = ['loading', 'snackbar'] as const;

export const EMPTY_SESSION: TSessionData = {
  token: null,
  esignToken: null,
  operation: null,
  operationUuid: null,
  domainUuid: null,
  documentUuid: null,
  videoUuid: null,
  cellphone: null,
  signBoxName: null,
  attachDocumentUuid: null,
  userEmail: null,
  userUid: null,
  userToken: null,
  userData: null,
  userLoggedIn: false,
  credits: null,
  usedones: null,
  loading: false,
  snackbar: false,
};

type TListener = () => void;

function readStored(storage: Storage | undefined): TSessionData {
  if (!storage) return { ...EMPTY_SESSION };
  try {
    const raw = storage.getItem(SESSION_STORAGE_KEY);
    if (!raw) return { ...EMPTY_SESSION };
    const parsed = JSON.parse(raw) as Partial<TSessionData>;
    return { ...EMPTY_SESSION, ...parsed, loading: false, snackbar: false };
  } catch {
    return { ...EMPTY_SESSION };
  }
}

/** A tiny observable store; one instance per page (`sessionStore`), more in tests. */
export function createSessionStore(storage: Storage | undefined) {
  let state = readStored(storage);
  const listeners = new Set<TListener>();

  const persist = () => {
    if (!storage) return;
    const copy: Partial<TSessionData> = { ...state };
    for (const key of TRANSIENT_KEYS) delete copy[key];
    try {
      storage.setItem(SESSION_STORAGE_KEY, JSON.stringify(copy));
    } catch {
      // Storage full or disabled (private mode): the session still works in memory.
    }
  };

  return {
    get: (): TSessionData => state,
    set(patch: Partial<TSessionData>) {
      state = { ...state, ...patch };
      persist();
      for (const listener of listeners) listener();
    },
    /** Sign-out clears the user, its e-mail and data. */
    signOut() {
      this.set({
        userLoggedIn: false,
        userEmail: null,
        userUid: null,
        userToken: null,
        userData: null,
        credits: null,
        usedones: null,
      });
    },
    reset() {
      this.set({ ...EMPTY_SESSION });
    },
    subscribe(listener: TListener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type TSessionStore = ReturnType<typeof createSessionStore>;

export const sessionStore = createSessionStore(
  typeof window === 'undefined' ? undefined : window.localStorage,
);

/** Subscribe a component to one slice of the session. */
export function useSession<T>(selector: (session: TSessionData) => T): T {
  return useSyncExternalStore(
    sessionStore.subscribe,
    () => selector(sessionStore.get()),
    () => selector(EMPTY_SESSION),
  );
}
