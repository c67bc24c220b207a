import { Alert } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { usePagePreview } from '../hooks/use-page-preview';
import { useSigningDocument } from '../hooks/use-signing-document';
import { LazyPdfViewer } from './lazy-pdf-viewer';
import { PagePreview } from './page-preview';
import { PdfLoading } from './pdf-loading';

export interface TSigningDocumentProps {
  operationUuid: string;
  documentUuid: string;
  /** The page's failure notice ('error viewing the document'). */
  fail: (messageKey: string, error: unknown) => void;
  onLoaded?: () => void;
}

/**
 * The document a signer signs: its first page as the server drew it as soon as that
 * arrives, then the PDF drawn by pdf.js in its place (the viewer keeps the picture until
 * its first page is painted); a spinner only while neither has come.
 */
export function SigningDocument({
  operationUuid,
  documentUuid,
  fail,
  onLoaded,
}: TSigningDocumentProps) {
  const { t } = useTranslation('flows');
  const pdf = useSigningDocument(operationUuid, documentUuid, fail);
  const src = usePagePreview(operationUuid, documentUuid);
  const label = t('signing.documentLabel');
  const firstPage = src ? { src, alt: t('signing.firstPageAlt') } : null;
  if (pdf.data) {
    return (
      <LazyPdfViewer
        data={pdf.data}
        label={label}
        errorText={t('signing.errors.view')}
        firstPage={firstPage}
        onLoaded={onLoaded}
        onError={(error) => fail('signing.errors.view', error)}
      />
    );
  }
  if (pdf.error) return <Alert severity="error">{t('signing.errors.view')}</Alert>;
  return firstPage ? <PagePreview label={label} {...firstPage} /> : <PdfLoading label={label} />;
}
