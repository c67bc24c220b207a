import { Box, CircularProgress, Typography } from '@mui/material';
import { formatPercent, toPercent } from '../../../lib/format-percent';
import { ringColour } from '../summary-format';

/** A confidence as a coloured ring with its percentage. */
export function ConfidenceRing({ value, label }: { value: number | null; label: string }) {
  const percent = value == null ? 0 : Math.min(100, toPercent(value));
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <Box sx={{ position: 'relative', display: 'inline-flex' }}>
        {/* The track: the ring's full circle, so a low or missing value still reads. */}
        <CircularProgress
          variant="determinate"
          value={100}
          size={64}
          thickness={5}
          aria-hidden
          sx={{ position: 'absolute', color: 'action.hover' }}
        />
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
            {value == null ? '—' : `${formatPercent(value)}%`}
          </Typography>
        </Box>
      </Box>
      <Typography variant="body2">{label}</Typography>
    </Box>
  );
}
