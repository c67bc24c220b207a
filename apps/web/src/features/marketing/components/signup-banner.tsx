import { SIGNUP_FREE_CREDITS } from '@confirma/contracts/constants';
import RedeemIcon from '@mui/icons-material/Redeem';
import { Box, Paper, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/link-button';
import { pathFor } from '../../../config/routes';

/** The sign-up banner: the free credits every new account gets. */
export function SignupBanner() {
  const { t } = useTranslation('pages');
  const titleId = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{
        p: { xs: 3, md: 4 },
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: { sm: 'center' },
        gap: 3,
        borderColor: 'primary.main',
        borderWidth: 2,
      }}
    >
      <RedeemIcon color="primary" sx={{ fontSize: 48 }} aria-hidden="true" />
      <Box sx={{ flexGrow: 1 }}>
        <Typography id={titleId} component="h2" variant="h5" sx={{ fontWeight: 600 }}>
          {t('home.signup.title', { credits: SIGNUP_FREE_CREDITS })}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t('home.signup.text')}
        </Typography>
      </Box>
      <LinkButton variant="contained" size="large" to={pathFor('RegisterPage')}>
        {t('home.signup.action')}
      </LinkButton>
    </Paper>
  );
}
