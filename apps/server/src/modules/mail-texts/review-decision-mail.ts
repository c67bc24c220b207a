import type { TRequestSender } from '@confirma/contracts/operations';
import type { TLanguage } from './mail-texts.types.ts';
import { quotedTitle, senderLine, smsCut } from './request-words.ts';

/** What the notice of a reviewed identification names. */
export interface TReviewDecisionNotice {
  name: string;
  sender: TRequestSender | null;
  title: string;
  approved: boolean;
  /** The signer signs next (a video signature type). */
  signsAfter: boolean;
}

const TEXTS = {
  es: {
    subject: (approved: boolean, title: string) =>
      approved ? `Identificación aprobada: ${title}` : `Identificación no aprobada: ${title}`,
    greeting: (name: string) => `Hola ${name}:`,
    decided: (approved: boolean, title: string, who: string) =>
      approved
        ? `Una persona ha revisado tu identificación por vídeo para ${title} (${who}) y la ha aprobado.`
        : `Una persona ha revisado tu identificación por vídeo para ${title} (${who}) y no ha podido aprobarla.`,
    next: (approved: boolean, signsAfter: boolean) =>
      approved
        ? signsAfter
          ? 'Abre de nuevo el enlace que recibiste para leer el documento y firmarlo.'
          : 'No tienes que hacer nada más.'
        : 'Mientras la solicitud siga abierta puedes volver a intentarlo desde el enlace que recibiste, con buena luz y el documento cerca de la cámara.',
  },
  en: {
    subject: (approved: boolean, title: string) =>
      approved ? `Identification approved: ${title}` : `Identification not approved: ${title}`,
    greeting: (name: string) => `Hello ${name},`,
    decided: (approved: boolean, title: string, who: string) =>
      approved
        ? `A person reviewed your video identification for ${title} (${who}) and approved it.`
        : `A person reviewed your video identification for ${title} (${who}) and could not approve it.`,
    next: (approved: boolean, signsAfter: boolean) =>
      approved
        ? signsAfter
          ? 'Open the link you received again to read the document and sign it.'
          : 'There is nothing more for you to do.'
        : 'While the request is open you may try again from the link you received, in good light and with the document close to the camera.',
  },
  it: {
    subject: (approved: boolean, title: string) =>
      approved ? `Identificazione approvata: ${title}` : `Identificazione non approvata: ${title}`,
    greeting: (name: string) => `Ciao ${name},`,
    decided: (approved: boolean, title: string, who: string) =>
      approved
        ? `Una persona ha rivisto la tua identificazione video per ${title} (${who}) e l'ha approvata.`
        : `Una persona ha rivisto la tua identificazione video per ${title} (${who}) e non ha potuto approvarla.`,
    next: (approved: boolean, signsAfter: boolean) =>
      approved
        ? signsAfter
          ? 'Apri di nuovo il link che hai ricevuto per leggere il documento e firmarlo.'
          : 'Non devi fare altro.'
        : 'Finché la richiesta è aperta puoi riprovare dal link che hai ricevuto, con buona luce e il documento vicino alla fotocamera.',
  },
} as const;

const CONFIRMA: Record<TLanguage, string> = { es: 'Confirma', en: 'Confirma', it: 'Confirma' };

/**
 * The signer's notice once a person decided their identification under review: approved
 * (what comes next) or not (they may try again while the request is open).
 */
export function reviewDecisionMail(language: TLanguage, notice: TReviewDecisionNotice) {
  const texts = TEXTS[language];
  const title = quotedTitle(notice.title, language);
  const who = notice.sender ? senderLine(notice.sender) : CONFIRMA[language];
  return {
    subject: texts.subject(notice.approved, title),
    text: [
      texts.greeting(notice.name),
      texts.decided(notice.approved, title, who),
      texts.next(notice.approved, notice.signsAfter),
    ].join('\n\n'),
  };
}

const SMS: Record<TLanguage, (approved: boolean, title: string) => string> = {
  es: (approved, title) =>
    approved
      ? `Confirma: tu identificación para ${title} ha sido aprobada. Abre el enlace que recibiste para seguir.`
      : `Confirma: tu identificación para ${title} no se ha aprobado. Puedes intentarlo de nuevo desde el enlace que recibiste.`,
  en: (approved, title) =>
    approved
      ? `Confirma: your identification for ${title} was approved. Open the link you received to go on.`
      : `Confirma: your identification for ${title} was not approved. You may try again from the link you received.`,
  it: (approved, title) =>
    approved
      ? `Confirma: la tua identificazione per ${title} è stata approvata. Apri il link ricevuto per proseguire.`
      : `Confirma: la tua identificazione per ${title} non è stata approvata. Puoi riprovare dal link ricevuto.`,
};

/** The same notice by SMS, the title cut. */
export function reviewDecisionSms(language: TLanguage, notice: TReviewDecisionNotice) {
  return SMS[language](notice.approved, `"${smsCut(notice.title, 40)}"`);
}
