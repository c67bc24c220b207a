import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../components/link-button';

/**
 * The traveller trial's video-identification dialog (spec 001 §2.10, §9.3): 90 % of the
 * width, the identification page in an embedded frame 700 px high allowed the camera and
 * the microphone, and Close; the page's scroll comes back when it has closed (`onExited`).
 * The frame is this site's own page, so the guest's token stays on this origin.
 */
export function VideoIdentificationDialog({
  src,
  onClose,
  onExited,
}: {
  src: string | null;
  onClose: () => void;
  onExited: () => void;
}) {
  const { t } = useTranslation('flows');
  return (
    <Dialog
      open={src !== null}
      onClose={(_event, reason) => reason !== 'backdropClick' && onClose()}
      aria-labelledby="video-identification-title"
      maxWidth={false}
      slotProps={{
        paper: { sx: { width: '90%', maxWidth: '90%', m: { xs: 1, sm: 4 } } },
        transition: { onExited },
      }}
    >
      <DialogTitle id="video-identification-title">{t('parte.video.title')}</DialogTitle>
      <DialogContent sx={{ p: { xs: 1, sm: 2 } }}>
        {src && (
          <Box
            component="iframe"
            src={src}
            title={t('parte.video.frame')}
            allow="camera; microphone"
            data-testid="video-identification-frame"
            sx={{ width: '100%', height: 700, border: 0, display: 'block' }}
          />
        )}
      </DialogContent>
      <DialogActions>
        {src && (
          <LinkButton to={src.replace(/^#/, '')} onClick={onClose}>
            {t('parte.video.fullPage')}
          </LinkButton>
        )}
        <Button variant="contained" onClick={onClose}>
          {t('parte.video.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
