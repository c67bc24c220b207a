import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/link-button';
import { pathFor } from '../../../config/routes';

/**
 * A visitor pressed Try: 'Acceso requerido', or on the document-verification
 * pages 'Es necesario estar Logado', with log in, register and Close.
 */
export function AccessRequiredDialog({
  open,
  onClose,
  ocr,
}: {
  open: boolean;
  onClose: () => void;
  ocr: boolean;
}) {
  const { t } = useTranslation('pages');
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="access-required-title" maxWidth="xs">
      <DialogTitle id="access-required-title">
        {t(ocr ? 'try.accessRequired.ocrTitle' : 'try.accessRequired.title')}
      </DialogTitle>
      <DialogContent>
        <DialogContentText>{t('try.accessRequired.text')}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose}>{t('try.close')}</Button>
        <LinkButton variant="outlined" to={pathFor('RegisterPage')}>
          {t('try.accessRequired.register')}
        </LinkButton>
        <LinkButton variant="contained" to={pathFor('LoginPage')}>
          {t('try.accessRequired.login')}
        </LinkButton>
      </DialogActions>
    </Dialog>
  );
}
