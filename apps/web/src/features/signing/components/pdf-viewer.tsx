import { Alert, Box, type SxProps, type Theme } from '@mui/material';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import 'react-pdf/dist/Page/TextLayer.css';
import { useElementSize } from '../hooks/use-element-size';
import { usePdfZoom } from '../hooks/use-pdf-zoom';
import { currentPage, DEFAULT_PAGE_RATIO, PAGE_PADDING, pagesNear } from '../pdf-layout';
import { PdfDocumentPages } from './pdf-document-pages';
import { ratioOf } from './pdf-page-box';
import { PdfViewerToolbar } from './pdf-viewer-toolbar';

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
  /**
   * The first page as the server drew it, shown until pdf.js has drawn that page: `picture`
   * while the document opens, `src` behind page 1 until it is drawn. Handed in by the
   * signing page as an element: imported by both this chunk and the page's, the picture's
   * module was merged by the build into the chunk every route loads (the home's included).
   */
  firstPage?: { src: string; picture: ReactNode } | null;
}

/** The viewer's box: the fixed box (500x710) from tablets up; phones get the page's own height. */
const viewerSx = (height: number | undefined): SxProps<Theme> => ({
  bgcolor: 'action.hover',
  borderRadius: 1,
  overflow: 'hidden',
  display: 'flex',
  flexDirection: 'column',
  ...(height
    ? { height: { xs: 'auto', sm: height }, maxHeight: { xs: '75vh', sm: 'none' } }
    : { maxHeight: { xs: '70vh', md: '75vh' } }),
});

/** The pages' scroller: one finger scrolls; two fingers zoom the document, not the whole page. */
const SCROLLER_SX: SxProps<Theme> = {
  flex: '1 1 auto',
  minHeight: 0,
  overflow: 'auto',
  touchAction: 'pan-x pan-y',
  '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
};

/**
 * The document rendered in the page with pdf.js (react-pdf), scrollable: fitted to the
 * width, zoomed with the toolbar's buttons, a pinch or Ctrl + wheel, the page shown and the
 * page count with a page jump. Only the pages near the view are drawn; the others keep
 * their place as empty boxes of their size (`pdf-layout.ts`).
 */
export function PdfViewer({
  data,
  label,
  height,
  maxWidth = 820,
  onLoaded,
  onError,
  errorText,
  firstPage,
}: TPdfViewerProps) {
  const file = useMemo(() => ({ data: data.slice() }), [data]);
  const [pages, setPages] = useState(0);
  const [firstRatio, setFirstRatio] = useState(DEFAULT_PAGE_RATIO);
  const [ownRatios, setOwnRatios] = useState<Record<number, number>>({});
  const [failed, setFailed] = useState(false);
  const [rendered, setRendered] = useState(0);
  const [scrollTop, setScrollTop] = useState(0);
  const scroller = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const size = useElementSize(scroller);

  const ratios = useMemo(
    () => Array.from({ length: pages }, (_, index) => ownRatios[index + 1] ?? firstRatio),
    [pages, ownRatios, firstRatio],
  );
  const { zoom, pageWidth, layout, zoomTo } = usePdfZoom({
    scroller,
    content,
    size,
    ratios,
    maxWidth,
    onScrolled: setScrollTop,
  });
  const view = { scrollTop, height: size.height };
  const [first, last] = pagesNear(layout, view);

  const jump = (page: number) => {
    const box = scroller.current;
    if (!box) return;
    box.scrollTop = Math.max(0, (layout.tops[page - 1] ?? 0) - PAGE_PADDING);
    setScrollTop(box.scrollTop);
  };
  const frame = useRef(0);
  const onScroll = () => {
    cancelAnimationFrame(frame.current);
    frame.current = requestAnimationFrame(() => setScrollTop(scroller.current?.scrollTop ?? 0));
  };
  useEffect(() => () => cancelAnimationFrame(frame.current), []);

  return (
    <Box
      role="region"
      aria-label={label}
      data-testid="pdf-viewer"
      data-pages={pages}
      data-rendered={rendered}
      sx={viewerSx(height)}
    >
      {pages > 0 && !failed && (
        <PdfViewerToolbar
          zoom={zoom}
          page={currentPage(layout, view)}
          pages={pages}
          onZoom={(wanted) => zoomTo(wanted)}
          onJump={jump}
        />
      )}
      <Box
        ref={scroller}
        onScroll={onScroll}
        data-testid="pdf-scroller"
        // The keyboard reaches the pages and scrolls them with the arrow and page keys
        // (WCAG 2.1.1; axe: scrollable-region-focusable).
        role="group"
        aria-label={label}
        tabIndex={0}
        sx={SCROLLER_SX}
      >
        {failed ? (
          <Alert severity="error" sx={{ m: 1 }}>
            {errorText}
          </Alert>
        ) : (
          <PdfDocumentPages
            file={file}
            label={label}
            errorText={errorText}
            firstPage={firstPage}
            onLoadSuccess={(pdf) => {
              setPages(pdf.numPages);
              onLoaded?.(pdf.numPages);
              pdf.getPage(1).then(
                (page) => setFirstRatio(ratioOf(page)),
                () => undefined, // the page itself reports its failure when drawn
              );
            }}
            onLoadError={(error) => {
              setFailed(true);
              onError?.(error);
            }}
            contentRef={content}
            drawn={size.width > 0}
            pageWidth={pageWidth}
            heights={layout.heights}
            near={[first, last]}
            rendered={rendered}
            onRatio={(pageNumber, ratio) =>
              setOwnRatios((known) =>
                known[pageNumber] === ratio ? known : { ...known, [pageNumber]: ratio },
              )
            }
            onRendered={() => setRendered((count) => count + 1)}
          />
        )}
      </Box>
    </Box>
  );
}
