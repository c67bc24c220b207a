import { sql } from 'drizzle-orm';
import { bigserial, check, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const CONTACT_STATES = ['RECEIVED', 'CONTACTED', 'CLOSED'] as const;

/**
 * Contact requests of the public forms: the API
 * page, the contact page and the contact-request form, in one table told apart by `kind`.
 * Fields a form does not have are null.
 */
export const contacts = pgTable(
  'contacts',
  {
    /** 'C' + milliseconds since the epoch; see insert-contact.ts. */
    id: text('id').primaryKey(),
    kind: text('kind', { enum: ['API', 'CONTACT_PAGE', 'CONTACT_REQUEST'] }).notNull(),
    /** RECEIVED on arrival; an administrator moves it to CONTACTED and CLOSED. */
    state: text('state', { enum: CONTACT_STATES }).notNull().default('RECEIVED'),
    /** The visitor's language: the one to answer in. */
    lang: text('lang', { enum: ['es', 'en', 'it'] }).notNull(),
    name: text('name').notNull(),
    lastname: text('lastname'),
    email: text('email').notNull(),
    company: text('company'),
    phone: text('phone'),
    /** DNI or NIE, normalised (contact page). */
    nif: text('nif'),
    /** The operation type chosen on the contact page (the spec's signatureSelected). */
    operationType: text('operation_type', {
      enum: ['IDENTIFICATION', 'IDENTIFICATION_SIGNATURE', 'TRAVELLER_REPORT'],
    }),
    /** The API page's need or the contact request's description. */
    message: text('message'),
    /** The consents the visitor ticked, by name ('agree', 'privacy', 'contact'). */
    consents: text('consents').array().notNull().default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('contacts_created_idx').on(table.createdAt),
    index('contacts_email_idx').on(table.email),
    check('contacts_state_check', sql`${table.state} in ('RECEIVED', 'CONTACTED', 'CLOSED')`),
    check('contacts_kind_check', sql`${table.kind} in ('API', 'CONTACT_PAGE', 'CONTACT_REQUEST')`),
  ],
);

/** An administrator's notes on a contact request, append-only. */
export const contactNotes = pgTable(
  'contact_notes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    contactId: text('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    authorUserId: text('author_user_id').notNull(),
    authorEmail: text('author_email').notNull(),
    note: text('note').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('contact_notes_contact_idx').on(table.contactId, table.id)],
);
