import type { TOperationDetail } from '@confirma/contracts/workspace';
import { Box, Button } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NoticeSnackbar, type TNotice } from '../../../components/notice-snackbar';
import { useCancelOperation } from '../api/cancel-operation';
import { useResendInvitation } from '../api/resend-invitation';
import { useSendReminder } from '../api/send-reminder';
import { useActionErrorText } from '../hooks/use-action-error-text';
import { CancelOperationDialog } from './cancel-operation-dialog';

/**
 * What the sender may do now (the operation's `actions`): resend the invitation, send a
 * reminder, cancel (after a confirmation). The outcome shows in a snackbar; a refused one
 * says why (too soon: when to try again).
 */
export function OperationActions({ operation }: { operation: TOperationDetail }) {
  const { t } = useTranslation('workspace');
  const errorText = useActionErrorText();
  const [notice, setNotice] = useState<TNotice | null>(null);
  const [confirming, setConfirming] = useState(false);
  const resend = useResendInvitation(operation.uuid);
  const remind = useSendReminder(operation.uuid);
  const cancel = useCancelOperation(operation.uuid);
  const busy = resend.isPending || remind.isPending || cancel.isPending;
  const { actions } = operation;
  if (!actions.resend && !actions.remind && !actions.cancel && !notice) return null;

  const done = (text: string) => setNotice({ severity: 'success', text });
  const failed = (error: unknown) => setNotice({ severity: 'error', text: errorText(error) });
  // The two that write to the signers, and what each says once done.
  const notifying = [
    { key: 'resend', mutation: resend, doneKey: 'actions.resent', variant: 'contained' },
    { key: 'remind', mutation: remind, doneKey: 'actions.reminded', variant: 'outlined' },
  ] as const;
  return (
    <Box
      role="group"
      aria-label={t('actions.label')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
    >
      {notifying.map(
        ({ key, mutation, doneKey, variant }) =>
          actions[key] && (
            <Button
              key={key}
              variant={variant}
              disabled={busy}
              onClick={() =>
                mutation.mutate(undefined, {
                  onSuccess: (result) => done(t(doneKey, { signers: result.notified })),
                  onError: failed,
                })
              }
            >
              {t(`actions.${key}`)}
            </Button>
          ),
      )}
      {actions.cancel && (
        <Button
          color="error"
          variant="outlined"
          disabled={busy}
          onClick={() => setConfirming(true)}
        >
          {t('actions.cancel')}
        </Button>
      )}
      <CancelOperationDialog
        open={confirming}
        busy={cancel.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          cancel.mutate(undefined, {
            onSuccess: () => done(t('actions.cancelled')),
            onError: failed,
            onSettled: () => setConfirming(false),
          })
        }
      />
      <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} />
    </Box>
  );
}
