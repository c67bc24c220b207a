import type { TNotificationView } from '@confirma/contracts/notifications';
import DescriptionIcon from '@mui/icons-material/Description';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Divider,
  LinearProgress,
  Stack,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { NoticeSnackbar } from '../../../components/notice-snackbar';
import { useFailureNotice } from '../../../hooks/use-failure-notice';
import { downloadPdf } from '../../../lib/download-pdf';
import { fetchNotifiedDocument } from '../api/fetch-notified-document';
import { openNotification } from '../api/open-notification';
import { RecipientActions } from './recipient-actions';

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;
const LIVE: readonly string[] = ['SENT', 'OPENED', 'DOCUMENT_READ'];
const REASONS: ReadonlySet<string> = new Set([
  'OTP_INVALID',
  'OTP_EXPIRED',
  'OTP_LOCKED',
  'RATE_LIMITED',
]);

/**
 * The recipient's page of a certified notification, opened from the e-mail's
 * link: who sends it, the subject, the message, the document (sealed as sent) and its
 * fingerprints, then 'Acuso recibo' (with an SMS code when they choose it) or a rejection.
 * Opening the page and the document are recorded by the server as evidence.
 */
export function NotificationRecipient({ token }: { token: string }) {
  const { t, i18n } = useTranslation(['flows', 'workspace', 'errors']);
  const queryClient = useQueryClient();
  const { notice, fail, inform, close } = useFailureNotice(REASONS);
  // A link's token is an HMAC-SHA256 in base64url: anything else is a broken link, told
  // as such without asking the server.
  const wellFormed = TOKEN_SHAPE.test(token);
  const view = useQuery({
    queryKey: ['notification-recipient', token],
    queryFn: () => openNotification(token),
    retry: false,
    enabled: wellFormed,
  });
  const date = (iso: string | null) =>
    iso
      ? new Date(iso).toLocaleString(i18n.language, { dateStyle: 'long', timeStyle: 'short' })
      : '';
  if (!wellFormed || view.isError) {
    return <Alert severity="error">{t('notification.errors.load')}</Alert>;
  }
  if (view.isPending) return <LinearProgress aria-label={t('notification.recipient.title')} />;
  const notification: TNotificationView = view.data;
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: ['notification-recipient', token] });
  const viewDocument = async () => {
    try {
      downloadPdf(await fetchNotifiedDocument(token), notification.documentName);
      await refresh();
    } catch (error) {
      fail('notification.errors.document', error);
    }
  };
  const { status } = notification;
  return (
    <Stack spacing={2.5} data-testid="notification-recipient" data-status={status}>
      <Card variant="outlined">
        <CardContent>
          <Stack spacing={1.5}>
            <Typography variant="body2" color="text.secondary">
              {t('notification.recipient.from', { sender: notification.sender })}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('notification.recipient.to', { recipient: notification.recipient })}
            </Typography>
            <Divider />
            <Typography variant="overline">{t('notification.recipient.subject')}</Typography>
            <Typography variant="h6" component="p" sx={{ overflowWrap: 'anywhere' }}>
              {notification.subject}
            </Typography>
            <Typography variant="overline">{t('notification.recipient.message')}</Typography>
            <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {notification.message}
            </Typography>
            <Divider />
            <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
              <DescriptionIcon color="action" />
              <Typography sx={{ overflowWrap: 'anywhere' }}>
                {t('notification.recipient.document', { name: notification.documentName })}
              </Typography>
              <Button variant="outlined" size="small" onClick={viewDocument}>
                {t('notification.recipient.view')}
              </Button>
            </Stack>
            <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {t('notification.recipient.hashes', {
                document: notification.documentSha256,
                message: notification.messageSha256,
              })}
            </Typography>
          </Stack>
        </CardContent>
      </Card>
      {LIVE.includes(status) && (
        <Box>
          <Typography variant="body2" sx={{ mb: 2 }}>
            {t('notification.recipient.expires', { date: date(notification.expiresAt) })}
          </Typography>
          <RecipientActions
            token={token}
            smsConfirmation={notification.smsConfirmation}
            onDone={refresh}
            onCodeSent={() => inform(t('notification.recipient.codeSent'))}
            onError={(error) => fail('notification.errors.action', error)}
          />
        </Box>
      )}
      {status === 'ACKNOWLEDGED' && (
        <Alert severity="success" data-testid="acknowledged">
          {t('notification.recipient.acknowledged', { date: date(notification.acknowledgedAt) })}
        </Alert>
      )}
      {status === 'REJECTED' && (
        <Alert severity="info">{t('notification.recipient.rejected')}</Alert>
      )}
      {!LIVE.includes(status) && status !== 'ACKNOWLEDGED' && status !== 'REJECTED' && (
        <Alert severity="warning">
          {t('notification.recipient.ended', { status: t(`workspace:status.${status}`) })}
        </Alert>
      )}
      <Typography variant="caption" color="text.secondary">
        {t('notification.recipient.evidence')}
      </Typography>
      <NoticeSnackbar notice={notice} onClose={close} />
    </Stack>
  );
}
