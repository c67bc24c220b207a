import { CHECKIN_MODES, SES_ENVIRONMENTS } from '@confirma/contracts/establishments';
import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
    channel: text('channel', { enum: ['LINK', 'KIOSK'] }).notNull(),
    bookingReference: text('booking_reference').notNull().default(''),
    checkIn: text('check_in').notNull(),
    checkOut: text('check_out').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('checkins_establishment_idx').on(table.establishmentId, table.createdAt)],
);
