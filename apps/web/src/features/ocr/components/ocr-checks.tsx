import type { TOcrResult } from '@confirma/contracts/ocr';
import { Box, Chip, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

/**
 * The analysis' checks, each as a verdict: the MRZ, the Spanish ID's check digits, whether
 * the document expired, the holder's age, and the MRZ against the printed fields.
 */
export function OcrChecks({ checks }: { checks: TOcrResult['checks'] }) {
  const { t } = useTranslation('ocr');
  const verdict = (value: boolean | null, good: string, bad: string) =>
    value === null ? (
      <Chip size="small" label={t('unknown')} />
    ) : (
      <Chip size="small" color={value ? 'success' : 'error'} label={value ? good : bad} />
    );
  return (
    <Box>
      <Typography variant="h6" component="h3" gutterBottom>
        {t('checksTitle')}
      </Typography>
      <Stack direction="row" flexWrap="wrap" gap={2}>
        <span>
          {t('check.mrzValid')}: {verdict(checks.mrzValid, t('ok'), t('wrong'))}
        </span>
        <span>
          {t('check.spanishIdValid')}: {verdict(checks.spanishIdValid, t('ok'), t('wrong'))}
        </span>
        <span>
          {t('check.expired')}:{' '}
          {verdict(
            checks.expired === null ? null : !checks.expired,
            t('expiredNo'),
            t('expiredYes'),
          )}
        </span>
        <span>
          {t('check.age')}: {checks.age === null ? t('unknown') : t('years', { count: checks.age })}
        </span>
        {checks.crossCheck && (
          <span>
            {t('check.crossCheck')}:{' '}
            {verdict(
              checks.crossCheck.consistent,
              t('crossCheck', checks.crossCheck),
              t('crossCheck', checks.crossCheck),
            )}
          </span>
        )}
      </Stack>
    </Box>
  );
}
