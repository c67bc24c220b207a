import { CONTRACT_TYPES, SIGNING_ORDERS } from '@confirma/contracts/creation';
import type { TCopyRecipient } from '@confirma/contracts/operations';
import type { TStoredTemplateRole } from '@confirma/contracts/request-templates';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { authOrganizations } from '../accounts/accounts-schema.ts';

/** A page's visible size in PDF points, first page first (where a box may go). */
export type TTemplatePageSize = { width: number; height: number };

/**
 * A sender's request templates: a document (their own PDF in the blob store, named by its
 * SHA-256, or one of the contract types) with its roles (each a named slot for a signer:
 * way of signing, language, signature box, fields), order, copy recipients, subject and
 * message. Owned by one account and erased with it; the PDF stays a blob reference
 * (blob-collection.ts keeps it while a template names it).
 */
export const requestTemplates = pgTable(
  'request_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The organisation it belongs to. */
    organizationId: text('organization_id')
      .notNull()
      .references(() => authOrganizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    subject: text('subject').notNull().default(''),
    message: text('message').notNull().default(''),
    order: text('signing_order', { enum: SIGNING_ORDERS }).notNull().default('sequential'),
    copies: jsonb('copies').$type<TCopyRecipient[]>().notNull().default([]),
    roles: jsonb('roles').$type<TStoredTemplateRole[]>().notNull(),
    /** The sender's own PDF (blob key), its name, pages and page sizes; null: a contract type. */
    documentSha256: text('document_sha256'),
    documentName: text('document_name'),
    documentPages: integer('document_pages'),
    documentPageSizes: jsonb('document_page_sizes').$type<TTemplatePageSize[]>(),
    contractType: text('contract_type', { enum: CONTRACT_TYPES }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('request_templates_organization_idx').on(table.organizationId, table.createdAt),
    // The blob collection asks which blobs a template names.
    index('request_templates_document_idx').on(table.documentSha256),
    // One document or the other, never both nor neither.
    check(
      'request_templates_document_check',
      sql`(${table.documentSha256} is null) <> (${table.contractType} is null)`,
    ),
  ],
);
