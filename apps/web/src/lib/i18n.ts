import i18next, { type i18n as TI18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { ES_RESOURCES } from '../locales/es-resources';
import { ES_SHELL_RESOURCES } from '../locales/es-shell-resources';
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  readDocumentLanguage,
  readStoredLanguage,
  startingLanguage,
  storeDocumentLanguage,
  storeLanguage,
  type TDocumentLanguage,
  type TLanguage,
} from './language';

export type TNamespace = keyof typeof ES_RESOURCES;
type TResources = Record<TNamespace, object>;

/** Every namespace, in the order of `es-resources.ts` (the locales test checks both). */
export const NAMESPACES: readonly TNamespace[] = [
  'common',
  'nav',
  'pages',
  'account',
  'flows',
  'errors',
  'settings',
  'dev',
  'contact',
  'workspace',
  'admin',
  'payments',
  'verify',
  'ocr',
  'legal',
  'bulk',
  'review',
];

/**
 * Locales are bundled JSON, never fetched from a server. Spanish (default and fallback) is
 * split in two: the namespaces of the app shell and the home page in the entry chunk, every
 * namespace in a lazy chunk that the router loads before any other page (`loadTexts`), so
 * a visitor's home downloads no text it does not show. English and Italian are one chunk
 * each, every namespace, loaded once when first chosen.
 */
const LOADERS: Record<TLanguage, () => Promise<TResources>> = {
  es: () => import('../locales/es-resources').then((m) => m.ES_RESOURCES),
  en: () => import('../locales/en-resources').then((m) => m.EN_RESOURCES),
  it: () => import('../locales/it-resources').then((m) => m.IT_RESOURCES),
};

const browser = typeof window !== 'undefined';
const storage = browser ? window.localStorage : undefined;
const session = browser ? window.sessionStorage : undefined;

export const i18n: TI18n = i18next.createInstance();

/**
 * `<html lang>` follows the language shown, from the first one the app renders in on
 * (`i18nReady`): i18next starts in Spanish below, which is never shown, while the static
 * home in another language may be on screen (apps/web/vite-static-home.ts).
 */
let shown = false;
const showLanguage = (language: string) => {
  if (shown && typeof document !== 'undefined') document.documentElement.lang = language;
};
i18n.on('languageChanged', showLanguage);

void i18n.use(initReactI18next).init({
  resources: { [DEFAULT_LANGUAGE]: ES_SHELL_RESOURCES },
  partialBundledLanguages: true,
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  ns: NAMESPACES,
  defaultNS: 'common',
  // Resources are in memory: initialise synchronously so the first render is translated.
  initAsync: false,
  // React escapes what it renders.
  interpolation: { escapeValue: false },
  // No promotional console message in the product.
  showSupportNotice: false,
});

const loaded = new Map<TLanguage, Promise<void>>();

/** Make sure every text of `language` is in memory (one chunk load per language). */
export function loadLanguage(language: TLanguage): Promise<void> {
  let loading = loaded.get(language);
  if (!loading) {
    loading = LOADERS[language]().then((resources) => {
      for (const namespace of NAMESPACES) {
        i18n.addResourceBundle(language, namespace, resources[namespace], true, true);
      }
    });
    // A chunk that failed to load may load on the next try.
    loading.catch(() => loaded.delete(language));
    loaded.set(language, loading);
  }
  return loading;
}

/** Set once a page other than the home was shown: a switch to Spanish then loads it all. */
let allTextsWanted = false;

/** The language last asked for: the one shown once its texts are in (a switch may pend). */
let chosen: TLanguage = DEFAULT_LANGUAGE;

/**
 * Every text of the current language: what a page other than the home may show. The router
 * awaits it beside the page's own chunk; English and Italian are always whole.
 */
export function loadTexts(): Promise<void> {
  allTextsWanted = true;
  return loadLanguage(chosen);
}

async function switchTo(language: TLanguage): Promise<void> {
  chosen = language;
  // Spanish: the app shell's texts are in memory; the rest waits for a page that needs it.
  if (language !== DEFAULT_LANGUAGE || allTextsWanted) await loadLanguage(language);
  await i18n.changeLanguage(language);
}

/**
 * Resolves once the initial language (`?lang=`, then remembered, else the stored choice,
 * else Spanish) is active; render after it to avoid a flash of Spanish. Never rejects: if
 * a locale chunk cannot load, the interface stays in Spanish.
 */
export const i18nReady: Promise<void> = switchTo(
  startingLanguage({
    search: browser ? window.location.search : '',
    hash: browser ? window.location.hash : '',
    storage,
    session,
  }),
)
  .catch(() => undefined)
  .then(() => {
    shown = true;
    showLanguage(i18n.language);
  });

/** A language for now, not remembered (the guest's at the reception kiosk). */
export function showLanguageForNow(language: TLanguage): Promise<void> {
  return switchTo(language);
}

/** The toolbar switch: change the language and remember it (localStorage 'confirma.lang'). */
export async function setLanguage(language: TLanguage): Promise<void> {
  storeLanguage(storage, language);
  storeDocumentLanguage(session, null);
  await switchTo(language);
}

/**
 * The guest's pages in the language of their identity document (`language`, where it is one
 * of ours), for this tab, when nobody chose one: neither the toolbar nor a `?lang=` (both
 * remembered) nor an earlier switch. True when it switched.
 */
export function showDocumentLanguage(language: TLanguage | undefined): boolean {
  if (!language || language === chosen) return false;
  if (readStoredLanguage(storage) || readDocumentLanguage(session)) return false;
  storeDocumentLanguage(session, { language, previous: chosen, dismissed: false });
  void switchTo(language).catch(() => undefined);
  return true;
}

/** The switch to the document's language while its notice is to show (on screen, not closed). */
export function documentLanguageNotice(): TDocumentLanguage | null {
  const switched = readDocumentLanguage(session);
  return switched && !switched.dismissed && switched.language === i18n.language ? switched : null;
}

export function dismissDocumentLanguageNotice(): void {
  const switched = readDocumentLanguage(session);
  if (switched) storeDocumentLanguage(session, { ...switched, dismissed: true });
}
