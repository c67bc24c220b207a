import { startSigningEarly, type TSigningLinkPage } from './features/signing/early-start';

/** The chunks of the pages a signing link opens, as the router loads them. */
const SIGNING_PAGE_CHUNKS: Record<TSigningLinkPage, () => Promise<unknown>> = {
  simpleSignature: () => import('./app/routes/simple-signature-page'),
  handwrittenSignature: () => import('./app/routes/handwritten-signature-page'),
};

/** Every text of a language (the router waits for them before any page but the home). */
const TEXTS = {
  es: () => import('./locales/es-resources'),
  en: () => import('./locales/en-resources'),
  it: () => import('./locales/it-resources'),
} as const;

// An entry of its own, the first script of index.html (vite-early-entry.ts). A signer's
// link shows its first page first, then starts its reads, pdf.js, and its page's chunk and
// texts, so that they arrive beside the app instead of after it.
const signing = startSigningEarly(window.location.hash);
if (signing) {
  void signing.documentShown.then(() => {
    SIGNING_PAGE_CHUNKS[signing.page]().catch(() => undefined);
    const lang = /[?&]lang=(es|en|it)\b/.exec(window.location.hash)?.[1] as keyof typeof TEXTS;
    TEXTS[lang ?? 'es']().catch(() => undefined);
  });
}
