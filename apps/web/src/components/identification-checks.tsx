import type {
  TIdentificationCheck,
  TIdentificationResultResponse,
} from '@confirma/contracts/identification';
import { Box, Chip, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatPercent } from '../lib/format-percent';

const OUTCOME_COLOURS = {
  PASSED: 'success',
  FAILED: 'error',
  REVIEW: 'warning',
  NOT_RUN: 'default',
} as const;

/** One check's measure in words: a score against its threshold, fields or challenges. */
function measureOf(
  check: TIdentificationCheck,
  k: (key: string, values: Record<string, unknown>) => string,
) {
  if (check.score === null || check.threshold === null) return null;
  const counts = { score: check.score, threshold: check.threshold };
  if (check.check === 'DOCUMENT_CONSISTENCY') return k('fields', counts);
  if (check.check === 'LIVENESS') return k('challenges', counts);
  if (check.check === 'RECORDING') return k('frames', counts);
  return k('score', {
    score: `${formatPercent(check.score)} %`,
    threshold: `${formatPercent(check.threshold)} %`,
  });
}

/** Every check of the verdict: its outcome, its score and threshold, and whether it counted. */
export function IdentificationChecks({ result }: { result: TIdentificationResultResponse }) {
  const { t } = useTranslation('flows');
  const k = (key: string, values: Record<string, unknown> = {}) =>
    t(`identificationVerdict.${key}`, values);
  return (
    <Stack spacing={1} data-testid="identification-checks">
      <Typography variant="subtitle1" component="h3">
        {k('title')}
      </Typography>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'minmax(160px, max-content) 1fr' },
          columnGap: 2,
          rowGap: 0.5,
          m: 0,
        }}
      >
        {result.checks.map((check) => {
          const measure = measureOf(check, k);
          return (
            <Box key={check.check} sx={{ display: 'contents' }} data-check={check.check}>
              <Typography component="dt" variant="body2" sx={{ fontWeight: 600, pt: 0.5 }}>
                {k(`check.${check.check}`)}
              </Typography>
              <Box
                component="dd"
                sx={{ m: 0, display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
              >
                <Chip
                  size="small"
                  color={OUTCOME_COLOURS[check.outcome]}
                  variant={check.outcome === 'NOT_RUN' ? 'outlined' : 'filled'}
                  label={k(`outcome.${check.outcome}`)}
                  data-outcome={check.outcome}
                />
                {measure && <Typography variant="body2">{measure}</Typography>}
                <Typography variant="caption" color="text.secondary">
                  {k(check.required ? 'required' : 'reportedOnly')}
                </Typography>
              </Box>
            </Box>
          );
        })}
      </Box>
    </Stack>
  );
}
