import { SES_COMMUNICATION_STATES } from '@confirma/contracts/establishments';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bookings, establishments } from '../establishments/establishments-schema.ts';
import { travellerReports } from '../traveller/traveller-schema.ts';

/** Why a communication was refused or is being retried: a stable key, the service's words. */
export interface TSesProblem {
  key: string;
  detail: string;
}

/**
 * A communication to SES.HOSPEDAJES: one booking's travellers, or one guest's parte alone;
 * `ses_communication_reports` says which partes it carries (a parte is in one, never
 * communicated twice). PENDING rows are sent by the `ses.communicate` job when
 * `next_attempt_at` comes (retried with backoff while the service cannot be reached); SENT
 * rows hold the batch ("lote") the service answered and are asked about until it is
 * processed; ACCEPTED rows keep the communication code; REFUSED rows keep why, and are
 * never deleted. `due_at` is the legal deadline (24 hours), `alerted_at` when the
 * establishment was told a communication is late or refused.
 */
export const sesCommunications = pgTable(
  'ses_communications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The booking whose travellers it carries (with the minors of its adults). */
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    establishmentId: uuid('establishment_id')
      .notNull()
      .references(() => establishments.id, { onDelete: 'cascade' }),
    state: text('state', { enum: SES_COMMUNICATION_STATES }).notNull().default('PENDING'),
    lote: text('lote'),
    communicationCode: text('communication_code'),
    errors: jsonb('errors').$type<TSesProblem[]>().notNull().default([]),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    /** SHA-256 of the XML sent (the service's copy can be matched against the parte). */
    xmlSha256: text('xml_sha256'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    alertedAt: timestamp('alerted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('ses_communications_due_idx').on(table.state, table.nextAttemptAt),
    index('ses_communications_establishment_idx').on(table.establishmentId),
  ],
);

/** The partes a communication carries: a report is in one communication at most. */
export const sesCommunicationReports = pgTable(
  'ses_communication_reports',
  {
    reportId: uuid('report_id')
      .primaryKey()
      .references(() => travellerReports.id, { onDelete: 'cascade' }),
    communicationId: uuid('communication_id')
      .notNull()
      .references(() => sesCommunications.id, { onDelete: 'cascade' }),
  },
  (table) => [index('ses_communication_reports_communication_idx').on(table.communicationId)],
);
