import BadgeIcon from '@mui/icons-material/Badge';
import LightModeIcon from '@mui/icons-material/LightMode';
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

/** What the guest needs before starting: their document, a camera, light, a few minutes. */
export function CheckinChecklist() {
  const { t } = useTranslation('flows');
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
        {ITEMS.map(([item, Icon]) => (
          <Box component="li" key={item} sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
            <Icon color="primary" aria-hidden />
            <Typography>{t(`checkin.checklist.${item}`)}</Typography>
          </Box>
        ))}
      </Stack>
    </Paper>
  );
}
