import { type RefObject, useEffect, useRef } from 'react';

/** A point of the element's visible box, in CSS pixels from its top left corner. */
export interface TZoomOrigin {
  x: number;
  y: number;
}

export interface TPinchHandlers {
  /** While the gesture lasts: the scale so far (cheap feedback, e.g. a CSS transform). */
  onPreview(scale: number, origin: TZoomOrigin): void;
  /** Once it ends: the scale to apply for good. */
  onCommit(scale: number, origin: TZoomOrigin): void;
}

/** A trackpad pinch or Ctrl + wheel ends when no wheel event came for this long. */
const WHEEL_SETTLE_MS = 150;

interface TPoint {
  clientX: number;
  clientY: number;
}

const distance = (a: TPoint, b: TPoint) => Math.hypot(a.clientX - b.clientX, a.clientY - b.clientY);

/**
 * Zoom gestures on the element: a two-finger pinch, and Ctrl + wheel (what a trackpad pinch
 * sends, and Ctrl + the mouse wheel). Only two-finger moves are taken from the browser (its
 * own pinch would zoom the whole page); one finger keeps scrolling natively. The element
 * should also say `touch-action: pan-x pan-y`.
 */
export function usePinchZoom(ref: RefObject<HTMLElement | null>, handlers: TPinchHandlers) {
  const latest = useRef(handlers);
  latest.current = handlers;

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const originOf = (x: number, y: number): TZoomOrigin => {
      const box = element.getBoundingClientRect();
      return { x: x - box.left, y: y - box.top };
    };

    let pinch: { start: number; origin: TZoomOrigin; scale: number } | null = null;
    const twoTouches = (event: TouchEvent): [TPoint, TPoint] | null => {
      const [a, b] = [event.touches[0], event.touches[1]];
      return event.touches.length === 2 && a && b ? [a, b] : null;
    };
    const onTouchStart = (event: TouchEvent) => {
      const touches = twoTouches(event);
      if (!touches) return;
      const [a, b] = touches;
      const origin = originOf((a.clientX + b.clientX) / 2, (a.clientY + b.clientY) / 2);
      pinch = { start: distance(a, b) || 1, origin, scale: 1 };
    };
    const onTouchMove = (event: TouchEvent) => {
      const touches = twoTouches(event);
      if (!pinch || !touches) return;
      if (event.cancelable) event.preventDefault();
      pinch.scale = distance(...touches) / pinch.start;
      latest.current.onPreview(pinch.scale, pinch.origin);
    };
    const onTouchEnd = (event: TouchEvent) => {
      if (!pinch || event.touches.length >= 2) return;
      const { scale, origin } = pinch;
      pinch = null;
      latest.current.onCommit(scale, origin);
    };

    let wheel: { scale: number; origin: TZoomOrigin; timer: ReturnType<typeof setTimeout> } | null =
      null;
    const onWheel = (event: WheelEvent) => {
      if (!event.ctrlKey) return;
      event.preventDefault();
      const origin = wheel?.origin ?? originOf(event.clientX, event.clientY);
      const scale = (wheel?.scale ?? 1) * Math.exp(-event.deltaY / 200);
      if (wheel) clearTimeout(wheel.timer);
      const timer = setTimeout(() => {
        wheel = null;
        latest.current.onCommit(scale, origin);
      }, WHEEL_SETTLE_MS);
      wheel = { scale, origin, timer };
      latest.current.onPreview(scale, origin);
    };

    element.addEventListener('touchstart', onTouchStart, { passive: true });
    element.addEventListener('touchmove', onTouchMove, { passive: false });
    element.addEventListener('touchend', onTouchEnd);
    element.addEventListener('touchcancel', onTouchEnd);
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => {
      if (wheel) clearTimeout(wheel.timer);
      element.removeEventListener('touchstart', onTouchStart);
      element.removeEventListener('touchmove', onTouchMove);
      element.removeEventListener('touchend', onTouchEnd);
      element.removeEventListener('touchcancel', onTouchEnd);
      element.removeEventListener('wheel', onWheel);
    };
  }, [ref]);
}
