import i18next, { type i18n as TI18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { ES_RESOURCES } from '../locales/es-resources';
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  startingLanguage,
  storeLanguage,
  type TLanguage,
} from './language';

export type TNamespace = keyof typeof ES_RESOURCES;
type TResources = Record<TNamespace, object>;

export const NAMESPACES = Object.keys(ES_RESOURCES) as TNamespace[];

/**
 * Locales are bundled JSON: Spanish (default and fallback) in the entry chunk, English and
 * Italian in one chunk each, loaded once when first chosen. No translation is fetched from
 * a server.
 */
const LOADERS: Record<TLanguage, () => Promise<TResources>> = {
  es: () => Promise.resolve(ES_RESOURCES),
  en: () => import('../locales/en-resources').then((m) => m.EN_RESOURCES),
  it: () => import('../locales/it-resources').then((m) => m.IT_RESOURCES),
};

const browser = typeof window !== 'undefined';
const storage = browser ? window.localStorage : undefined;

export const i18n: TI18n = i18next.createInstance();

i18n.on('languageChanged', (language) => {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
});

void i18n.use(initReactI18next).init({
  resources: { [DEFAULT_LANGUAGE]: ES_RESOURCES },
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

/** Make sure the texts of `language` are in memory. */
export async function loadLanguage(language: TLanguage): Promise<void> {
  if (i18n.hasResourceBundle(language, 'common')) return;
  const resources = await LOADERS[language]();
  for (const namespace of NAMESPACES) {
    i18n.addResourceBundle(language, namespace, resources[namespace], true, true);
  }
}

async function switchTo(language: TLanguage): Promise<void> {
  await loadLanguage(language);
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
  }),
).catch(() => undefined);

/** The toolbar switch: change the language and remember it (localStorage 'confirma.lang'). */
export async function setLanguage(language: TLanguage): Promise<void> {
  storeLanguage(storage, language);
  await switchTo(language);
}
