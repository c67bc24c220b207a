import type { TAccountDocument } from '@confirma/contracts/account';
import { Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/link-button';
import { pathFor } from '../../../config/routes';
import { useLocaleFormat } from '../../../hooks/use-locale-format';
import { AlertWithAction } from './alert-with-action';

/**
 * Suscripciones: the current plan, or the honest answer that there is none and credits
 * are prepaid.
 */
export function SubscriptionPanel({
  subscriptions,
}: {
  subscriptions: TAccountDocument['subscriptions'];
}) {
  const { t } = useTranslation('account');
  const format = useLocaleFormat();
  const plan = subscriptions.currentsubscription;
  const since = subscriptions.subscriptionStartDate;
  if (plan) {
    return (
      <Stack spacing={1}>
        <Typography variant="h6">{t('profile.subscriptions.current', { plan })}</Typography>
        {since && (
          <Typography color="text.secondary">
            {t('profile.subscriptions.since', {
              date: format.longDate(since),
            })}
          </Typography>
        )}
      </Stack>
    );
  }
  return (
    <AlertWithAction
      severity="info"
      text={t('profile.subscriptions.empty')}
      action={
        <LinkButton
          color="inherit"
          variant="outlined"
          size="small"
          to={pathFor('PrePayPalPaymentPage')}
        >
          {t('profile.subscriptions.buy')}
        </LinkButton>
      }
    />
  );
}
