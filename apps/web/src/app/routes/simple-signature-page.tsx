import { useTranslation } from 'react-i18next';
import { Page } from '../../components/page';
import { OtpSigning } from '../../features/signing/components/otp-signing';
import { SigningGate } from '../../features/signing/components/signing-gate';
import { preloadSummaryPage } from './preload-summary-page';

/** /simpleSignature: read the document, accept it, sign with the SMS code (spec 000 §4). */
export function SimpleSignaturePage() {
  const { t } = useTranslation('flows');
  return (
    <Page>
      <SigningGate action={t('signing.readAccept')}>
        {(ready) => <OtpSigning {...ready} preloadSummary={preloadSummaryPage} />}
      </SigningGate>
    </Page>
  );
}
