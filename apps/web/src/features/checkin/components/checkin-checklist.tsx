import type { TCheckinMode } from '@confirma/contracts/establishments';
import BadgeIcon from '@mui/icons-material/Badge';
import LightModeIcon from '@mui/icons-material/LightMode';
import PhoneIphoneIcon from '@mui/icons-material/PhoneIphone';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import TimerIcon from '@mui/icons-material/Timer';
import { Box, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

const ITEMS = [
  ['document', BadgeIcon],
  ['camera', PhotoCameraIcon],
  ['light', LightModeIcon],
  ['time', TimerIcon],
] as const;

/**
 * At the reception kiosk the tablet's camera is used: the guest's own phone only gets the
 * code that signs the parte (SIGN), and is not needed at all to be identified (IDENTIFY).
 */
const KIOSK_ITEMS = {
  SIGN: [ITEMS[0], ['kioskPhone', PhoneIphoneIcon], ITEMS[2], ITEMS[3]],
  IDENTIFY: [ITEMS[0], ITEMS[2], ITEMS[3]],
} as const;

/**
 * What the guest needs before starting: their document, a camera, light, a few minutes;
 * at the reception kiosk (`kiosk`, the establishment's mode), what the tablet does not give.
 */
export function CheckinChecklist({ kiosk }: { kiosk?: TCheckinMode } = {}) {
  const { t } = useTranslation('flows');
  const items = kiosk ? KIOSK_ITEMS[kiosk] : ITEMS;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="checkin-checklist">
      <Typography variant="h6" component="h2" id="checkin-checklist-title">
        {t('checkin.checklist.title')}
      </Typography>
      <Stack
        component="ul"
        spacing={1.25}
        aria-labelledby="checkin-checklist-title"
        sx={{ listStyle: 'none', p: 0, m: 0, mt: 1.5 }}
      >
        {items.map(([item, Icon]) => (
          <Box component="li" key={item} sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
            <Icon color="primary" aria-hidden />
            <Typography>{t(`checkin.checklist.${item}`)}</Typography>
          </Box>
        ))}
      </Stack>
    </Paper>
  );
}
