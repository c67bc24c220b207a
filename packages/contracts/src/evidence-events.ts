/**
 * Every evidence event type, by the chain it is recorded on. The server records only these
 * (its `recordEvidence` takes them by subject), and whatever shows an event to a person
 * has a label for each of them in es, en and it: the operation certificate, the
 * identification certificate, the sender's timeline and the verification page.
 */

/** The chain of an operation: a signature, a traveller report or a certified notification. */
export const OPERATION_EVENT_TYPES = [
  'operation.created',
  'operation.invitation_sent',
  'operation.invitation_resent',
  'operation.reminder_sent',
  'operation.cancelled',
  'operation.expired',
  'operation.archive_time_stamped',
  'signer.opened',
  'signer.document_read',
  'signer.otp_sent',
  'signer.otp_failed',
  'signer.signed',
  'signer.sealed',
  'signer.rejected',
  'identification.started',
  'identification.passed',
  'traveller.filled',
  'traveller.sealed',
  'notification.created',
  'notification.sent',
  'notification.sms_sent',
  'notification.bounced',
  'notification.bounce_reported',
  'notification.opened',
  'notification.content_accessed',
  'notification.code_sent',
  'notification.acknowledged',
  'notification.rejected',
] as const;
export type TOperationEventType = (typeof OPERATION_EVENT_TYPES)[number];

/** The chain of one video identification attempt. */
export const IDENTIFICATION_EVENT_TYPES = [
  'identification.started',
  'identification.face_detected',
  'identification.front_detected',
  'identification.passport_detected',
  'identification.back_detected',
  'identification.capture_saved',
  'identification.video_stored',
  'identification.liveness_checked',
  'identification.colour_checked',
  'identification.hologram_checked',
  /** The card physically there: not a screen, a print or a copy, nothing laid on it. */
  'identification.document_presence_checked',
  'identification.recording_checked',
  'identification.passed',
  'identification.failed',
  'identification.review',
  'identification.abandoned',
  /** Four-eyes: a first decision, waiting for a second reviewer. */
  'identification.review_pending',
  /** Four-eyes: a second reviewer disagreed; the case went back with both reasons. */
  'identification.review_overruled',
  'identification.reviewed',
  'identification.certificate_sealed',
  'identification.purged',
] as const;
export type TIdentificationEventType = (typeof IDENTIFICATION_EVENT_TYPES)[number];

/** The chain of one document OCR analysis. */
export const OCR_EVENT_TYPES = [
  'ocr.analysed',
  'ocr.report_sealed',
  'ocr.deleted',
  'ocr.purged',
] as const;
export type TOcrEventType = (typeof OCR_EVENT_TYPES)[number];

/** The event types of each chain. */
export interface TEvidenceEventTypes {
  operation: TOperationEventType;
  identification: TIdentificationEventType;
  ocr: TOcrEventType;
}
