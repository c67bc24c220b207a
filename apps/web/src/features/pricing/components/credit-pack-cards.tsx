import type { TProduct } from '@confirma/contracts/payments';
import { Card, CardActions, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useProducts } from '../../../api/list-products';
import { CardGrid } from '../../../components/card-grid';
import { VatIncluded } from '../../../components/vat-included';
import { formatPrice } from '../format-price';

type TPack = TProduct;

interface TCreditPackCardsProps {
  /** Card title; defaults to "<n> credits". */
  name?: (pack: TPack, index: number) => string;
  action?: (pack: TPack) => ReactNode;
}

/**
 * The prepaid packs on sale (10 € → 20 credits, 20 € → 50, 100 € → 300), as
 * the products table has them, each price with the VAT it includes; the published ones
 * until it answers.
 */
export function CreditPackCards({ name, action }: TCreditPackCardsProps) {
  const { t, i18n } = useTranslation('pages');
  const packs = useProducts({ placeholder: true }).data ?? [];
  return (
    <CardGrid min={220}>
      {packs.map((pack, index) => (
        <Card key={pack.id} variant="outlined" sx={{ display: 'flex', flexDirection: 'column' }}>
          <CardContent sx={{ flexGrow: 1, textAlign: 'center' }}>
            <Typography component="h3" variant="h6" sx={{ fontWeight: 600 }}>
              {name ? name(pack, index) : t('pricing.packName', { credits: pack.credits })}
            </Typography>
            <Typography variant="h3" component="p" color="primary" sx={{ my: 1, fontWeight: 700 }}>
              {formatPrice(pack.priceCents, pack.currency, i18n.language)}
            </Typography>
            {name && <Typography>{t('pricing.packName', { credits: pack.credits })}</Typography>}
            <VatIncluded
              vat={pack.vat}
              money={(cents) => formatPrice(cents, pack.currency, i18n.language)}
            />
            <Typography variant="body2" color="text.secondary">
              {t('pricing.perCredit', {
                price: formatPrice(pack.priceCents / pack.credits, pack.currency, i18n.language),
              })}
            </Typography>
          </CardContent>
          {action && (
            <CardActions sx={{ justifyContent: 'center', pb: 2 }}>{action(pack)}</CardActions>
          )}
        </Card>
      ))}
    </CardGrid>
  );
}
