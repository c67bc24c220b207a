import type { TLanguage } from './mail-texts.types.ts';
import { signingAction } from './signing-action.ts';

/** What to have ready, the same in both invitations (about 3 minutes). */
export const IDENTIFICATION_READY = {
  es: 'Ten a mano:\n- tu DNI, NIE o pasaporte, en vigor;\n- un móvil o un ordenador con cámara;\n- un sitio con buena luz.\n\nTardarás unos 3 minutos.',
  en: 'Have ready:\n- your ID card or passport, in date;\n- a phone or computer with a camera;\n- a place with good light.\n\nIt takes about 3 minutes.',
  it: "Tieni a portata di mano:\n- la tua carta d'identità o il passaporto, in corso di validità;\n- un telefono o un computer con fotocamera;\n- un luogo ben illuminato.\n\nCi vorranno circa 3 minuti.",
} as const;

const TEXTS = {
  es: {
    subject: {
      signs: 'Identifícate por vídeo y firma tu documento',
      only: 'Tienes una identificación por vídeo pendiente',
    },
    what: {
      signs:
        'Te han enviado un documento para firmar con Confirma. Primero te identificarás por vídeo: grabarás tu cara y tu documento de identidad con la cámara. Después leerás el documento y lo firmarás.',
      only: 'Te han pedido que te identifiques por vídeo con Confirma: grabarás tu cara y tu documento de identidad con la cámara.',
    },
    link: 'Empieza con este enlace personal (caduca en 30 días); si lo abres otra vez, te dirá en qué punto estás:',
    greeting: (name: string) => `Hola ${name}:`,
    forward: 'No reenvíes este mensaje: el enlace es solo para ti.',
  },
  en: {
    subject: {
      signs: 'Identify yourself by video and sign your document',
      only: 'You have a video identification to do',
    },
    what: {
      signs:
        'You have been sent a document to sign with Confirma. First you will identify yourself by video: you film your face and your identity document with the camera. Then you read the document and sign it.',
      only: 'You have been asked to identify yourself by video with Confirma: you film your face and your identity document with the camera.',
    },
    link: 'Start with this personal link (valid for 30 days); opened again, it shows where you stand:',
    greeting: (name: string) => `Hello ${name},`,
    forward: 'Do not forward this message: the link is for you only.',
  },
  it: {
    subject: {
      signs: 'Identificati via video e firma il tuo documento',
      only: "Hai un'identificazione via video da completare",
    },
    what: {
      signs:
        "Ti è stato inviato un documento da firmare con Confirma. Prima ti identificherai via video: riprenderai il tuo volto e il tuo documento d'identità con la fotocamera. Poi leggerai il documento e lo firmerai.",
      only: "Ti è stato chiesto di identificarti via video con Confirma: riprenderai il tuo volto e il tuo documento d'identità con la fotocamera.",
    },
    link: 'Inizia con questo link personale (valido 30 giorni); se lo riapri, ti mostra a che punto sei:',
    greeting: (name: string) => `Ciao ${name},`,
    forward: 'Non inoltrare questo messaggio: il link è solo per te.',
  },
} as const;

/**
 * The invitation of a signer identified by video: what it is (the identification,
 * then the signature when the type signs), what to have ready and how long it takes, then
 * the personal link; the same layout as the other invitations.
 */
export function identificationInvitationMail(
  language: TLanguage,
  { name, link, signs }: { name: string; link: string; signs: boolean },
) {
  const texts = TEXTS[language];
  const kind = signs ? 'signs' : 'only';
  return {
    subject: texts.subject[kind],
    text: [
      texts.greeting(name),
      texts.what[kind],
      IDENTIFICATION_READY[language],
      `${texts.link}\n\n${link}`,
      texts.forward,
    ].join('\n\n'),
    action: signingAction(language, signs ? 'identifySign' : 'identify', link),
  };
}
