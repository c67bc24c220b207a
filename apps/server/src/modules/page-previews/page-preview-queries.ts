import { and, eq } from 'drizzle-orm';
import type { TDbOrTx } from '../../platform/db/client.ts';
import { pagePreviews } from './page-previews-schema.ts';

export interface TPreviewKey {
  documentSha256: string;
  page: number;
  width: number;
}

export type TPreviewRow = typeof pagePreviews.$inferSelect;

export async function findPreview(db: TDbOrTx, key: TPreviewKey): Promise<TPreviewRow | undefined> {
  const [row] = await db
    .select()
    .from(pagePreviews)
    .where(
      and(
        eq(pagePreviews.documentSha256, key.documentSha256),
        eq(pagePreviews.page, key.page),
        eq(pagePreviews.width, key.width),
      ),
    )
    .limit(1);
  return row;
}

/** Two processes drawing the same page at once store the same bytes: the first row stays. */
export async function insertPreview(
  db: TDbOrTx,
  row: TPreviewKey & { imageSha256: string; pages: number },
): Promise<void> {
  await db.insert(pagePreviews).values(row).onConflictDoNothing();
}
