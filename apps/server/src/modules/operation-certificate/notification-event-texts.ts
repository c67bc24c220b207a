import type { TOperationEventType } from '@confirma/contracts/evidence-events';
import type { TLanguage } from '../operations/index.ts';

/** What a sentence may name (as acta-event-texts.ts's TEventFacts). */
type TEventText = (facts: { signer: string; data: Record<string, unknown> }) => string;

/** A certified notification's events on its operation's chain. */
export type TNotificationEventType = Extract<TOperationEventType, `notification.${string}`>;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** How each language names where a delivery event comes from, and the states a report finds. */
interface TDeliveryWords {
  smtp: string;
  outbox: string;
  report: string;
  /** An authentic report (it returned the e-mail's envelope id), from its reporting server. */
  authenticReport: (mta: string) => string;
  /** What the recipient had done when a late report came: after the status it found. */
  done: Record<string, string>;
  /** An ended notification's state, by status. */
  ended: Record<string, string>;
}

const WORDS: Record<TLanguage, TDeliveryWords> = {
  es: {
    smtp: 'respuesta del servidor SMTP en el envío',
    outbox: 'buzón de salida interno de Confirma (sin servidor SMTP configurado: no se entrega)',
    report: 'informe de entrega (RFC 3464)',
    authenticReport: (mta) =>
      `informe de entrega (RFC 3464)${mta ? ` de ${mta}` : ''}, autenticado por el identificador de envoltorio de este envío`,
    done: {
      OPENED: 'abriera la notificación',
      DOCUMENT_READ: 'accediera al contenido',
      ACKNOWLEDGED: 'acusara recibo',
      REJECTED: 'rechazara la notificación',
    },
    ended: { BOUNCED: 'rebotada', EXPIRED: 'caducada', CANCELLED: 'cancelada' },
  },
  en: {
    smtp: "the SMTP server's reply while sending",
    outbox: "Confirma's internal outbox (no SMTP server configured: not delivered)",
    report: 'a delivery report (RFC 3464)',
    authenticReport: (mta) =>
      `a delivery report (RFC 3464)${mta ? ` from ${mta}` : ''}, authenticated by this e-mail's envelope id`,
    done: {
      OPENED: 'opened the notification',
      DOCUMENT_READ: 'accessed the content',
      ACKNOWLEDGED: 'acknowledged receipt',
      REJECTED: 'rejected the notification',
    },
    ended: { BOUNCED: 'bounced', EXPIRED: 'expired', CANCELLED: 'cancelled' },
  },
  it: {
    smtp: "risposta del server SMTP durante l'invio",
    outbox:
      'casella di uscita interna di Confirma (nessun server SMTP configurato: non consegnata)',
    report: 'rapporto di consegna (RFC 3464)',
    authenticReport: (mta) =>
      `rapporto di consegna (RFC 3464)${mta ? ` di ${mta}` : ''}, autenticato dall'identificativo di busta di questo invio`,
    done: {
      OPENED: 'ha aperto la notifica',
      DOCUMENT_READ: 'ha avuto accesso al contenuto',
      ACKNOWLEDGED: 'ha confermato la ricezione',
      REJECTED: 'ha rifiutato la notifica',
    },
    ended: { BOUNCED: 'rimbalzata', EXPIRED: 'scaduta', CANCELLED: 'annullata' },
  },
};

/** Kept in the outbox rather than sent (`source`; before it was recorded, by the reply). */
const kept = (data: Record<string, unknown>) =>
  data.source === 'outbox' || text(data.smtpResponse).startsWith('outbox:');

/** Where a delivery event comes from, in `language`. */
function sourceOf(language: TLanguage, data: Record<string, unknown>): string {
  const words = WORDS[language];
  if (kept(data)) return words.outbox;
  if (data.source !== 'dsn') return words.smtp;
  return data.authenticatedBy === 'envelope-id'
    ? words.authenticReport(text(data.reportingMta))
    : words.report;
}

/**
 * A report after the notification's story moved on: a late claim once the recipient had
 * opened it (the default for a report recorded without `after`), or one more report about a
 * notification already ended.
 */
function lateReport(language: TLanguage, data: Record<string, unknown>) {
  const after = text(data.after);
  const ended = WORDS[language].ended[after];
  return { ended, done: WORDS[language].done[after] ?? WORDS[language].done.OPENED ?? '' };
}

