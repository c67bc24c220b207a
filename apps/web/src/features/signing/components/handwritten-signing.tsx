import { HANDWRITTEN } from '@confirma/contracts/constants';
import type { TOperationResponse } from '@confirma/contracts/operations';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorSummary, useErrorSummary } from '../../../components/error-summary';
import { NoticeSnackbar } from '../../../components/notice-snackbar';
import { useFailureNotice } from '../../../hooks/use-failure-notice';
import { addSignToDocument } from '../api/add-sign-to-document';
import { markDocumentRead } from '../api/mark-document-read';
import { SIGNING_REASONS } from '../hooks/signing-reasons';
import { useGoToSummary } from '../hooks/use-prefetch-summary';
import { fieldValue } from '../hooks/use-signing-context';
import { typedSignaturePng, typedSignatureText } from '../typed-signature';
import { HandwritingPad, type THandwritingPadHandle } from './handwriting-pad';
import { SignerFieldInputs, useSignerFields } from './signer-field-inputs';
import { SigningDocument } from './signing-document';
import type { TPreloadsSummary, TSigningEvents, TSigningReady } from './signing-gate';
import { SigningModeToggle } from './signing-mode-toggle';
import { TypedSignatureField } from './typed-signature-field';

/** The signer's name as the operation gives it (name and surnames), to start from. */
function signerName(operation: TOperationResponse): string {
  const given = [fieldValue(operation, 'name'), fieldValue(operation, 'lastname')]
    .filter(Boolean)
    .join(' ');
  const viewer = operation.signers.find(
    (signer) => signer.signerUuid === operation.viewer?.signerUuid,
  );
  return given || viewer?.name || '';
}

/**
 * The handwritten page: the PDF beside the drawing pad. Sign appears after more
 * than 25 points; once the signer accepts, drawing stops; on failure Clear is back; the
 * PNG and the stroke points go to addsigntodocument; success goes to resumeSignature.
 * A signer who cannot draw (keyboard only) types their name instead: the page
 * writes it out as the pad's image (400x150) and sends it the same way, saying it was typed
 * (`typedName`, recorded in the evidence).
 */
export function HandwrittenSigning({
  operation,
  operationUuid,
  documentUuid,
  preloadSummary,
  onDocumentRead,
  onSigned,
  onFailure,
}: TSigningReady & TPreloadsSummary & TSigningEvents) {
  const { t } = useTranslation('flows');
  const { notice, fail, close } = useFailureNotice(SIGNING_REASONS);
  const pad = useRef<THandwritingPadHandle>(null);
  const [points, setPoints] = useState(0);
  const [mode, setMode] = useState<'draw' | 'type'>('draw');
  const [typed, setTyped] = useState(() => signerName(operation));
  const typedName = typedSignatureText(typed);
  const typedReady = typedName.length >= 2;
  const nameField = useRef<HTMLInputElement>(null);
  const switched = useRef(false);
  useEffect(() => {
    if (switched.current && mode === 'type') nameField.current?.focus();
  }, [mode]);
  const fields = useSignerFields(operation);
  const summary = useErrorSummary<HTMLDivElement>();

  const goToSummary = useGoToSummary(operationUuid, documentUuid, onSigned);

  const sign = useMutation({
    mutationFn: async () => {
      const typedNow = mode === 'type';
      const png = typedNow ? typedSignaturePng(typedName) : (pad.current?.toPng() ?? '');
      const strokes = typedNow ? [] : (pad.current?.strokes() ?? []);
      await markDocumentRead(operationUuid, documentUuid);
      onDocumentRead?.({ documentId: documentUuid });
      return addSignToDocument(operationUuid, documentUuid, png, strokes, fields.values, {
        typedName: typedNow ? typedName : undefined,
      });
    },
    onMutate: () => pad.current?.setEnabled(false),
    onSuccess: goToSummary,
    onError: (error) => {
      onFailure?.(error);
      pad.current?.setEnabled(true);
      fail('signing.errors.handwritten', error);
    },
  });
  const canSign = mode === 'type' ? typedReady : points > HANDWRITTEN.minPointsExclusive;
  const trySign = () => (fields.check() ? sign.mutate() : summary.report());
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
        ref={summary.form}
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
          <ErrorSummary form={summary.form} attempt={summary.attempt} />
          <SignerFieldInputs state={fields} />
          <SigningModeToggle
            mode={mode}
            disabled={sign.isPending}
            onChange={(value) => {
              switched.current = true;
              setMode(value);
            }}
          />
          {mode === 'draw' ? (
            <>
              <Typography color="text.secondary">{t('signing.padHint')}</Typography>
              <HandwritingPad ref={pad} label={t('signing.padLabel')} onPoints={setPoints} />
            </>
          ) : (
            <>
              <Typography color="text.secondary">{t('signing.typedHint')}</Typography>
              <TypedSignatureField
                inputRef={nameField}
                typed={typed}
                onChange={setTyped}
                disabled={sign.isPending}
              />
            </>
          )}
          <Stack direction="row" spacing={2}>
            {mode === 'draw' && !sign.isPending && (
              <Button variant="outlined" onClick={() => pad.current?.clear()}>
                {t('signing.clear')}
              </Button>
            )}
            {canSign && (
              <Button variant="contained" disabled={sign.isPending} onClick={trySign}>
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
