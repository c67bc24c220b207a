import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../components/link-button';
import { PageFrame, useFramedDialog } from '../../components/page-frame';

/**
 * The traveller trial's video-identification dialog: 90 % of the
 * width and a frame 700 px high (on a phone the whole screen, the frame filling it) with
 * the identification page, allowed the camera and the microphone, and Close; the page's scroll comes back when it
 * has closed (`onExited`). The frame is this site's own page, so the guest's token stays on
 * this origin; framed, the page shows itself alone (no header, menu or footer).
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
  const framed = useFramedDialog();
  return (
    <Dialog
      open={src !== null}
      onClose={(_event, reason) => reason !== 'backdropClick' && onClose()}
      aria-labelledby="video-identification-title"
      maxWidth={false}
      fullScreen={framed.fullScreen}
      slotProps={{
        paper: { sx: framed.fullScreen ? {} : { width: '90%', maxWidth: '90%', m: 4 } },
        transition: { onExited },
      }}
    >
      <DialogTitle id="video-identification-title">{t('parte.video.title')}</DialogTitle>
      <DialogContent sx={framed.contentSx}>
        {src && (
          <PageFrame
            src={src}
            title={t('parte.video.frame')}
            allow="camera; microphone"
            testId="video-identification-frame"
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
