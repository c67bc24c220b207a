import type { TProduct } from '@confirma/contracts/payments';
import { Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

/**
 * What a pack's price includes: "Incluye 1,74 € de IVA (21 %) sobre 8,26 €", the split
 * the server made as the purchase's invoice will make it. `money` writes cents as the
 * page writes its prices.
 */
export function VatIncluded({
  vat,
  money,
}: {
  vat: TProduct['vat'];
  money: (cents: number) => string;
}) {
  const { t, i18n } = useTranslation();
  const rate = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 }).format(
    vat.rateBp / 100,
  );
  return (
    <Typography variant="body2" color="text.secondary" data-testid="vat-included">
      {t('common:vat.included', { rate, base: money(vat.baseCents), vat: money(vat.vatCents) })}
    </Typography>
  );
}
