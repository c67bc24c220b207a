import type { TLanguage } from '../operations/index.ts';
import { NOTIFICATION_EVENT_TEXTS } from './notification-event-texts.ts';

/** What an event sentence may name: the signer it is about and the event's data. */
export interface TEventFacts {
  signer: string;
  data: Record<string, unknown>;
}

type TEventText = (facts: TEventFacts) => string;

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const quoted = (value: unknown, open: string, close: string) =>
  text(value) ? `: ${open}${text(value)}${close}` : '';

/**
 * Each evidence event as a sentence in the certificate's language; the certificate prints
 * the code beside it, so an event without a sentence here (a newer type) still reads.
 */
export const EVENT_TEXTS: Record<TLanguage, Record<string, TEventText>> = {
  es: {
    'operation.created': () => 'El remitente crea la operación con sus documentos',
    'operation.invitation_sent': ({ signer }) =>
      `Se envía por correo electrónico la invitación a firmar a ${signer}`,
    'signer.opened': ({ signer }) => `${signer} abre el documento`,
    'signer.document_read': ({ signer }) => `${signer} declara haber leído y aceptado el documento`,
    'signer.otp_sent': ({ signer, data }) =>
      `Se envía a ${signer} un código de un solo uso por SMS${text(data.phone) ? ` al ${text(data.phone)}` : ''}`,
    'signer.otp_failed': ({ signer }) => `${signer} introduce un código incorrecto`,
    'signer.signed': ({ signer, data }) =>
      data.method === 'HANDWRITTEN'
        ? `${signer} firma con su firma manuscrita`
        : `${signer} firma con el código recibido por SMS`,
    'signer.sealed': ({ signer }) =>
      `La firma de ${signer} queda sellada con sello de tiempo (sellado diferido)`,
    'signer.rejected': ({ signer, data }) =>
      `${signer} rechaza la operación${quoted(data.reason, '«', '»')}`,
    'operation.cancelled': () => 'El remitente cancela la operación',
    'operation.expired': () => 'La operación caduca sin haberse completado',
    'traveller.filled': ({ signer }) =>
      `${signer} revisa y completa el parte de viajero con los datos de su documento identificado`,
    'traveller.sealed': () => 'El parte de viajero queda sellado por la plataforma (sin firma)',
  },
  en: {
    'operation.created': () => 'The sender creates the operation with its documents',
    'operation.invitation_sent': ({ signer }) => `The invitation to sign is e-mailed to ${signer}`,
    'signer.opened': ({ signer }) => `${signer} opens the document`,
    'signer.document_read': ({ signer }) =>
      `${signer} states having read and accepted the document`,
    'signer.otp_sent': ({ signer, data }) =>
      `A one-time code is sent to ${signer} by SMS${text(data.phone) ? ` at ${text(data.phone)}` : ''}`,
    'signer.otp_failed': ({ signer }) => `${signer} enters a wrong code`,
    'signer.signed': ({ signer, data }) =>
      data.method === 'HANDWRITTEN'
        ? `${signer} signs with a handwritten signature`
        : `${signer} signs with the code received by SMS`,
    'signer.sealed': ({ signer }) =>
      `The signature of ${signer} is sealed and time-stamped (deferred seal)`,
    'signer.rejected': ({ signer, data }) =>
      `${signer} rejects the operation${quoted(data.reason, '“', '”')}`,
    'operation.cancelled': () => 'The sender cancels the operation',
    'operation.expired': () => 'The operation expires without being completed',
    'traveller.filled': ({ signer }) =>
      `${signer} reviews and completes the traveller report with the data of their identified document`,
    'traveller.sealed': () => 'The traveller report is sealed by the platform (no signature)',
  },
  it: {
    'operation.created': () => "Il mittente crea l'operazione con i suoi documenti",
    'operation.invitation_sent': ({ signer }) =>
      `L'invito a firmare viene inviato per e-mail a ${signer}`,
    'signer.opened': ({ signer }) => `${signer} apre il documento`,
    'signer.document_read': ({ signer }) =>
      `${signer} dichiara di aver letto e accettato il documento`,
    'signer.otp_sent': ({ signer, data }) =>
      `Un codice monouso viene inviato a ${signer} via SMS${text(data.phone) ? ` al ${text(data.phone)}` : ''}`,
    'signer.otp_failed': ({ signer }) => `${signer} inserisce un codice errato`,
    'signer.signed': ({ signer, data }) =>
      data.method === 'HANDWRITTEN'
        ? `${signer} firma con la firma autografa`
        : `${signer} firma con il codice ricevuto via SMS`,
    'signer.sealed': ({ signer }) =>
      `La firma di ${signer} viene sigillata con marca temporale (sigillo differito)`,
    'signer.rejected': ({ signer, data }) =>
      `${signer} rifiuta l'operazione${quoted(data.reason, '«', '»')}`,
    'operation.cancelled': () => "Il mittente annulla l'operazione",
    'operation.expired': () => "L'operazione scade senza essere completata",
    'traveller.filled': ({ signer }) =>
      `${signer} verifica e completa la scheda dell'ospite con i dati del documento identificato`,
    'traveller.sealed': () => "La scheda dell'ospite è sigillata dalla piattaforma (senza firma)",
  },
};

/** The sentence of an event, or its code when the certificate has no sentence for it. */
export function describeEvent(language: TLanguage, type: string, facts: TEventFacts): string {
  const describe = EVENT_TEXTS[language][type] ?? NOTIFICATION_EVENT_TEXTS[language][type];
  return describe?.(facts) ?? type;
}
