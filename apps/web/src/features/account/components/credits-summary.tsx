import type { TCreditFigures } from '@confirma/contracts/account';
import { Box, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

type TFigure = Exclude<keyof TCreditFigures, 'available'>;

/** The figures under Disponibles, with the sign each takes in the identity. */
const TERMS: { key: TFigure; sign: '+' | '−'; always: boolean }[] = [
  { key: 'purchased', sign: '+', always: true },
  { key: 'granted', sign: '+', always: true },
  { key: 'adjusted', sign: '+', always: false },
  { key: 'used', sign: '−', always: true },
  { key: 'reserved', sign: '−', always: false },
  { key: 'revoked', sign: '−', always: true },
  { key: 'debt', sign: '+', always: false },
];

function Figure({ testId, label, value }: { testId: string; label: string; value: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, textAlign: 'center' }} data-testid={testId}>
      <Typography color="text.secondary">{label}</Typography>
      <Typography component="p" variant="h4" sx={{ fontWeight: 700 }}>
        {value}
      </Typography>
    </Paper>
  );
}

/**
 * Créditos: the available credits and the ledger's figures that make them up, which always
 * add up (modules/credits, "The figures"):
 * available = purchased + granted + adjusted − used − reserved − revoked + debt.
 * Adjustments, credits reserved (a bulk send in progress) and debt show only when there are any.
 */
export function CreditsSummary({ figures }: { figures: TCreditFigures }) {
  const { t } = useTranslation('account');
  const shown = TERMS.filter(({ key, always }) => always || figures[key] !== 0);
  return (
    <Box>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)', md: 'repeat(4, 1fr)' },
        }}
      >
        <Figure
          testId="credits-available"
          label={t('profile.credits.figures.available')}
          value={String(figures.available)}
        />
        {shown.map(({ key }) => (
          <Figure
            key={key}
            testId={`credits-${key}`}
            label={t(`profile.credits.figures.${key}`)}
            value={String(figures[key])}
          />
        ))}
      </Box>
      <Typography sx={{ mt: 2 }} data-testid="credits-identity">
        {t('profile.credits.figures.identity')}
      </Typography>
      <Typography sx={{ fontWeight: 600 }} data-testid="credits-identity-figures">
        {`${figures.available} = ${shown
          .map(({ key, sign }, index) => `${index === 0 ? '' : `${sign} `}${figures[key]}`)
          .join(' ')}`}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t('profile.credits.figures.identityHelp')}
      </Typography>
    </Box>
  );
}
