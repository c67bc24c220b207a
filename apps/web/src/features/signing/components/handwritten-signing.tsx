import { HANDWRITTEN } from '@confirma/contracts/constants';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { NoticeSnackbar } from '../../../components/notice-snackbar';
import { pathFor } from '../../../config/routes';
import { useFailureNotice } from '../../../hooks/use-failure-notice';
import { addSignToDocument } from '../api/add-sign-to-document';
import { markDocumentRead } from '../api/mark-document-read';
import { SIGNING_REASONS } from '../hooks/signing-reasons';
import { usePrefetchSummary } from '../hooks/use-prefetch-summary';
import { HandwritingPad, type THandwritingPadHandle } from './handwriting-pad';
import { SigningDocument } from './signing-document';
import type { TPreloadsSummary, TSigningReady } from './signing-gate';

/**
 * Spec 000 §4 "Handwritten page": the PDF beside the drawing pad. Sign appears after more
 * than 25 points; once the signer accepts, drawing stops; on failure Clear is back; the
 * PNG and the stroke points go to addsigntodocument; success goes to resumeSignature.
 */
export function HandwrittenSigning({
  operationUuid,
  documentUuid,
  preloadSummary,
}: TSigningReady & TPreloadsSummary) {
  const { t } = useTranslation('flows');
  const navigate = useNavigate();
  const { notice, fail, close } = useFailureNotice(SIGNING_REASONS);
  const pad = useRef<THandwritingPadHandle>(null);
  const [points, setPoints] = useState(0);

  const prefetchSummary = usePrefetchSummary(operationUuid, documentUuid);

  const sign = useMutation({
    mutationFn: async () => {
      const png = pad.current?.toPng() ?? '';
      const strokes = pad.current?.strokes() ?? [];
      await markDocumentRead(operationUuid, documentUuid);
      return addSignToDocument(operationUuid, documentUuid, png, strokes);
    },
    onMutate: () => pad.current?.setEnabled(false),
    onSuccess: (answer) => {
      if (answer.sealed) prefetchSummary();
      void navigate(`${pathFor('resumeSignature')}${answer.sealed ? '' : '?sealing=1'}`);
    },
    onError: (error) => {
      pad.current?.setEnabled(true);
      fail('signing.errors.handwritten', error);
    },
  });
  const canSign = points > HANDWRITTEN.minPointsExclusive;
  // Sign is on offer: the completion screen loads while the signer finishes drawing.
  useEffect(() => {
    if (canSign) preloadSummary?.();
  }, [canSign, preloadSummary]);

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} alignItems="flex-start">
      <Box sx={{ flex: 1, minWidth: 0, width: '100%' }}>
        <SigningDocument operationUuid={operationUuid} documentUuid={documentUuid} fail={fail} />
      </Box>
      <Paper
        variant="outlined"
        sx={{
          p: 2,
          width: { xs: '100%', md: 440 },
          flexShrink: 0,
          position: { md: 'sticky' },
          top: { md: 88 },
        }}
      >
        <Stack spacing={2}>
          <Typography color="text.secondary">{t('signing.padHint')}</Typography>
          <HandwritingPad ref={pad} label={t('signing.padLabel')} onPoints={setPoints} />
          <Stack direction="row" spacing={2}>
            {!sign.isPending && (
              <Button variant="outlined" onClick={() => pad.current?.clear()}>
                {t('signing.clear')}
              </Button>
            )}
            {canSign && (
              <Button variant="contained" disabled={sign.isPending} onClick={() => sign.mutate()}>
                {sign.isPending ? t('signing.signing') : t('signing.sign')}
              </Button>
            )}
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {t('signing.legalNote')}
          </Typography>
        </Stack>
      </Paper>
      <NoticeSnackbar notice={notice} onClose={close} />
    </Stack>
  );
}
