import { describe, expect, it } from 'vitest';
import {
  DOCUMENT_LANGUAGE_KEY,
  LANGUAGE_STORAGE_KEY,
  languageFromUrl,
  readStoredLanguage,
  startingLanguage,
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
    expect(startingLanguage({ search: '', hash: '#/homepage2?lang=en', storage })).toBe('en');
    expect(startingLanguage({ search: '?lang=es', hash: '', storage })).toBe('es');
  });

  it('falls back to the persisted choice, then to Spanish', () => {
    expect(
      startingLanguage({
        search: '?lang=de',
        hash: '',
        storage: memoryStorage({ [LANGUAGE_STORAGE_KEY]: 'it' }),
      }),
    ).toBe('it');
    expect(startingLanguage({ search: '', hash: '', storage: memoryStorage() })).toBe('es');
    expect(startingLanguage({ search: '', hash: '', storage: undefined })).toBe('es');
    expect(
      startingLanguage({
        search: '',
        hash: '',
        storage: memoryStorage({ [LANGUAGE_STORAGE_KEY]: 'klingon' }),
      }),
    ).toBe('es');
  });

  it('remembers a language the URL names, for the loads whose URL no longer says it', () => {
    const storage = memoryStorage({ [LANGUAGE_STORAGE_KEY]: 'es' });
    const link = '#/simpleSignature?operation=o&document=d&token=t&lang=en';
    expect(startingLanguage({ search: '', hash: link, storage })).toBe('en');
    expect(storage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    expect(startingLanguage({ search: '', hash: '#/simpleSignature', storage })).toBe('en');
    // An unsupported value is no choice: the remembered one stays.
    expect(startingLanguage({ search: '?lang=fr', hash: '', storage })).toBe('en');
    expect(storage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
  });

  it("starts in the tab's document language only where nobody chose one", () => {
    const switched = { language: 'it', previous: 'es', dismissed: false };
    const session = memoryStorage({ [DOCUMENT_LANGUAGE_KEY]: JSON.stringify(switched) });
    expect(startingLanguage({ search: '', hash: '', storage: memoryStorage(), session })).toBe(
      'it',
    );
    const storage = memoryStorage({ [LANGUAGE_STORAGE_KEY]: 'en' });
    expect(startingLanguage({ search: '', hash: '', storage, session })).toBe('en');
    const hash = '#/parteviajero?lang=es';
    expect(startingLanguage({ search: '', hash, storage: memoryStorage(), session })).toBe('es');
    const garbled = memoryStorage({ [DOCUMENT_LANGUAGE_KEY]: '{"language":"de"' });
    expect(startingLanguage({ search: '', hash: '', storage: undefined, session: garbled })).toBe(
      'es',
    );
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
    expect(startingLanguage({ search: '', hash: '', storage: broken })).toBe('es');
  });
});
