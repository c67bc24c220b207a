import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pathFor } from '../../../config/routes';
import { useErrorText } from '../../../hooks/use-error-text';
import { showLanguageForNow } from '../../../lib/i18n';
import { isLanguage, type TLanguage } from '../../../lib/language';
import { useKioskEstablishment } from '../api/get-kiosk-establishment';
import { useClearGuest } from '../hooks/use-clear-guest';
import { KIOSK_FRAME_IDLE_MS, KIOSK_IDLE_MS, useKioskIdle } from '../hooks/use-kiosk-idle';
import { useStartKioskCheckin } from '../hooks/use-start-kiosk-checkin';
import { KioskGuestForm } from './kiosk-guest-form';
import { KioskGuestFrame } from './kiosk-guest-frame';
import { KioskIdleWarning } from './kiosk-idle-warning';
import { KioskStart } from './kiosk-start';
import { KioskThanks } from './kiosk-thanks';

type TStage =
  | { kind: 'start' }
  | { kind: 'form' }
  | { kind: 'frame'; src: string }
  | { kind: 'thanks' };

/** The guest's pages on the kiosk, from their identification on, in their language. */
const guestFrameSrc = (operation: string, token: string, lang: TLanguage) =>
  `#${pathFor('identificationSignature')}?${new URLSearchParams({ operation, token, lang }).toString()}`;

/**
 * The reception kiosk at one establishment, one guest after another: the start screen
 * (their language), their details, their own pages in a frame, thanks; then the start again
 * with nothing of them left (`useClearGuest`). Nobody touching it for a while: asked, then
 * back to the start. `exit` is the member's way out, in a corner.
 */
export function KioskView({ establishmentId, exit }: { establishmentId: string; exit: ReactNode }) {
  const { t, i18n } = useTranslation('flows');
  const errorText = useErrorText();
  const establishment = useKioskEstablishment(establishmentId);
  const [kioskLanguage] = useState<TLanguage>(() =>
    isLanguage(i18n.language) ? i18n.language : 'es',
  );
  const language: TLanguage = isLanguage(i18n.language) ? i18n.language : 'es';
  const [stage, setStage] = useState<TStage>({ kind: 'start' });
  const [guest, setGuest] = useState(0);
  const start = useStartKioskCheckin(establishmentId);
  const clearGuest = useClearGuest(kioskLanguage);

  const restart = useCallback(() => {
    setStage({ kind: 'start' });
    setGuest((count) => count + 1);
    start.reset();
    clearGuest();
    void showLanguageForNow(kioskLanguage);
  }, [clearGuest, kioskLanguage, start.reset]);
  const thank = useCallback(() => setStage({ kind: 'thanks' }), []);

  const idle = useKioskIdle({
    enabled: stage.kind !== 'start' || language !== kioskLanguage,
    idleMs: stage.kind === 'frame' ? KIOSK_FRAME_IDLE_MS : KIOSK_IDLE_MS,
    onTimeout: restart,
  });

  useEffect(() => {
    if (!start.data) return;
    setStage({
      kind: 'frame',
      src: guestFrameSrc(start.data.operationUuid, start.data.signerToken, language),
    });
  }, [start.data, language]);

  let content: ReactNode;
  if (establishment.isError) {
    content = (
      <Stack spacing={3} sx={{ maxWidth: 720, mx: 'auto', py: 4 }}>
        <Typography variant="h4" component="h1" tabIndex={-1}>
          {t('kiosk.title')}
        </Typography>
        <Alert
          severity="error"
          action={
            <Button onClick={() => void establishment.refetch()}>{t('checkin.retry')}</Button>
          }
        >
          {errorText(establishment.error)}
        </Alert>
      </Stack>
    );
  } else if (!establishment.data) {
    content = <CircularProgress aria-label={t('kiosk.title')} />;
  } else if (stage.kind === 'start') {
    content = (
      <KioskStart
        establishment={establishment.data.establishment}
        mode={establishment.data.mode}
        language={language}
        onLanguage={(next) => void showLanguageForNow(next)}
        onStart={() => setStage({ kind: 'form' })}
      />
    );
  } else if (stage.kind === 'form') {
    // A new form per guest (`key`): nothing typed by the last one.
    content = (
      <KioskGuestForm key={guest} mode={establishment.data.mode} start={start} onCancel={restart} />
    );
  } else if (stage.kind === 'frame') {
    content = (
      <KioskGuestFrame
        src={stage.src}
        onActivity={idle.activity}
        onDone={thank}
        onFinish={restart}
      />
    );
  } else {
    content = <KioskThanks onDone={restart} />;
  }

  return (
    <Box
      data-testid="kiosk"
      sx={{
        position: 'relative',
        height: stage.kind === 'frame' ? '100dvh' : 'auto',
        minHeight: '100dvh',
        overflow: stage.kind === 'frame' ? 'hidden' : 'visible',
        pb: stage.kind === 'frame' ? 0 : 8,
        px: stage.kind === 'frame' ? 0 : { xs: 2, sm: 4 },
        '& .MuiInputBase-input': { fontSize: '1.125rem', minHeight: 32 },
      }}
    >
      {content}
      {stage.kind !== 'frame' && <Box sx={{ position: 'absolute', top: 8, right: 8 }}>{exit}</Box>}
      <KioskIdleWarning open={idle.warning} onStay={idle.activity} />
    </Box>
  );
}
