import { identificationInvitationMail } from './identification-invitation-mail.ts';
import type { TLanguage, TSignerTask } from './mail-texts.types.ts';
import { signingAction } from './signing-action.ts';

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

/** What the sender wrote for the request: its subject and message (each may be absent). */
export type TRequestTexts = { subject?: string | null; message?: string | null };

const SENDER_SAYS: Record<TLanguage, { message: string; title: string }> = {
  es: { message: 'Mensaje del remitente:', title: 'Asunto:' },
  en: { message: "The sender's message:", title: 'Subject:' },
  it: { message: 'Messaggio del mittente:', title: 'Oggetto:' },
};

/**
 * The invitation: a signer identified by video is told so, and what to have ready. The
 * sender's subject is the e-mail's subject; it and their message follow the greeting.
 */
export function invitationMail(
  language: TLanguage,
  name: string,
  link: string,
  task: TSignerTask,
  request: TRequestTexts = {},
) {
  const mail =
    task !== 'sign'
      ? identificationInvitationMail(language, {
          name: name || '',
          link,
          signs: task === 'identifySign',
        })
      : { subject: TEXTS[language].subject, text: TEXTS[language].body(name || '', link) };
  const says = SENDER_SAYS[language];
  const [greeting, ...rest] = mail.text.split('\n\n');
  const added = [
    ...(request.subject ? [`${says.title} ${request.subject}`] : []),
    ...(request.message ? [`${says.message}\n\n${request.message}`] : []),
  ];
  return {
    subject: request.subject || mail.subject,
    text: [greeting, ...added, ...rest].join('\n\n'),
    action: signingAction(language, task, link),
  };
}

/**
 * The invitation by SMS, for a signer with a phone and no e-mail (a name cut to 40): a
 * signer identified by video is told to have the ID document and a camera ready.
 */
const INVITATION_SMS: Record<
  TLanguage,
  Record<'sign' | 'identify', (name: string, link: string) => string>
> = {
  es: {
    sign: (name, link) => `Confirma: ${name}, tienes un documento para firmar. Tu enlace: ${link}`,
    identify: (name, link) =>
      `Confirma: ${name}, identifícate por vídeo (unos 3 min). Ten a mano tu DNI, NIE o pasaporte y una cámara, con buena luz. Tu enlace: ${link}`,
  },
  en: {
    sign: (name, link) => `Confirma: ${name}, you have a document to sign. Your link: ${link}`,
    identify: (name, link) =>
      `Confirma: ${name}, identify yourself by video (about 3 min). Have your ID card or passport and a camera ready, in good light. Your link: ${link}`,
  },
  it: {
    sign: (name, link) => `Confirma: ${name}, hai un documento da firmare. Il tuo link: ${link}`,
    identify: (name, link) =>
      `Confirma: ${name}, identificati via video (circa 3 min). Tieni pronti il documento d'identità o il passaporto e una fotocamera, con buona luce. Il tuo link: ${link}`,
  },
};

/** The longest part of the sender's subject and message an SMS carries (each). */
const SMS_REQUEST_MAX = 120;

function smsCut(text: string): string {
  return text.length > SMS_REQUEST_MAX ? `${text.slice(0, SMS_REQUEST_MAX - 1)}…` : text;
}

/**
 * The SMS invitation's text for what the signer is asked to do; the sender's subject and
 * message (each cut to 120 characters) come before the link's sentence.
 */
export function invitationSms(
  language: TLanguage,
  name: string,
  link: string,
  task: TSignerTask,
  request: TRequestTexts = {},
) {
  const text = INVITATION_SMS[language][task === 'sign' ? 'sign' : 'identify'](
    name.slice(0, 40),
    link,
  );
  const added = [request.subject, request.message].flatMap((part) => (part ? [smsCut(part)] : []));
  if (!added.length) return text;
  // "Confirma: Ana, … . Tu enlace: …" → "Confirma: «subject» message Ana, … "
  return text.replace(/^Confirma: /, `Confirma: ${added.join(' · ')} · `);
}
