import type { TSealReason } from '@confirma/contracts/verify';

/** The languages every report is printed in (the products'). */
export type TReportLanguage = 'es' | 'en' | 'it';

/** The locale each language writes dates and numbers in. */
export const REPORT_LOCALES: Record<TReportLanguage, string> = {
  es: 'es-ES',
  en: 'en-GB',
  it: 'it-IT',
};

/** What every report prints the same way, in each language. */
export const REPORT_TEXTS: Record<TReportLanguage, { page: string }> = {
  es: { page: 'Página' },
  en: { page: 'Page' },
  it: { page: 'Pagina' },
};

export type { TSealReason };

const SEAL_REASONS: Record<TReportLanguage, Record<TSealReason, string>> = {
  es: {
    OTP: 'Firmado con un código de un solo uso (SMS)',
    HANDWRITTEN: 'Firmado con firma manuscrita',
    signedDocument: 'Documento firmado sellado por la plataforma tras todas las firmas',
    notifiedDocument: 'Documento notificado sellado por la plataforma',
    operationCertificate: 'Certificado de la operación sellado por la plataforma',
    identificationCertificate: 'Certificado de identificación sellado por la plataforma',
    ocrReport: 'Informe de verificación del documento sellado por la plataforma',
    invoice: 'Factura sellada por la plataforma',
    creditNote: 'Factura rectificativa sellada por la plataforma',
    travellerReport: 'Parte de viajero sellado por la plataforma',
  },
  en: {
    OTP: 'Signed with a one-time code (SMS)',
    HANDWRITTEN: 'Signed with a handwritten signature',
    signedDocument: 'Signed document sealed by the platform after every signature',
    notifiedDocument: 'Notified document sealed by the platform',
    operationCertificate: 'Operation certificate sealed by the platform',
    identificationCertificate: 'Identification certificate sealed by the platform',
    ocrReport: 'Document verification report sealed by the platform',
    invoice: 'Invoice sealed by the platform',
    creditNote: 'Credit note sealed by the platform',
    travellerReport: 'Traveller report sealed by the platform',
  },
  it: {
    OTP: 'Firmato con un codice monouso (SMS)',
    HANDWRITTEN: 'Firmato con firma autografa',
    signedDocument: 'Documento firmato sigillato dalla piattaforma dopo tutte le firme',
    notifiedDocument: 'Documento notificato sigillato dalla piattaforma',
    operationCertificate: "Certificato dell'operazione sigillato dalla piattaforma",
    identificationCertificate: 'Certificato di identificazione sigillato dalla piattaforma',
    ocrReport: 'Rapporto di verifica del documento sigillato dalla piattaforma',
    invoice: 'Fattura sigillata dalla piattaforma',
    creditNote: 'Nota di credito sigillata dalla piattaforma',
    travellerReport: "Scheda dell'ospite sigillata dalla piattaforma",
  },
};

/**
 * The /Reason of a seal's signature, which PDF readers and the verification page show, in
 * the document's language: what was sealed and its id ("Factura sellada por la plataforma ·
 * CF-2026-000001").
 */
export function sealReason(language: TReportLanguage, reason: TSealReason, id: string): string {
  return `${SEAL_REASONS[language][reason]} · ${id}`;
}

/**
 * A reason `sealReason` wrote, in any language, read back: what was sealed and the id
 * (null for any other text). The verification page says it in its reader's language.
 */
export function readSealReason(text: string): { kind: TSealReason; reference: string } | null {
  const cut = text.lastIndexOf(' · ');
  if (cut < 0) return null;
  const [words, reference] = [text.slice(0, cut), text.slice(cut + 3)];
  for (const texts of Object.values(SEAL_REASONS)) {
    const found = Object.entries(texts).find(([, said]) => said === words);
    if (found) return { kind: found[0] as TSealReason, reference };
  }
  return null;
}

/** `12/03/2026, 10:15:02 CET`: an instant in the report's time zone; `—` for none. */
export function formatReportTime(
  date: Date | null,
  language: TReportLanguage,
  timeZone: string,
): string {
  if (!date) return '—';
  return new Intl.DateTimeFormat(REPORT_LOCALES[language], {
    dateStyle: 'short',
    timeStyle: 'long',
    timeZone,
  }).format(date);
}
