import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import { Alert, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/link-button';
import { pathFor } from '../../../config/routes';
import { safeReturnTo } from './order-helpers';

/**
 * The buy page's path that comes back to `returnTo` (a hash route, e.g. the request being
 * written) once a card or wallet purchase is paid.
 */
export function buyCreditsPath(returnTo?: string | null): string {
  const safe = safeReturnTo(returnTo);
  const base = pathFor('PrePayPalPaymentPage');
  return safe ? `${base}?returnTo=${encodeURIComponent(safe)}` : base;
}

/**
 * "Comprar créditos" for a place short of credits: says how many more are needed (when
 * `needed` > 0) and links to the buy page, which returns to `returnTo` after paying.
 */
export function BuyCreditsLink({
  needed,
  returnTo,
}: {
  /** Credits missing (the cost less the balance); 0 or less: only the link. */
  needed?: number;
  /** The hash route to come back to, e.g. `/createsignpage`; an outside URL is ignored. */
  returnTo?: string | null;
}) {
  const { t } = useTranslation('payments');
  const link = (
    <LinkButton
      variant="contained"
      startIcon={<AddShoppingCartIcon />}
      to={buyCreditsPath(returnTo)}
      data-testid="buy-credits-link"
    >
      {t('buy.link')}
    </LinkButton>
  );
  if (!needed || needed <= 0) return link;
  return (
    <Alert severity="warning" data-testid="credits-needed">
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Typography>{t('buy.needed', { count: needed })}</Typography>
        {link}
      </Stack>
    </Alert>
  );
}
