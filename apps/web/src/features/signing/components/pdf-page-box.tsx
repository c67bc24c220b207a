import { Box } from '@mui/material';
import { Page } from 'react-pdf';
import { dropEarlyPage } from '../early-page';
import { DEFAULT_PAGE_RATIO } from '../pdf-layout';

/** A page's height over its width, as drawn (rotation included). */
export function ratioOf(page: {
  getViewport(options: { scale: number }): { width: number; height: number };
}) {
  const { width, height } = page.getViewport({ scale: 1 });
  return width > 0 ? height / width : DEFAULT_PAGE_RATIO;
}

/**
 * One page's place at its size, with the page drawn in it only while it is near the view.
 * Page 1 shows the server's picture (`firstPageSrc`) until pdf.js has drawn any page.
 */
export function PdfPageBox({
  pageNumber,
  width,
  height,
  near,
  density,
  rendered,
  firstPageSrc,
  onRatio,
  onRendered,
}: {
  pageNumber: number;
  width: number;
  height: number | undefined;
  near: boolean;
  density: number;
  /** Pages painted so far. */
  rendered: number;
  firstPageSrc: string | undefined;
  onRatio: (ratio: number) => void;
  onRendered: () => void;
}) {
  return (
    <Box
      data-page={pageNumber}
      // Inline: sizes change with every zoom, and need no class each.
      style={{
        width,
        height,
        // The server's picture until pdf.js has drawn the first page.
        ...(pageNumber === 1 && rendered === 0 && firstPageSrc
          ? { backgroundImage: `url(${firstPageSrc})`, backgroundSize: '100% 100%' }
          : {}),
      }}
      sx={{ flexShrink: 0, overflow: 'hidden', boxShadow: 2, bgcolor: 'common.white' }}
    >
      {near && (
        <Page
          pageNumber={pageNumber}
          width={width}
          devicePixelRatio={density}
          renderAnnotationLayer={false}
          // The selectable text once the first page is on screen: laying it out (a measured
          // span per line) would delay every first drawing.
          renderTextLayer={rendered > 0}
          loading={null}
          onLoadSuccess={(page) => onRatio(ratioOf(page))}
          onRenderSuccess={() => {
            dropEarlyPage();
            onRendered();
          }}
        />
      )}
    </Box>
  );
}
