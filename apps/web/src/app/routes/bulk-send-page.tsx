import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { LinkButton } from '../../components/link-button';
import { Page } from '../../components/page';
import { bulkSendPath, pathFor } from '../../config/routes';
import { RequireAccount } from '../../features/account/components/require-account';
import { BulkSendView } from '../../features/bulk-send/components/bulk-send-view';
import { BuyCreditsLink } from '../../features/payments/components/buy-credits-link';

/**
 * /templates/:uuid/bulk: a request template's bulk send (account holders): the CSV
 * template, the CSV checked and sent, then (`?send=<id>`) its progress and result file.
 * Short of credits, buying comes back here, where the picked file waits.
 */
export function BulkSendPage() {
  const { t } = useTranslation('bulk');
  const { uuid = '' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  return (
    <Page>
      <Stack spacing={3}>
        <LinkButton
          to={`${pathFor('ProfilePage')}?tab=templates`}
          startIcon={<ArrowBackIcon />}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('back')}
        </LinkButton>
        <RequireAccount>
          <BulkSendView
            key={params.get('send') ?? 'new'}
            templateId={uuid}
            sendId={params.get('send')}
            onSent={(bulkId) => navigate(bulkSendPath(uuid, bulkId))}
            onAnother={() => navigate(bulkSendPath(uuid))}
            operationsPath={`${pathFor('ProfilePage')}?tab=operations`}
            buyCredits={(needed) => (
              <BuyCreditsLink needed={needed} returnTo={bulkSendPath(uuid)} />
            )}
          />
        </RequireAccount>
      </Stack>
    </Page>
  );
}
