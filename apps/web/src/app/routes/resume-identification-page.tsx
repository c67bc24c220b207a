import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LinkButton } from '../../components/link-button';
import { Page } from '../../components/page';
import { operationPath } from '../../config/routes';
import { onIdentificationStatus } from '../../features/embed/embed-events';
import { isEmbedded } from '../../features/embed/embed-mode';
import { ContinueToSignature } from '../../features/identification/components/continue-to-signature';
import { IdentificationSummary } from '../../features/identification/components/identification-summary';
import { useSignedInEmail } from '../../hooks/use-signed-in-email';
import { useSession } from '../../lib/session-store';

/**
 * /resumeIdentification: the identification summary. Reads
 * `?operation=…&video=…` (or the session's); without a token, operation or video it does
 * not load. The identified person reads it with their signer token; the operation's
 * owner opens it from My Account (`viewer=owner`), signed in, with their account's token,
 * and goes back to the operation from it. A signer whose type signs after the
 * identification goes on to the signature from here.
 */
export function ResumeIdentificationPage() {
  const { t } = useTranslation(['flows', 'workspace']);
  const [params] = useSearchParams();
  const owner = params.get('viewer') === 'owner';
  const signedIn = useSignedInEmail() !== null;
  const operationUuid = useSession((session) => params.get('operation') ?? session.operationUuid);
  const videoUuid = useSession((session) => params.get('video') ?? session.videoUuid);
  const token = useSession((session) => session.esignToken ?? session.token);
  return (
    <Page lead={t('flows:resumeIdentification.lead')}>
      <Stack spacing={2}>
        {owner && operationUuid && (
          <LinkButton
            to={operationPath(operationUuid)}
            startIcon={<ArrowBackIcon />}
            sx={{ alignSelf: 'flex-start' }}
          >
            {t('workspace:operation.identification.back')}
          </LinkButton>
        )}
        {!owner && operationUuid && token && <ContinueToSignature operationUuid={operationUuid} />}
        {operationUuid && videoUuid && (owner ? signedIn : token) ? (
          <IdentificationSummary
            operationUuid={operationUuid}
            videoUuid={videoUuid}
            owner={owner}
            onStatus={isEmbedded() ? onIdentificationStatus : undefined}
          />
        ) : (
          <Alert severity="warning" role="alert">
            {t('flows:resumeIdentification.missing')}
          </Alert>
        )}
      </Stack>
    </Page>
  );
}
