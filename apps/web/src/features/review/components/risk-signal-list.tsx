import type { TRiskSignal } from '@confirma/contracts/identification';
import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatPercent } from '../../../lib/format-percent';

/** A measure as the desk shows it: a 0..1 score as a percentage, a count as it is. */
const figure = (signal: TRiskSignal, value: number) =>
  signal.code === 'RISK_MANY_ATTEMPTS' ? String(value) : `${formatPercent(value)} %`;

/**
 * The risk signals in words: what each means, its measure against the band's edge, and
 * for a face or number seen before, the account's other identifications it points at.
 */
export function RiskSignalList({ signals }: { signals: TRiskSignal[] }) {
  const { t } = useTranslation('review');
  if (signals.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('risk.none')}
      </Typography>
    );
  }
  return (
    <Box component="ul" sx={{ m: 0, pl: 2.5 }} data-testid="risk-signals">
      {signals.map((signal) => (
        <Typography component="li" variant="body2" key={signal.code} data-code={signal.code}>
          <strong>{t(`risk.codes.${signal.code}`)}</strong>
          {signal.score !== null &&
            ` · ${
              signal.threshold === null
                ? t('risk.score', { score: figure(signal, signal.score) })
                : t('risk.scoreAgainst', {
                    score: figure(signal, signal.score),
                    threshold: figure(signal, signal.threshold),
                  })
            }`}
          {signal.matches && signal.matches.length > 0 && (
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {signal.matches.map((match) => (
                <Typography component="li" variant="body2" key={match.videoUuid}>
                  {t('risk.match', {
                    number: match.documentNumber ?? t('risk.noNumber'),
                    similarity:
                      match.similarity === null ? '—' : `${formatPercent(match.similarity)} %`,
                    id: match.videoUuid,
                  })}
                </Typography>
              ))}
            </Box>
          )}
        </Typography>
      ))}
    </Box>
  );
}
