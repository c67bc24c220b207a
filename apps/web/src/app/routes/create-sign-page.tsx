import { Alert, Paper, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/page';
import { DemoForm } from '../../features/demo/components/demo-form';

/** /createsignpage: the public demo that starts a test operation. */
export function CreateSignPage() {
  const { t } = useTranslation('flows');
  return (
    <Page lead={t('createSign.lead')}>
      <Stack spacing={3} sx={{ maxWidth: 720 }}>
        <Alert severity="warning">{t('demo.notice')}</Alert>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <DemoForm />
        </Paper>
      </Stack>
    </Page>
  );
}
