import type { TReviewCase } from '@confirma/contracts/review';
import { Alert, Box, Chip, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { verdictColour } from '../../../components/identification-verdict';
import { useReviewFormat } from '../hooks/use-review-format';

/**
 * Whose case and where it stands: the account and its operation, the signer and the
 * document number the sender gave, how long it has waited and when it is due.
 */
export function ReviewCaseHeader({ reviewCase }: { reviewCase: TReviewCase }) {
  const { t } = useTranslation('review');
  const format = useReviewFormat();
  const c = reviewCase;
  return (
    <Box sx={{ display: 'grid', gap: 1 }} data-testid="review-case-header">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Typography
          component="h2"
          variant="h5"
          sx={{ flex: '1 1 260px', overflowWrap: 'anywhere' }}
        >
          {c.signer.name ?? t('case.noName')}
        </Typography>
        <Chip
          color={verdictColour(c.status) ?? 'default'}
          label={t(`workspace:operation.identification.status.${c.status}`)}
          data-status={c.status}
        />
        {c.overdue && c.status === 'REVIEW' && <Chip color="error" label={t('queue.overdue')} />}
        {c.fourEyes && <Chip variant="outlined" label={t('queue.fourEyes')} />}
      </Box>
      <Typography variant="body2">
        {t('case.account', { name: c.account.name || '—', email: c.account.email })}
      </Typography>
      <Typography variant="body2">
        {t('case.operation', {
          type: t(`workspace:types.${c.operation.signatureType}`),
          id: c.operation.id,
          date: format.dateTime(c.operation.createdAt),
        })}
      </Typography>
      <Typography variant="body2">
        {t('case.signer', {
          nif: c.signer.nif ?? '—',
          language: t(`languages.${c.signer.language}`),
        })}
      </Typography>
      {c.status === 'REVIEW' && (
        <Typography variant="body2">
          {t('case.timing', {
            since: format.dateTime(c.since),
            age: format.age(c.ageMinutes),
            due: format.dateTime(c.dueAt),
          })}
        </Typography>
      )}
      {c.purged && <Alert severity="warning">{t('case.purged')}</Alert>}
    </Box>
  );
}
