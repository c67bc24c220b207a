import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { operations } from '../operations/operations-schema.ts';

/**
 * A certified notification's delivery: one per operation of type NOTIFICACION (the
 * operation carries the owner, status, document, recipient as its signer, expiry and the
 * evidence chain). The link's token and the SMS code are kept only as SHA-256 / HMAC.
 */
export const notifications = pgTable(
  'notifications',
  {
    operationId: uuid('operation_id')
      .primaryKey()
      .references(() => operations.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    /** SHA-256 of the message's UTF-8 text, as the certificate prints it. */
    messageSha256: text('message_sha256').notNull(),
    recipientEmail: text('recipient_email').notNull(),
    recipientPhone: text('recipient_phone'),
    /** SHA-256 of the recipient's link token (the token itself is only in the e-mail). */
    accessTokenHash: text('access_token_hash').notNull().unique(),
    /** The Message-ID the e-mail is sent with: delivery-status reports are matched by it. */
    messageId: text('message_id').notNull().unique(),
    /** The SMTP server's last reply (accepted or refused). */
    smtpResponse: text('smtp_response'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    bouncedAt: timestamp('bounced_at', { withTimezone: true }),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    /** The SMS code that confirms an acknowledgement (HMAC), its expiry and the tries. */
    ackCodeHash: text('ack_code_hash'),
    ackCodeExpiresAt: timestamp('ack_code_expires_at', { withTimezone: true }),
    ackCodeAttempts: integer('ack_code_attempts').notNull().default(0),
    ackCodeSentAt: timestamp('ack_code_sent_at', { withTimezone: true }),
  },
  (table) => [index('notifications_recipient_idx').on(table.recipientEmail)],
);
