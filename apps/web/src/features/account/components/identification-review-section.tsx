import type { TAccountDocument, TProfileUpdate } from '@confirma/contracts/account';
import { REVIEW_DECIDERS, ZReviewDecider } from '@confirma/contracts/review-decision';
import {
  Box,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  Switch,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NoticeSnackbar, type TNotice } from '../../../components/notice-snackbar';
import { useUpdateProfile } from '../api/update-profile';

/**
 * Revisión de identificaciones (Datos tab): who decides the account's video identifications
 * that need a person, Confirma's trained reviewers (the default) or the account itself, and
 * whether a second reviewer of Confirma confirms every decision (four-eyes). Each change is
 * saved at once.
 */
export function IdentificationReviewSection({ account }: { account: TAccountDocument }) {
  const { t } = useTranslation('account');
  const k = (key: string) => t(`profile.identificationReview.${key}`);
  const update = useUpdateProfile();
  const [notice, setNotice] = useState<TNotice | null>(null);
  const fourEyesHelp = useId();
  // While a change is on its way the control shows it; a refused one falls back.
  const pending = update.isPending ? update.variables?.identificationReview : undefined;
  const settings = { ...account.identificationReview, ...pending };
  const save = (change: NonNullable<TProfileUpdate['identificationReview']>) =>
    update.mutate(
      { identificationReview: change },
      {
        onSuccess: () => setNotice({ severity: 'success', text: t('profile.notices.saved') }),
        onError: () => setNotice({ severity: 'error', text: t('profile.notices.saveError') }),
      },
    );
  return (
    <Box component="section" aria-labelledby="identification-review-title" sx={{ mt: 5 }}>
      <Typography
        id="identification-review-title"
        component="h3"
        variant="h6"
        sx={{ fontWeight: 600 }}
      >
        {k('title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {k('text')}
      </Typography>
      <FormControl disabled={update.isPending}>
        <FormLabel id="identification-review-by">{k('by')}</FormLabel>
        <RadioGroup
          aria-labelledby="identification-review-by"
          value={settings.by}
          onChange={(_event, value) => save({ by: ZReviewDecider.parse(value) })}
        >
          {REVIEW_DECIDERS.map((by) => (
            <FormControlLabel
              key={by}
              value={by}
              control={<Radio />}
              label={
                <>
                  {k(`deciders.${by}.label`)}
                  <Typography component="span" variant="body2" color="text.secondary">
                    {` — ${k(`deciders.${by}.text`)}`}
                  </Typography>
                </>
              }
            />
          ))}
        </RadioGroup>
      </FormControl>
      <Box sx={{ mt: 2 }}>
        <FormControlLabel
          label={k('fourEyes')}
          disabled={update.isPending}
          control={
            <Switch
              checked={settings.fourEyes}
              onChange={(_event, checked) => save({ fourEyes: checked })}
              slotProps={{ input: { 'aria-describedby': fourEyesHelp } }}
            />
          }
        />
        <FormHelperText id={fourEyesHelp} sx={{ mx: 0 }}>
          {k(settings.by === 'OWNER' ? 'fourEyesOwner' : 'fourEyesPlatform')}
        </FormHelperText>
      </Box>
      <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} />
    </Box>
  );
}
