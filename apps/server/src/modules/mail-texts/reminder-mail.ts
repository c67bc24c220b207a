import type { TRequestSender } from '@confirma/contracts/operations';
import { IDENTIFICATION_READY } from './identification-invitation-mail.ts';
import { mailDate } from './mail-format.ts';
import type { TLanguage, TSignerTask } from './mail-texts.types.ts';
import { quotedTitle, senderLine } from './request-words.ts';
import { signingAction } from './signing-action.ts';

const TEXTS = {
  es: {
    subject: {
      sign: 'Recordatorio: tienes un documento pendiente de firmar',
      identifySign: 'Recordatorio: identifícate por vídeo y firma tu documento',
      identify: 'Recordatorio: tienes una identificación por vídeo pendiente',
    },
    greeting: (name: string) => `Hola ${name}:`,
    reminder: 'Recordatorio',
    about: (title: string, sender: string | null) =>
      sender ? `Es ${title}, que te envió ${sender}.` : `Es ${title}.`,
    pending: {
      sign: 'Todavía tienes un documento pendiente de firmar con Confirma.',
      identifySign:
        'Todavía tienes un documento pendiente de firmar con Confirma. Primero te identificarás por vídeo: grabarás tu cara y tu documento de identidad con la cámara.',
      identify:
        'Todavía tienes pendiente identificarte por vídeo con Confirma: grabarás tu cara y tu documento de identidad con la cámara.',
    },
    expires: (date: string) => `La solicitud caduca el ${date}; después ya no se podrá completar.`,
    link: {
      sign: 'Ábrelo, léelo y fírmalo con este enlace personal:',
      identify: 'Empieza con este enlace personal; si ya empezaste, te dirá en qué punto estás:',
    },
    forward: 'No reenvíes este mensaje: el enlace es solo para ti.',
  },
  en: {
    subject: {
      sign: 'Reminder: you have a document waiting for your signature',
      identifySign: 'Reminder: identify yourself by video and sign your document',
      identify: 'Reminder: you have a video identification to do',
    },
    greeting: (name: string) => `Hello ${name},`,
    reminder: 'Reminder',
    about: (title: string, sender: string | null) =>
      sender ? `It is ${title}, sent to you by ${sender}.` : `It is ${title}.`,
    pending: {
      sign: 'You still have a document to sign with Confirma.',
      identifySign:
        'You still have a document to sign with Confirma. First you will identify yourself by video: you film your face and your identity document with the camera.',
      identify:
        'You still have to identify yourself by video with Confirma: you film your face and your identity document with the camera.',
    },
    expires: (date: string) =>
      `The request expires on ${date}; after that it can no longer be completed.`,
    link: {
      sign: 'Open, read and sign it with this personal link:',
      identify:
        'Start with this personal link; if you have already begun, it shows where you stand:',
    },
    forward: 'Do not forward this message: the link is for you only.',
  },
  it: {
    subject: {
      sign: 'Promemoria: hai un documento da firmare',
      identifySign: 'Promemoria: identificati via video e firma il tuo documento',
      identify: "Promemoria: hai un'identificazione via video da completare",
    },
    greeting: (name: string) => `Ciao ${name},`,
    reminder: 'Promemoria',
    about: (title: string, sender: string | null) =>
      sender ? `Si tratta di ${title}, che ti ha inviato ${sender}.` : `Si tratta di ${title}.`,
    pending: {
      sign: 'hai ancora un documento da firmare con Confirma.',
      identifySign:
        "hai ancora un documento da firmare con Confirma. Prima ti identificherai via video: riprenderai il tuo volto e il tuo documento d'identità con la fotocamera.",
      identify:
        "devi ancora identificarti via video con Confirma: riprenderai il tuo volto e il tuo documento d'identità con la fotocamera.",
    },
    expires: (date: string) =>
      `La richiesta scade il ${date}; dopo non potrà più essere completata.`,
    link: {
      sign: 'Aprilo, leggilo e firmalo con questo link personale:',
      identify: 'Inizia con questo link personale; se hai già iniziato, ti mostra a che punto sei:',
    },
    forward: 'Non inoltrare questo messaggio: il link è solo per te.',
  },
} as const;

/**
 * The reminder to a signer whose turn it is: what is pending (a signature, an
 * identification by video and then the signature, or the identification alone, with
 * what to have ready), which request and who sent it (as the invitation named them), when
 * the request expires, and the personal link.
 */
export function reminderMail(
  language: TLanguage,
  {
    name,
    link,
    expiresAt,
    task: kind,
    request,
  }: {
    name: string;
    link: string;
    expiresAt: Date;
    task: TSignerTask;
    request?: { sender: TRequestSender | null; title: string };
  },
) {
  const texts = TEXTS[language];
  const quoted = request?.title ? quotedTitle(request.title, language) : null;
  const sender = request?.sender ? senderLine(request.sender, false) : null;
  return {
    subject: quoted
      ? `${texts.reminder}: ${quoted}${sender ? ` (${sender})` : ''}`
      : texts.subject[kind],
    text: [
      texts.greeting(name),
      `${texts.pending[kind]} ${texts.expires(mailDate(expiresAt, language))}`,
      ...(quoted ? [texts.about(quoted, request?.sender ? senderLine(request.sender) : null)] : []),
      ...(kind === 'sign' ? [] : [IDENTIFICATION_READY[language]]),
      `${texts.link[kind === 'sign' ? 'sign' : 'identify']}\n\n${link}`,
      texts.forward,
    ].join('\n\n'),
    action: signingAction(language, kind, link),
  };
}
