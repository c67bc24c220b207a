import { Alert, Paper } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../components/link-button';
import { Page } from '../../components/page';
import { PageSection } from '../../components/page-section';
import { pathFor } from '../../config/routes';
import { OperationRequestForm } from '../../features/create-operation/components/operation-request-form';
import { useScrollRestore } from '../../hooks/use-scroll-restore';
import { useSignedInEmail } from '../../hooks/use-signed-in-email';
import { VideoIdentificationDialog } from '../traveller/video-identification-dialog';

/**
 * /createparteviajeropage, the traveller report (Real Decreto
 * 933/2021), under the toolbar with its title and subtitle. The trial: 'Parte Viajero'
 * alone, created for the signed-in account (its establishment is printed on the parte) and
 * identified here in the video dialog; then the form with the three choices, here or by
 * e-mail. Video identification costs credits, so a visitor is asked to sign in or register
 * first here; the public demo (#/createsignpage) lets a visitor try it free.
 */
export function CreateParteViajeroPage() {
  const { t } = useTranslation(['flows', 'pages']);
  const email = useSignedInEmail();
  const scroll = useScrollRestore();
  const [frame, setFrame] = useState<string | null>(null);
  return (
    <Page lead={t('flows:traveller.lead')}>
      {!email && (
        <Alert
          severity="info"
          action={
            <>
              <LinkButton color="inherit" size="small" to={pathFor('RegisterPage')}>
                {t('pages:try.accessRequired.register')}
              </LinkButton>
              <LinkButton color="inherit" size="small" to={pathFor('LoginPage')}>
                {t('pages:try.accessRequired.login')}
              </LinkButton>
            </>
          }
          sx={{ flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
        >
          <strong>{t('flows:parte.signIn.title')}.</strong> {t('flows:parte.signIn.text')}
        </Alert>
      )}
      <PageSection title={t('flows:parte.trial.title')} description={t('flows:parte.trial.lead')}>
        {email && (
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720 }}>
            <OperationRequestForm
              service="trial"
              openHere={({ operationUuid }) => {
                scroll.remember();
                setFrame(
                  `#${pathFor('identificationSignature')}?${new URLSearchParams({ operation: operationUuid }).toString()}`,
                );
              }}
            />
          </Paper>
        )}
      </PageSection>
      {email && (
        <PageSection title={t('flows:parte.form.title')} description={t('flows:parte.form.lead')}>
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720 }}>
            <OperationRequestForm service="traveller" />
          </Paper>
        </PageSection>
      )}
      <VideoIdentificationDialog
        src={frame}
        onClose={() => setFrame(null)}
        onExited={scroll.restore}
      />
    </Page>
  );
}
