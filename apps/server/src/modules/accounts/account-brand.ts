import type { TBrand } from '@confirma/contracts/branding';
import { eq, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../platform/db/client.ts';
import type { TMailBrand } from '../../platform/mail/mail-html.ts';
import { ensureProfile } from './accounts-queries.ts';
import { accountProfiles } from './accounts-schema.ts';

/** An account's brand as stored: its logo is a blob of the blob store. */
export interface TAccountBrand {
  name: string;
  color: string | null;
  logoSha256: string | null;
}

/**
 * The account's brand; null when it has none (no name: the product's own look), or for
 * no account (an operation without an owner).
 */
export async function findBrand(
  db: TDbOrTx,
  { userId }: { userId: string | null },
): Promise<TAccountBrand | null> {
  if (!userId) return null;
  const [row] = await db
    .select({
      name: accountProfiles.brandName,
      color: accountProfiles.brandColor,
      logoSha256: accountProfiles.brandLogoSha256,
    })
    .from(accountProfiles)
    .where(eq(accountProfiles.userId, userId));
  return row?.name ? row : null;
}

/**
 * Saves the account's brand (already validated: ZBrandUpdate, the logo stored);
 * `logoSha256` undefined keeps the logo saved. Null `brand` removes the brand.
 */
export async function saveBrand(
  db: TDbOrTx,
  {
    userId,
    brand,
  }: {
    userId: string;
    brand: (Omit<TAccountBrand, 'logoSha256'> & { logoSha256?: string | null }) | null;
  },
): Promise<void> {
  const values = brand
    ? {
        brandName: brand.name,
        brandColor: brand.color?.toLowerCase() ?? null,
        ...(brand.logoSha256 !== undefined ? { brandLogoSha256: brand.logoSha256 } : {}),
      }
    : { brandName: '', brandColor: null, brandLogoSha256: null };
  await ensureProfile(db, { userId });
  await db
    .update(accountProfiles)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(accountProfiles.userId, userId));
}

/** Whether a blob is some account's logo now: only those are served to anyone. */
export async function isBrandLogo(db: TDbOrTx, { sha256 }: { sha256: string }) {
  const [row] = await db
    .select({ userId: accountProfiles.userId })
    .from(accountProfiles)
    .where(eq(accountProfiles.brandLogoSha256, sha256))
    .limit(1);
  return Boolean(row);
}

/** Where the product serves a brand's logo (a path on the server). */
export const brandLogoPath = (sha256: string) => `/api/brand-logos/${sha256}`;

/** The brand as the API answers it (ZBrand). */
export function brandView(brand: TAccountBrand | null): TBrand | null {
  if (!brand) return null;
  const { name, color, logoSha256 } = brand;
  return { name, color, logoUrl: logoSha256 ? brandLogoPath(logoSha256) : null };
}

/** The brand as an e-mail draws it: the logo's address absolute (`PUBLIC_URL`). */
export function mailBrand(publicUrl: string, brand: TAccountBrand | null): TMailBrand | null {
  const view = brandView(brand);
  return view && { ...view, logoUrl: view.logoUrl && `${publicUrl}${view.logoUrl}` };
}
