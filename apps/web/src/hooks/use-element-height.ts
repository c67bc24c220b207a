import { type RefObject, useEffect, useState } from 'react';

/** Live height in px of the element behind `ref` (0 while `enabled` is false). */
export function useElementHeight(ref: RefObject<HTMLElement | null>, enabled: boolean): number {
  const [height, setHeight] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element) {
      setHeight(0);
      return;
    }
    setHeight(element.offsetHeight);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setHeight(element.offsetHeight));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, enabled]);
  return height;
}
