import { type PointerEvent, useRef, useState } from 'react';
import { keepInside, type TScreenBox } from '../components/placement-geometry';

type TSize = { width: number; height: number };

interface TDrag {
  mode: 'move' | 'resize';
  x: number;
  y: number;
  start: TScreenBox;
  /** Drawn units per CSS pixel of the page as shown (it may be scaled down). */
  ratio: number;
}

/**
 * A placed box dragged by the pointer (mouse, pen or finger): moved by its body, resized by
 * its corner (the element marked `data-handle="resize"`), kept inside the page and above
 * `min`. While dragging, the box follows the pointer (`shown`); on release it is placed.
 * `ratio` gives the drawn units per CSS pixel of the page as shown.
 */
export function useBoxDrag({
  size,
  box,
  min,
  ratio,
  onPlace,
}: {
  size: TSize;
  box: TScreenBox | null;
  min: TSize;
  ratio: () => number;
  onPlace: (box: TScreenBox) => void;
}) {
  const drag = useRef<TDrag | null>(null);
  const [live, setLive] = useState<TScreenBox | null>(null);
  const shown = live ?? box;

  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    if (!box) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    const resize = (event.target as HTMLElement).dataset.handle === 'resize';
    drag.current = {
      mode: resize ? 'resize' : 'move',
      x: event.clientX,
      y: event.clientY,
      start: box,
      ratio: ratio(),
    };
    setLive(box);
  };

  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    const current = drag.current;
    if (!current) return;
    const dx = (event.clientX - current.x) * current.ratio;
    const dy = (event.clientY - current.y) * current.ratio;
    const { start } = current;
    const next =
      current.mode === 'move'
        ? { ...start, left: start.left + dx, top: start.top + dy }
        : {
            ...start,
            width: Math.min(start.width + dx, size.width - start.left),
            height: Math.min(start.height + dy, size.height - start.top),
          };
    setLive(keepInside(next, size, min));
  };

  const onPointerEnd = () => {
    if (!drag.current) return;
    drag.current = null;
    if (live) onPlace(live);
    setLive(null);
  };
  return { shown, onPointerDown, onPointerMove, onPointerEnd };
}
