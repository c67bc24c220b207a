import type { TConfig } from '../../platform/config.ts';
import type { TDbOrTx } from '../../platform/db/client.ts';
import { findOrganizationContact, namesOfUsers } from '../accounts/index.ts';
import type { TInvoiceBuyer, TInvoiceSeller } from './invoices.types.ts';

/** The seller as configured now (SELLER_NAME, SELLER_TAX_ID, SELLER_ADDRESS, SELLER_EMAIL). */
export function sellerFromConfig(
  config: Pick<TConfig, 'SELLER_NAME' | 'SELLER_TAX_ID' | 'SELLER_ADDRESS' | 'SELLER_EMAIL'>,
): TInvoiceSeller {
  return {
    name: config.SELLER_NAME,
    taxId: config.SELLER_TAX_ID,
    address: config.SELLER_ADDRESS,
    email: config.SELLER_EMAIL,
  };
}

/**
 * The buyer from the account's profile as it stands now: the company when one is given,
 * otherwise the person's name (the account's name when the profile has none); undefined
 * when the account no longer exists. An order placed by a member for an organisation other
 * than their own names them (`orderedBy`: name and e-mail).
 */
export async function readBuyer(
  db: TDbOrTx,
  { organizationId, buyerUserId }: { organizationId: string; buyerUserId: string | null },
): Promise<TInvoiceBuyer | undefined> {
  const row = await findOrganizationContact(db, { organizationId });
  if (!row) return undefined;
  const { user, profile } = row;
  const member =
    buyerUserId && buyerUserId !== organizationId
      ? (await namesOfUsers(db, { userIds: [buyerUserId] })).get(buyerUserId)
      : undefined;
  const person = `${profile?.firstname ?? ''} ${profile?.lastname ?? ''}`.trim();
  return {
    name: profile?.companyName.trim() || person || user.name,
    taxId: profile?.taxId.trim() ?? '',
    email: user.email,
    address: profile?.address.trim() ?? '',
    postalcode: profile?.postalcode.trim() ?? '',
    city: profile?.city.trim() ?? '',
    state: profile?.state.trim() ?? '',
    country: profile?.country.trim() ?? '',
    language: profile?.language ?? 'es',
    ...(member ? { orderedBy: `${member.name} <${member.email}>` } : {}),
  };
}

/** The buyer's address on one line: street, postal code and city, state, country. */
export function buyerAddress(buyer: TInvoiceBuyer): string {
  const town = [buyer.postalcode, buyer.city].filter(Boolean).join(' ');
  return [buyer.address, town, buyer.state, buyer.country].filter(Boolean).join(', ');
}
