import { mailDate } from './mail-format.ts';
import type { TLanguage } from './operations.types.ts';

const TEXTS = {
  es: {
    subject: 'Recordatorio: tienes un documento pendiente de firmar',
    body: (name: string, link: string, expires: string) =>
      `Hola ${name}:\n\nTodavía tienes un documento pendiente de firmar con Confirma. La solicitud caduca el ${expires}; después ya no se podrá firmar.\n\nÁbrelo, léelo y fírmalo con este enlace personal:\n\n${link}\n\nNo reenvíes este mensaje: el enlace es solo para ti.`,
  },
  en: {
    subject: 'Reminder: you have a document waiting for your signature',
    body: (name: string, link: string, expires: string) =>
      `Hello ${name},\n\nYou still have a document to sign with Confirma. The request expires on ${expires}; after that it can no longer be signed.\n\nOpen, read and sign it with this personal link:\n\n${link}\n\nDo not forward this message: the link is for you only.`,
  },
  it: {
    subject: 'Promemoria: hai un documento da firmare',
    body: (name: string, link: string, expires: string) =>
      `Ciao ${name},\n\nhai ancora un documento da firmare con Confirma. La richiesta scade il ${expires}; dopo non potrà più essere firmato.\n\nAprilo, leggilo e firmalo con questo link personale:\n\n${link}\n\nNon inoltrare questo messaggio: il link è solo per te.`,
  },
} as const;

/** The reminder to a signer whose turn it is: the signing link and when the request expires. */
export function reminderMail(language: TLanguage, name: string, link: string, expiresAt: Date) {
  const texts = TEXTS[language];
  return {
    subject: texts.subject,
    text: texts.body(name || '', link, mailDate(expiresAt, language)),
  };
}
