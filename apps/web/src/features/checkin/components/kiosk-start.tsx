import type { TCheckinMode } from '@confirma/contracts/establishments';
import PlaceIcon from '@mui/icons-material/Place';
import { Box, Button, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type TLanguage } from '../../../lib/language';
import { CheckinChecklist } from './checkin-checklist';

/** Each language named in itself: the guest picks the one they read. */
const LANGUAGE_NAMES: Record<TLanguage, string> = { es: 'Español', en: 'English', it: 'Italiano' };

/**
 * The kiosk's start screen, for the next guest: where they are, their language, what to
 * have at hand, and one big button.
 */
export function KioskStart({
  establishment,
  mode,
  language,
  onLanguage,
  onStart,
}: {
  establishment: { name: string; address: string };
  mode: TCheckinMode;
  language: TLanguage;
  onLanguage: (language: TLanguage) => void;
  onStart: () => void;
}) {
  const { t } = useTranslation('flows');
  return (
    <Stack spacing={3} sx={{ maxWidth: 720, mx: 'auto', py: { xs: 2, sm: 4 } }}>
      <Box sx={{ display: 'flex', gap: 1.5 }} data-testid="kiosk-establishment">
        <PlaceIcon color="primary" aria-hidden sx={{ mt: 0.75, fontSize: 32 }} />
        <Box>
          <Typography variant="h4" component="h1" tabIndex={-1}>
            {establishment.name}
          </Typography>
          {establishment.address && (
            <Typography color="text.secondary" sx={{ fontSize: '1.125rem' }}>
              {establishment.address}
            </Typography>
          )}
        </Box>
      </Box>
      <Typography sx={{ fontSize: '1.25rem' }}>{t('kiosk.start.welcome')}</Typography>
      <ToggleButtonGroup
        exclusive
        value={language}
        onChange={(_event, value: TLanguage | null) => value && onLanguage(value)}
        aria-label={t('kiosk.start.language')}
        data-testid="kiosk-language"
        sx={{ flexWrap: 'wrap' }}
      >
        {LANGUAGES.map((code) => (
          <ToggleButton
            key={code}
            value={code}
            lang={code}
            data-testid={`kiosk-language-${code}`}
            sx={{ minHeight: 56, minWidth: 120, fontSize: '1.05rem', textTransform: 'none' }}
          >
            {LANGUAGE_NAMES[code]}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Button
        variant="contained"
        size="large"
        onClick={onStart}
        data-testid="kiosk-start"
        sx={{ minHeight: 72, fontSize: '1.375rem' }}
      >
        {t('kiosk.start.button')}
      </Button>
      <CheckinChecklist kiosk={mode} />
    </Stack>
  );
}
