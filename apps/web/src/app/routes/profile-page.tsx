import { CircularProgress, Stack } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useOrganization } from '../../api/get-organization';
import { NoticeSnackbar } from '../../components/notice-snackbar';
import { Page } from '../../components/page';
import { PageSection } from '../../components/page-section';
import { pathFor } from '../../config/routes';
import { AccountLoadError } from '../../features/account/components/account-load-error';
import { ProfileTabs } from '../../features/account/components/profile-tabs';
import { SecondFactorRequired } from '../../features/account/components/second-factor-required';
import { useAuthSession } from '../../features/account/hooks/use-auth-session';
import { useRouteNotice } from '../../features/account/hooks/use-route-notice';
import { RequestTemplatesPanel } from '../../features/create-operation/components/request-templates-panel';
import { EstablishmentsSection } from '../../features/establishments/components/establishments-section';
import { OcrHistory } from '../../features/ocr/components/ocr-history';
import { OrganizationPanel } from '../../features/organization/components/organization-panel';
import { PurchasesPanel } from '../../features/payments/components/purchases-panel';
import { GuestRegister } from '../../features/traveller/components/guest-register';
import { OperationsPanel } from '../../features/workspace/components/operations-panel';
import { useWorkspaceStream } from '../../features/workspace/hooks/use-workspace-stream';
import { ApiError } from '../../lib/api-error';
import { checksInOnly } from '../../lib/kiosk-mode';
import { SIGNED_OUT_REDIRECT } from '../../lib/signed-out-redirect';

/**
 * /profilepage, My Account: for a signed-in account holder; visitors go to LoginPage.
 * Arriving from the login form it says 'Acceso correcto'. The sender's operations are its
 * first tab; Viajeros shows the establishments above the guest register. While the page is
 * open the workspace stream keeps them and the credits live.
 */
export function ProfilePage() {
  const { t } = useTranslation('account');
  const auth = useAuthSession();
  const queryClient = useQueryClient();
  const [welcome, dismissWelcome] = useRouteNotice('signedIn');
  // The person's own document is readable whatever the organisation requires; what the
  // organisation holds is not, until they meet its rule on a second factor.
  const organization = useOrganization();
  // The live list of operations, for a member who may read them (not the kiosk's).
  useWorkspaceStream(
    auth.status === 'signedIn' &&
      organization.isSuccess &&
      organization.data.permissions.includes('read'),
  );
  const secondFactorRequired =
    organization.error instanceof ApiError &&
    organization.error.code === 'ORGANIZATION_SECOND_FACTOR_REQUIRED';
  // Only its first read is waited for: a read again after a failure (a tab's own use of it)
  // must not take the tabs away, or each would mount, ask again, and be taken away.
  const organizationFirstRead = organization.isLoading && organization.errorUpdatedAt === 0;

  if (auth.status === 'signedOut') {
    return <Navigate to={pathFor('LoginPage')} state={SIGNED_OUT_REDIRECT} replace />;
  }
  // The reception kiosk's member has no workspace: its tabs would all be refused.
  if (organization.data && checksInOnly(organization.data.permissions)) {
    return <Navigate to={pathFor('KioskPickerPage')} replace />;
  }
  const failed = auth.status === 'error' || auth.accountError;
  return (
    <Page lead={t('profile.lead')}>
      {secondFactorRequired && auth.user ? (
        <SecondFactorRequired
          userId={auth.user.id}
          onMet={() => void queryClient.invalidateQueries()}
        />
      ) : auth.account && !organizationFirstRead ? (
        <ProfileTabs
          account={auth.account}
          operations={<OperationsPanel />}
          templates={<RequestTemplatesPanel />}
          purchases={<PurchasesPanel />}
          documentAnalyses={<OcrHistory />}
          guests={
            <Stack spacing={4}>
              <EstablishmentsSection />
              <PageSection title={t('profile.guests.title')}>
                <GuestRegister />
              </PageSection>
            </Stack>
          }
          organization={<OrganizationPanel />}
        />
      ) : failed ? (
        <AccountLoadError onRetry={auth.retry} />
      ) : (
        <CircularProgress aria-label={t('profile.title')} />
      )}
      <NoticeSnackbar
        notice={welcome ? { severity: 'success', text: t('login.success') } : null}
        onClose={dismissWelcome}
      />
    </Page>
  );
}
