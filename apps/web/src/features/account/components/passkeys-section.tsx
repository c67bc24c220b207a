import type { TAuthPasskey } from '@confirma/contracts/auth';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { NoticeSnackbar, type TNotice } from '../../../components/notice-snackbar';
import { useAddPasskey } from '../api/add-passkey';
import { useDeletePasskey } from '../api/delete-passkey';
import { usePasskeys } from '../api/list-passkeys';
import { useRenamePasskey } from '../api/rename-passkey';
import { passkeysSupported } from '../api/sign-in-with-passkey';
import { useAuthErrorText } from '../hooks/use-auth-error-text';
import { PasskeyItem } from './passkey-item';
import { PasskeyNameDialog } from './passkey-name-dialog';

type TDialog = { kind: 'add' } | { kind: 'rename' | 'remove'; passkey: TAuthPasskey } | null;

/**
 * Llaves de acceso (Datos tab): the account's passkeys, each with its name and the day it
 * was added, renamed or removed (after a confirmation); a new one is named first, then the
 * device makes it. Adding is offered where the browser has passkeys.
 */
export function PasskeysSection({ userId }: { userId: string }) {
  const { t } = useTranslation('account');
  const errorText = useAuthErrorText();
  const passkeys = usePasskeys(userId);
  const add = useAddPasskey(userId);
  const rename = useRenamePasskey(userId);
  const remove = useDeletePasskey(userId);
  const [dialog, setDialog] = useState<TDialog>(null);
  const [notice, setNotice] = useState<TNotice | null>(null);
  const nameOf = (passkey: TAuthPasskey) => passkey.name || t('profile.passkeys.unnamed');
  const close = () => {
    setDialog(null);
    add.reset();
    rename.reset();
  };
  const done = (text: string) => {
    close();
    setNotice({ severity: 'success', text });
  };
  const list = passkeys.data ?? [];
  return (
    <Box component="section" aria-labelledby="passkeys-title" sx={{ mt: 5 }}>
      <Typography id="passkeys-title" component="h3" variant="h6" sx={{ fontWeight: 600 }}>
        {t('profile.passkeys.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('profile.passkeys.text')}
      </Typography>
      {passkeys.isError && <Alert severity="error">{errorText(passkeys.error)}</Alert>}
      {passkeys.isSuccess && list.length === 0 && (
        <Typography sx={{ mb: 2 }}>{t('profile.passkeys.empty')}</Typography>
      )}
      {list.length > 0 && (
        <Stack component="ul" aria-label={t('profile.passkeys.listLabel')} sx={{ p: 0, mb: 2 }}>
          {list.map((passkey) => (
            <PasskeyItem
              key={passkey.id}
              passkey={passkey}
              name={nameOf(passkey)}
              onRename={() => setDialog({ kind: 'rename', passkey })}
              onRemove={() => setDialog({ kind: 'remove', passkey })}
            />
          ))}
        </Stack>
      )}
      {passkeysSupported() && (
        <Button variant="contained" onClick={() => setDialog({ kind: 'add' })}>
          {t('profile.passkeys.add')}
        </Button>
      )}
      <PasskeyNameDialog
        key={dialog?.kind === 'add' ? 'add' : 'add-closed'}
        open={dialog?.kind === 'add'}
        title={t('profile.passkeys.addTitle')}
        text={t('profile.passkeys.addText')}
        confirmLabel={t('profile.passkeys.create')}
        pending={add.isPending}
        error={add.error}
        onConfirm={(name) =>
          add.mutate(name, { onSuccess: () => done(t('profile.passkeys.addedNotice')) })
        }
        onClose={close}
      />
      {dialog?.kind === 'rename' && (
        <PasskeyNameDialog
          open
          title={t('profile.passkeys.renameTitle')}
          initialName={dialog.passkey.name ?? ''}
          confirmLabel={t('profile.passkeys.save')}
          pending={rename.isPending}
          error={rename.error}
          onConfirm={(name) =>
            rename.mutate(
              { id: dialog.passkey.id, name },
              { onSuccess: () => done(t('profile.passkeys.renamedNotice')) },
            )
          }
          onClose={close}
        />
      )}
      <ConfirmDialog
        open={dialog?.kind === 'remove'}
        title={t('profile.passkeys.removeTitle', {
          name: dialog?.kind === 'remove' ? nameOf(dialog.passkey) : '',
        })}
        text={t('profile.passkeys.removeText')}
        confirmLabel={t('profile.passkeys.remove')}
        cancelLabel={t('profile.passkeys.cancel')}
        pending={remove.isPending}
        error={null}
        onConfirm={() => {
          if (dialog?.kind !== 'remove') return;
          remove.mutate(dialog.passkey.id, {
            onSuccess: () => done(t('profile.passkeys.removedNotice')),
            onError: (error) => {
              close();
              setNotice({ severity: 'error', text: errorText(error) });
            },
          });
        }}
        onClose={close}
      />
      <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} />
    </Box>
  );
}
