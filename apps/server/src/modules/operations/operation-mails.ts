import { identifies, type TSignatureType } from '@confirma/contracts/constants';
import { identificationInvitationMail } from './identification-invitation-mail.ts';
import type { TLanguage } from './operations.types.ts';
import { isIdentificationOnly } from './signing-methods.ts';

/**
 * The signer's page for each signature type (hash routes of the web client), with the
 * operation, the first document (so the page fetches it at once), the signer token and
 * the signer's language.
 */
export function signingLink(link: {
  publicUrl: string;
  type: TSignatureType;
  operationId: string;
  documentId: string | null;
  token: string;
  language: TLanguage;
  /** The capture screen's domain identifier (spec 001 §2.1, one of its five inputs). */
  domainUuid?: string;
}) {
  const route =
    link.type === 'SIMPLE'
      ? 'simpleSignature'
      : link.type === 'BIOMETRICA'
        ? 'handwrittenSignature'
        : 'identificationSignature';
  const query = new URLSearchParams({
    operation: link.operationId,
    ...(link.documentId ? { document: link.documentId } : {}),
    token: link.token,
    lang: link.language,
    ...(route === 'identificationSignature' && link.domainUuid ? { domain: link.domainUuid } : {}),
  });
  return `${link.publicUrl}/#/${route}?${query.toString()}`;
}

const TEXTS = {
  es: {
    subject: 'Tienes un documento para firmar',
    body: (name: string, link: string) =>
      `Hola ${name}:\n\nTe han enviado un documento para firmar con Confirma. Ábrelo, léelo y fírmalo desde cualquier dispositivo con este enlace personal (caduca en 30 días):\n\n${link}\n\nNo reenvíes este mensaje: el enlace es solo para ti.`,
  },
  en: {
    subject: 'You have a document to sign',
    body: (name: string, link: string) =>
      `Hello ${name},\n\nYou have been sent a document to sign with Confirma. Open, read and sign it from any device with this personal link (valid for 30 days):\n\n${link}\n\nDo not forward this message: the link is for you only.`,
  },
  it: {
    subject: 'Hai un documento da firmare',
    body: (name: string, link: string) =>
      `Ciao ${name},\n\nti è stato inviato un documento da firmare con Confirma. Aprilo, leggilo e firmalo da qualsiasi dispositivo con questo link personale (valido 30 giorni):\n\n${link}\n\nNon inoltrare questo messaggio: il link è solo per te.`,
  },
} as const;

/** The invitation: a signer identified by video is told so, and what to have ready. */
export function invitationMail(
  language: TLanguage,
  name: string,
  link: string,
  type: TSignatureType,
) {
  if (identifies(type)) {
    return identificationInvitationMail(language, {
      name: name || '',
      link,
      signs: !isIdentificationOnly(type),
    });
  }
  const texts = TEXTS[language];
  return { subject: texts.subject, text: texts.body(name || '', link) };
}

/** Where a signer finds the signed document and the certificate afterwards. */
export function documentsLink(
  publicUrl: string,
  operationId: string,
  token: string,
  language: TLanguage,
) {
  const query = new URLSearchParams({ operation: operationId, token, lang: language });
  return `${publicUrl}/#/resumeSignature?${query.toString()}`;
}

const CONFIRMATION = {
  es: {
    subject: 'Documento firmado',
    body: (name: string, link: string) =>
      `Hola ${name}:\n\nHas firmado el documento correctamente. El documento firmado y el certificado de la operación están disponibles en:\n\n${link}`,
    downloads: 'Descarga cada archivo con su enlace (caducan en 30 días):',
    signedSuffix: '-firmado',
  },
  en: {
    subject: 'Document signed',
    body: (name: string, link: string) =>
      `Hello ${name},\n\nYou have signed the document. The signed document and the operation certificate are available at:\n\n${link}`,
    downloads: 'Download each file with its link (valid for 30 days):',
    signedSuffix: '-signed',
  },
  it: {
    subject: 'Documento firmato',
    body: (name: string, link: string) =>
      `Ciao ${name},\n\nhai firmato il documento. Il documento firmato e il certificato dell'operazione sono disponibili su:\n\n${link}`,
    downloads: 'Scarica ogni file con il suo link (valido 30 giorni):',
    signedSuffix: '-firmato',
  },
} as const;

/**
 * The confirmation e-mail. With `downloads` (too many or too large files to attach) it
 * lists one download link per file instead.
 */
export function confirmationMail(
  language: TLanguage,
  name: string,
  link: string,
  downloads: { filename: string; url: string }[] = [],
) {
  const texts = CONFIRMATION[language];
  const list = downloads.length
    ? `\n\n${texts.downloads}\n\n${downloads.map((file) => `- ${file.filename}\n  ${file.url}`).join('\n')}`
    : '';
  return { subject: texts.subject, text: `${texts.body(name || '', link)}${list}` };
}

/** `contrato.pdf` → `contrato-firmado.pdf` (in the signer's language). */
export function signedPdfName(name: string, language: TLanguage): string {
  return `${name.replace(/\.pdf$/i, '')}${CONFIRMATION[language].signedSuffix}.pdf`;
}
