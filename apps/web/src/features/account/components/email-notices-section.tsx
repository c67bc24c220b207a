import {
  NOTIFICATION_KINDS,
  type TAccountDocument,
  type TAccountLanguage,
  type TProfileUpdate,
  ZAccountLanguage,
} from '@confirma/contracts/account';
import {
  Box,
  FormControlLabel,
  FormGroup,
  MenuItem,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NoticeSnackbar, type TNotice } from '../../../components/notice-snackbar';
import { useUpdateProfile } from '../api/update-profile';

/**
 * Avisos por correo (Datos tab): which e-mails about the account's signature requests it
 * gets, each saved on its own as soon as it is switched, and their language.
 */
export function EmailNoticesSection({ account }: { account: TAccountDocument }) {
  const { t } = useTranslation('account');
  const update = useUpdateProfile();
  const [notice, setNotice] = useState<TNotice | null>(null);
  // While a change is on its way the switch shows it; a refused one falls back.
  const pending = update.isPending ? update.variables : undefined;
  const save = (change: TProfileUpdate) =>
    update.mutate(change, {
      onSuccess: () => setNotice({ severity: 'success', text: t('profile.notices.saved') }),
      onError: () => setNotice({ severity: 'error', text: t('profile.notices.saveError') }),
    });
  return (
    <Box component="section" aria-labelledby="email-notices-title" sx={{ mt: 5 }}>
      <Typography id="email-notices-title" component="h3" variant="h6" sx={{ fontWeight: 600 }}>
        {t('profile.notices.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {t('profile.notices.text')}
      </Typography>
      <FormGroup sx={{ gap: 1 }}>
        {NOTIFICATION_KINDS.map((kind) => (
          <FormControlLabel
            key={kind}
            label={t(`profile.notices.kinds.${kind}`)}
            disabled={update.isPending}
            control={
              <Switch
                checked={pending?.notifications?.[kind] ?? account.notifications[kind]}
                onChange={(_event, checked) => save({ notifications: { [kind]: checked } })}
              />
            }
          />
        ))}
      </FormGroup>
      <TextField
        select
        label={t('profile.notices.language')}
        value={pending?.language ?? account.language}
        onChange={(event) => save({ language: ZAccountLanguage.parse(event.target.value) })}
        disabled={update.isPending}
        sx={{ mt: 2, minWidth: 240 }}
      >
        {ZAccountLanguage.options.map((language: TAccountLanguage) => (
          <MenuItem key={language} value={language}>
            {t(`profile.notices.languages.${language}`)}
          </MenuItem>
        ))}
      </TextField>
      <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} />
    </Box>
  );
}
