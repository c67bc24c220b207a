import type { TBiometricConsent } from '@confirma/contracts/identification';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  Paper,
  Stack,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '../../../lib/language';

/** The version of the consent text below; it goes with the consent into the evidence. */
export const BIOMETRIC_CONSENT_VERSION = '3';

/**
 * The explicit consent to the processing of biometric data (GDPR art. 9(2)(a)) asked before
 * the camera opens: what is captured, why, how long it is kept (the server's retention
 * days) and who sees it. Accepting hands the exact text shown to `onAccept`; declining ends
 * here, without the camera, with a way back to the text.
 */
export function BiometricConsent(props: {
  retentionDays: number;
  minutes: number;
  liveness: boolean;
  disabled: boolean;
  onAccept: (consent: TBiometricConsent) => void;
}) {
  const { t, i18n } = useTranslation('flows');
  const [checked, setChecked] = useState(false);
  const [declined, setDeclined] = useState(false);
  const key = (name: string) => `identificationSignature.consent.${name}`;
  const paragraphs = [
    t(key('what')),
    ...(props.liveness ? [t(key('whatLiveness'))] : []),
    t(key('why')),
    t(key('retention'), { count: props.retentionDays }),
    t(key('who')),
    t(key('practical'), { minutes: props.minutes }),
  ];

  if (declined) {
    return (
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Alert severity="info" role="status" sx={{ mb: 2 }}>
          {t(key('declined'))}
        </Alert>
        <Button variant="outlined" onClick={() => setDeclined(false)}>
          {t(key('reconsider'))}
        </Button>
      </Paper>
    );
  }

  const accept = () => {
    const language = i18n.resolvedLanguage ?? i18n.language;
    props.onAccept({
      accepted: true,
      text: [t(key('title')), t(key('lead')), ...paragraphs, t(key('label'))].join('\n'),
      language: isLanguage(language) ? language : 'es',
      version: BIOMETRIC_CONSENT_VERSION,
      acceptedAt: new Date().toISOString(),
    });
  };
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {t(key('title'))}
      </Typography>
      <Typography variant="body2" paragraph>
        {t(key('lead'))}
      </Typography>
      <Stack component="ul" spacing={1} sx={{ pl: 2.5, mt: 0, mb: 2 }}>
        {paragraphs.map((text) => (
          <Typography key={text} component="li" variant="body2">
            {text}
          </Typography>
        ))}
      </Stack>
      <FormControlLabel
        control={
          <Checkbox checked={checked} onChange={(event) => setChecked(event.target.checked)} />
        }
        label={t(key('label'))}
      />
      <Box sx={{ mt: 1, display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="contained" disabled={!checked || props.disabled} onClick={accept}>
          {t(key('start'))}
        </Button>
        <Button variant="text" onClick={() => setDeclined(true)}>
          {t(key('decline'))}
        </Button>
      </Box>
    </Paper>
  );
}
