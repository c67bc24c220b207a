import type { TOperationEventType } from '@confirma/contracts/evidence-events';
import type { TLanguage } from '../operations/index.ts';
import {
  NOTIFICATION_EVENT_TEXTS,
  type TNotificationEventType,
} from './notification-event-texts.ts';

/** What an event sentence may name: the signer(s) it is about and the event's data. */
export interface TEventFacts {
  signer: string;
  data: Record<string, unknown>;
}

export type TEventText = (facts: TEventFacts) => string;

/** The events of a signature or a traveller report (a notification's have their own file). */
type TSignatureEventType = Exclude<TOperationEventType, TNotificationEventType>;

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const quoted = (value: unknown, open: string, close: string) =>
  text(value) ? `: ${open}${text(value)}${close}` : '';

/**
 * Each evidence event of an operation's chain as a sentence in the certificate's language:
 * every type `OPERATION_EVENT_TYPES` lists has one (the type checker holds it).
 */
export const EVENT_TEXTS: Record<TLanguage, Record<TSignatureEventType, TEventText>> = {
  es: {
    'operation.created': () => 'El remitente crea la operación con sus documentos',
    'operation.invitation_sent': ({ signer }) =>
      `Se envía por correo electrónico la invitación a firmar a ${signer}`,
    'operation.invitation_resent': ({ signer }) =>
      `El remitente vuelve a enviar la invitación a firmar a ${signer}`,
    'operation.reminder_sent': ({ signer }) =>
      `Se envía por correo electrónico un recordatorio para firmar a ${signer}`,
    'operation.archive_time_stamped': ({ data }) =>
      `El documento firmado${quoted(data.name, ' «', '»')} recibe un nuevo sello de tiempo de archivo y los datos para validar el anterior (PAdES B-LTA)`,
    'signer.opened': ({ signer }) => `${signer} abre el documento`,
    'signer.document_read': ({ signer }) => `${signer} declara haber leído y aceptado el documento`,
    'signer.otp_sent': ({ signer, data }) =>
      `Se envía a ${signer} un código de un solo uso por SMS${text(data.phone) ? ` al ${text(data.phone)}` : ''}`,
    'signer.otp_failed': ({ signer }) => `${signer} introduce un código incorrecto`,
    'signer.signed': ({ signer, data }) =>
      data.method !== 'HANDWRITTEN'
        ? `${signer} firma con el código recibido por SMS`
        : data.input === 'typed'
          ? `${signer} firma escribiendo su nombre con el teclado${quoted(data.typedName, '«', '»')}`
          : `${signer} firma con su firma manuscrita`,
    'signer.sealed': ({ signer }) =>
      `La firma de ${signer} queda sellada con sello de tiempo (sellado diferido)`,
    'signer.rejected': ({ signer, data }) =>
      `${signer} rechaza la operación${quoted(data.reason, '«', '»')}`,
    'operation.cancelled': () => 'El remitente cancela la operación',
    'operation.expired': () => 'La operación caduca sin haberse completado',
    'identification.started': ({ signer }) => `${signer} empieza la identificación por vídeo`,
    'identification.passed': ({ signer }) => `${signer} supera la identificación por vídeo`,
    'traveller.filled': ({ signer }) =>
      `${signer} revisa y completa el parte de viajero con los datos de su documento identificado`,
    'traveller.sealed': () => 'El parte de viajero queda sellado por la plataforma (sin firma)',
  },
  en: {
    'operation.created': () => 'The sender creates the operation with its documents',
    'operation.invitation_sent': ({ signer }) => `The invitation to sign is e-mailed to ${signer}`,
    'operation.invitation_resent': ({ signer }) =>
      `The sender sends the invitation to sign to ${signer} again`,
    'operation.reminder_sent': ({ signer }) => `A reminder to sign is e-mailed to ${signer}`,
    'operation.archive_time_stamped': ({ data }) =>
      `The signed document${quoted(data.name, ' "', '"')} gets a new archive time stamp and the data to validate the previous one (PAdES B-LTA)`,
    'signer.opened': ({ signer }) => `${signer} opens the document`,
    'signer.document_read': ({ signer }) =>
      `${signer} states having read and accepted the document`,
    'signer.otp_sent': ({ signer, data }) =>
      `A one-time code is sent to ${signer} by SMS${text(data.phone) ? ` at ${text(data.phone)}` : ''}`,
    'signer.otp_failed': ({ signer }) => `${signer} enters a wrong code`,
    'signer.signed': ({ signer, data }) =>
      data.method !== 'HANDWRITTEN'
        ? `${signer} signs with the code received by SMS`
        : data.input === 'typed'
          ? `${signer} signs by typing their name on the keyboard${quoted(data.typedName, '“', '”')}`
          : `${signer} signs with a handwritten signature`,
    'signer.sealed': ({ signer }) =>
      `The signature of ${signer} is sealed and time-stamped (deferred seal)`,
    'signer.rejected': ({ signer, data }) =>
      `${signer} rejects the operation${quoted(data.reason, '“', '”')}`,
    'operation.cancelled': () => 'The sender cancels the operation',
    'operation.expired': () => 'The operation expires without being completed',
    'identification.started': ({ signer }) => `${signer} starts the video identification`,
    'identification.passed': ({ signer }) => `${signer} passes the video identification`,
    'traveller.filled': ({ signer }) =>
      `${signer} reviews and completes the traveller report with the data of their identified document`,
    'traveller.sealed': () => 'The traveller report is sealed by the platform (no signature)',
  },
  it: {
    'operation.created': () => "Il mittente crea l'operazione con i suoi documenti",
    'operation.invitation_sent': ({ signer }) =>
      `L'invito a firmare viene inviato per e-mail a ${signer}`,
    'operation.invitation_resent': ({ signer }) =>
      `Il mittente invia di nuovo l'invito a firmare a ${signer}`,
    'operation.reminder_sent': ({ signer }) =>
      `Un promemoria per firmare viene inviato per e-mail a ${signer}`,
    'operation.archive_time_stamped': ({ data }) =>
      `Il documento firmato${quoted(data.name, ' «', '»')} riceve una nuova marca temporale d'archivio e i dati per validare la precedente (PAdES B-LTA)`,
    'signer.opened': ({ signer }) => `${signer} apre il documento`,
    'signer.document_read': ({ signer }) =>
      `${signer} dichiara di aver letto e accettato il documento`,
    'signer.otp_sent': ({ signer, data }) =>
      `Un codice monouso viene inviato a ${signer} via SMS${text(data.phone) ? ` al ${text(data.phone)}` : ''}`,
    'signer.otp_failed': ({ signer }) => `${signer} inserisce un codice errato`,
    'signer.signed': ({ signer, data }) =>
      data.method !== 'HANDWRITTEN'
        ? `${signer} firma con il codice ricevuto via SMS`
        : data.input === 'typed'
          ? `${signer} firma scrivendo il proprio nome con la tastiera${quoted(data.typedName, '«', '»')}`
          : `${signer} firma con la firma autografa`,
    'signer.sealed': ({ signer }) =>
      `La firma di ${signer} viene sigillata con marca temporale (sigillo differito)`,
    'signer.rejected': ({ signer, data }) =>
      `${signer} rifiuta l'operazione${quoted(data.reason, '«', '»')}`,
    'operation.cancelled': () => "Il mittente annulla l'operazione",
    'operation.expired': () => "L'operazione scade senza essere completata",
    'identification.started': ({ signer }) => `${signer} inizia l'identificazione video`,
    'identification.passed': ({ signer }) => `${signer} supera l'identificazione video`,
    'traveller.filled': ({ signer }) =>
      `${signer} verifica e completa la scheda dell'ospite con i dati del documento identificato`,
    'traveller.sealed': () => "La scheda dell'ospite è sigillata dalla piattaforma (senza firma)",
  },
};

const ALL_TEXTS: Record<TLanguage, Record<TOperationEventType, TEventText>> = {
  es: { ...EVENT_TEXTS.es, ...NOTIFICATION_EVENT_TEXTS.es },
  en: { ...EVENT_TEXTS.en, ...NOTIFICATION_EVENT_TEXTS.en },
  it: { ...EVENT_TEXTS.it, ...NOTIFICATION_EVENT_TEXTS.it },
};

/**
 * The sentence of an event. A type the chain may hold but the product no longer records
 * (none today) is told as such, with its code, rather than as a bare code.
 */
export function describeEvent(language: TLanguage, type: string, facts: TEventFacts): string {
  const describe = (ALL_TEXTS[language] as Record<string, TEventText | undefined>)[type];
  return describe ? describe(facts) : `${UNKNOWN_EVENT[language]} (${type})`;
}

const UNKNOWN_EVENT: Record<TLanguage, string> = {
  es: 'Evento de una versión anterior',
  en: 'Event of an earlier version',
  it: 'Evento di una versione precedente',
};
