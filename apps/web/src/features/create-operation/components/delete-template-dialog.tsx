import type { TRequestTemplateSummary } from '@confirma/contracts/request-templates';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../hooks/use-error-text';
import { useDeleteRequestTemplate } from '../api/delete-request-template';

/** Asks before a template is deleted (requests sent from it stay as they are). */
export function DeleteTemplateDialog({
  template,
  onClose,
  onDeleted,
}: {
  template: TRequestTemplateSummary;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation(['flows', 'errors']);
  const errorText = useErrorText();
  const titleId = useId();
  const remove = useDeleteRequestTemplate();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{t('flows:templates.list.deleteTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {t('flows:templates.list.deleteText', { name: template.name })}
        </DialogContentText>
        {remove.error && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {errorText(remove.error)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={remove.isPending} autoFocus>
          {t('flows:templates.cancel')}
        </Button>
        <Button
          color="error"
          variant="contained"
          disabled={remove.isPending}
          onClick={() => remove.mutate(template.id, { onSuccess: onDeleted })}
        >
          {t('flows:templates.list.deleteAction')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
