import type { TRequestSender } from '@confirma/contracts/operations';
import { identificationInvitationMail } from './identification-invitation-mail.ts';
import type { TLanguage, TSignerTask } from './mail-texts.types.ts';
import { quotedTitle, senderLine, sentFor, smsCut } from './request-words.ts';
import { signingAction } from './signing-action.ts';

const TEXTS = {
  es: {
    subject: 'Tienes un documento para firmar',
    body: (name: string, sent: string, link: string) =>
      `Hola ${name}:\n\n${sent}\n\nÁbrelo, léelo y fírmalo desde cualquier dispositivo con este enlace personal (caduca en 30 días):\n\n${link}\n\nNo reenvíes este mensaje: el enlace es solo para ti.`,
  },
  en: {
    subject: 'You have a document to sign',
    body: (name: string, sent: string, link: string) =>
      `Hello ${name},\n\n${sent}\n\nOpen, read and sign it from any device with this personal link (valid for 30 days):\n\n${link}\n\nDo not forward this message: the link is for you only.`,
  },
  it: {
    subject: 'Hai un documento da firmare',
    body: (name: string, sent: string, link: string) =>
      `Ciao ${name},\n\n${sent}\n\nAprilo, leggilo e firmalo da qualsiasi dispositivo con questo link personale (valido 30 giorni):\n\n${link}\n\nNon inoltrare questo messaggio: il link è solo per te.`,
  },
} as const;

/**
 * Who asks and for what: the sender (null: no account) and the request's title (the
 * sender's subject, else the first document's name), with the sender's message if any.
 */
export type TRequestTexts = {
  sender: TRequestSender | null;
  title: string;
  message?: string | null;
};

const SENDER_SAYS: Record<TLanguage, string> = {
  es: 'Mensaje del remitente:',
  en: "The sender's message:",
  it: 'Messaggio del mittente:',
};

/** The e-mail's subject: what it is about and who asks, so the inbox already says it. */
const SUBJECT: Record<TLanguage, Record<TSignerTask, (title: string, sender: string) => string>> = {
  es: {
    sign: (title, sender) => `${title}: ${sender} te pide tu firma`,
    identifySign: (title, sender) => `${title}: ${sender} te pide identificarte por vídeo y firmar`,
    identify: (title, sender) => `${title}: ${sender} te pide identificarte por vídeo`,
  },
  en: {
    sign: (title, sender) => `${title}: ${sender} asks for your signature`,
    identifySign: (title, sender) =>
      `${title}: ${sender} asks you to identify yourself by video and sign`,
    identify: (title, sender) => `${title}: ${sender} asks you to identify yourself by video`,
  },
  it: {
    sign: (title, sender) => `${title}: ${sender} chiede la tua firma`,
    identifySign: (title, sender) =>
      `${title}: ${sender} ti chiede di identificarti via video e firmare`,
    identify: (title, sender) => `${title}: ${sender} ti chiede di identificarti via video`,
  },
};

/**
 * The invitation: it names who asks (the business and its person) and for what (the
 * request's title) in the subject and in its first sentence, in the signer's language; a
 * signer identified by video is told so, and what to have ready. The sender's message
 * follows. `name` is the signer's name as the sender gave it, whole.
 */
export function invitationMail(
  language: TLanguage,
  name: string,
  link: string,
  task: TSignerTask,
  request: TRequestTexts,
) {
  const title = quotedTitle(request.title, language);
  const mail =
    task !== 'sign'
      ? identificationInvitationMail(language, {
          name: name || '',
          link,
          signs: task === 'identifySign',
          sender: request.sender,
          title,
        })
      : {
          subject: TEXTS[language].subject,
          text: TEXTS[language].body(
            name || '',
            sentFor(language, 'sign', request.sender, title),
            link,
          ),
        };
  const [greeting, ...rest] = mail.text.split('\n\n');
  const added = request.message ? [`${SENDER_SAYS[language]}\n\n${request.message}`] : [];
  return {
    subject: request.sender
      ? SUBJECT[language][task](title, request.sender.name)
      : request.title
        ? `${title}: ${mail.subject}`
        : mail.subject,
    text: [greeting, ...rest.slice(0, 1), ...added, ...rest.slice(1)].join('\n\n'),
    action: signingAction(language, task, link),
  };
}

/**
 * The SMS invitation's words before the link, for what the signer is asked to do: who asks
 * (null: nobody to name) and the title; a signer identified by video is told to have the
 * ID document and a camera ready.
 */
const INVITATION_SMS: Record<
  TLanguage,
  Record<'sign' | 'identify', (name: string, sender: string | null, title: string) => string>
> = {
  es: {
    sign: (name, sender, title) =>
      sender
        ? `Confirma: ${name}, ${sender} te pide firmar ${title}.`
        : `Confirma: ${name}, tienes un documento para firmar: ${title}.`,
    identify: (name, sender, title) =>
      `Confirma: ${name}, ${sender ? `${sender} te pide` : 'te piden'} identificarte por vídeo (unos 3 min) para ${title}. Ten a mano tu DNI, NIE o pasaporte y una cámara, con buena luz.`,
  },
  en: {
    sign: (name, sender, title) =>
      sender
        ? `Confirma: ${name}, ${sender} asks you to sign ${title}.`
        : `Confirma: ${name}, you have a document to sign: ${title}.`,
    identify: (name, sender, title) =>
      `Confirma: ${name}, ${sender ? `${sender} asks you` : 'you are asked'} to identify yourself by video (about 3 min) for ${title}. Have your ID card or passport and a camera ready, in good light.`,
  },
  it: {
    sign: (name, sender, title) =>
      sender
        ? `Confirma: ${name}, ${sender} ti chiede di firmare ${title}.`
        : `Confirma: ${name}, hai un documento da firmare: ${title}.`,
    identify: (name, sender, title) =>
      `Confirma: ${name}, ${sender ? `${sender} ti chiede` : 'ti è chiesto'} di identificarti via video (circa 3 min) per ${title}. Tieni pronti il documento d'identità o il passaporto e una fotocamera, con buona luce.`,
  },
};

const LINK_WORDS: Record<TLanguage, string> = {
  es: 'Tu enlace:',
  en: 'Your link:',
  it: 'Il tuo link:',
};

/**
 * The longest signer name, sender, title and message an SMS carries: the words before the
 * link of a signature's invitation then fit one 160-character GSM-7 message.
 */
export const SMS_CUTS = { name: 24, sender: 30, title: 40, message: 60 } as const;

/**
 * The SMS invitation, for a signer with a phone and no e-mail: who asks (the business,
 * without its person) and for what, the sender's message, then the link; each part cut
 * with "..." (GSM-7 has no "…").
 */
export function invitationSms(
  language: TLanguage,
  name: string,
  link: string,
  task: TSignerTask,
  request: TRequestTexts,
) {
  const sender = request.sender && smsCut(senderLine(request.sender, false), SMS_CUTS.sender);
  const asks = INVITATION_SMS[language][task === 'sign' ? 'sign' : 'identify'](
    smsCut(name, SMS_CUTS.name),
    sender,
    `"${smsCut(request.title, SMS_CUTS.title)}"`,
  );
  const message = request.message ? [smsCut(request.message, SMS_CUTS.message)] : [];
  return [asks, ...message, `${LINK_WORDS[language]} ${link}`].join(' ');
}
