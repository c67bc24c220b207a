import { lazy, Suspense } from 'react';
import { PdfLoading } from './pdf-loading';
import type { TPdfViewerProps } from './pdf-viewer';

const loadViewer = () => import('./pdf-viewer');
const PdfViewer = lazy(() => loadViewer().then((m) => ({ default: m.PdfViewer })));

/**
 * Starts loading pdf.js (and its worker) before the document arrives. A failure here is
 * left for the viewer itself to report, when it is shown.
 */
export function preloadPdfViewer(): void {
  loadViewer().catch(() => undefined);
}

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
