import {
  DEFAULT_SETTINGS,
  HEX_COLOR,
  SCHEME_NAMES,
  SIDEBAR_IMAGE_COUNT,
  type TSettings,
} from './settings-types.ts';

export const SETTINGS_STORAGE_KEY = 'confirma.settings';

const oneOf =
  (values: readonly unknown[]) =>
  (value: unknown): boolean =>
    values.includes(value);
const intIn =
  (min: number, max: number) =>
  (value: unknown): boolean =>
    Number.isInteger(value) && (value as number) >= min && (value as number) <= max;
const isBoolean = (value: unknown): boolean => typeof value === 'boolean';

/**
 * One check per field, so that a bad or outdated field falls back alone. Plain predicates
 * rather than a zod schema: this browser-only object is read on every page's start, and
 * zod (15 KB gzipped) would otherwise load with the home.
 */
const FIELD_CHECKS: { [K in keyof TSettings]: (value: unknown) => boolean } = {
  scheme: oneOf(SCHEME_NAMES),
  primaryColor: (value) => value === null || (typeof value === 'string' && HEX_COLOR.test(value)),
  toolbarPlacement: oneOf(['fixed', 'static']),
  footerPlacement: oneOf(['fixed', 'static']),
  showToolbar: isBoolean,
  showFooter: isBoolean,
  sidebarVariant: oneOf(['temporary', 'persistent', 'mini']),
  sidebarAlpha: intIn(0, 100),
  sidebarImage: (value) => value === null || intIn(0, SIDEBAR_IMAGE_COUNT - 1)(value),
};

const KEYS = Object.keys(FIELD_CHECKS) as (keyof TSettings)[];

/** Keep each valid field of `raw`; take the others from `fallback`. */
export function sanitizeSettings(raw: unknown, fallback: TSettings = DEFAULT_SETTINGS): TSettings {
  const source = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const result: Record<string, unknown> = { ...fallback };
  for (const key of KEYS) {
    if (FIELD_CHECKS[key](source[key])) result[key] = source[key];
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
