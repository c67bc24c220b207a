import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { embedSettings } from '../features/embed/embed-mode';
import { SettingsProvider } from '../features/settings/settings-provider';
import { flushRouterUpdate } from '../lib/flush-router-update';
import { i18n } from '../lib/i18n';
import { createQueryClient } from '../lib/query-client';
import { createAppRouter } from './router';

type TAppRouter = ReturnType<typeof createAppRouter>;

/**
 * The whole client: translations, appearance settings, server state and the routes.
 * `router` lets main.tsx create it early and wait for the first page's chunk.
 */
export function App({ router: early }: { router?: TAppRouter } = {}) {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => early ?? createAppRouter());
  // Says the app has taken over from index.html's static home (which looks the same): a
  // link followed from now on is a route change, and the browser tests wait for it.
  useEffect(() => {
    document.getElementById('root')?.setAttribute('data-app-ready', '');
  }, []);
  return (
    <I18nextProvider i18n={i18n}>
      <SettingsProvider primaryColor={embedSettings()?.primaryColor ?? undefined}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} flushSync={flushRouterUpdate} />
        </QueryClientProvider>
      </SettingsProvider>
    </I18nextProvider>
  );
}
