import type { TSesCommunication } from '@confirma/contracts/establishments';
import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../hooks/use-permission';
import { useRetrySesCommunication } from '../api/retry-ses-communication';

/** The reasons SES.HOSPEDAJES (or our checks before sending) give; any other says "unknown". */
const ERROR_KEYS = new Set([
  'credentials',
  'schema',
  'establishment',
  'duplicate',
  'unavailable',
  'unreachable',
  'data',
  'rule',
  'unknown',
]);

/** The rules beyond the schema our checks name (`ses.errors.rule.<CODE>`). */
const RULES = new Set([
  'ADULT_DOCUMENT_REQUIRED',
  'DOCUMENT_SUPPORT_REQUIRED',
  'SECOND_SURNAME_REQUIRED',
  'CONTACT_REQUIRED',
  'KINSHIP_REQUIRED',
  'MUNICIPALITY_CODE_REQUIRED',
  'MUNICIPALITY_NAME_REQUIRED',
  'PERSON_COUNT_TOO_LOW',
  'CHECK_OUT_NOT_AFTER_CHECK_IN',
  'DOCUMENT_TYPE_UNKNOWN',
  'SEX_UNKNOWN',
  'KINSHIP_UNKNOWN',
  'PAYMENT_TYPE_UNKNOWN',
]);

const COLORS = {
  PENDING: 'default',
  SENT: 'info',
  ACCEPTED: 'success',
  REFUSED: 'error',
} as const;

/** A reason's words: a rule's own, else its key's (`ses.errors.*` of this namespace), else "unknown". */
const errorKey = (key: string) => {
  const rule = key.startsWith('ses.errors.rule.') ? key.slice('ses.errors.rule.'.length) : '';
  if (RULES.has(rule)) return `ses.rules.${rule}`;
  const name = key.startsWith('ses.errors.') ? key.slice('ses.errors.'.length) : '';
  return `ses.errors.${ERROR_KEYS.has(name) ? name : rule ? 'rule' : 'unknown'}`;
};

/**
 * A parte's communication to SES.HOSPEDAJES in words: its state, its batch ("lote") once
 * sent, late past its deadline, and a refusal's reasons with the service's own words.
 */
export function SesCommunicationCell({
  reportId,
  communication,
}: {
  reportId: string;
  communication: TSesCommunication | null;
}) {
  const { t } = useTranslation('account');
  const canManage = usePermission('manage');
  const retry = useRetrySesCommunication();
  if (!communication) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('profile.guests.ses.none')}
      </Typography>
    );
  }
  const { state, lote, late, errors } = communication;
  return (
    <Stack spacing={0.5} alignItems="flex-start" data-testid="ses-communication">
      <Stack direction="row" spacing={0.5} flexWrap="wrap" useFlexGap>
        <Chip size="small" color={COLORS[state]} label={t(`profile.guests.ses.state.${state}`)} />
        {late && (
          <Chip
            size="small"
            color="warning"
            variant="outlined"
            label={t('profile.guests.ses.late')}
          />
        )}
      </Stack>
      {lote && (
        <Typography variant="body2" color="text.secondary">
          {t('profile.guests.ses.lote', { lote })}
        </Typography>
      )}
      {state === 'REFUSED' && errors.length > 0 && (
        <Box component="ul" sx={{ m: 0, pl: 2.5, maxWidth: 320 }}>
          {errors.map((error) => (
            <Typography component="li" variant="body2" key={`${error.key}:${error.detail}`}>
              {t(errorKey(error.key))}
              {error.detail && (
                <Box component="span" sx={{ color: 'text.secondary' }}>
                  {' '}
                  ({error.detail})
                </Box>
              )}
            </Typography>
          ))}
        </Box>
      )}
      {state === 'REFUSED' && canManage && (
        <Button
          size="small"
          onClick={() => retry.mutate(reportId)}
          disabled={retry.isPending}
          data-testid="ses-retry"
        >
          {t('profile.guests.ses.retry')}
        </Button>
      )}
      {retry.isError && (
        <Typography variant="body2" color="error" role="alert">
          {t('profile.guests.ses.retryFailed')}
        </Typography>
      )}
    </Stack>
  );
}
