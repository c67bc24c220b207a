import BlockIcon from '@mui/icons-material/Block';
import { Alert, CircularProgress, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useOrganization } from '../../api/get-organization';
import { LinkButton } from '../../components/link-button';
import { Page } from '../../components/page';
import { pathFor } from '../../config/routes';
import { useSession } from '../../lib/session-store';

/**
 * The reception kiosk is for a signed-in member whose role checks guests in (`checkin`:
 * the kiosk role, and owners, admins and senders): anyone else is told so, a visitor
 * offered to sign in and come back. An organisation that cannot be read lets the page try
 * (the server guards every call).
 */
export function KioskGate({
  children,
  alone = false,
}: {
  children: ReactNode;
  /** The page has no frame of its own (the kiosk's layout): the refusal brings its title. */
  alone?: boolean;
}) {
  const { t } = useTranslation('flows');
  const signedIn = useSession((session) => session.userLoggedIn);
  const organization = useOrganization();
  if (signedIn && organization.isPending) {
    return <CircularProgress aria-label={t('kiosk.title')} />;
  }
  const allowed =
    signedIn && (organization.isError || organization.data?.permissions.includes('checkin'));
  if (allowed) return children;
  const refusal = (
    <Alert
      severity="warning"
      icon={<BlockIcon />}
      data-testid="kiosk-refused"
      sx={{ maxWidth: 720 }}
    >
      <Stack spacing={1.5}>
        <Typography component="h2" variant="h6">
          {t('kiosk.refused.title')}
        </Typography>
        <Typography>{t(signedIn ? 'kiosk.refused.role' : 'kiosk.refused.signIn')}</Typography>
        <div>
          {signedIn ? (
            <LinkButton variant="outlined" to={pathFor('ProfilePage')}>
              {t('kiosk.refused.account')}
            </LinkButton>
          ) : (
            <LinkButton
              variant="contained"
              to={`${pathFor('LoginPage')}?${new URLSearchParams({ next: pathFor('KioskPickerPage') }).toString()}`}
            >
              {t('kiosk.refused.login')}
            </LinkButton>
          )}
        </div>
      </Stack>
    </Alert>
  );
  return alone ? <Page>{refusal}</Page> : refusal;
}
