import { Alert, Box, CircularProgress, Stack } from '@mui/material';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Document, Page, pdfjs } from 'react-pdf';
import 'react-pdf/dist/Page/TextLayer.css';
import { pdfWorker } from '../../../lib/pdf-worker';

// One pdf.js worker for the page, started as soon as this module loads (the signing
// pages load it early), so parsing the worker overlaps fetching the document. Every document
// is handed it as `worker`, not through GlobalWorkerOptions.workerPort: a document given its
// worker leaves it running when it closes. Through the global port, pdf.js marks the shared
// worker "being destroyed" while a closing viewer's document shuts down, and a viewer that
// opens in that moment (the summary after signing) throws from getDocument ("PDFWorker.create
// - the worker is being destroyed"), which showed the route's error screen.
const DOCUMENT_OPTIONS = { worker: pdfjs.PDFWorker.create({ port: pdfWorker() }) };

export interface TPdfViewerProps {
  /** The PDF bytes; copied before pdf.js takes them (it detaches the buffer). */
  data: Uint8Array;
  /** Accessible name of the viewer region. */
  label: string;
  /** Fixed box (resume screen: 500x710); otherwise the pages fill the width. */
  height?: number;
  maxWidth?: number;
  onLoaded?: (pages: number) => void;
  onError?: (error: Error) => void;
  errorText: string;
}

/** The document rendered in the page with pdf.js (react-pdf): every page, scrollable. */
export function PdfViewer({
  data,
  label,
  height,
  maxWidth = 820,
  onLoaded,
  onError,
  errorText,
}: TPdfViewerProps) {
  const file = useMemo(() => ({ data: data.slice() }), [data]);
  const [pages, setPages] = useState(0);
  const [failed, setFailed] = useState(false);
  const [rendered, setRendered] = useState(0);
  const box = useRef<HTMLDivElement>(null);
  const width = useElementWidth(box);
  const pageWidth = Math.max(200, Math.min(width - 16, maxWidth));

  return (
    <Box
      ref={box}
      role="region"
      aria-label={label}
      data-testid="pdf-viewer"
      data-pages={pages}
      data-rendered={rendered}
      sx={{
        bgcolor: 'action.hover',
        borderRadius: 1,
        p: 1,
        overflow: 'auto',
        // The fixed box (500x710) from tablets up; phones get the page's own height.
        ...(height
          ? { height: { xs: 'auto', sm: height }, maxHeight: { xs: '75vh', sm: 'none' } }
          : { maxHeight: { xs: '70vh', md: '75vh' } }),
      }}
    >
      {failed ? (
        <Alert severity="error">{errorText}</Alert>
      ) : (
        <Document
          file={file}
          options={DOCUMENT_OPTIONS}
          loading={
            <Stack alignItems="center" sx={{ py: 6 }}>
              <CircularProgress aria-label={label} />
            </Stack>
          }
          error={<Alert severity="error">{errorText}</Alert>}
          onLoadSuccess={(pdf) => {
            setPages(pdf.numPages);
            onLoaded?.(pdf.numPages);
          }}
          onLoadError={(error) => {
            setFailed(true);
            onError?.(error);
          }}
        >
          <Stack spacing={1} alignItems="center">
            {pageNumbers(pages).map((pageNumber) => (
              <Box key={pageNumber} sx={{ boxShadow: 2, bgcolor: 'common.white' }}>
                <Page
                  pageNumber={pageNumber}
                  width={pageWidth}
                  renderAnnotationLayer={false}
                  renderTextLayer
                  onRenderSuccess={() => setRendered((count) => count + 1)}
                />
              </Box>
            ))}
          </Stack>
        </Document>
      )}
    </Box>
  );
}

const pageNumbers = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

/** The element's content width, kept current as the layout changes. */
function useElementWidth(ref: React.RefObject<HTMLElement | null>) {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}
