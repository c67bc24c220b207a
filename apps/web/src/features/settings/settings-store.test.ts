import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createSettingsStore, SETTINGS_STORAGE_KEY, sanitizeSettings } from './settings-store.ts';
import { DEFAULT_SETTINGS, type TSettings } from './settings-types.ts';

/** A Map-backed Storage (the unit project runs in node). */
function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => {
      map.delete(key);
    },
    setItem: (key, value) => {
      map.set(key, String(value));
    },
  };
}

let storage: Storage;
beforeEach(() => {
  storage = memoryStorage();
});

describe('settings store', () => {
  it('starts from the defaults', () => {
    expect(createSettingsStore(storage).get()).toEqual(DEFAULT_SETTINGS);
    expect(createSettingsStore(undefined).get()).toEqual(DEFAULT_SETTINGS);
  });

  it('persists updates and reads them back in a new store', () => {
    const store = createSettingsStore(storage);
    const listener = vi.fn();
    store.subscribe(listener);
    const patch: Partial<TSettings> = { scheme: 'cyan-dark', sidebarAlpha: 40, sidebarImage: 7 };
    store.update(patch);
    expect(listener).toHaveBeenCalledOnce();
    expect(JSON.parse(storage.getItem(SETTINGS_STORAGE_KEY) ?? '{}')).toMatchObject(patch);
    expect(createSettingsStore(storage).get()).toEqual({ ...DEFAULT_SETTINGS, ...patch });
  });

  it('falls back to the defaults on corrupt JSON', () => {
    storage.setItem(SETTINGS_STORAGE_KEY, '{"scheme": "pink-dark",');
    expect(createSettingsStore(storage).get()).toEqual(DEFAULT_SETTINGS);
    storage.setItem(SETTINGS_STORAGE_KEY, '"just a string"');
    expect(createSettingsStore(storage).get()).toEqual(DEFAULT_SETTINGS);
  });

  it('replaces only the invalid or outdated fields', () => {
    storage.setItem(
      SETTINGS_STORAGE_KEY,
      JSON.stringify({
        scheme: 'pink-dark',
        primaryColor: 'hotpink',
        sidebarAlpha: 250,
        sidebarImage: 8,
        showFooter: false,
        legacyField: 'x',
      }),
    );
    expect(createSettingsStore(storage).get()).toEqual({
      ...DEFAULT_SETTINGS,
      scheme: 'pink-dark',
      showFooter: false,
    });
  });

  it('ignores invalid fields of an update and keeps the current value', () => {
    const store = createSettingsStore(storage);
    store.update({ primaryColor: '#00ff00', sidebarVariant: 'mini' });
    store.update({ primaryColor: 'green', sidebarVariant: 'huge' as 'mini', showToolbar: false });
    expect(store.get()).toMatchObject({
      primaryColor: '#00ff00',
      sidebarVariant: 'mini',
      showToolbar: false,
    });
  });

  it('resets to the defaults and persists the reset', () => {
    const store = createSettingsStore(storage);
    store.update({ scheme: 'yellow-light', showToolbar: false });
    store.reset();
    expect(store.get()).toEqual(DEFAULT_SETTINGS);
    expect(createSettingsStore(storage).get()).toEqual(DEFAULT_SETTINGS);
  });

  it('keeps working when storage throws', () => {
    const broken = memoryStorage();
    broken.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    const store = createSettingsStore(broken);
    store.update({ scheme: 'blue-light' });
    expect(store.get().scheme).toBe('blue-light');
  });

  it('sanitizes non-objects to the fallback', () => {
    expect(sanitizeSettings(null)).toEqual(DEFAULT_SETTINGS);
    expect(sanitizeSettings([1, 2])).toEqual(DEFAULT_SETTINGS);
  });
});
