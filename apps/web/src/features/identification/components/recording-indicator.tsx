import { IDENTIFICATION_TIMINGS_MS } from '@confirma/contracts/constants';
import { Box, keyframes } from '@mui/material';
import { useTranslation } from 'react-i18next';

const blink = keyframes`
  0% { opacity: 1; }
  50% { opacity: 0.15; }
  100% { opacity: 1; }
`;

/** The blinking recording dot (blinks every 1.75 s, fades over 1.5 s). */
export function RecordingIndicator() {
  const { t } = useTranslation('flows');
  return (
    <Box
      role="status"
      aria-label={t('identificationSignature.recording')}
      sx={{
        position: 'absolute',
        top: 8,
        left: 8,
        display: 'flex',
        alignItems: 'center',
        gap: 0.75,
        px: 1,
        py: 0.25,
        borderRadius: 1,
        bgcolor: 'rgba(0,0,0,0.55)',
        color: '#fff',
        fontSize: 13,
      }}
    >
      <Box
        data-testid="recording-dot"
        sx={{
          width: 12,
          height: 12,
          borderRadius: '50%',
          bgcolor: '#e53935',
          animation: `${blink} ${IDENTIFICATION_TIMINGS_MS.recordingBlink}ms infinite`,
          transition: `opacity ${IDENTIFICATION_TIMINGS_MS.recordingFade}ms`,
          '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
        }}
      />
      REC
    </Box>
  );
}
