import { Alert, Card, CardActions, CardContent, Chip, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useProducts } from '../../../api/list-products';
import { CardGrid } from '../../../components/card-grid';
import { VatIncluded } from '../../../components/vat-included';
import { getPaymentMethods } from '../api/get-payment-methods';
import { formatAmount } from './format-amount';
import { PaymentChoices } from './payment-choices';

/**
 * The packs on sale: name, price with the VAT it includes, the 'new' badge
 * and the 'Selecciona esta opción' chip, whose accessible name says which pack it chooses
 * (three chips of one name are no choice to a screen reader); choosing one reveals the
 * payment choices offered here. A server that offers
 * none (production without payment providers) says payments are not configured.
 */
export function PackChooser({
  onTransfer,
  returnTo = null,
}: {
  onTransfer: (orderId: string) => void;
  /** Where to go back once paid (a hash route such as a request short of credits). */
  returnTo?: string | null;
}) {
  const { t, i18n } = useTranslation('payments');
  const products = useProducts();
  const methods = useQuery({
    queryKey: ['payments', 'methods'],
    queryFn: getPaymentMethods,
    staleTime: 5 * 60_000,
  });
  const [chosen, setChosen] = useState<string | null>(null);
  if (products.isError) return <Alert severity="error">{t('packs.loadError')}</Alert>;
  if (methods.isError) return <Alert severity="error">{t('choices.loadError')}</Alert>;
  if (methods.data?.length === 0) {
    return (
      <Alert severity="warning" data-testid="payments-not-configured">
        {t('choices.notConfigured')}
      </Alert>
    );
  }
  return (
    <>
      <CardGrid min={220}>
        {(products.data ?? []).map((pack) => {
          const selected = chosen === pack.id;
          return (
            <Card
              key={pack.id}
              variant="outlined"
              data-testid={`pack-${pack.id}`}
              sx={{
                display: 'flex',
                flexDirection: 'column',
                borderColor: selected ? pack.color : undefined,
                borderWidth: selected ? 2 : 1,
              }}
            >
              <CardContent sx={{ flexGrow: 1, textAlign: 'center' }}>
                {pack.isNew && (
                  <Chip size="small" color="secondary" label={t('packs.new')} sx={{ mb: 1 }} />
                )}
                <Typography component="h3" variant="h6" sx={{ fontWeight: 600 }}>
                  {pack.name}
                </Typography>
                <Typography
                  variant="h4"
                  component="p"
                  sx={{ my: 1, fontWeight: 700, color: pack.color }}
                >
                  {formatAmount(pack.priceCents, pack.currency, i18n.language)}
                </Typography>
                <Typography color="text.secondary">
                  {t('packs.credits', { count: pack.credits })}
                </Typography>
                <VatIncluded
                  vat={pack.vat}
                  money={(cents) => formatAmount(cents, pack.currency, i18n.language)}
                />
              </CardContent>
              <CardActions sx={{ justifyContent: 'center', pb: 2 }}>
                <Chip
                  clickable
                  color={selected ? 'primary' : 'default'}
                  variant={selected ? 'filled' : 'outlined'}
                  label={selected ? t('packs.selected') : t('packs.select')}
                  onClick={() => setChosen(pack.id)}
                  aria-label={t(selected ? 'packs.selectedPack' : 'packs.selectPack', {
                    name: pack.name,
                    credits: t('packs.credits', { count: pack.credits }),
                  })}
                  aria-pressed={selected}
                />
              </CardActions>
            </Card>
          );
        })}
      </CardGrid>
      {chosen && methods.data && (
        <PaymentChoices
          key={chosen}
          productId={chosen}
          methods={methods.data}
          onTransfer={onTransfer}
          returnTo={returnTo}
        />
      )}
    </>
  );
}
