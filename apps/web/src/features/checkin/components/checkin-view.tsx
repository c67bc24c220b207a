import { Alert, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../hooks/use-error-text';
import { ApiError } from '../../../lib/api-client';
import { useCheckin } from '../api/get-checkin';
import { useStartCheckin } from '../hooks/use-start-checkin';
import { CheckinChecklist } from './checkin-checklist';
import { CheckinClosed } from './checkin-closed';
import { CheckinEstablishment } from './checkin-establishment';
import { CheckinForm } from './checkin-form';

export type TClosed = 'CHECKIN_LINK_NOT_FOUND' | 'CHECKIN_LINK_PAUSED';
export const closedBy = (error: unknown): TClosed | null =>
  error instanceof ApiError &&
  (error.code === 'CHECKIN_LINK_NOT_FOUND' || error.code === 'CHECKIN_LINK_PAUSED')
    ? error.code
    : null;

/**
 * The guest's check-in on an establishment's link (no account): the establishment, what
 * they need at hand, and their details; then the identification. A paused or unknown
 * link is the whole page.
 */
export function CheckinView({ token }: { token: string }) {
  const { t } = useTranslation('flows');
  const errorText = useErrorText();
  const checkin = useCheckin(token);
  const start = useStartCheckin(token);
  const [closed, setClosed] = useState<TClosed | null>(null);
  const reason = closed ?? closedBy(checkin.error);
  if (reason) return <CheckinClosed reason={reason} />;
  if (checkin.isError) {
    return (
      <Alert
        severity="error"
        action={<Button onClick={() => void checkin.refetch()}>{t('checkin.retry')}</Button>}
      >
        {errorText(checkin.error)}
      </Alert>
    );
  }
  if (!checkin.data) return <CircularProgress aria-label={t('checkin.title')} />;
  const { establishment, mode } = checkin.data;
  return (
    <Stack spacing={3} sx={{ maxWidth: 720 }}>
      <CheckinEstablishment establishment={establishment} />
      <Typography>{t(`checkin.steps.${mode}`)}</Typography>
      <CheckinChecklist />
      <CheckinForm start={start} onClosed={(error) => setClosed(closedBy(error))} />
    </Stack>
  );
}
