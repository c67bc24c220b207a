import { flushSync } from 'react-dom';

/**
 * ReactDOM's flushSync for `<RouterProvider flushSync>`: a navigation asked with
 * `flushSync` commits at once (react-router's own DOM provider does the same).
 */
export function flushRouterUpdate(update: () => unknown): undefined {
  flushSync(update);
}
