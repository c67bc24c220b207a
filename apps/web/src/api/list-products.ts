import { CREDIT_PACKS } from '@confirma/contracts/constants';
import { type TProduct, ZProductList } from '@confirma/contracts/payments';
import { DEFAULT_VAT_RATE_PERCENT, splitVat, vatRateBp } from '@confirma/contracts/vat';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../lib/api-client';

/** GET /api/payments/products: the packs on sale (price above zero, active), in order. */
export async function listProducts(): Promise<TProduct[]> {
  return (await apiClient.get('/payments/products', { kind: 'login', schema: ZProductList }))
    .products;
}

/**
 * The packs as published before the table answers: the seeded ones (migration 0013), their
 * VAT at the default rate (the server's answer carries the configured one).
 */
const DEFAULT_RATE_BP = vatRateBp(DEFAULT_VAT_RATE_PERCENT);
const PUBLISHED_PACKS: TProduct[] = CREDIT_PACKS.map((pack) => ({
  ...pack,
  name: `Pack ${pack.credits}`,
  isNew: false,
  color: '#1976d2',
  vat: { rateBp: DEFAULT_RATE_BP, ...splitVat(pack.priceCents, DEFAULT_RATE_BP) },
}));

export const PRODUCTS_KEY = ['payments', 'products'] as const;

/**
 * The packs on sale, from the products table (the back office may change them). Pages that
 * only show prices (`placeholder`) draw the published packs at once and take the table's
 * when it answers; the buy page waits for the table.
 */
export function useProducts({ placeholder = false }: { placeholder?: boolean } = {}) {
  return useQuery({
    queryKey: PRODUCTS_KEY,
    queryFn: listProducts,
    staleTime: 5 * 60_000,
    ...(placeholder ? { placeholderData: PUBLISHED_PACKS } : {}),
  });
}
