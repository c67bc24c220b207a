import { CssBaseline } from '@mui/material';
// MUI's own ThemeProvider also carries the CSS-variables provider (about 3 KB gzipped on
// every page), which themes built without `cssVariables` never use: given such a theme, it
// renders the system provider, as here.
import { ThemeProvider } from '@mui/system';
import { createContext, type ReactNode, useContext, useMemo, useSyncExternalStore } from 'react';
import { settingsStore, type TSettingsStore } from './settings-store.ts';
import type { TSettings } from './settings-types.ts';
import { buildTheme } from './themes.ts';

export interface TSettingsApi {
  settings: TSettings;
  /** Apply the valid fields of `patch` and persist them. */
  update: (patch: Partial<TSettings>) => void;
  /** Back to DEFAULT_SETTINGS. */
  reset: () => void;
}

const SettingsContext = createContext<TSettingsApi | null>(null);

/**
 * Appearance settings and the MUI theme built from them. `store` is for tests;
 * `primaryColor` overrides the stored one without storing it (an embedded page's colour).
 */
export function SettingsProvider({
  children,
  store = settingsStore,
  primaryColor: forcedPrimary,
}: {
  children: ReactNode;
  store?: TSettingsStore;
  primaryColor?: string;
}) {
  const settings = useSyncExternalStore(store.subscribe, store.get, store.get);
  const { scheme } = settings;
  const primaryColor = forcedPrimary ?? settings.primaryColor;
  const theme = useMemo(() => buildTheme({ scheme, primaryColor }), [scheme, primaryColor]);
  const api = useMemo<TSettingsApi>(
    () => ({ settings, update: store.update, reset: store.reset }),
    [settings, store],
  );
  return (
    <SettingsContext value={api}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </SettingsContext>
  );
}

export function useSettings(): TSettingsApi {
  const api = useContext(SettingsContext);
  if (!api) throw new Error('useSettings() needs a <SettingsProvider> above it');
  return api;
}
