import { SIGNATURE_TYPES } from '@confirma/contracts/constants';
import type { TIdentificationChecksRequest } from '@confirma/contracts/identification';
import {
  OPERATION_STATUSES,
  SIGNER_STATUSES,
  type TCopyRecipient,
  type TOperationSigner,
  type TSignerDatum,
  type TSignerField,
} from '@confirma/contracts/operations';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { authOrganizations, authUsers } from '../accounts/accounts-schema.ts';
import type { TFilledField, TStoredBox } from '../signer-requests/index.ts';

/**
 * Operations of the signing service. An operation outlives its sender's account (it is
 * evidence for every party), so the owner link is set to null on account erasure.
 */
export const operations = pgTable(
  'operations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    domainUuid: uuid('domain_uuid').notNull(),
    /** The organisation that sent it (null: a public demo, or an organisation since erased). */
    organizationId: text('organization_id').references(() => authOrganizations.id, {
      onDelete: 'set null',
    }),
    /** The member who sent it (null: a demo, or a member since erased). */
    senderUserId: text('sender_user_id').references(() => authUsers.id, { onDelete: 'set null' }),
    opClass: integer('op_class').notNull(),
    signatureType: text('signature_type', { enum: SIGNATURE_TYPES }).notNull(),
    status: text('status', { enum: OPERATION_STATUSES }).notNull(),
    language: text('language', { enum: ['es', 'en', 'it'] }).notNull(),
    creditsSpent: integer('credits_spent').notNull(),
    /** A public-demo operation: no owner, no credits, watermarked "no legal validity". */
    demo: boolean('demo').notNull().default(false),
    /** The identification checks the sender relaxed or tightened (null: the server's). */
    identificationChecks: jsonb('identification_checks').$type<TIdentificationChecksRequest>(),
    /** The sender's title and invitation subject (null: the first document's name). */
    subject: text('subject'),
    /** The sender's words in every invitation. */
    message: text('message'),
    /** Who receives the signed documents and the certificate once it is SIGNED. */
    copyRecipients: jsonb('copy_recipients').$type<TCopyRecipient[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [index('operations_organization_idx').on(table.organizationId, table.createdAt)],
);

export const operationDocuments = pgTable(
  'operation_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    operationId: uuid('operation_id')
      .notNull()
      .references(() => operations.id, { onDelete: 'cascade' }),
    reference: text('reference').notNull(),
    name: text('name').notNull(),
    label: text('label').notNull(),
    flags: jsonb('flags').$type<Record<string, unknown>>().notNull(),
    pages: integer('pages').notNull(),
    /** Blob keys (SHA-256) of the document as uploaded and as sealed. */
    originalSha256: text('original_sha256').notNull(),
    signedSha256: text('signed_sha256'),
    position: integer('position').notNull(),
    /**
     * When the signed document's newest time stamp needs another (PAdES B-LTA: before its
     * TSA certificate expires, ARCHIVE_RENEW_DAYS ahead); null until its last signature.
     */
    archiveRenewAt: timestamp('archive_renew_at', { withTimezone: true }),
  },
  (table) => [
    index('operation_documents_operation_idx').on(table.operationId),
    // The archive sweep asks which documents' time stamps are due for renewal.
    index('operation_documents_archive_idx')
      .on(table.archiveRenewAt)
      .where(sql`${table.archiveRenewAt} is not null`),
    // The blob collection asks which stored files are still named.
    index('operation_documents_original_idx').on(table.originalSha256),
    index('operation_documents_signed_idx').on(table.signedSha256),
  ],
);

export const operationSigners = pgTable(
  'operation_signers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    operationId: uuid('operation_id')
      .notNull()
      .references(() => operations.id, { onDelete: 'cascade' }),
    level: integer('level').notNull(),
    order: integer('order').notNull(),
    operationType: text('operation_type').notNull(),
    /** The spec's signerData list as sent (identifier, value, label, resumen, actions…). */
    signerData: jsonb('signer_data').$type<TSignerDatum[]>().notNull(),
    signatureTypes: jsonb('signature_types').$type<TOperationSigner['signaturesType']>().notNull(),
    /** References of the documents this signer signs; null: all of them. */
    docs: jsonb('docs').$type<string[]>(),
    /**
     * The signer's box on each document they sign, settled at creation (TPlacedBox).
     * Operations created before that keep the boxes as sent: a box without `reference`
     * serves every document, and a document without a box gets the seal's 'auto' one.
     */
    boxPositions: jsonb('box_positions').$type<TStoredBox[]>(),
    /** What the signer fills besides their signature, as sent (null: nothing). */
    fields: jsonb('fields').$type<TSignerField[]>(),
    /** The fields as filled when they signed (kept for a deferred seal and the certificate). */
    filledFields: jsonb('filled_fields').$type<TFilledField[]>(),
    email: text('email'),
    cellphone: text('cellphone'),
    fullName: text('full_name').notNull(),
    /** TSignerStatus: PENDING until their level's turn, INVITED, … SIGNED or REJECTED. */
    status: text('status', { enum: SIGNER_STATUSES }).notNull().default('PENDING'),
    /** When the signer's turn began (invited), or when the sender last resent the invitation. */
    invitedAt: timestamp('invited_at', { withTimezone: true }),
    /** Automatic reminders sent since `invitedAt` (REMINDER_DAYS steps done). */
    remindersSent: integer('reminders_sent').notNull().default(0),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    /** OTP or HANDWRITTEN, set when the signer signs. */
    signatureMethod: text('signature_method', { enum: ['OTP', 'HANDWRITTEN'] }),
    /** Blob key of the handwritten drawing, kept so a deferred seal can place it. */
    signatureImageSha256: text('signature_image_sha256'),
    /** Signed, but the seal waits for a time stamp (a job retries it). */
    sealPending: boolean('seal_pending').notNull().default(false),
    /** Handwriting stroke data (AES-256-GCM, base64), biometric evidence when sent. */
    strokesEncrypted: text('strokes_encrypted'),
    /** When the signer's video identification passed (the video types need it to sign). */
    identifiedAt: timestamp('identified_at', { withTimezone: true }),
  },
  (table) => [
    index('operation_signers_operation_idx').on(table.operationId),
    index('operation_signers_image_idx').on(table.signatureImageSha256),
    // The automatic reminders look for signers whose turn it is, by when it began.
    index('operation_signers_turn_idx')
      .on(table.invitedAt)
      .where(
        sql`${table.status} in ('INVITED', 'OPENED', 'IDENTIFYING', 'IDENTIFIED', 'DOCUMENT_READ', 'OTP_SENT')`,
      ),
  ],
);
