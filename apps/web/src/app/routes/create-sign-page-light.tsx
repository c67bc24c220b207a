import { Paper } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/page';
import { RequireAccount } from '../../features/account/components/require-account';
import { OperationRequestForm } from '../../features/create-operation/components/operation-request-form';

/** /createsignpagelight: create a signature operation for one signer (account holders). */
export function CreateSignPageLight() {
  const { t } = useTranslation('flows');
  return (
    <Page lead={t('createSignLight.lead')}>
      <RequireAccount>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720 }}>
          <OperationRequestForm service="signature" />
        </Paper>
      </RequireAccount>
    </Page>
  );
}
