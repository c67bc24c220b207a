import DrawIcon from '@mui/icons-material/Draw';
import { Alert } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { getOperation } from '../../../api/get-operation';
import { useTravellerReport } from '../../../api/get-traveller-report';
import { LinkButton } from '../../../components/link-button';
import { pathFor } from '../../../config/routes';

/** The video types whose identification is followed by the OTP signature. */
const SIGNED_AFTER = new Set(['VIDEO_1PASO_OTP', 'AVANZADA_VIDEO_1PASO']);
/** The signer's statuses from the identification passed to the signature. */
const TO_SIGN = new Set(['IDENTIFIED', 'DOCUMENT_READ', 'OTP_SENT']);

/**
 * After a passed identification of a traveller report (either type), the guest goes on to
 * review and complete it (then signs it, or it is sealed). After one of a type that signs next (VIDEO_1PASO_OTP,
 * AVANZADA_VIDEO_1PASO), the identified signer goes on to the document and its SMS code:
 * the signing page reads the operation and the token from the session. `fallback` shows
 * once both are read and neither step is left (a link opened again: nothing more to do).
 */
export function ContinueToSignature({
  operationUuid,
  fallback = null,
}: {
  operationUuid: string;
  fallback?: ReactNode;
}) {
  const { t } = useTranslation('flows');
  const traveller = useTravellerReport(operationUuid);
  const query = useQuery({
    queryKey: ['identification', 'operation', operationUuid],
    queryFn: () => getOperation(operationUuid),
    staleTime: 0,
  });
  const operation = query.data;
  const document = operation?.documents[0];
  // A traveller report (parte de viajero) is reviewed and completed first, then signed.
  const report = traveller.data;
  if (report && (report.status === 'PENDING' || report.status === 'FILLED')) {
    const to = `${pathFor('travellerReport')}?${new URLSearchParams({
      operation: operationUuid,
    }).toString()}`;
    return (
      <ContinueAlert to={to} action={t('parte.continue.action')} text={t('parte.continue.text')} />
    );
  }
  if (traveller.isPending || query.isPending) return null;
  if (!operation || !document || !SIGNED_AFTER.has(operation.signatureType)) return fallback;
  if (operation.viewer?.status === 'SIGNED') {
    return <Alert severity="success">{t('resumeIdentification.continue.signed')}</Alert>;
  }
  // Identified, and maybe already reading the document or waiting for the SMS code.
  if (!TO_SIGN.has(operation.viewer?.status ?? '')) return fallback;
  const to = `${pathFor('simpleSignature')}?${new URLSearchParams({
    operation: operationUuid,
    document: document.documentUuid,
  }).toString()}`;
  return (
    <ContinueAlert
      to={to}
      action={t('resumeIdentification.continue.action')}
      text={t('resumeIdentification.continue.text')}
    />
  );
}

/** The next step after the identification: a line of text and the button that goes there. */
function ContinueAlert({ to, action, text }: { to: string; action: string; text: string }) {
  return (
    <Alert
      severity="info"
      action={
        <LinkButton to={to} variant="contained" startIcon={<DrawIcon />}>
          {action}
        </LinkButton>
      }
      sx={{ alignItems: 'center', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
    >
      {text}
    </Alert>
  );
}
