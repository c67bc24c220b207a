import { z } from 'zod/mini';
import {
  DEFAULT_SETTINGS,
  HEX_COLOR,
  SCHEME_NAMES,
  SIDEBAR_IMAGE_COUNT,
  type TSettings,
} from './settings-types.ts';

export const SETTINGS_STORAGE_KEY = 'confirma.settings';

/** One schema per field, so that a bad or outdated field falls back alone. */
const FIELD_SCHEMAS: { [K in keyof TSettings]: z.ZodMiniType<TSettings[K]> } = {
  scheme: z.enum(SCHEME_NAMES),
  primaryColor: z.nullable(z.string().check(z.regex(HEX_COLOR))),
  toolbarPlacement: z.enum(['fixed', 'static']),
  footerPlacement: z.enum(['fixed', 'static']),
  showToolbar: z.boolean(),
  showFooter: z.boolean(),
  sidebarVariant: z.enum(['temporary', 'persistent', 'mini']),
  sidebarAlpha: z.int().check(z.minimum(0), z.maximum(100)),
  sidebarImage: z.nullable(z.int().check(z.minimum(0), z.maximum(SIDEBAR_IMAGE_COUNT - 1))),
};

export const ZSettings = z.object(FIELD_SCHEMAS);

const KEYS = Object.keys(FIELD_SCHEMAS) as (keyof TSettings)[];

/** Keep each valid field of `raw`; take the others from `fallback`. */
export function sanitizeSettings(raw: unknown, fallback: TSettings = DEFAULT_SETTINGS): TSettings {
  const source = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const result: Record<string, unknown> = { ...fallback };
  for (const key of KEYS) {
    const parsed = FIELD_SCHEMAS[key].safeParse(source[key]);
    if (parsed.success) result[key] = parsed.data;
  }
  return result as unknown as TSettings;
}

function readStored(storage: Storage | undefined): TSettings {
  try {
    const raw = storage?.getItem(SETTINGS_STORAGE_KEY);
    return raw ? sanitizeSettings(JSON.parse(raw)) : { ...DEFAULT_SETTINGS };
  } catch {
    return { ...DEFAULT_SETTINGS };
  }
}

/** Observable settings persisted in localStorage; one per page (`settingsStore`), more in tests. */
export function createSettingsStore(storage: Storage | undefined) {
  let state = readStored(storage);
  const listeners = new Set<() => void>();

  const commit = (next: TSettings) => {
    state = next;
    try {
      storage?.setItem(SETTINGS_STORAGE_KEY, JSON.stringify(state));
    } catch {
      // Storage full or disabled: the settings still apply for this page.
    }
    for (const listener of listeners) listener();
  };

  return {
    get: (): TSettings => state,
    /** Apply the valid fields of `patch`; invalid ones are ignored. */
    update: (patch: Partial<TSettings>) => commit(sanitizeSettings({ ...state, ...patch }, state)),
    reset: () => commit({ ...DEFAULT_SETTINGS }),
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export type TSettingsStore = ReturnType<typeof createSettingsStore>;

export const settingsStore = createSettingsStore(
  typeof window === 'undefined' ? undefined : window.localStorage,
);
