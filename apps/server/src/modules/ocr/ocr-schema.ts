import type { TOcrResult } from '@confirma/contracts/ocr';
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { authOrganizations } from '../accounts/accounts-schema.ts';

/** The blobs of one analysed photo: what was sent and the document straightened from it. */
export interface TOcrStoredImage {
  sha256: string;
  straightenedSha256: string;
}

/**
 * One document analysed for an account (document verification and OCR, 2 credits). The
 * photos, the straightened documents, the portrait and the sealed report are blobs (SHA-256
 * keys); the result is the answer the API gave. The whole row is deleted by the account
 * holder or by the retention purge (OCR_RETENTION_DAYS); the blob collection then frees
 * the bytes. The evidence events of subject 'ocr' stay.
 */
export const ocrAnalyses = pgTable(
  'ocr_analyses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The organisation it belongs to. */
    organizationId: text('organization_id')
      .notNull()
      .references(() => authOrganizations.id, { onDelete: 'cascade' }),
    /** The client's idempotency key: a second request with it replays this analysis. */
    idempotencyKey: text('idempotency_key'),
    document: text('document', { enum: ['ID_CARD', 'PASSPORT'] }).notNull(),
    language: text('language', { enum: ['es', 'en', 'it'] })
      .notNull()
      .default('es'),
    images: jsonb('images').$type<TOcrStoredImage[]>().notNull(),
    portraitSha256: text('portrait_sha256'),
    reportSha256: text('report_sha256'),
    result: jsonb('result').$type<TOcrResult>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('ocr_analyses_organization_idx').on(table.organizationId, table.createdAt),
    index('ocr_analyses_created_idx').on(table.createdAt),
    uniqueIndex('ocr_analyses_idempotency_idx')
      .on(table.organizationId, table.idempotencyKey)
      .where(sql`${table.idempotencyKey} is not null`),
  ],
);
