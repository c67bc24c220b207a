import {
  API_CREDENTIAL_LABEL_MAX,
  type TApiCredentialCreate,
  type TApiCredentialCreated,
  ZApiCredentialCreate,
} from '@confirma/contracts/api-credentials';
import { API_KEY_SCOPES } from '@confirma/contracts/organizations';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DialogForm } from '../../../components/dialog-form';
import { FormRadioGroup } from '../../../components/form-radio-group';
import { FormTextField } from '../../../components/form-text-field';
import { useErrorText } from '../../../hooks/use-error-text';
import { useCreateApiCredential } from '../api/create-api-credential';
import { SecretStep } from './secret-view';

/**
 * Create an API key: its name and scope (what it may do, within the creator's role), then, in the same dialog, the username and the secret shown
 * this once. Closing returns the focus to the button that opened it.
 */
export function ApiKeyCreateDialog({
  userId,
  open,
  onClose,
}: {
  userId: string;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('account');
  const errorText = useErrorText();
  const titleId = useId();
  const create = useCreateApiCredential(userId);
  // One key per opening: a retry after a lost answer gets the same credential back.
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const [created, setCreated] = useState<TApiCredentialCreated | null>(null);
  const { control, handleSubmit, reset } = useForm<TApiCredentialCreate>({
    resolver: zodResolver(ZApiCredentialCreate),
    defaultValues: { label: '', scope: 'send' },
  });
  const submit = handleSubmit((body) =>
    create.mutate({ body, idempotencyKey }, { onSuccess: setCreated }),
  );
  const close = () => {
    if (create.isPending) return;
    onClose();
  };
  const cleanUp = () => {
    setCreated(null);
    create.reset();
    reset();
    setIdempotencyKey(crypto.randomUUID());
  };
  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
      slotProps={{ transition: { onExited: cleanUp } }}
    >
      {created && 'secret' in created ? (
        <SecretStep
          titleId={titleId}
          title={t('api.keys.createdTitle', { name: created.label })}
          onDone={close}
          warning={t('api.keys.createdWarning')}
          values={[
            { label: t('api.keys.username'), value: created.username },
            { label: t('api.keys.secret'), value: created.secret },
          ]}
        />
      ) : created ? (
        // A retry after a lost answer: the key exists, its secret is not shown again.
        <SecretStep
          titleId={titleId}
          title={t('api.keys.replayedTitle', { name: created.label })}
          onDone={close}
          warning={t('api.keys.replayed', { name: created.label, username: created.username })}
          values={[{ label: t('api.keys.username'), value: created.username }]}
        />
      ) : (
        <DialogForm onSubmit={(event) => void submit(event)}>
          <DialogTitle id={titleId}>{t('api.keys.createTitle')}</DialogTitle>
          <DialogContent>
            {create.isError && (
              <Alert severity="error" role="alert" sx={{ mb: 2 }}>
                {errorText(create.error)}
              </Alert>
            )}
            <FormTextField
              control={control}
              name="label"
              label={t('api.keys.name')}
              helperText={t('api.keys.nameHelp')}
              maxLength={API_CREDENTIAL_LABEL_MAX}
              autoComplete="off"
              margin="dense"
              autoFocus
              required
              fullWidth
            />
            <FormRadioGroup
              control={control}
              name="scope"
              label={t('api.keys.scope')}
              options={API_KEY_SCOPES.map(
                (scope) => [scope, t(`api.keys.scopes.${scope}`)] as const,
              )}
              help={(scope) => t(`api.keys.scopeHelp.${scope}`)}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={close}>{t('api.cancel')}</Button>
            <Button type="submit" variant="contained" disabled={create.isPending}>
              {t('api.keys.submit')}
            </Button>
          </DialogActions>
        </DialogForm>
      )}
    </Dialog>
  );
}
