import {
  getCurrentAdapter,
  getCurrentDBAdapterAsyncLocalStorage,
  runWithAdapter,
} from '@better-auth/core/context';
import { describe, expect, it } from 'vitest';
import { runWhen } from '../../../test/support/run-when.ts';
import { releasingAsyncContext } from './auth-async-context.ts';

type TAdapter = Parameters<typeof runWithAdapter>[0];

function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

/** An auth whose calls run in better-auth's own adapter storage, as its endpoints do. */
function authHeldBy(gates: Map<string, Promise<void>>) {
  const inside = async (name: string) =>
    runWithAdapter({ id: name } as unknown as TAdapter, async () => {
      await gates.get(name);
      await new Promise((resolve) => setTimeout(resolve, 1));
      return ((await getCurrentAdapter(null as unknown as TAdapter)) as unknown as { id: string })
        ?.id;
    });
  return {
    handler: (request: Request) => inside(new URL(request.url).pathname),
    api: { getSession: (name: string) => inside(name), basePath: '/api/auth' },
  };
}

// Node 20 builds AsyncLocalStorage on async hooks: what the wrapper exists for.
const HOOKED = runWhen(
  Number(process.versions.node.split('.')[0]) < 24,
  'Node 24 and later build AsyncLocalStorage without async hooks',
);

describe('releasingAsyncContext', HOOKED, () => {
  it('keeps each call’s context while calls overlap and disables the storage after the last', async () => {
    const first = gate();
    const second = gate();
    const auth = releasingAsyncContext(
      authHeldBy(
        new Map([
          ['/first', first.opened],
          ['second', second.opened],
        ]),
      ),
    );
    const storage = await getCurrentDBAdapterAsyncLocalStorage();
    // Node's own flag, not in its types: on while the storage's hooks are installed.
    const enabled = () => (storage as unknown as { enabled: boolean }).enabled;

    const one = auth.handler(new Request('http://localhost/first'));
    const two = auth.api.getSession('second');
    expect(auth.api.basePath).toBe('/api/auth');
    second.open();
    expect(await two).toBe('second');
    // The first call is still in flight: its storage stays on and its context intact.
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(enabled()).toBe(true);
    first.open();
    expect(await one).toBe('/first');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(enabled()).toBe(false);

    // The next call turns it on again and finds its own context.
    expect(await auth.api.getSession('third')).toBe('third');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(enabled()).toBe(false);
  });
});
