import { Alert, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * What the request costs against the balance; short of it, the way to buy the credits
 * (`buyCredits`, the app's) or a plain warning.
 */
export function RequestCost({
  cost,
  balance,
  buyCredits,
}: {
  cost: number;
  balance: number | null;
  buyCredits: ((needed: number) => ReactNode) | undefined;
}) {
  const { t } = useTranslation(['flows', 'errors']);
  const needed = balance === null ? 0 : cost - balance;
  return (
    <>
      <Stack spacing={0.5} data-testid="creation-cost">
        <Typography variant="body2" color="text.secondary">
          {t('flows:create.request.cost', { credits: cost })}
        </Typography>
        {balance !== null && (
          <Typography variant="body2" color={needed > 0 ? 'error' : 'text.secondary'}>
            {t('flows:create.form.balance', { count: balance })}
          </Typography>
        )}
      </Stack>
      {needed > 0 &&
        (buyCredits?.(needed) ?? (
          <Alert severity="warning">{t('errors:INSUFFICIENT_CREDITS')}</Alert>
        ))}
    </>
  );
}
