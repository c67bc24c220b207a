import type { TCredits } from '@confirma/contracts/account';
import { Box, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

const COUNTERS = [
  { key: 'available', field: 'currentcredits' },
  { key: 'used', field: 'usedcredits' },
  { key: 'total', field: 'totalcredits' },
] as const;

/** Available, used and total credits of the user document (spec 000 §2, Creditos). */
export function CreditsSummary({ credits }: { credits: TCredits }) {
  const { t } = useTranslation('account');
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
      {COUNTERS.map(({ key, field }) => (
        <Paper
          key={key}
          variant="outlined"
          sx={{ p: 2, textAlign: 'center' }}
          data-testid={`credits-${key}`}
        >
          <Typography color="text.secondary">{t(`profile.credits.${key}`)}</Typography>
          <Typography component="p" variant="h4" sx={{ fontWeight: 700 }}>
            {credits[field]}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}
