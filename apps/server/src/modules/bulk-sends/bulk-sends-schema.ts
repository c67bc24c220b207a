import { BULK_ROW_STATES, BULK_SEND_STATES } from '@confirma/contracts/bulk-sends';
import type { TRequestFromTemplate } from '@confirma/contracts/request-templates';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { authOrganizations } from '../accounts/accounts-schema.ts';
import { requestTemplates } from '../request-templates/request-templates-schema.ts';

/**
 * A role of the template as the bulk send was made with it, with its text fields' labels
 * (the result file's columns and the words of its problems).
 */
export type TBulkRole = { id: string; name: string; fields: { id: string; label: string }[] };

/** Why a row was not created: the creation's error code, its detail and field problems. */
export type TBulkRowError = {
  code: string;
  detail: string;
  issues?: { path: string; message: string; key?: string | undefined }[] | undefined;
};

/**
 * The meta of the request that made the bulk send: each row's evidence records it, and the
 * organisation's audit log the member who started it (`senderUserId`) as each row's sender.
 */
export type TBulkMeta = {
  ip: string;
  userAgent: string | null;
  senderUserId?: string | undefined;
  via?: 'api_key' | undefined;
};

/**
 * A bulk send: one account's template and the requests of a CSV's rows, created by a job
 * (bulk-send-job.ts), with the credits of every row reserved at once under its id
 * (credit_reservations). Erased with the account; the template may be deleted meanwhile
 * (its remaining rows then fail).
 */
export const bulkSends = pgTable(
  'bulk_sends',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The organisation it belongs to. */
    organizationId: text('organization_id')
      .notNull()
      .references(() => authOrganizations.id, { onDelete: 'cascade' }),
    templateId: uuid('template_id').references(() => requestTemplates.id, {
      onDelete: 'set null',
    }),
    templateName: text('template_name').notNull(),
    roles: jsonb('roles').$type<TBulkRole[]>().notNull(),
    state: text('state', { enum: BULK_SEND_STATES }).notNull().default('running'),
    total: integer('total').notNull(),
    creditsReserved: integer('credits_reserved').notNull(),
    meta: jsonb('meta').$type<TBulkMeta>().notNull(),
    cancelRequestedAt: timestamp('cancel_requested_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    index('bulk_sends_organization_idx').on(table.organizationId, table.createdAt),
    // A template's bulk sends (listed; set null when it is deleted).
    index('bulk_sends_template_idx').on(table.templateId),
    check('bulk_sends_state_check', sql`${table.state} in ('running', 'done', 'cancelled')`),
    check(
      'bulk_sends_finished_check',
      sql`(${table.state} = 'running') = (${table.finishedAt} is null)`,
    ),
  ],
);

/**
 * One row of a bulk send: the request it makes (ZRequestFromTemplate, as checked when it
 * was sent) and its outcome: pending until the job creates its operation (state and
 * operation written in the creation's own transaction) or records why not.
 */
export const bulkSendRows = pgTable(
  'bulk_send_rows',
  {
    bulkId: uuid('bulk_id')
      .notNull()
      .references(() => bulkSends.id, { onDelete: 'cascade' }),
    /** The row as the spreadsheet numbers it (the header is row 1). */
    row: integer('row').notNull(),
    request: jsonb('request').$type<TRequestFromTemplate>().notNull(),
    state: text('state', { enum: BULK_ROW_STATES }).notNull().default('pending'),
    /** The operation created (a reference only: the result file keeps it whatever happens to it). */
    operationId: uuid('operation_id'),
    error: jsonb('error').$type<TBulkRowError>(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.bulkId, table.row] }),
    check(
      'bulk_send_rows_state_check',
      sql`${table.state} in ('pending', 'created', 'failed', 'cancelled')`,
    ),
  ],
);

export type TBulkSendRecord = typeof bulkSends.$inferSelect;
export type TBulkRowRecord = typeof bulkSendRows.$inferSelect;
