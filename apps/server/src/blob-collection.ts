import { type SQL, sql } from 'drizzle-orm';
import { collectUnreferencedBlobs, type TFindReferenced } from './platform/blobs/collect-blobs.ts';
import type { TDb } from './platform/db/client.ts';
import { jobs } from './platform/jobs/job-table.ts';
import type { TPlatform } from './platform/platform.ts';

/**
 * Every place the database names a blob, for the collection of unreferenced ones. A module
 * that stores blob keys in a new column adds it here, or its blobs would be collected.
 * A purged identification's captures, burst frames and video (the retention purge) keep their hashes
 * but are no longer references: their bytes are collected; its certificate stays one.
 */
export function findReferencedBlobs(db: TDb): TFindReferenced {
  return async (keys) => {
    if (!keys.length) return new Set();
    const list = sql.join(
      keys.map((key) => sql`${key}`),
      sql`, `,
    );
    const attached = (table: SQL, column: SQL, where: SQL = sql`true`) => sql`
      select item->>'blobKey' as key from ${table},
        jsonb_array_elements(case when jsonb_typeof(${column}) = 'array' then ${column} else '[]'::jsonb end) as item
      where ${where} and item->>'blobKey' in (${list})`;
    const result = (await db.execute(sql`
      select original_sha256 as key from operation_documents where original_sha256 in (${list})
      union select signed_sha256 from operation_documents where signed_sha256 in (${list})
      union select signature_image_sha256 from operation_signers
        where signature_image_sha256 in (${list})
      union select image_sha256 from page_previews where image_sha256 in (${list})
      union select pdf_blob_key from invoices where pdf_blob_key in (${list})
      union select brand_logo_sha256 from account_profiles
        where brand_logo_sha256 in (${list})
      union select document_sha256 from request_templates where document_sha256 in (${list})
      union select c.image_sha256 from identification_captures c
        join identifications i on i.id = c.identification_id
        where i.purged_at is null and c.image_sha256 in (${list})
      union select f.image_sha256 from identification_frames f
        join identifications i on i.id = f.identification_id
        where i.purged_at is null and f.image_sha256 in (${list})
      union select video_sha256 from identifications
        where purged_at is null and video_sha256 in (${list})
      union select certificate_sha256 from identifications where certificate_sha256 in (${list})
      union select sha256 from identification_video_chunks where sha256 in (${list})
      union select item->>'sha256' from ocr_analyses,
        jsonb_array_elements(images) as item where item->>'sha256' in (${list})
      union select item->>'straightenedSha256' from ocr_analyses,
        jsonb_array_elements(images) as item where item->>'straightenedSha256' in (${list})
      union select portrait_sha256 from ocr_analyses where portrait_sha256 in (${list})
      union select report_sha256 from ocr_analyses where report_sha256 in (${list})
      union ${attached(sql`outbox_messages`, sql`attachments`)}
      union ${attached(sql`${jobs}`, sql`data->'attachments'`, sql`state <> 'completed'`)}
    `)) as unknown as { rows: { key: string }[] };
    return new Set(result.rows.map((row) => row.key));
  };
}

/** The collection of unreferenced blobs: a periodic job (BLOB_GC_CRON, every 6 hours). */
export function collectBlobs(platform: TPlatform) {
  return collectUnreferencedBlobs(platform.blobs, findReferencedBlobs(platform.database.db), {
    graceMs: platform.config.BLOB_GC_GRACE_MS,
  });
}
