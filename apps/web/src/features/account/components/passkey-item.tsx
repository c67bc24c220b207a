import type { TAuthPasskey } from '@confirma/contracts/auth';
import { Box, Button, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useLocaleFormat } from '../../../hooks/use-locale-format';

/** One passkey of the list: its name, the day it was added, rename and remove. */
export function PasskeyItem({
  passkey,
  name,
  onRename,
  onRemove,
}: {
  passkey: TAuthPasskey;
  name: string;
  onRename: () => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('account');
  const { date } = useLocaleFormat();
  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{ p: 2, mb: 1, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}
    >
      <Box sx={{ flex: 1, minWidth: 180 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{name}</Typography>
        <Typography variant="body2" color="text.secondary">
          {t('profile.passkeys.added', { date: date(passkey.createdAt ?? null) })}
        </Typography>
      </Box>
      <Button onClick={onRename}>{t('profile.passkeys.rename')}</Button>
      <Button color="error" onClick={onRemove}>
        {t('profile.passkeys.remove')}
      </Button>
    </Paper>
  );
}
