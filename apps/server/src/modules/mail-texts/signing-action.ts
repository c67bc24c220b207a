import type { TMailAction } from '../../platform/mail/mail-html.ts';
import type { TLanguage, TSignerTask } from './mail-texts.types.ts';

const LABELS: Record<TLanguage, Record<'sign' | 'identify', string>> = {
  es: { sign: 'Leer y firmar el documento', identify: 'Empezar la identificación' },
  en: { sign: 'Read and sign the document', identify: 'Start the identification' },
  it: { sign: 'Leggi e firma il documento', identify: "Inizia l'identificazione" },
};

/**
 * The button of a signer's e-mail (invitation, reminder): their personal link, labelled
 * for what they do first (read and sign, or identify themselves by video).
 */
export function signingAction(language: TLanguage, task: TSignerTask, url: string): TMailAction {
  return { url, label: LABELS[language][task === 'sign' ? 'sign' : 'identify'] };
}
