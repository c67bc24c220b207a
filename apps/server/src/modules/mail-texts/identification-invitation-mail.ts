import type { TRequestSender } from '@confirma/contracts/operations';
import type { TLanguage } from './mail-texts.types.ts';
import { sentFor } from './request-words.ts';
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
    link: 'Empieza con este enlace personal (caduca en 30 días); si lo abres otra vez, te dirá en qué punto estás:',
    greeting: (name: string) => `Hola ${name}:`,
    forward: 'No reenvíes este mensaje: el enlace es solo para ti.',
  },
  en: {
    subject: {
      signs: 'Identify yourself by video and sign your document',
      only: 'You have a video identification to do',
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
    link: 'Inizia con questo link personale (valido 30 giorni); se lo riapri, ti mostra a che punto sei:',
    greeting: (name: string) => `Ciao ${name},`,
    forward: 'Non inoltrare questo messaggio: il link è solo per te.',
  },
} as const;

/**
 * The invitation of a signer identified by video: who asks and for what (`title`, quoted),
 * what it is (the identification,
 * then the signature when the type signs), what to have ready and how long it takes, then
 * the personal link; the same layout as the other invitations.
 */
export function identificationInvitationMail(
  language: TLanguage,
  {
    name,
    link,
    signs,
    sender,
    title,
  }: { name: string; link: string; signs: boolean; sender: TRequestSender | null; title: string },
) {
  const texts = TEXTS[language];
  const kind = signs ? 'signs' : 'only';
  return {
    subject: texts.subject[kind],
    text: [
      texts.greeting(name),
      sentFor(language, signs ? 'identifySign' : 'identify', sender, title),
      IDENTIFICATION_READY[language],
      `${texts.link}\n\n${link}`,
      texts.forward,
    ].join('\n\n'),
    action: signingAction(language, signs ? 'identifySign' : 'identify', link),
  };
}
