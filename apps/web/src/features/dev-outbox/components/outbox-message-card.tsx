import type { TOutboxMessage } from '@confirma/contracts/outbox';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import EmailIcon from '@mui/icons-material/Email';
import SmsIcon from '@mui/icons-material/Sms';
import { Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useLocaleFormat } from '../../../hooks/use-locale-format';

/** One captured message: channel, recipient, subject, time, plain text and attachments. */
export function OutboxMessageCard({ message }: { message: TOutboxMessage }) {
  const { t } = useTranslation('dev');
  const format = useLocaleFormat();
  const time = Number.isNaN(new Date(message.createdAt).getTime())
    ? message.createdAt
    : format.second(message.createdAt);
  return (
    <Card variant="outlined" component="li" sx={{ listStyle: 'none' }}>
      <CardContent>
        <Stack direction="row" gap={1} alignItems="center" flexWrap="wrap" sx={{ mb: 1 }}>
          <Chip
            size="small"
            color={message.channel === 'email' ? 'primary' : 'secondary'}
            icon={message.channel === 'email' ? <EmailIcon /> : <SmsIcon />}
            label={t(`outbox.channels.${message.channel}`)}
          />
          <Typography variant="body2" sx={{ fontWeight: 600, wordBreak: 'break-all' }}>
            {t('outbox.to')}: {message.to}
          </Typography>
          <Typography
            variant="body2"
            color="text.secondary"
            component="time"
            dateTime={message.createdAt}
            sx={{ ml: 'auto' }}
          >
            {time}
          </Typography>
        </Stack>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {message.subject ?? t('outbox.noSubject')}
        </Typography>
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', mt: 0.5 }}
        >
          {message.text}
        </Typography>
        {message.attachments.length > 0 && (
          <Stack direction="row" gap={1} flexWrap="wrap" sx={{ mt: 1 }}>
            {message.attachments.map((file) => (
              <Chip
                key={file.blobKey + file.filename}
                size="small"
                variant="outlined"
                icon={<AttachFileIcon />}
                label={file.filename}
                title={`${t('outbox.attachment')} · SHA-256 ${file.blobKey}`}
              />
            ))}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
