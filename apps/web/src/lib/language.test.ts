import { describe, expect, it } from 'vitest';
import {
  detectLanguage,
  LANGUAGE_STORAGE_KEY,
  languageFromUrl,
  readStoredLanguage,
  storeLanguage,
} from './language';

function memoryStorage(initial: Record<string, string> = {}): Storage {
  const data = new Map(Object.entries(initial));
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, String(value)),
  };
}

describe('language choice', () => {
  it('reads ?lang= from the query string', () => {
    expect(languageFromUrl('?lang=en', '#/homepage2')).toBe('en');
    expect(languageFromUrl('?foo=1&lang=it', '')).toBe('it');
  });

  it('reads ?lang= from the query part of the hash route', () => {
    expect(languageFromUrl('', '#/homepage2?lang=en')).toBe('en');
    expect(languageFromUrl('', '#/pricingpage?x=1&lang=IT')).toBe('it');
  });

  it('ignores unsupported or empty values', () => {
    expect(languageFromUrl('?lang=fr', '#/homepage2?lang=')).toBeNull();
    expect(languageFromUrl('', '#/homepage2')).toBeNull();
  });

  it('prefers the URL over the persisted choice', () => {
    const storage = memoryStorage({ [LANGUAGE_STORAGE_KEY]: 'it' });
    expect(detectLanguage({ search: '', hash: '#/homepage2?lang=en', storage })).toBe('en');
    expect(detectLanguage({ search: '?lang=es', hash: '', storage })).toBe('es');
  });

  it('falls back to the persisted choice, then to Spanish', () => {
    expect(
      detectLanguage({
        search: '?lang=de',
        hash: '',
        storage: memoryStorage({ [LANGUAGE_STORAGE_KEY]: 'it' }),
      }),
    ).toBe('it');
    expect(detectLanguage({ search: '', hash: '', storage: memoryStorage() })).toBe('es');
    expect(detectLanguage({ search: '', hash: '', storage: undefined })).toBe('es');
    expect(
      detectLanguage({
        search: '',
        hash: '',
        storage: memoryStorage({ [LANGUAGE_STORAGE_KEY]: 'klingon' }),
      }),
    ).toBe('es');
  });

  it('persists the choice under confirma.lang', () => {
    const storage = memoryStorage();
    storeLanguage(storage, 'en');
    expect(storage.getItem('confirma.lang')).toBe('en');
    expect(readStoredLanguage(storage)).toBe('en');
  });

  it('survives a storage that throws', () => {
    const broken = memoryStorage();
    broken.getItem = () => {
      throw new Error('denied');
    };
    broken.setItem = () => {
      throw new Error('denied');
    };
    expect(() => storeLanguage(broken, 'it')).not.toThrow();
    expect(detectLanguage({ search: '', hash: '', storage: broken })).toBe('es');
  });
});
