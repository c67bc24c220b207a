import type {
  TEstablishment,
  TTravellerCompletion,
  TTravellerDocumentData,
  TTravellerWarning,
} from '@confirma/contracts/traveller';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { authOrganizations } from '../accounts/accounts-schema.ts';
import { operationSigners, operations } from '../operations/operations-schema.ts';

/**
 * One guest's traveller report (parte de viajero, Real Decreto 933/2021): the data the
 * identification read from the document, what the guest completed, the establishment as
 * printed, the warnings shown, and the parte (the operation's document). The account's
 * guest register lists these rows; the retention purge deletes them with their operation
 * `purge_after` (three years after the check-out by default).
 */
export const travellerReports = pgTable(
  'traveller_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    operationId: uuid('operation_id')
      .notNull()
      .unique()
      .references(() => operations.id, { onDelete: 'cascade' }),
    signerId: uuid('signer_id')
      .notNull()
      .references(() => operationSigners.id, { onDelete: 'cascade' }),
    /** The establishment's organisation; null for a public trial (no register). */
    organizationId: text('organization_id').references(() => authOrganizations.id, {
      onDelete: 'cascade',
    }),
    /** TTravellerReportStatus without PENDING: FILLED, SIGNED or SEALED. */
    status: text('status', { enum: ['FILLED', 'SIGNED', 'SEALED'] }).notNull(),
    document: jsonb('document').$type<TTravellerDocumentData>().notNull(),
    completion: jsonb('completion').$type<TTravellerCompletion>().notNull(),
    establishment: jsonb('establishment').$type<TEstablishment>().notNull(),
    warnings: jsonb('warnings').$type<TTravellerWarning[]>().notNull(),
    /** Blob key of the filled parte (before any signature). */
    filledSha256: text('filled_sha256').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    purgeAfter: timestamp('purge_after', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('traveller_reports_organization_idx').on(table.organizationId, table.createdAt),
    index('traveller_reports_purge_idx').on(table.purgeAfter),
  ],
);
