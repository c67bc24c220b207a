import { Alert, Box, Button, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyField } from './copy-field';

/**
 * A secret shown the only time it is: a warning that it will not be shown again, then the
 * values to copy (a username beside it, when there is one), then an optional note.
 */
export function SecretView({
  warning,
  values,
  note,
}: {
  warning: string;
  values: { label: string; value: string }[];
  note?: ReactNode;
}) {
  return (
    <Box>
      <Alert severity="warning" sx={{ mb: 2 }}>
        {warning}
      </Alert>
      {values.map(({ label, value }) => (
        <CopyField key={label} label={label} value={value} />
      ))}
      {note && (
        <Alert severity="info" sx={{ mt: 2 }}>
          {note}
        </Alert>
      )}
    </Box>
  );
}

/**
 * A dialog's last step after a secret was made (a key created, an endpoint added, a secret
 * rotated): its title, the secret, and the button that closes the dialog once it is kept.
 */
export function SecretStep({
  titleId,
  title,
  onDone,
  ...view
}: {
  titleId: string;
  title: string;
  onDone: () => void;
  warning: string;
  values: { label: string; value: string }[];
  note?: ReactNode;
}) {
  const { t } = useTranslation('account');
  return (
    <>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <SecretView {...view} />
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onDone}>
          {t('api.savedSecret')}
        </Button>
      </DialogActions>
    </>
  );
}
