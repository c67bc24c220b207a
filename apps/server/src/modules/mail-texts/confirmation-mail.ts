import type { TLanguage } from './mail-texts.types.ts';

const CONFIRMATION = {
  es: {
    subject: 'Documento firmado',
    body: (name: string, link: string) =>
      `Hola ${name}:\n\nHas firmado el documento correctamente. El documento firmado y el certificado de la operación están disponibles en:\n\n${link}`,
    downloads: 'Descarga cada archivo con su enlace (caducan en 30 días):',
    see: 'Ver los documentos',
    signedSuffix: '-firmado',
  },
  en: {
    subject: 'Document signed',
    body: (name: string, link: string) =>
      `Hello ${name},\n\nYou have signed the document. The signed document and the operation certificate are available at:\n\n${link}`,
    downloads: 'Download each file with its link (valid for 30 days):',
    see: 'See the documents',
    signedSuffix: '-signed',
  },
  it: {
    subject: 'Documento firmato',
    body: (name: string, link: string) =>
      `Ciao ${name},\n\nhai firmato il documento. Il documento firmato e il certificato dell'operazione sono disponibili su:\n\n${link}`,
    downloads: 'Scarica ogni file con il suo link (valido 30 giorni):',
    see: 'Vedi i documenti',
    signedSuffix: '-firmato',
  },
} as const;

/**
 * The confirmation e-mail, its button the link to see the documents online. With
 * `downloads` (too many or too large files to attach) it lists one download link per file
 * instead.
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
  return {
    subject: texts.subject,
    text: `${texts.body(name || '', link)}${list}`,
    action: { url: link, label: texts.see },
  };
}

/** `contrato.pdf` → `contrato-firmado.pdf` (in the signer's language). */
export function signedPdfName(name: string, language: TLanguage): string {
  return `${name.replace(/\.pdf$/i, '')}${CONFIRMATION[language].signedSuffix}.pdf`;
}

const COPY = {
  es: {
    subject: (title: string) => `Copia firmada: ${title}`,
    body: (name: string, title: string) =>
      `Hola ${name}:\n\nTe han incluido en copia de ${title} en Confirma. Todas las personas han firmado.`,
    attached: 'El documento firmado y el certificado de la operación van adjuntos.',
    downloads:
      'Descarga el documento firmado y el certificado con sus enlaces (caducan en 30 días):',
  },
  en: {
    subject: (title: string) => `Signed copy: ${title}`,
    body: (name: string, title: string) =>
      `Hello ${name},\n\nYou have been copied on ${title} in Confirma. Everybody has signed.`,
    attached: 'The signed document and the operation certificate are attached.',
    downloads:
      'Download the signed document and the certificate with their links (valid for 30 days):',
  },
  it: {
    subject: (title: string) => `Copia firmata: ${title}`,
    body: (name: string, title: string) =>
      `Ciao ${name},\n\nsei stato messo in copia per ${title} su Confirma. Tutti hanno firmato.`,
    attached: "Il documento firmato e il certificato dell'operazione sono allegati.",
    downloads: 'Scarica il documento firmato e il certificato con i loro link (validi 30 giorni):',
  },
} as const;

/**
 * The e-mail to a copy recipient once everybody has signed: the operation's title (the
 * sender's subject, or `documentTitle`). The files are attached, or, with
 * `downloads` (too many or too large to attach), listed with one download link each.
 */
export function copyMail(
  language: TLanguage,
  copy: { name: string; title: string },
  downloads: { filename: string; url: string }[] = [],
) {
  const texts = COPY[language];
  const files = downloads.length
    ? `${texts.downloads}\n\n${downloads.map((file) => `- ${file.filename}\n  ${file.url}`).join('\n')}`
    : texts.attached;
  return {
    subject: texts.subject(copy.title),
    text: `${texts.body(copy.name, copy.title)}\n\n${files}`,
  };
}
