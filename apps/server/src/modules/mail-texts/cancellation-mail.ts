import type { TRequestSender } from '@confirma/contracts/operations';
import { mailDate } from './mail-format.ts';
import type { TLanguage } from './mail-texts.types.ts';
import { quotedTitle, senderLine, smsCut } from './request-words.ts';

/** Who cancelled: the sender by name, or in general words when there is nobody to name. */
const WHO: Record<TLanguage, string> = {
  es: 'Quien te la envió',
  en: 'The sender',
  it: 'Il mittente',
};

const TEXTS = {
  es: {
    subject: (title: string) => `Solicitud cancelada: ${title}`,
    greeting: (name: string) => `Hola ${name}:`,
    cancelled: (who: string, title: string, date: string) =>
      `${who} ha cancelado la solicitud de firma ${title} el ${date}.`,
    nothing:
      'Ya no tienes que hacer nada: el enlace que recibiste ya no sirve para firmar. Si tienes dudas, pregunta directamente a quien te la envió.',
  },
  en: {
    subject: (title: string) => `Request cancelled: ${title}`,
    greeting: (name: string) => `Hello ${name},`,
    cancelled: (who: string, title: string, date: string) =>
      `${who} cancelled the signature request ${title} on ${date}.`,
    nothing:
      'There is nothing more for you to do: the link you received no longer works for signing. If you have questions, ask the sender directly.',
  },
  it: {
    subject: (title: string) => `Richiesta annullata: ${title}`,
    greeting: (name: string) => `Ciao ${name},`,
    cancelled: (who: string, title: string, date: string) =>
      `${who} ha annullato la richiesta di firma ${title} il ${date}.`,
    nothing:
      'Non devi fare più nulla: il link che hai ricevuto non serve più per firmare. Per qualsiasi dubbio, chiedi direttamente al mittente.',
  },
} as const;

/** What a cancellation notice names: the signer, who asked, what for and when it ended. */
export interface TCancellation {
  name: string;
  sender: TRequestSender | null;
  title: string;
  at: Date;
}

/**
 * The notice to a signer already invited when the sender cancels the request: who cancelled
 * which request and when, and that nothing more is asked of them.
 */
export function cancellationMail(language: TLanguage, notice: TCancellation) {
  const texts = TEXTS[language];
  const title = quotedTitle(notice.title, language);
  const who = notice.sender ? senderLine(notice.sender) : WHO[language];
  return {
    subject: texts.subject(title),
    text: [
      texts.greeting(notice.name),
      texts.cancelled(who, title, mailDate(notice.at, language)),
      texts.nothing,
    ].join('\n\n'),
  };
}

const SMS: Record<TLanguage, (who: string, title: string) => string> = {
  es: (who, title) =>
    `Confirma: ${who} ha cancelado la solicitud de firma ${title}. Ya no tienes que firmar nada.`,
  en: (who, title) =>
    `Confirma: ${who} cancelled the signature request ${title}. You no longer need to sign.`,
  it: (who, title) =>
    `Confirma: ${who} ha annullato la richiesta di firma ${title}. Non devi più firmare nulla.`,
};

/** The same notice by SMS, for a signer invited by SMS: short, the sender and title cut. */
export function cancellationSms(language: TLanguage, notice: TCancellation) {
  const who = notice.sender ? smsCut(senderLine(notice.sender, false), 30) : WHO[language];
  return SMS[language](who, `"${smsCut(notice.title, 40)}"`);
}
