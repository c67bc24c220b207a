import { Alert, Box, CircularProgress, Stack } from '@mui/material';
import {
  type ReactNode,
  type RefObject,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { Document, Page, pdfjs } from 'react-pdf';
import 'react-pdf/dist/Page/TextLayer.css';
import { pdfWorker } from '../../../lib/pdf-worker';
import { dropEarlyPage } from '../early-page';
import { type TZoomOrigin, usePinchZoom } from '../hooks/use-pinch-zoom';
import {
  anchoredScrollTop,
  clampZoom,
  currentPage,
  DEFAULT_PAGE_RATIO,
  PAGE_GAP,
  PAGE_PADDING,
  pageLayout,
  pagesNear,
  type TPageLayout,
} from '../pdf-layout';
import { PdfViewerToolbar } from './pdf-viewer-toolbar';

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

/** A page's height over its width, as drawn (rotation included). */
function ratioOf(page: {
  getViewport(options: { scale: number }): { width: number; height: number };
}) {
  const { width, height } = page.getViewport({ scale: 1 });
  return width > 0 ? height / width : DEFAULT_PAGE_RATIO;
}

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
  const [zoom, setZoom] = useState(1);
  const [scrollTop, setScrollTop] = useState(0);
  const scroller = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const size = useElementSize(scroller);

  const fitWidth = Math.max(200, Math.min(size.width - 2 * PAGE_PADDING, maxWidth));
  const pageWidth = fitWidth * zoom;
  const ratios = useMemo(
    () => Array.from({ length: pages }, (_, index) => ownRatios[index + 1] ?? firstRatio),
    [pages, ownRatios, firstRatio],
  );
  const layout = useMemo(() => pageLayout(ratios, pageWidth), [ratios, pageWidth]);
  const view = { scrollTop, height: size.height };
  const [first, last] = pagesNear(layout, view);

  // Zoom keeps the point it is made around (the pinch's centre, else the view's centre) on
  // the same spot of the same page: the scroll position is set once the new layout is in.
  const anchor = useRef<{
    before: TPageLayout;
    width: number;
    scrollTop: number;
    scrollLeft: number;
    origin: TZoomOrigin;
  } | null>(null);
  const preview = (scale: number, origin: TZoomOrigin) => {
    const box = scroller.current;
    const style = content.current?.style;
    if (!box || !style) return;
    style.transformOrigin = `${box.scrollLeft + origin.x}px ${box.scrollTop + origin.y}px`;
    style.transform = scale === 1 ? '' : `scale(${clampZoom(zoom * scale) / zoom})`;
  };
  const zoomTo = (wanted: number, origin?: TZoomOrigin) => {
    const box = scroller.current;
    const next = clampZoom(wanted);
    if (!box || Math.abs(next - zoom) < 0.001) return preview(1, { x: 0, y: 0 });
    anchor.current = {
      before: layout,
      width: pageWidth,
      scrollTop: box.scrollTop,
      scrollLeft: box.scrollLeft,
      origin: origin ?? { x: size.width / 2, y: size.height / 2 },
    };
    setZoom(next);
  };
  useLayoutEffect(() => {
    const box = scroller.current;
    const from = anchor.current;
    if (!box || !from || from.width === pageWidth) return;
    anchor.current = null;
    box.scrollTop = anchoredScrollTop(from.before, layout, {
      scrollTop: from.scrollTop,
      y: from.origin.y,
    });
    const scale = pageWidth / from.width;
    box.scrollLeft = Math.max(0, (from.scrollLeft + from.origin.x) * scale - from.origin.x);
    if (content.current) content.current.style.transform = '';
    setScrollTop(box.scrollTop);
  }, [layout, pageWidth]);
  usePinchZoom(scroller, {
    onPreview: preview,
    onCommit: (scale, origin) => zoomTo(zoom * scale, origin),
  });

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

  const density = Math.min(
    typeof window === 'undefined' ? 1 : window.devicePixelRatio || 1,
    MAX_CANVAS_WIDTH / pageWidth,
  );

  return (
    <Box
      role="region"
      aria-label={label}
      data-testid="pdf-viewer"
      data-pages={pages}
      data-rendered={rendered}
      sx={{
        bgcolor: 'action.hover',
        borderRadius: 1,
        overflow: 'hidden',
        display: 'flex',
        flexDirection: 'column',
        // The fixed box (500x710) from tablets up; phones get the page's own height.
        ...(height
          ? { height: { xs: 'auto', sm: height }, maxHeight: { xs: '75vh', sm: 'none' } }
          : { maxHeight: { xs: '70vh', md: '75vh' } }),
      }}
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
        // One finger scrolls; two fingers zoom the document, not the whole page.
        sx={{
          flex: '1 1 auto',
          minHeight: 0,
          overflow: 'auto',
          touchAction: 'pan-x pan-y',
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
        }}
      >
        {failed ? (
          <Alert severity="error" sx={{ m: 1 }}>
            {errorText}
          </Alert>
        ) : (
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
          >
            <Box
              ref={content}
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
              {/* Drawn once the view's width is known (before the first paint). */}
              {size.width > 0 &&
                ratios.map((_, index) => {
                  const pageNumber = index + 1;
                  return (
                    <Box
                      key={pageNumber}
                      data-page={pageNumber}
                      // Inline: sizes change with every zoom, and need no class each.
                      style={{
                        width: pageWidth,
                        height: layout.heights[index],
                        // The server's picture until pdf.js has drawn the first page.
                        ...(pageNumber === 1 && rendered === 0 && firstPage
                          ? {
                              backgroundImage: `url(${firstPage.src})`,
                              backgroundSize: '100% 100%',
                            }
                          : {}),
                      }}
                      sx={{
                        flexShrink: 0,
                        overflow: 'hidden',
                        boxShadow: 2,
                        bgcolor: 'common.white',
                      }}
                    >
                      {pageNumber >= first && pageNumber <= last && (
                        <Page
                          pageNumber={pageNumber}
                          width={pageWidth}
                          devicePixelRatio={density}
                          renderAnnotationLayer={false}
                          // The selectable text once the first page is on screen: laying it
                          // out (a measured span per line) would delay every first drawing.
                          renderTextLayer={rendered > 0}
                          loading={null}
                          onLoadSuccess={(page) => {
                            const ratio = ratioOf(page);
                            setOwnRatios((known) =>
                              known[pageNumber] === ratio
                                ? known
                                : { ...known, [pageNumber]: ratio },
                            );
                          }}
                          onRenderSuccess={() => {
                            dropEarlyPage();
                            setRendered((count) => count + 1);
                          }}
                        />
                      )}
                    </Box>
                  );
                })}
            </Box>
          </Document>
        )}
      </Box>
    </Box>
  );
}

/**
 * The element's content box, kept current as the layout changes. Measured once before the
 * first paint, so the pages are drawn at their width at once, not first at a guess.
 */
function useElementSize(ref: RefObject<HTMLElement | null>) {
  const [size, setSize] = useState({ width: 0, height: 0 });
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = (width: number, height: number) =>
      setSize((old) => (old.width === width && old.height === height ? old : { width, height }));
    const style = getComputedStyle(element);
    const padding = (a: string, b: string) =>
      (Number.parseFloat(a) || 0) + (Number.parseFloat(b) || 0);
    update(
      Math.floor(element.clientWidth - padding(style.paddingLeft, style.paddingRight)),
      Math.floor(element.clientHeight - padding(style.paddingTop, style.paddingBottom)),
    );
    const observer = new ResizeObserver(([entry]) => {
      if (!entry) return;
      update(Math.floor(entry.contentRect.width), Math.floor(entry.contentRect.height));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return size;
}
