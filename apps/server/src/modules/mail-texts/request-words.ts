import type { TRequestSender } from '@confirma/contracts/operations';
import type { TLanguage } from './mail-texts.types.ts';

/**
 * The words a signer's messages name a request by: who asks and for what. Naming both is
 * what tells a real invitation from a phishing one that copies the product's look.
 */

const QUOTE: Record<TLanguage, (title: string) => string> = {
  es: (title) => `«${title}»`,
  en: (title) => `“${title}”`,
  it: (title) => `«${title}»`,
};

/** The request's title in the language's quotation marks. */
export function quotedTitle(title: string, language: TLanguage): string {
  return QUOTE[language](title);
}

/** `Talleres Ruiz S.L. (Ana Ruiz)`; `withPerson` false: the business alone. */
export function senderLine(sender: TRequestSender, withPerson = true): string {
  return withPerson && sender.person ? `${sender.name} (${sender.person})` : sender.name;
}

/** `text` cut to `max` characters with "..." (GSM-7 has no "…"). */
export function smsCut(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length > max ? `${clean.slice(0, max - 3).trimEnd()}...` : clean;
}

type TAsk = 'sign' | 'identifySign' | 'identify';

/** The invitation's first sentence: who sends what and what for (`title` already quoted). */
const SENT: Record<TLanguage, Record<TAsk, (title: string, sender: string | null) => string>> = {
  es: {
    sign: (title, sender) =>
      sender
        ? `${sender} te ha enviado ${title} para que lo firmes con Confirma.`
        : `Te han enviado ${title} para que lo firmes con Confirma.`,
    identifySign: (title, sender) =>
      `${sender ? `${sender} te ha enviado` : 'Te han enviado'} ${title} para que lo firmes con Confirma. Primero te identificarás por vídeo: grabarás tu cara y tu documento de identidad con la cámara. Después leerás el documento y lo firmarás.`,
    identify: (title, sender) =>
      `${sender ? `${sender} te pide` : 'Te piden'} que te identifiques por vídeo con Confirma para ${title}: grabarás tu cara y tu documento de identidad con la cámara.`,
  },
  en: {
    sign: (title, sender) =>
      sender
        ? `${sender} has sent you ${title} to sign with Confirma.`
        : `You have been sent ${title} to sign with Confirma.`,
    identifySign: (title, sender) =>
      `${sender ? `${sender} has sent you` : 'You have been sent'} ${title} to sign with Confirma. First you will identify yourself by video: you film your face and your identity document with the camera. Then you read the document and sign it.`,
    identify: (title, sender) =>
      `${sender ? `${sender} asks you` : 'You are asked'} to identify yourself by video with Confirma for ${title}: you film your face and your identity document with the camera.`,
  },
  it: {
    sign: (title, sender) =>
      sender
        ? `${sender} ti ha inviato ${title} da firmare con Confirma.`
        : `Ti è stato inviato ${title} da firmare con Confirma.`,
    identifySign: (title, sender) =>
      `${sender ? `${sender} ti ha inviato` : 'Ti è stato inviato'} ${title} da firmare con Confirma. Prima ti identificherai via video: riprenderai il tuo volto e il tuo documento d'identità con la fotocamera. Poi leggerai il documento e lo firmerai.`,
    identify: (title, sender) =>
      `${sender ? `${sender} ti chiede` : 'Ti è chiesto'} di identificarti via video con Confirma per ${title}: riprenderai il tuo volto e il tuo documento d'identità con la fotocamera.`,
  },
};

/** `Talleres Ruiz S.L. (Ana Ruiz) te ha enviado «Contrato» para que lo firmes con Confirma.` */
export function sentFor(
  language: TLanguage,
  ask: TAsk,
  sender: TRequestSender | null,
  quoted: string,
): string {
  return SENT[language][ask](quoted, sender && senderLine(sender));
}
