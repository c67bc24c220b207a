import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LinkButton } from '../../components/link-button';
import { Page } from '../../components/page';
import { pathFor } from '../../config/routes';
import { RequireAccount } from '../../features/account/components/require-account';
import { PackChooser } from '../../features/payments/components/pack-chooser';

/**
 * /prepaypalPaymentPage: 'Comprar Créditos' (spec 001 §2.5): the packs from the products
 * table; choosing one reveals card, wallet and bank transfer. Signed-in only.
 */
export function BuyCreditsPage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  return (
    <Page lead={t('buyCredits.lead')}>
      <RequireAccount>
        <PackChooser
          onTransfer={(orderId) =>
            void navigate(`${pathFor('PaymentReturnPage')}?order=${encodeURIComponent(orderId)}`)
          }
        />
      </RequireAccount>
      <LinkButton
        startIcon={<ArrowBackIcon />}
        variant="outlined"
        sx={{ alignSelf: 'flex-start' }}
        to={pathFor('ProfilePage')}
      >
        {t('buyCredits.backToAccount')}
      </LinkButton>
    </Page>
  );
}
