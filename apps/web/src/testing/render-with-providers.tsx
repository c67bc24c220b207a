import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { flushRouterUpdate } from '../lib/flush-router-update';
import { i18n, loadLanguage } from '../lib/i18n';

// The app loads every Spanish text before a page other than the home (the router's
// `loadTexts`); components rendered alone here get them all up front.
await loadLanguage('es');

/**
 * Renders `ui` at `path` with the app's providers: translations, a fresh query client
 * (no retries) and a memory router at `path` with the navigation `state`;
 * `router.state.location` tells where it navigated. `route` is the pattern `ui` answers
 * (e.g. `/operations/:uuid`), `path` itself by default.
 */
export function renderWithProviders(
  ui: ReactNode,
  {
    path = '/',
    route = path.split('?')[0],
    state,
  }: { path?: string; route?: string; state?: unknown } = {},
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      { path: route, element: ui },
      { path: '*', element: <p data-testid="elsewhere" /> },
    ],
    { initialEntries: [{ pathname: path.split('?')[0], search: path.split('?')[1] ?? '', state }] },
  );
  const view = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} flushSync={flushRouterUpdate} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...view, router, queryClient };
}
