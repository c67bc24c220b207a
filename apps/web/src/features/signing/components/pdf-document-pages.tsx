import { Alert, Box, CircularProgress, Stack } from '@mui/material';
import type { ComponentProps, ReactNode, RefObject } from 'react';
import { Document, pdfjs } from 'react-pdf';
import { pdfWorker } from '../../../lib/pdf-worker';
import { PAGE_GAP, PAGE_PADDING } from '../pdf-layout';
import { PdfPageBox } from './pdf-page-box';

// One pdf.js worker for the page, started as soon as this module loads (the signing
// pages load it early), so parsing the worker overlaps fetching the document. Every document
// is handed it as `worker`, not through GlobalWorkerOptions.workerPort: a document given its
// worker leaves it running when it closes. Through the global port, pdf.js marks the shared
// worker "being destroyed" while a closing viewer's document shuts down, and a viewer that
// opens in that moment (the summary after signing) throws from getDocument ("PDFWorker.create
// - the worker is being destroyed"), which showed the route's error screen.
const DOCUMENT_OPTIONS = { worker: pdfjs.PDFWorker.create({ port: pdfWorker() }) };

/** The widest canvas drawn, in device pixels: a page zoomed far is drawn less densely. */
const MAX_CANVAS_WIDTH = 4096;

/**
 * The document opened by pdf.js and its pages in a column, each at its place and size
 * (`heights`), drawn only between the `near` pages; while it opens, the server's picture of
 * the first page or a spinner.
 */
export function PdfDocumentPages({
  file,
  label,
  errorText,
  firstPage,
  onLoadSuccess,
  onLoadError,
  contentRef,
  drawn,
  pageWidth,
  heights,
  near: [first, last],
  rendered,
  onRatio,
  onRendered,
}: {
  file: { data: Uint8Array };
  label: string;
  errorText: string;
  firstPage: { src: string; picture: ReactNode } | null | undefined;
  onLoadSuccess: ComponentProps<typeof Document>['onLoadSuccess'];
  onLoadError: (error: Error) => void;
  contentRef: RefObject<HTMLDivElement | null>;
  /** The view's width is known (before the first paint). */
  drawn: boolean;
  pageWidth: number;
  heights: number[];
  near: [number, number];
  rendered: number;
  onRatio: (pageNumber: number, ratio: number) => void;
  onRendered: () => void;
}) {
  const density = Math.min(
    typeof window === 'undefined' ? 1 : window.devicePixelRatio || 1,
    MAX_CANVAS_WIDTH / pageWidth,
  );
  return (
    <Document
      file={file}
      options={DOCUMENT_OPTIONS}
      loading={
        firstPage ? (
          <Box sx={{ p: `${PAGE_PADDING}px` }}>{firstPage.picture}</Box>
        ) : (
          <Stack alignItems="center" sx={{ py: 6 }}>
            <CircularProgress aria-label={label} />
          </Stack>
        )
      }
      error={<Alert severity="error">{errorText}</Alert>}
      onLoadSuccess={onLoadSuccess}
      onLoadError={onLoadError}
    >
      <Box
        ref={contentRef}
        sx={{
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          gap: `${PAGE_GAP}px`,
          // As wide as the zoomed pages, so the left of a wide page can be scrolled to.
          width: 'max-content',
          minWidth: '100%',
          boxSizing: 'border-box',
          p: `${PAGE_PADDING}px`,
        }}
      >
        {drawn &&
          heights.map((height, index) => {
            const pageNumber = index + 1;
            return (
              <PdfPageBox
                key={pageNumber}
                pageNumber={pageNumber}
                width={pageWidth}
                height={height}
                near={pageNumber >= first && pageNumber <= last}
                density={density}
                rendered={rendered}
                firstPageSrc={firstPage?.src}
                onRatio={(ratio) => onRatio(pageNumber, ratio)}
                onRendered={onRendered}
              />
            );
          })}
      </Box>
    </Document>
  );
}
