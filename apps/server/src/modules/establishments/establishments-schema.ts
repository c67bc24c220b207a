import {
  BOOKING_KINSHIPS,
  BOOKING_MINOR_DOCUMENT_TYPES,
  BOOKING_SEXES,
} from '@confirma/contracts/bookings';
import { CHECKIN_MODES, SES_ENVIRONMENTS } from '@confirma/contracts/establishments';
import {
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { authOrganizations } from '../accounts/accounts-schema.ts';
import { operations } from '../operations/operations-schema.ts';

/**
 * An organisation's establishments: what their guests' partes print, their permanent guest
 * check-in link (`link_token`, replaced by a rotation; a paused link starts nothing), the
 * daily maximum of check-ins the link may start, and the establishment's SES.HOSPEDAJES
 * web-service credentials. The password must be used, not just checked, so it is kept
 * encrypted (AES-256-GCM under a key derived from AUTH_SECRET, bound to the row), never in
 * clear; without credentials nothing is communicated.
 */
export const establishments = pgTable(
  'establishments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => authOrganizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    address: text('address').notNull().default(''),
    registry: text('registry').notNull().default(''),
    mode: text('mode', { enum: CHECKIN_MODES }).notNull().default('SIGN'),
    dailyLimit: integer('daily_limit').notNull(),
    linkToken: text('link_token').notNull().unique(),
    linkPaused: boolean('link_paused').notNull().default(false),
    sesLandlordCode: text('ses_landlord_code'),
    sesEstablishmentCode: text('ses_establishment_code'),
    sesUsername: text('ses_username'),
    sesPasswordEncrypted: text('ses_password_encrypted'),
    sesEnvironment: text('ses_environment', { enum: SES_ENVIRONMENTS }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('establishments_organization_idx').on(table.organizationId, table.createdAt)],
);

/**
 * A guest check-in: the operation an establishment's link (or its reception kiosk) started,
 * with the booking the guest named. The traveller report prints the establishment's data,
 * prefills the stay from the booking, and is communicated with the establishment's codes.
 */
export const checkins = pgTable(
  'checkins',
  {
    operationId: uuid('operation_id')
      .primaryKey()
      .references(() => operations.id, { onDelete: 'cascade' }),
    establishmentId: uuid('establishment_id')
      .notNull()
      .references(() => establishments.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: ['LINK', 'KIOSK', 'BOOKING'] }).notNull(),
    /** The booking the guest is one of (their parte is communicated with it). */
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    bookingReference: text('booking_reference').notNull().default(''),
    checkIn: text('check_in').notNull(),
    checkOut: text('check_out').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('checkins_establishment_idx').on(table.establishmentId, table.createdAt)],
);

/**
 * A booking at an establishment: its stay and how many travel (minors included), opened by
 * the establishment or by a guest on the link who said they were several (`lead_guest_id`
 * then names them). SES.HOSPEDAJES gets it in one communication with every traveller.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    establishmentId: uuid('establishment_id')
      .notNull()
      .references(() => establishments.id, { onDelete: 'cascade' }),
    /** The establishment's own reference, or one of ours (`CFM-…`) when it gave none. */
    reference: text('reference').notNull(),
    checkIn: text('check_in').notNull(),
    checkOut: text('check_out').notNull(),
    travellers: integer('travellers').notNull(),
    openedBy: text('opened_by', { enum: ['ESTABLISHMENT', 'GUEST'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('bookings_reference_unique').on(table.establishmentId, table.reference),
    index('bookings_establishment_idx').on(table.establishmentId, table.createdAt),
  ],
);

/**
 * An adult guest of a booking, with their own link (`token`, sent by e-mail to `email`) on
 * which they start their check-in (`operation_id` once started). The lead guest (the one who
 * opened it on the establishment's link) invites the others.
 */
export const bookingGuests = pgTable(
  'booking_guests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    lead: boolean('lead').notNull().default(false),
    token: text('token').notNull().unique(),
    operationId: uuid('operation_id').references(() => operations.id, { onDelete: 'set null' }),
    invitedAt: timestamp('invited_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('booking_guests_email_unique').on(table.bookingId, table.email),
    index('booking_guests_booking_idx').on(table.bookingId),
  ],
);

/**
 * A minor of a booking, added by the adult guest responsible for them with the kinship SES
 * asks; communicated with that adult's parte. The document only when they have one.
 */
export const bookingMinors = pgTable(
  'booking_minors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    responsibleGuestId: uuid('responsible_guest_id')
      .notNull()
      .references(() => bookingGuests.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName1: text('last_name1').notNull(),
    lastName2: text('last_name2').notNull().default(''),
    birthDate: text('birth_date').notNull(),
    nationality: text('nationality').notNull(),
    sex: text('sex', { enum: BOOKING_SEXES }).notNull(),
    documentType: text('document_type', { enum: BOOKING_MINOR_DOCUMENT_TYPES }),
    documentNumber: text('document_number').notNull().default(''),
    kinship: text('kinship', { enum: BOOKING_KINSHIPS }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('booking_minors_booking_idx').on(table.bookingId)],
);
