import type { TAdminPayment } from '@confirma/contracts/payments';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
  Typography,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmTransfer } from '../api/confirm-transfer';
import { refundPayment } from '../api/refund-payment';

/** What the administrator is about to do to a payment (none: the dialog is closed). */
export type TAdminPaymentAction = { kind: 'refund' | 'confirm'; payment: TAdminPayment } | null;

/**
 * Asks before a refund (with its reason, three characters at least) or a transfer's
 * confirmation, sends it once, and hands back what came of it.
 */
export function AdminPaymentActionDialog({
  action,
  onClose,
  onDone,
}: {
  action: TAdminPaymentAction;
  onClose: () => void;
  onDone: (message: { ok: boolean; text: string }) => void;
}) {
  const { t } = useTranslation('payments');
  const { t: te } = useTranslation('errors');
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const run = async () => {
    // One request per confirmation: a double click does not send a second one.
    if (!action || busy) return;
    setBusy(true);
    let message: { ok: boolean; text: string };
    try {
      if (action.kind === 'refund') await refundPayment(action.payment.id, reason);
      else await confirmTransfer(action.payment.id);
      message = { ok: true, text: t('admin.done') };
    } catch (caught) {
      const code = (caught as { code?: string }).code ?? 'unknown';
      message = { ok: false, text: te(code, { defaultValue: te('unknown') }) };
    }
    onDone(message);
    setReason('');
    setBusy(false);
    await queryClient.invalidateQueries({ queryKey: ['admin'] });
  };
  return (
    <Dialog open={Boolean(action)} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>
        {action?.kind === 'refund' ? t('admin.refundTitle') : t('admin.confirmTransfer')}
      </DialogTitle>
      <DialogContent>
        {action?.kind === 'refund' ? (
          <>
            <Typography sx={{ mb: 2 }}>{t('admin.refundText')}</Typography>
            <TextField
              label={t('admin.reason')}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              fullWidth
              multiline
              required
            />
          </>
        ) : (
          <Typography>
            {t('admin.confirmTransferText', { reference: action?.payment.transfer?.reference })}
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('admin.cancel')}</Button>
        <Button
          variant="contained"
          color={action?.kind === 'refund' ? 'error' : 'primary'}
          disabled={busy || (action?.kind === 'refund' && reason.trim().length < 3)}
          onClick={() => void run()}
        >
          {t('admin.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