/**
 * The certified notification's events (modules/notifications) as the certificate of
 * delivery words them: who sent what (the message's SHA-256; the document's is in the
 * documents table), the SMTP server's reply, the bounce's diagnostic, the recipient's steps,
 * and for each delivery event its source (the SMTP server's reply, the outbox, or a
 * delivery report and how it was authenticated).
 */
export const NOTIFICATION_EVENT_TEXTS: Record<
  TLanguage,
  Record<TNotificationEventType, TEventText>
> = {
  es: {
    'notification.created': ({ data }) =>
      `${text(data.sender)} crea la notificación certificada «${text(data.subject)}»; SHA-256 del mensaje: ${text(data.messageSha256)}`,
    'notification.sent': ({ signer, data }) =>
      kept(data)
        ? `La notificación para ${signer} (${text(data.to)}) queda en el buzón de salida interno, sin entregarse; Message-ID ${text(data.messageId)}; fuente: ${sourceOf('es', data)}`
        : `Se envía la notificación por correo electrónico a ${signer} (${text(data.to)}); el servidor SMTP responde: ${text(data.smtpResponse)}; Message-ID ${text(data.messageId)}; fuente: ${sourceOf('es', data)}`,
    'notification.sms_sent': ({ signer, data }) =>
      `Se envía a ${signer} un aviso por SMS al ${text(data.phone)}`,
    'notification.bounced': ({ data }) =>
      `El correo es rechazado: ${text(data.response)}; fuente: ${sourceOf('es', data)}`,
    'notification.bounce_reported': ({ signer, data }) => {
      const late = lateReport('es', data);
      return late.ended
        ? `Llega otro informe de no entrega cuando la notificación ya había terminado (${late.ended}); su estado no cambia: ${text(data.response)}; fuente: ${sourceOf('es', data)}`
        : `Alegación tardía: llega un informe de no entrega después de que ${signer} ${late.done}; no cambia el estado ni sustituye esa evidencia: ${text(data.response)}; fuente: ${sourceOf('es', data)}`;
    },
    'notification.opened': ({ signer }) => `${signer} abre el enlace de la notificación`,
    'notification.content_accessed': ({ signer }) =>
      `${signer} accede al contenido y al documento notificado`,
    'notification.code_sent': ({ signer, data }) =>
      `Se envía a ${signer} un código por SMS al ${text(data.phone)} para confirmar el acuse`,
    'notification.acknowledged': ({ signer, data }) =>
      data.method === 'SMS_CODE'
        ? `${signer} acusa recibo confirmándolo con el código recibido por SMS`
        : `${signer} acusa recibo de la notificación`,
    'notification.rejected': ({ signer, data }) =>
      `${signer} rechaza la notificación${text(data.reason) ? `: «${text(data.reason)}»` : ''}`,
  },
  en: {
    'notification.created': ({ data }) =>
      `${text(data.sender)} creates the certified notification “${text(data.subject)}”; message SHA-256: ${text(data.messageSha256)}`,
    'notification.sent': ({ signer, data }) =>
      kept(data)
        ? `The notification for ${signer} (${text(data.to)}) stays in the internal outbox, undelivered; Message-ID ${text(data.messageId)}; source: ${sourceOf('en', data)}`
        : `The notification is e-mailed to ${signer} (${text(data.to)}); the SMTP server answers: ${text(data.smtpResponse)}; Message-ID ${text(data.messageId)}; source: ${sourceOf('en', data)}`,
    'notification.sms_sent': ({ signer, data }) =>
      `An SMS notice is sent to ${signer} at ${text(data.phone)}`,
    'notification.bounced': ({ data }) =>
      `The e-mail is refused: ${text(data.response)}; source: ${sourceOf('en', data)}`,
    'notification.bounce_reported': ({ signer, data }) => {
      const late = lateReport('en', data);
      return late.ended
        ? `Another non-delivery report arrives after the notification ended (${late.ended}); its status stays: ${text(data.response)}; source: ${sourceOf('en', data)}`
        : `Late claim: a non-delivery report arrives after ${signer} ${late.done}; it changes neither the status nor that evidence: ${text(data.response)}; source: ${sourceOf('en', data)}`;
    },
    'notification.opened': ({ signer }) => `${signer} opens the notification's link`,
    'notification.content_accessed': ({ signer }) =>
      `${signer} accesses the content and the notified document`,
    'notification.code_sent': ({ signer, data }) =>
      `A code is sent to ${signer} by SMS at ${text(data.phone)} to confirm the acknowledgement`,
    'notification.acknowledged': ({ signer, data }) =>
      data.method === 'SMS_CODE'
        ? `${signer} acknowledges receipt, confirmed with the code received by SMS`
        : `${signer} acknowledges receipt of the notification`,
    'notification.rejected': ({ signer, data }) =>
      `${signer} rejects the notification${text(data.reason) ? `: “${text(data.reason)}”` : ''}`,
  },
  it: {
    'notification.created': ({ data }) =>
      `${text(data.sender)} crea la notifica certificata «${text(data.subject)}»; SHA-256 del messaggio: ${text(data.messageSha256)}`,
    'notification.sent': ({ signer, data }) =>
      kept(data)
        ? `La notifica per ${signer} (${text(data.to)}) resta nella casella di uscita interna, senza essere consegnata; Message-ID ${text(data.messageId)}; fonte: ${sourceOf('it', data)}`
        : `La notifica viene inviata per e-mail a ${signer} (${text(data.to)}); il server SMTP risponde: ${text(data.smtpResponse)}; Message-ID ${text(data.messageId)}; fonte: ${sourceOf('it', data)}`,
    'notification.sms_sent': ({ signer, data }) =>
      `Un avviso via SMS viene inviato a ${signer} al ${text(data.phone)}`,
    'notification.bounced': ({ data }) =>
      `L'e-mail viene rifiutata: ${text(data.response)}; fonte: ${sourceOf('it', data)}`,
    'notification.bounce_reported': ({ signer, data }) => {
      const late = lateReport('it', data);
      return late.ended
        ? `Arriva un altro rapporto di mancata consegna quando la notifica era già terminata (${late.ended}); il suo stato non cambia: ${text(data.response)}; fonte: ${sourceOf('it', data)}`
        : `Dichiarazione tardiva: arriva un rapporto di mancata consegna dopo che ${signer} ${late.done}; non cambia lo stato né sostituisce quella prova: ${text(data.response)}; fonte: ${sourceOf('it', data)}`;
    },
    'notification.opened': ({ signer }) => `${signer} apre il link della notifica`,
    'notification.content_accessed': ({ signer }) =>
      `${signer} accede al contenuto e al documento notificato`,
    'notification.code_sent': ({ signer, data }) =>
      `Un codice viene inviato a ${signer} via SMS al ${text(data.phone)} per confermare la ricezione`,
    'notification.acknowledged': ({ signer, data }) =>
      data.method === 'SMS_CODE'
        ? `${signer} conferma la ricezione con il codice ricevuto via SMS`
        : `${signer} conferma la ricezione della notifica`,
    'notification.rejected': ({ signer, data }) =>
      `${signer} rifiuta la notifica${text(data.reason) ? `: «${text(data.reason)}»` : ''}`,
  },
};

