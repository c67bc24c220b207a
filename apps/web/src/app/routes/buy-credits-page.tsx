import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { LinkButton } from '../../components/link-button';
import { Page } from '../../components/page';
import { pathFor } from '../../config/routes';
import { RequireAccount } from '../../features/account/components/require-account';
import { safeReturnTo } from '../../features/payments/components/order-helpers';
import { PackChooser } from '../../features/payments/components/pack-chooser';

/**
 * /prepaypalPaymentPage: 'Comprar créditos': the packs from the products
 * table; choosing one reveals card, wallet and bank transfer. Signed-in only. With
 * `?returnTo=<hash route>` (BuyCreditsLink), a paid purchase comes back there.
 */
export function BuyCreditsPage() {
  const { t } = useTranslation('account');
  const { t: tp } = useTranslation('payments');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const returnTo = safeReturnTo(params.get('returnTo'));
  return (
    <Page lead={t('buyCredits.lead')}>
      <RequireAccount>
        <PackChooser
          returnTo={returnTo}
          onTransfer={(orderId) =>
            void navigate(`${pathFor('PaymentReturnPage')}?order=${encodeURIComponent(orderId)}`)
          }
        />
      </RequireAccount>
      <LinkButton
        startIcon={<ArrowBackIcon />}
        variant="outlined"
        sx={{ alignSelf: 'flex-start' }}
        to={returnTo ?? pathFor('ProfilePage')}
      >
        {returnTo ? tp('status.returnTo') : t('buyCredits.backToAccount')}
      </LinkButton>
    </Page>
  );
}
