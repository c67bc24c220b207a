import type { TLanguage } from './mail-texts.types.ts';

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
