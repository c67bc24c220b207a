import { useEffect, useState } from 'react';
import { PagePreview, PreviewImage, type TPagePicture } from './page-preview';
import { PdfLoading } from './pdf-loading';
import type { TPdfViewerProps } from './pdf-viewer';

type TViewerModule = typeof import('./pdf-viewer');

let viewerModule: TViewerModule | null = null;
let loading: Promise<TViewerModule> | null = null;

function loadViewer(): Promise<TViewerModule> {
  loading ??= import('./pdf-viewer').then(
    (module) => {
      viewerModule = module;
      return module;
    },
    (error: unknown) => {
      loading = null; // a later attempt may succeed
      throw error;
    },
  );
  return loading;
}

/**
 * Starts loading pdf.js (and its worker) before the document arrives. A failure here is
 * left for the viewer itself to report, when it is shown.
 */
export function preloadPdfViewer(): void {
  loadViewer().catch(() => undefined);
}

/**
 * The PDF viewer, loaded on first use: pdf.js is the heaviest part of the signing pages,
 * so the page (title, messages, form) shows before it arrives. Not a Suspense boundary on
 * purpose: React holds a revealed boundary's fallback for up to 300 ms, which the signer
 * would wait for although pdf.js is usually loaded by then.
 */
export function LazyPdfViewer({
  firstPage,
  ...props
}: Omit<TPdfViewerProps, 'firstPage'> & { firstPage?: TPagePicture | null }) {
  const [module, setModule] = useState(viewerModule);
  const [failure, setFailure] = useState<unknown>(null);
  useEffect(() => {
    if (module) return;
    let current = true;
    loadViewer().then(
      (loaded) => current && setModule(loaded),
      (error: unknown) => current && setFailure(error),
    );
    return () => {
      current = false;
    };
  }, [module]);
  if (failure) throw failure; // the route's error screen (a stale deployment, offline)
  if (!module) {
    return firstPage ? (
      <PagePreview label={props.label} {...firstPage} />
    ) : (
      <PdfLoading label={props.label} />
    );
  }
  const picture = firstPage && {
    src: firstPage.src,
    picture: <PreviewImage {...firstPage} />,
  };
  return <module.PdfViewer {...props} firstPage={picture} />;
}
