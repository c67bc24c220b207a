import { MEMBER_CREDIT_LIMIT_MAX, type TMember } from '@confirma/contracts/organizations';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogForm } from '../../../components/dialog-form';
import { useErrorText } from '../../../hooks/use-error-text';
import { useUpdateMember } from '../api/update-member';

/** The credits a member may spend each month: a whole number, or none (no limit). */
export function MemberLimitDialog({ member, onClose }: { member: TMember; onClose: () => void }) {
  const { t } = useTranslation('account');
  const errorText = useErrorText();
  const titleId = useId();
  const update = useUpdateMember();
  const [draft, setDraft] = useState(member.monthlyCreditLimit?.toString() ?? '');
  const [invalid, setInvalid] = useState(false);
  const save = (limit: number | null) =>
    update.mutate({ memberId: member.id, monthlyCreditLimit: limit }, { onSuccess: onClose });
  const submit = () => {
    const limit = Number(draft);
    const ok = /^\d+$/.test(draft.trim()) && limit <= MEMBER_CREDIT_LIMIT_MAX;
    setInvalid(!ok);
    if (ok) save(limit);
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogForm onSubmit={submit}>
        <DialogTitle id={titleId}>
          {t('organization.limit.title', { name: member.name })}
        </DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('organization.limit.text')}</DialogContentText>
          <TextField
            autoFocus
            fullWidth
            label={t('organization.limit.label')}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            error={invalid}
            helperText={
              invalid ? t('organization.limit.invalid', { max: MEMBER_CREDIT_LIMIT_MAX }) : ' '
            }
          />
          {update.isError && (
            <Alert severity="error" role="alert">
              {errorText(update.error)}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('organization.cancel')}</Button>
          <Button disabled={update.isPending} onClick={() => save(null)}>
            {t('organization.limit.clear')}
          </Button>
          <Button type="submit" variant="contained" disabled={update.isPending}>
            {t('organization.limit.save')}
          </Button>
        </DialogActions>
      </DialogForm>
    </Dialog>
  );
}
