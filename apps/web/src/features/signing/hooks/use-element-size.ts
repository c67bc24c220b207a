import { type RefObject, useLayoutEffect, useState } from 'react';

/**
 * The element's content box, kept current as the layout changes. Measured once before the
 * first paint, so the pages are drawn at their width at once, not first at a guess.
 */
export function useElementSize(ref: RefObject<HTMLElement | null>) {
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
