import { type RefObject, useLayoutEffect, useMemo, useRef, useState } from 'react';
import {
  anchoredScrollTop,
  clampZoom,
  PAGE_PADDING,
  pageLayout,
  type TPageLayout,
} from '../pdf-layout';
import { type TZoomOrigin, usePinchZoom } from './use-pinch-zoom';

/**
 * The viewer's zoom and the pages' layout at it: fitted to the width (at most `maxWidth`)
 * times the zoom. Zoom keeps the point it is made around (the pinch's centre, else the
 * view's centre) on the same spot of the same page: the scroll position is set once the new
 * layout is in, and handed to `onScrolled`. During a pinch the pages are only scaled by a CSS
 * transform (`preview`), drawn again at its end.
 */
export function usePdfZoom({
  scroller,
  content,
  size,
  ratios,
  maxWidth,
  onScrolled,
}: {
  scroller: RefObject<HTMLDivElement | null>;
  content: RefObject<HTMLDivElement | null>;
  size: { width: number; height: number };
  ratios: number[];
  maxWidth: number;
  onScrolled: (scrollTop: number) => void;
}) {
  const [zoom, setZoom] = useState(1);
  const fitWidth = Math.max(200, Math.min(size.width - 2 * PAGE_PADDING, maxWidth));
  const pageWidth = fitWidth * zoom;
  const layout = useMemo(() => pageLayout(ratios, pageWidth), [ratios, pageWidth]);
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
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the layout changes
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
    onScrolled(box.scrollTop);
  }, [layout, pageWidth]);
  usePinchZoom(scroller, {
    onPreview: preview,
    onCommit: (scale, origin) => zoomTo(zoom * scale, origin),
  });
  return { zoom, pageWidth, layout, zoomTo };
}
