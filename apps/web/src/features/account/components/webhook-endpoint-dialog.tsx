import {
  type TWebhookEndpoint,
  type TWebhookEndpointWithSecret,
  ZWebhookEventType,
  ZWebhookUrl,
} from '@confirma/contracts/webhooks';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useId, useState } from 'react';
import { type Control, Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { DialogForm } from '../../../components/dialog-form';
import { FormTextField } from '../../../components/form-text-field';
import { useErrorText } from '../../../hooks/use-error-text';
import { ApiError } from '../../../lib/api-error';
import { useCreateWebhookEndpoint } from '../api/create-webhook-endpoint';
import { useUpdateWebhookEndpoint } from '../api/update-webhook-endpoint';
import { SecretStep } from './secret-view';
import { WebhookEventsField } from './webhook-events-field';

const DESCRIPTION_MAX = 200;

/** The form: the contract's fields, with messages (i18n keys) for this form. */
const ZEndpointForm = z.object({
  url: z
    .string()
    .trim()
    .refine((url) => ZWebhookUrl.safeParse(url).success, 'api.webhooks.urlInvalid'),
  events: z.array(ZWebhookEventType).min(1, 'api.webhooks.eventsRequired'),
  description: z.string().trim().max(DESCRIPTION_MAX, 'api.webhooks.descriptionTooLong'),
});
type TEndpointForm = z.infer<typeof ZEndpointForm>;

/** The server refused the URL itself (not public, not https in production…). */
const refusedUrl = (error: unknown) =>
  error instanceof ApiError &&
  error.code === 'VALIDATION_FAILED' &&
  (error.problem?.errors ?? []).some((issue) => issue.path.includes('url'));

/**
 * Add an endpoint (then its signing secret, shown this once, in the same dialog) or edit
 * one (`endpoint`): URL, events, description. Saved edits close it; `onSaved` tells.
 */
export function WebhookEndpointDialog({
  userId,
  open,
  endpoint,
  onClose,
  onSaved,
}: {
  userId: string;
  open: boolean;
  endpoint: TWebhookEndpoint | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation('account');
  const errorText = useErrorText();
  const titleId = useId();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const create = useCreateWebhookEndpoint(userId);
  const update = useUpdateWebhookEndpoint(userId);
  const [created, setCreated] = useState<TWebhookEndpointWithSecret | null>(null);
  const { control, handleSubmit, reset, setError } = useForm<TEndpointForm>({
    resolver: zodResolver(ZEndpointForm),
    values: {
      url: endpoint?.url ?? '',
      events: endpoint?.events ?? [],
      description: endpoint?.description ?? '',
    },
  });
  const pending = create.isPending || update.isPending;
  const failure = create.error ?? update.error;
  const onError = (error: unknown) => {
    if (refusedUrl(error)) setError('url', { message: 'api.webhooks.urlRefused' });
  };
  const submit = handleSubmit((form) => {
    const body = { ...form, description: form.description || undefined };
    if (endpoint) {
      update.mutate(
        { id: endpoint.id, body: { ...body, description: form.description } },
        { onSuccess: onSaved, onError },
      );
    } else {
      create.mutate(body, { onSuccess: setCreated, onError });
    }
  });
  const close = () => {
    if (!pending) onClose();
  };
  const cleanUp = () => {
    setCreated(null);
    create.reset();
    update.reset();
    reset();
  };
  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby={titleId}
      maxWidth="md"
      fullWidth
      fullScreen={phone && !created}
      slotProps={{ transition: { onExited: cleanUp } }}
    >
      {created ? (
        <SecretStep
          titleId={titleId}
          title={t('api.webhooks.secretTitle')}
          onDone={close}
          warning={t('api.webhooks.secretWarning')}
          values={[{ label: t('api.webhooks.secretTitle'), value: created.secret }]}
        />
      ) : (
        <DialogForm onSubmit={(event) => void submit(event)}>
          <DialogTitle id={titleId}>
            {t(endpoint ? 'api.webhooks.editTitle' : 'api.webhooks.createTitle')}
          </DialogTitle>
          <DialogContent>
            {failure && !refusedUrl(failure) && (
              <Alert severity="error" role="alert" sx={{ mb: 2 }}>
                {errorText(failure)}
              </Alert>
            )}
            <EndpointFields control={control} />
          </DialogContent>
          <DialogActions>
            <Button onClick={close}>{t('api.cancel')}</Button>
            <Button type="submit" variant="contained" disabled={pending}>
              {t(endpoint ? 'api.webhooks.submitEdit' : 'api.webhooks.submitCreate')}
            </Button>
          </DialogActions>
        </DialogForm>
      )}
    </Dialog>
  );
}

/** The endpoint's URL, description and the events it receives. */
function EndpointFields({ control }: { control: Control<TEndpointForm> }) {
  const { t } = useTranslation('account');
  return (
    <>
      <FormTextField
        control={control}
        name="url"
        type="url"
        label={t('api.webhooks.url')}
        helperText={t('api.webhooks.urlHelp')}
        autoComplete="url"
        margin="dense"
        autoFocus
        required
        fullWidth
      />
      <FormTextField
        control={control}
        name="description"
        label={t('api.webhooks.description')}
        maxLength={DESCRIPTION_MAX}
        autoComplete="off"
        margin="dense"
        fullWidth
      />
      <Controller
        control={control}
        name="events"
        render={({ field, fieldState }) => (
          <WebhookEventsField
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
    </>
  );
}
