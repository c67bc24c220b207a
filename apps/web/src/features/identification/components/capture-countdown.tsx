import TimerOutlinedIcon from '@mui/icons-material/TimerOutlined';
import { Box, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Read by screen readers, not shown. */
const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** `9:05` from milliseconds left (rounded up to the second, never below 0). */
export function clockOf(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * The time left of the capture's videoTimeout (10 minutes by default), on
 * the screen second by second; a screen reader hears it politely once a minute (the live
 * text changes only when the minutes left do), and once in the last minute.
 */
export function CaptureCountdown({ deadline }: { deadline: number }) {
  const { t } = useTranslation('flows');
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const left = Math.max(0, deadline - now);
  const minutes = Math.ceil(left / 60_000);
  const last = left < 60_000;
  return (
    <Stack
      direction="row"
      spacing={0.75}
      sx={{ alignItems: 'center', color: last ? 'warning.main' : 'text.secondary' }}
      data-testid="capture-countdown"
    >
      <TimerOutlinedIcon fontSize="small" aria-hidden />
      <Typography
        variant="body2"
        role="timer"
        aria-label={t('identificationSignature.countdown.label')}
      >
        {t('identificationSignature.countdown.label')}:{' '}
        <Box component="span" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
          {clockOf(left)}
        </Box>
      </Typography>
      <Box component="span" aria-live="polite" sx={visuallyHidden}>
        {last
          ? t('identificationSignature.countdown.lastMinute')
          : t('identificationSignature.countdown.announce', { count: minutes })}
      </Box>
    </Stack>
  );
}
