import type { TWebhookEndpoint } from '@confirma/contracts/webhooks';
import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { NoticeSnackbar, type TNotice } from '../../../components/notice-snackbar';
import { PageSection } from '../../../components/page-section';
import { useErrorText } from '../../../hooks/use-error-text';
import { useDeleteWebhookEndpoint } from '../api/delete-webhook-endpoint';
import { useWebhookEndpoints } from '../api/list-webhook-endpoints';
import { useUpdateWebhookEndpoint } from '../api/update-webhook-endpoint';
import { WebhookDeliveriesDialog } from './webhook-deliveries-dialog';
import { type TEndpointAction, WebhookEndpointCard } from './webhook-endpoint-card';
import { WebhookEndpointDialog } from './webhook-endpoint-dialog';
import { WebhookRotateDialog } from './webhook-rotate-dialog';

type TOpen = 'form' | 'rotate' | 'delete' | 'deliveries' | null;

/** Webhooks: add an endpoint (secret shown once), list, edit, enable or disable, rotate, delete. */
export function WebhooksSection({ userId }: { userId: string }) {
  const { t } = useTranslation('account');
  const errorText = useErrorText();
  const endpoints = useWebhookEndpoints(userId);
  const update = useUpdateWebhookEndpoint(userId);
  const remove = useDeleteWebhookEndpoint(userId);
  const addButton = useRef<HTMLButtonElement>(null);
  // The dialog's endpoint stays while it closes (its texts do not change mid-transition).
  const [target, setTarget] = useState<TWebhookEndpoint | null>(null);
  const [open, setOpen] = useState<TOpen>(null);
  const [notice, setNotice] = useState<TNotice | null>(null);
  const close = () => setOpen(null);
  const toggle = (endpoint: TWebhookEndpoint) =>
    update.mutate(
      { id: endpoint.id, body: { enabled: !endpoint.enabled } },
      {
        onSuccess: (saved) =>
          setNotice({
            severity: 'success',
            text: t(saved.enabled ? 'api.webhooks.enabledNotice' : 'api.webhooks.disabledNotice'),
          }),
        onError: (error) => setNotice({ severity: 'error', text: errorText(error) }),
      },
    );
  const act = (action: TEndpointAction, endpoint: TWebhookEndpoint) => {
    if (action === 'toggle') return toggle(endpoint);
    setTarget(endpoint);
    setOpen(action === 'edit' ? 'form' : action);
  };
  const confirmDelete = () => {
    if (!target) return;
    remove.mutate(target.id, {
      onSuccess: () => {
        close();
        setNotice({ severity: 'success', text: t('api.webhooks.deletedNotice') });
      },
    });
  };
  const list = endpoints.data?.endpoints ?? [];
  return (
    <PageSection title={t('api.webhooks.title')} description={t('api.webhooks.text')}>
      <Button
        ref={addButton}
        variant="contained"
        onClick={() => {
          setTarget(null);
          setOpen('form');
        }}
      >
        {t('api.webhooks.add')}
      </Button>
      <Box sx={{ mt: 2 }}>
        {endpoints.isPending && <CircularProgress aria-label={t('api.webhooks.title')} />}
        {endpoints.isError && <Alert severity="error">{t('api.webhooks.loadError')}</Alert>}
        {endpoints.isSuccess && list.length === 0 && (
          <Typography color="text.secondary">{t('api.webhooks.empty')}</Typography>
        )}
        {list.length > 0 && (
          <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0, listStyle: 'none' }}>
            {list.map((endpoint) => (
              <WebhookEndpointCard
                key={endpoint.id}
                endpoint={endpoint}
                busy={update.isPending}
                onAction={act}
              />
            ))}
          </Stack>
        )}
      </Box>
      <WebhookEndpointDialog
        userId={userId}
        open={open === 'form'}
        endpoint={target}
        onClose={close}
        onSaved={() => {
          close();
          setNotice({ severity: 'success', text: t('api.webhooks.saved') });
        }}
      />
      <WebhookRotateDialog endpoint={target} open={open === 'rotate'} onClose={close} />
      <ConfirmDialog
        cancelLabel={t('api.cancel')}
        open={open === 'delete'}
        title={t('api.webhooks.deleteTitle')}
        text={t('api.webhooks.deleteText')}
        confirmLabel={t('api.webhooks.delete')}
        pending={remove.isPending}
        error={remove.error}
        onConfirm={confirmDelete}
        onClose={close}
        onExited={() => {
          // The endpoint and its buttons are gone: focus the add button.
          if (remove.isSuccess) addButton.current?.focus();
          remove.reset();
        }}
      />
      {open === 'deliveries' && target && (
        <WebhookDeliveriesDialog userId={userId} endpoint={target} onClose={close} />
      )}
      <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} />
    </PageSection>
  );
}
