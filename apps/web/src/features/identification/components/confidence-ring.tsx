import { Box, CircularProgress, Typography } from '@mui/material';
import { formatPercent, ringColour, toPercent } from '../summary-format';

/** A confidence as a coloured ring with its percentage (spec 001 §9.2). */
export function ConfidenceRing({ value, label }: { value: number | null; label: string }) {
  const percent = value == null ? 0 : Math.min(100, toPercent(value));
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <Box sx={{ position: 'relative', display: 'inline-flex' }}>
        <CircularProgress
          variant="determinate"
          value={percent}
          color={ringColour(value)}
          size={64}
          thickness={5}
          aria-label={label}
        />
        <Box
          sx={{
            inset: 0,
            position: 'absolute',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
          }}
        >
          <Typography variant="caption" component="span" sx={{ fontWeight: 600 }}>
            {formatPercent(value)}%
          </Typography>
        </Box>
      </Box>
      <Typography variant="body2">{label}</Typography>
    </Box>
  );
}
