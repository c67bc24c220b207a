import { ROLE_NAME_MAX, type TSignatureRequestForm } from '@confirma/contracts/creation';
import {
  REQUEST_TEMPLATE_LIMITS,
  type TRequestTemplate,
  ZRequestTemplateCreate,
} from '@confirma/contracts/request-templates';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormHelperText,
  FormLabel,
  Stack,
  TextField,
} from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogForm } from '../../../components/dialog-form';
import { fieldErrorText } from '../../../components/form-text-field';
import { useErrorText } from '../../../hooks/use-error-text';
import { ApiError } from '../../../lib/api-client';
import { useSaveRequestTemplate } from '../api/save-request-template';
import { templateFromForm } from '../api/template-form';

type TIssues = { name?: string; roles: (string | undefined)[]; other: boolean };
const NO_ISSUES: TIssues = { roles: [], other: false };

/** A name to start from: the subject, else the PDF's name without its extension. */
function suggestedName(form: TSignatureRequestForm): string {
  const name = form.subject || (form.ownDocument ? (form.document?.name ?? '') : '');
  return name.replace(/\.pdf$/i, '').slice(0, REQUEST_TEMPLATE_LIMITS.nameMax);
}

/**
 * "Guardar como plantilla": the request as it is (document, each signer as a role with its
 * way of signing, language, box and fields, the order, copies, subject and message; no
 * person's name or address) saved under a name, each role named ("Firmante 1" to start
 * with, or the role it came from). Checked with the API's schema before it is sent: a
 * missing or repeated name is said under its field; a request whose fields are not
 * complete yet is said above the buttons, as is the server's refusal.
 */
export function SaveTemplateDialog({
  form,
  onClose,
  onSaved,
}: {
  /** The request's values when the dialog opened. */
  form: TSignatureRequestForm;
  onClose: () => void;
  onSaved: (template: TRequestTemplate) => void;
}) {
  const { t } = useTranslation(['flows', 'errors']);
  const errorText = useErrorText();
  const titleId = useId();
  const save = useSaveRequestTemplate();
  const [name, setName] = useState(() => suggestedName(form));
  const [roles, setRoles] = useState(() =>
    form.signers.map(
      (signer, index) => signer.role || t('flows:create.request.signer', { number: index + 1 }),
    ),
  );
  const [issues, setIssues] = useState<TIssues>(NO_ISSUES);
  const text = (message: string) => fieldErrorText(t, message, 'flows:');

  /** What the schema says of the body: under the name, a role's name, or the rest. */
  const check = (body: unknown): TIssues => {
    const parsed = ZRequestTemplateCreate.safeParse(body);
    if (parsed.success) return NO_ISSUES;
    const found: TIssues = { roles: [], other: false };
    for (const issue of parsed.error.issues) {
      const [first, index, field] = issue.path;
      if (first === 'name') found.name ??= text(issue.message);
      else if (first === 'roles' && typeof index === 'number' && field === 'name') {
        found.roles[index] ??= text(issue.message);
      } else found.other = true;
    }
    return found;
  };

  const submit = () => {
    const body = templateFromForm(form, name, roles);
    const found = check(body);
    setIssues(found);
    if (found.name || found.roles.some(Boolean) || found.other) return;
    save.mutate(body, { onSuccess: onSaved });
  };

  const refused =
    save.error instanceof ApiError && save.error.code === 'VALIDATION_FAILED'
      ? t('flows:templates.incomplete')
      : save.error
        ? errorText(save.error)
        : null;

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogForm onSubmit={submit}>
        <DialogTitle id={titleId}>{t('flows:templates.saveTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5}>
            <DialogContentText>{t('flows:templates.saveText')}</DialogContentText>
            <TextField
              name="templateName"
              label={t('flows:templates.name')}
              value={name}
              onChange={(event) => setName(event.target.value)}
              error={Boolean(issues.name)}
              helperText={issues.name ?? ' '}
              slotProps={{ htmlInput: { maxLength: REQUEST_TEMPLATE_LIMITS.nameMax } }}
              required
              autoFocus
              fullWidth
            />
            <Stack component="fieldset" spacing={1.5} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
              <FormLabel component="legend">{t('flows:templates.roles')}</FormLabel>
              <FormHelperText sx={{ mx: 0, mt: 0 }}>
                {t('flows:templates.rolesHelp')}
              </FormHelperText>
              {roles.map((role, index) => (
                <TextField
                  // The signers do not move while the dialog is open.
                  // biome-ignore lint/suspicious/noArrayIndexKey: one field per signer, in order
                  key={index}
                  name={`roles.${index}`}
                  label={t('flows:templates.role', { number: index + 1 })}
                  value={role}
                  onChange={(event) =>
                    setRoles((all) =>
                      all.map((one, at) => (at === index ? event.target.value : one)),
                    )
                  }
                  error={Boolean(issues.roles[index])}
                  helperText={issues.roles[index] ?? ' '}
                  slotProps={{ htmlInput: { maxLength: ROLE_NAME_MAX } }}
                  required
                  fullWidth
                />
              ))}
            </Stack>
            {(issues.other || refused) && (
              <Alert severity="error" role="alert">
                {issues.other ? t('flows:templates.incomplete') : refused}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={save.isPending}>
            {t('flows:templates.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {t('flows:templates.saveAction')}
          </Button>
        </DialogActions>
      </DialogForm>
    </Dialog>
  );
}
