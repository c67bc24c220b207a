import {
  REQUEST_TEMPLATE_LIMITS,
  type TRequestTemplateSummary,
  ZTemplateName,
} from '@confirma/contracts/request-templates';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogForm } from '../../../components/dialog-form';
import { fieldErrorText } from '../../../components/form-text-field';
import { useErrorText } from '../../../hooks/use-error-text';
import { useRenameRequestTemplate } from '../api/rename-request-template';

/** Renames a template: its new name, checked as the API checks it, or the server's refusal. */
export function RenameTemplateDialog({
  template,
  onClose,
  onRenamed,
}: {
  template: TRequestTemplateSummary;
  onClose: () => void;
  onRenamed: () => void;
}) {
  const { t } = useTranslation(['flows', 'errors']);
  const errorText = useErrorText();
  const titleId = useId();
  const rename = useRenameRequestTemplate();
  const [name, setName] = useState(template.name);
  const [issue, setIssue] = useState<string | null>(null);

  const submit = () => {
    const parsed = ZTemplateName.safeParse(name);
    if (!parsed.success) {
      setIssue(fieldErrorText(t, parsed.error.issues[0]?.message ?? '', 'flows:'));
      return;
    }
    setIssue(null);
    rename.mutate({ id: template.id, name: parsed.data }, { onSuccess: onRenamed });
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogForm onSubmit={submit}>
        <DialogTitle id={titleId}>{t('flows:templates.list.renameTitle')}</DialogTitle>
        <DialogContent>
          <TextField
            name="templateName"
            label={t('flows:templates.name')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={issue !== null}
            helperText={issue ?? ' '}
            slotProps={{ htmlInput: { maxLength: REQUEST_TEMPLATE_LIMITS.nameMax } }}
            sx={{ mt: 1 }}
            required
            autoFocus
            fullWidth
          />
          {rename.error && (
            <Alert severity="error" role="alert">
              {errorText(rename.error)}
            </Alert>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={rename.isPending}>
            {t('flows:templates.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={rename.isPending}>
            {t('flows:templates.list.renameAction')}
          </Button>
        </DialogActions>
      </DialogForm>
    </Dialog>
  );
}
