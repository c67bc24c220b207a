import HelpOutlineIcon from '@mui/icons-material/HelpOutline';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  IconButton,
  Stack,
  Tooltip,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/link-button';
import { StepList } from '../../../components/step-list';
import { pathFor } from '../../../config/routes';

const STEPS = ['identify', 'result', 'sign'] as const;

/**
 * 'Create New Identification' (features): what an identification does, a help
 * tooltip with its three steps (identify by video, view the result, sign with the extracted
 * data) and Close. Creating one is gated on the identification page.
 */
export function CreateIdentificationDialog({
  open,
  onClose,
}: {
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('pages');
  const steps = STEPS.map((step) => ({
    title: t(`features.identificationDialog.steps.${step}.title`),
    text: t(`features.identificationDialog.steps.${step}.text`),
  }));
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="create-identification-title" fullWidth>
      <Stack direction="row" alignItems="center" sx={{ pr: 2 }}>
        <DialogTitle id="create-identification-title" sx={{ flexGrow: 1 }}>
          {t('features.identificationDialog.title')}
        </DialogTitle>
        <Tooltip title={t('features.identificationDialog.help')} describeChild arrow>
          <IconButton aria-label={t('features.identificationDialog.helpLabel')}>
            <HelpOutlineIcon />
          </IconButton>
        </Tooltip>
      </Stack>
      <DialogContent dividers>
        <DialogContentText sx={{ mb: 3 }}>
          {t('features.identificationDialog.text')}
        </DialogContentText>
        <StepList steps={steps} />
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <LinkButton to={pathFor('IdentificationPage')}>
          {t('features.identificationDialog.more')}
        </LinkButton>
        <Button variant="contained" onClick={onClose}>
          {t('try.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
