import type { TCheckinMode } from '@confirma/contracts/establishments';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { CheckinForm, type TCheckinStartMutation } from './checkin-form';

/** The guest's details at the kiosk: the check-in form, large, and a way back to the start. */
export function KioskGuestForm({
  mode,
  start,
  onCancel,
}: {
  mode: TCheckinMode;
  start: TCheckinStartMutation;
  onCancel: () => void;
}) {
  const { t } = useTranslation('flows');
  return (
    <Stack
      spacing={3}
      sx={{
        maxWidth: 720,
        mx: 'auto',
        py: { xs: 2, sm: 4 },
        '& button[type="submit"]': { minHeight: 56, px: 4, fontSize: '1.1rem' },
      }}
    >
      <Typography variant="h4" component="h1" tabIndex={-1} sx={{ pr: 12 }}>
        {t('kiosk.form.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ fontSize: '1.05rem' }}>
        {t(`kiosk.form.lead.${mode}`)}
      </Typography>
      <CheckinForm start={start} where="kiosk" />
      <Box>
        <Button size="large" onClick={onCancel} data-testid="kiosk-cancel" sx={{ minHeight: 56 }}>
          {t('kiosk.form.cancel')}
        </Button>
      </Box>
    </Stack>
  );
}
