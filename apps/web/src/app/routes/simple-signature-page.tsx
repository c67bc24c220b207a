import { useTranslation } from 'react-i18next';
import { Page } from '../../components/page';
import { signingEventsForHost } from '../../features/embed/embed-events';
import { OtpSigning } from '../../features/signing/components/otp-signing';
import { SigningGate } from '../../features/signing/components/signing-gate';

/**
 * The completion screen's chunk, fetched while the signer is about to sign: after Sign the
 * router's own import of it resolves at once (a failure here is left to the router).
 */
const preloadSummary = () => void import('./resume-signature-page').catch(() => undefined);

/** /simpleSignature: read the document, accept it, sign with the SMS code. */
export function SimpleSignaturePage() {
  const { t } = useTranslation('flows');
  const { onOperation, ...events } = signingEventsForHost();
  return (
    <Page>
      <SigningGate action={t('signing.readAccept')} onOperation={onOperation}>
        {(ready) => <OtpSigning {...ready} {...events} preloadSummary={preloadSummary} />}
      </SigningGate>
    </Page>
  );
}
