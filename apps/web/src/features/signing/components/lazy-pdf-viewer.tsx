import { lazy, Suspense } from 'react';
import { PdfLoading } from './pdf-loading';
import type { TPdfViewerProps } from './pdf-viewer';

const PdfViewer = lazy(() => import('./pdf-viewer').then((m) => ({ default: m.PdfViewer })));

/**
 * The PDF viewer, loaded on first use: pdf.js is the heaviest part of the signing pages,
 * so the page (title, messages, form) shows before it arrives.
 */
export function LazyPdfViewer(props: TPdfViewerProps) {
  return (
    <Suspense fallback={<PdfLoading label={props.label} />}>
      <PdfViewer {...props} />
    </Suspense>
  );
}
