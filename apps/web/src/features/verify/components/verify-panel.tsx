import type { TVerifyResult } from '@confirma/contracts/verify';
import { Alert, AlertTitle, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../hooks/use-error-text';
import { useOperationEvidence } from '../api/get-operation-evidence';
import { useVerifyDocument } from '../api/verify-document';
import { OperationEvidence } from './operation-evidence';
import { namesAnOperation } from './seal-kinds';
import { SignatureCard } from './signature-card';
import { VerifyDropZone } from './verify-drop-zone';

const SEVERITY = {
  valid: 'success',
  'differs-from-issued': 'warning',
  changed: 'error',
  invalid: 'error',
  'unknown-signer': 'warning',
  unsigned: 'info',
} as const;

/**
 * Why a signed file shows no operation, in words: no seal of ours names one; a valid one
 * does, but the operation is not on this platform (the server looks up every valid seal's);
 * or only a seal that is not valid names one, so the name cannot be trusted.
 */
function noOperationKey(result: TVerifyResult) {
  const naming = result.signatures.findLast(
    (item) => item.platformReason && namesAnOperation(item.platformReason.kind),
  );
  if (!naming) return 'operation.none';
  return naming.integrity && naming.signatureValid
    ? 'operation.namedNotFound'
    : 'operation.namedBySealNotValid';
}

function VerifyResult({ result, name }: { result: TVerifyResult; name: string }) {
  const { t } = useTranslation('verify');
  return (
    <Stack sx={{ gap: 2 }}>
      <Alert severity={SEVERITY[result.verdict]} data-testid="verify-verdict" role="status">
        <AlertTitle component="h2">{t(`verdict.${result.verdict}`)}</AlertTitle>
        {t(`verdictText.${result.verdict}`)}
        {result.issued && (
          <Typography variant="body2" sx={{ mt: 1 }} data-testid="verify-issued">
            {result.issued.same
              ? t('issued.same')
              : t(`issued.differences.${result.issued.difference ?? 'other'}`)}
          </Typography>
        )}
      </Alert>
      {result.level && (
        <Typography variant="body2" data-testid="verify-level">
          <strong>{t('level.label', { level: result.level })}</strong> {t(`level.${result.level}`)}
        </Typography>
      )}
      <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {t('file', { name, sha256: result.sha256 })}
      </Typography>
      {result.issued && !result.issued.same && (
        <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {t('issued.sha', { sha256: result.issued.issuedSha256 })}
        </Typography>
      )}
      {result.signatures.map((signature, index) => (
        <SignatureCard
          // biome-ignore lint/suspicious/noArrayIndexKey: signatures have no id; their order is fixed
          key={index}
          signature={signature}
          index={index}
          count={result.signatures.length}
          operationFound={result.operation !== null}
        />
      ))}
      {result.operation ? (
        <OperationEvidence operation={result.operation} />
      ) : (
        result.signatures.length > 0 && (
          <Typography variant="body2" color="text.secondary" data-testid="verify-no-operation">
            {t(noOperationKey(result))}
          </Typography>
        )
      )}
    </Stack>
  );
}

/**
 * The verification page's body: the drop zone, the check's progress, then the verdict,
 * one card per signature and the operation's evidence. Opened from a certificate's QR code
 * (`operationUuid`), it shows that operation's evidence before any file is dropped.
 */
export function VerifyPanel({ operationUuid }: { operationUuid: string | null }) {
  const { t } = useTranslation('verify');
  const errorText = useErrorText();
  const verification = useVerifyDocument();
  const fromQr = useOperationEvidence(operationUuid);
  const [name, setName] = useState('');
  const check = (file: File) => {
    setName(file.name);
    verification.mutate(file);
  };
  return (
    <Stack sx={{ gap: 3, maxWidth: 880 }}>
      {operationUuid && !verification.data && (
        <Alert severity="info">{t('qrHint', { id: operationUuid })}</Alert>
      )}
      {verification.data ? (
        <>
          <VerifyResult result={verification.data} name={name} />
          <Button
            variant="outlined"
            onClick={() => verification.reset()}
            sx={{ alignSelf: 'start' }}
          >
            {t('drop.again')}
          </Button>
        </>
      ) : (
        <VerifyDropZone onFile={check} disabled={verification.isPending} />
      )}
      {verification.isPending && (
        <Stack sx={{ gap: 1 }} role="status">
          <Typography variant="body2">{t('drop.checking', { name })}</Typography>
          <LinearProgress aria-label={t('drop.checking', { name })} />
        </Stack>
      )}
      {verification.isError && <Alert severity="error">{errorText(verification.error)}</Alert>}
      {!verification.data && fromQr.isPending && fromQr.fetchStatus === 'fetching' && (
        <Typography variant="body2">{t('operation.loading')}</Typography>
      )}
      {!verification.data && fromQr.data && <OperationEvidence operation={fromQr.data} />}
      {!verification.data && fromQr.isError && (
        <Alert severity="warning">{t('operation.notFound', { id: operationUuid })}</Alert>
      )}
    </Stack>
  );
}
