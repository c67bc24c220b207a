import { SES_COMMUNICATION_STATES } from '@confirma/contracts/establishments';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { establishments } from '../establishments/establishments-schema.ts';
import { travellerReports } from '../traveller/traveller-schema.ts';

/** Why a communication was refused or is being retried: a stable key, the service's words. */
export interface TSesProblem {
  key: string;
  detail: string;
}

/**
 * A parte's communication to SES.HOSPEDAJES, one per report (`report_id` is unique: a parte
 * is never communicated twice). PENDING rows are sent by the `ses.communicate` job when
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
    reportId: uuid('report_id')
      .notNull()
      .unique()
      .references(() => travellerReports.id, { onDelete: 'cascade' }),
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
