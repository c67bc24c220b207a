import { z } from 'zod';
import { PHONE_PATTERN, ZPersonFields, ZPickedPdf } from './creation.ts';
import { ZOperationStatus } from './operations.ts';

/**
 * Certified notification: a document and a
 * message delivered to a recipient with the evidence of sending, opening, access and
 * acknowledgement. Messages are i18n keys of the web client's `flows` namespace.
 */
export const NOTIFICATION_LIMITS = { subjectMax: 200, messageMax: 5000, ackCodeLength: 6 } as const;

const m = (key: string) => ({ message: `flows:notification.validation.${key}` });
/** The creation form's own messages, where the rule is the same. */
const cm = (key: string) => ({ message: `flows:create.validation.${key}` });

export const ZNotificationLanguage = z.enum(['es', 'en', 'it']);

/** A required text up to `max` characters, with its two messages. */
const text = (field: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, m(`${field}Required`))
    .max(max, m(`${field}Max`));

/** The creation form and the API's request: the recipient, the subject, the message, the PDF. */
export const ZCreateNotificationRequest = ZPersonFields.extend({
  /** Optional: when given, an SMS notice goes along and acknowledgement can be confirmed by code. */
  phone: z
    .string()
    .trim()
    .refine((value) => value === '' || PHONE_PATTERN.test(value), cm('phoneInvalid'))
    .default(''),
  subject: text('subject', NOTIFICATION_LIMITS.subjectMax),
  message: text('message', NOTIFICATION_LIMITS.messageMax),
  /** 'Es obligatorio que elijas un documento'. */
  document: ZPickedPdf.nullable().refine((value) => value !== null, m('documentRequired')),
  language: ZNotificationLanguage.default('es'),
});
export type TCreateNotificationRequest = z.input<typeof ZCreateNotificationRequest>;
export type TCreateNotification = z.output<typeof ZCreateNotificationRequest>;

export const ZCreateNotificationResponse = z.object({
  uuid: z.uuid(),
  status: ZOperationStatus,
  credits: z.number().int(),
});
export type TCreateNotificationResponse = z.infer<typeof ZCreateNotificationResponse>;

/** What the recipient's page shows (the link's token is the access). */
export const ZNotificationView = z.object({
  uuid: z.uuid(),
  status: ZOperationStatus,
  language: ZNotificationLanguage,
  sender: z.string(),
  recipient: z.string(),
  subject: z.string(),
  message: z.string(),
  documentName: z.string(),
  documentSha256: z.string(),
  messageSha256: z.string(),
  sentAt: z.string().nullable(),
  expiresAt: z.string(),
  acknowledgedAt: z.string().nullable(),
  /** A phone was given: acknowledgement may be confirmed by an SMS code. */
  smsConfirmation: z.boolean(),
});
export type TNotificationView = z.infer<typeof ZNotificationView>;

export const ZAcknowledgeRequest = z.object({
  /** The SMS code, when the recipient chose to confirm their identity by SMS. */
  code: z
    .string()
    .regex(new RegExp(`^\\d{${NOTIFICATION_LIMITS.ackCodeLength}}$`))
    .optional(),
});
export type TAcknowledgeRequest = z.infer<typeof ZAcknowledgeRequest>;

export const ZRejectNotificationRequest = z.object({
  reason: z.string().trim().max(500).optional(),
});

export const ZNotificationActionResponse = z.object({ status: ZOperationStatus });
export type TNotificationActionResponse = z.infer<typeof ZNotificationActionResponse>;
