import { Alert, Box, Button } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOrganization } from '../../../api/get-organization';
import { actForOwnOrganization } from '../../../api/switch-organization';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useLeaveOrganization } from '../api/leave-organization';

/**
 * Salir de la organización, asked first. Done, the session goes back to the user's own
 * organisation. A sole owner is refused (LAST_OWNER), said in the dialog.
 */
export function LeaveOrganizationButton() {
  const { t } = useTranslation('account');
  const queryClient = useQueryClient();
  const organization = useOrganization();
  const leave = useLeaveOrganization();
  const [open, setOpen] = useState(false);
  const [left, setLeft] = useState(false);
  const confirm = () =>
    leave.mutate(undefined, {
      onSuccess: async () => {
        setOpen(false);
        setLeft(true);
        await actForOwnOrganization(queryClient).catch(() => queryClient.invalidateQueries());
      },
    });
  return (
    <Box sx={{ mt: 3 }}>
      {left && (
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          {t('organization.leave.done')}
        </Alert>
      )}
      <Button color="error" variant="outlined" onClick={() => setOpen(true)}>
        {t('organization.leave.button')}
      </Button>
      <ConfirmDialog
        open={open}
        title={t('organization.leave.title', { name: organization.data?.name ?? '' })}
        text={t('organization.leave.text')}
        confirmLabel={t('organization.leave.confirm')}
        cancelLabel={t('organization.cancel')}
        pending={leave.isPending}
        error={leave.error}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </Box>
  );
}
