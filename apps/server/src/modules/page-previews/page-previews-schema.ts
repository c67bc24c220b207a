import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Pages of stored documents drawn as images (the signer sees the first one at once, while
 * pdf.js loads): a cache keyed by the document's SHA-256, the page and the width drawn, the
 * image itself in the blob store. A row may be dropped at any time; the page is drawn again.
 */
export const pagePreviews = pgTable(
  'page_previews',
  {
    documentSha256: text('document_sha256').notNull(),
    page: integer('page').notNull(),
    width: integer('width').notNull(),
    imageSha256: text('image_sha256').notNull(),
    /** The document's page count. */
    pages: integer('pages').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.documentSha256, table.page, table.width] })],
);
