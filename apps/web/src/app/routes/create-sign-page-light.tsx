import { Paper } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Page } from '../../components/page';
import { pathFor } from '../../config/routes';
import { RequireAccount } from '../../features/account/components/require-account';
import { SignatureRequestForm } from '../../features/create-operation/components/signature-request-form';
import { BuyCreditsLink } from '../../features/payments/components/buy-credits-link';

/**
 * /createsignpagelight: the sender's signature request (account holders), for one person
 * or several; short of credits, buying comes back here with the request as it was.
 * `?template=<id>` starts it from one of the account's request templates (My Account →
 * Plantillas), dropped from the address once the form has it.
 */
export function CreateSignPageLight() {
  const { t } = useTranslation('flows');
  const [params, setParams] = useSearchParams();
  const templateId = params.get('template');
  return (
    <Page lead={t('createSignLight.lead')}>
      <RequireAccount>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720 }}>
          <SignatureRequestForm
            templateId={templateId}
            onTemplateApplied={() => setParams({}, { replace: true })}
            buyCredits={(needed) => (
              <BuyCreditsLink needed={needed} returnTo={pathFor('CreateSignPageLight')} />
            )}
          />
        </Paper>
      </RequireAccount>
    </Page>
  );
}
