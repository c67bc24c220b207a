import { useTranslation } from 'react-i18next';
import { Page } from '../../components/page';
import { HandwrittenSigning } from '../../features/signing/components/handwritten-signing';
import { SigningGate } from '../../features/signing/components/signing-gate';
import { preloadSummaryPage } from './preload-summary-page';

/** /handwrittenSignature: the document beside a drawing pad (spec 000 §2, §4). */
export function HandwrittenSignaturePage() {
  const { t } = useTranslation('flows');
  return (
    <Page>
      <SigningGate action={t('signing.sign')}>
        {(ready) => <HandwrittenSigning {...ready} preloadSummary={preloadSummaryPage} />}
      </SigningGate>
    </Page>
  );
}
