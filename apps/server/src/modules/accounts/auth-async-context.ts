import {
  getCurrentAuthContextAsyncLocalStorage,
  getCurrentDBAdapterAsyncLocalStorage,
  getRequestStateAsyncLocalStorage,
} from '@better-auth/core/context';

type TCall = (...args: never[]) => Promise<unknown>;

/**
 * Whether an enabled AsyncLocalStorage costs every promise of the process: before Node 24
 * (Node 22 and 23 unless `--experimental-async-context-frame`) it is built on async hooks,
 * and the first `run` installs promise hooks that stay until every storage is disabled.
 */
const HOOKED_STORAGE =
  Number(process.versions.node.split('.')[0]) < 24 &&
  !process.execArgv.includes('--experimental-async-context-frame');

/**
 * better-auth keeps its request context in three AsyncLocalStorages and never disables
 * them: on Node 20, from the first sign-in on, every promise of every request (a health
 * check, a creation by API key) paid the hooks' bookkeeping, about a third of
 * /api/health's CPU (docs/operations.md, "Measured"). The auth returned here counts the
 * calls into better-auth in flight (`handler` and every `api` endpoint) and disables the
 * three storages whenever none is: the hooks are off until the next call's `run` turns
 * them on again. better-auth reads its storages only inside its calls (its background
 * tasks are awaited unless `advanced.backgroundTasks` is set, which we do not), and outside
 * them `getStore()` answers nothing either way. A no-op where the storages cost nothing.
 */
export function releasingAsyncContext<TAuth extends { handler: TCall; api: object }>(
  auth: TAuth,
): TAuth {
  if (!HOOKED_STORAGE) return auth;
  let inFlight = 0;
  let storages: Promise<{ disable(): void }[]> | undefined;
  const released = () => {
    inFlight -= 1;
    if (inFlight > 0) return;
    storages ??= Promise.all([
      getCurrentAuthContextAsyncLocalStorage(),
      getCurrentDBAdapterAsyncLocalStorage(),
      getRequestStateAsyncLocalStorage(),
    ]);
    void storages.then((list) => {
      if (inFlight === 0) for (const storage of list) storage.disable();
    });
  };
  const counted = <TFn extends TCall>(call: TFn): TFn => {
    const wrapper = async (...args: Parameters<TFn>) => {
      inFlight += 1;
      try {
        return await call(...args);
      } finally {
        released();
      }
    };
    // An endpoint carries its path and options as properties.
    return Object.assign(wrapper, call) as unknown as TFn;
  };
  const endpoints = new Map<PropertyKey, TCall>();
  const api = new Proxy(auth.api, {
    get(target, key) {
      const value: unknown = Reflect.get(target, key);
      if (typeof value !== 'function') return value;
      let endpoint = endpoints.get(key);
      if (!endpoint) {
        endpoint = counted(value as TCall);
        endpoints.set(key, endpoint);
      }
      return endpoint;
    },
  });
  const handler = counted(auth.handler);
  return new Proxy(auth, {
    get(target, key) {
      if (key === 'handler') return handler;
      if (key === 'api') return api;
      return Reflect.get(target, key);
    },
  });
}