/** The certificate of delivery's title and introduction (the rest is the acta's). */
export const NOTIFICATION_ACTA_HEADINGS: Record<TLanguage, { title: string; intro: string }> = {
  es: {
    title: 'Acta de notificación certificada',
    intro:
      'Confirma certifica el envío, la entrega y el acuse de recibo de esta notificación: el remitente y el destinatario, la huella SHA-256 del documento notificado y del mensaje, y cada evento con la hora del servidor, encadenado por hash y sellado en el tiempo (RFC 3161). Cada evento se muestra en UTC y en la hora de',
  },
  en: {
    title: 'Certificate of delivery (certified notification)',
    intro:
      'Confirma certifies the sending, delivery and acknowledgement of this notification: the sender and the recipient, the SHA-256 fingerprint of the notified document and of the message, and every event at the server time, hash-chained and time-stamped (RFC 3161). Each event is shown in UTC and in the time of',
  },
  it: {
    title: 'Certificato di notifica certificata',
    intro:
      "Confirma certifica l'invio, la consegna e la conferma di ricezione di questa notifica: il mittente e il destinatario, l'impronta SHA-256 del documento notificato e del messaggio, e ogni evento con l'ora del server, concatenato per hash e marcato temporalmente (RFC 3161). Ogni evento è mostrato in UTC e nell'ora di",
  },
};
