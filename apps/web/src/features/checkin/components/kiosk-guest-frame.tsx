import { Box, Button, Stack, Typography } from '@mui/material';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { pathFor } from '../../../config/routes';
import { GUEST_DONE_MESSAGE } from '../../../lib/guest-frame';

/** The guest's pages report their activity to the kiosk's inactivity watch. */
const FRAME_ACTIVITY = ['pointerdown', 'keydown', 'touchstart', 'hashchange'] as const;

/**
 * The signed parte's confirmation page: the guest of a SIGN establishment is done (the page
 * also says so by a message: the router moves by pushState, which no event reports).
 */
const DONE_PATH = pathFor('resumeSignature');

/**
 * The guest's own pages (identification, parte, signature) in a frame filling the kiosk,
 * allowed the camera and the microphone; the frame's address carries their operation and
 * token, which the pages keep and drop from it, and their language. The guest is done on
 * the signature's confirmation page or when the sealed parte says so (a message); Finish,
 * outside the frame, ends it at any time.
 */
export function KioskGuestFrame({
  src,
  onActivity,
  onDone,
  onFinish,
}: {
  src: string;
  onActivity: () => void;
  onDone: () => void;
  onFinish: () => void;
}) {
  const { t } = useTranslation('flows');
  const frame = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    const listener = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      if (event.source !== frame.current?.contentWindow) return;
      if ((event.data as { type?: unknown } | null)?.type === GUEST_DONE_MESSAGE) onDone();
    };
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, [onDone]);

  const watch = () => {
    onActivity();
    const inner = frame.current?.contentWindow;
    if (!inner) return;
    try {
      const check = () => {
        onActivity();
        if (inner.location.hash.replace(/^#/, '').split('?')[0] === DONE_PATH) onDone();
      };
      for (const name of FRAME_ACTIVITY) inner.addEventListener(name, check, { passive: true });
      check();
    } catch {
      // Another origin cannot be watched: the kiosk's own events still count.
    }
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}
      >
        <Typography sx={{ flex: 1 }} component="h2" variant="h6">
          {t('kiosk.frame.title')}
        </Typography>
        <Button
          variant="outlined"
          size="large"
          onClick={onFinish}
          data-testid="kiosk-finish"
          sx={{ minHeight: 56, px: 3 }}
        >
          {t('kiosk.frame.finish')}
        </Button>
      </Stack>
      <Box
        ref={frame}
        component="iframe"
        src={src}
        title={t('kiosk.frame.label')}
        allow="camera; microphone"
        data-testid="kiosk-guest-frame"
        onLoad={watch}
        sx={{ flex: 1, width: '100%', border: 0, display: 'block', minHeight: 0 }}
      />
    </Box>
  );
}
