import { creditProductOf, operationCreditCost } from '@confirma/contracts/constants';
import { Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session-store';
import type { TCreationValues } from '../create-operation.types';

/**
 * What an identification costs, before it is sent (3 credits, 5 with the
 * signature that follows), and the account's balance, with a warning when it is short.
 */
export function CreationCost({ type }: { type: TCreationValues['type'] }) {
  const { t } = useTranslation(['flows', 'errors']);
  const balance = useSession((session) => session.credits?.currentcredits ?? null);
  const cost = type
    ? operationCreditCost([type === 'PARTE_VIAJERO' ? 'VIDEO_1PASO_OTP' : type]).cost
    : null;
  const short = cost !== null && balance !== null && balance < cost;
  return (
    <Stack spacing={0.5} data-testid="creation-cost">
      <Typography variant="body2" color="text.secondary">
        {cost === null
          ? t('flows:create.identification.costChoose', {
              identification: creditProductOf('IDENTIFICATION_NO_ASISTIDA').cost,
              withSignature: creditProductOf('VIDEO_1PASO_OTP').cost,
            })
          : t('flows:create.identification.cost', { credits: cost })}
      </Typography>
      {balance !== null && (
        <Typography variant="body2" color={short ? 'error' : 'text.secondary'}>
          {t('flows:create.form.balance', { count: balance })}
          {short && ` ${t('errors:INSUFFICIENT_CREDITS')}`}
        </Typography>
      )}
    </Stack>
  );
}
