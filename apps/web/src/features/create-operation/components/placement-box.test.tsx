// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PlacementBox } from './placement-box';
import type { TScreenBox } from './placement-geometry';

afterEach(cleanup);

const SIZE = { width: 560, height: 792 };
/** The default box as the page draws it at its origin: only its size counts. */
const DEFAULT_BOX: TScreenBox = { left: 0, top: 736, width: 180, height: 56 };
const LABELS = { page: 'Put it here', box: 'Signature box', resize: 'Resize', inside: 'Signature' };

/** The layer over a page drawn at 560 x 792, shown at half that size (280 px wide). */
function renderBox(box: TScreenBox | null) {
  const onPlace = vi.fn<(box: TScreenBox) => void>();
  render(
    <PlacementBox
      size={SIZE}
      box={box}
      min={{ width: 40, height: 20 }}
      defaultSize={DEFAULT_BOX}
      onPlace={onPlace}
      labels={LABELS}
    />,
  );
  const layer = screen.getByTestId('placement-layer');
  vi.spyOn(layer, 'getBoundingClientRect').mockReturnValue(
    DOMRect.fromRect({ x: 100, y: 50, width: 280, height: 396 }),
  );
  return onPlace;
}

describe('the signature box over a page', () => {
  it('is put where the page is tapped, scaled back to the page as drawn, and kept on it', () => {
    const onPlace = renderBox(null);
    expect(screen.queryByTestId('placement-box')).toBeNull();
    const page = screen.getByRole('button', { name: 'Put it here' });
    fireEvent.click(page, { clientX: 100 + 140, clientY: 50 + 200, detail: 1 });
    expect(onPlace).toHaveBeenLastCalledWith({ left: 190, top: 372, width: 180, height: 56 });
    fireEvent.click(page, { clientX: 100 + 279, clientY: 50 + 395, detail: 1 });
    expect(onPlace).toHaveBeenLastCalledWith({ left: 380, top: 736, width: 180, height: 56 });
  });

  it('goes to the middle of the page when placed from the keyboard', () => {
    const onPlace = renderBox(null);
    fireEvent.click(screen.getByRole('button', { name: 'Put it here' }), { detail: 0 });
    expect(onPlace).toHaveBeenLastCalledWith({ left: 190, top: 368, width: 180, height: 56 });
  });

  it('moves by dragging and resizes by its corner, with any pointer', () => {
    const onPlace = renderBox({ left: 100, top: 100, width: 180, height: 56 });
    const box = screen.getByRole('button', { name: 'Signature box' });
    expect(getComputedStyle(box).left).toBe(`${(100 / 560) * 100}%`);
    fireEvent.pointerDown(box, { pointerId: 1, clientX: 200, clientY: 200 });
    fireEvent.pointerMove(box, { pointerId: 1, clientX: 210, clientY: 180 });
    fireEvent.pointerUp(box, { pointerId: 1, clientX: 210, clientY: 180 });
    expect(onPlace).toHaveBeenLastCalledWith({ left: 120, top: 60, width: 180, height: 56 });

    const corner = box.querySelector('[data-handle="resize"]') as HTMLElement;
    fireEvent.pointerDown(corner, { pointerId: 2, clientX: 300, clientY: 300 });
    fireEvent.pointerMove(box, { pointerId: 2, clientX: 200, clientY: 200 });
    fireEvent.pointerUp(box, { pointerId: 2 });
    expect(onPlace).toHaveBeenLastCalledWith({ left: 100, top: 100, width: 40, height: 20 });
  });

  it('moves with the arrow keys, and resizes with Shift', () => {
    const onPlace = renderBox({ left: 100, top: 100, width: 180, height: 56 });
    const box = screen.getByRole('button', { name: 'Signature box' });
    fireEvent.keyDown(box, { key: 'ArrowRight' });
    expect(onPlace).toHaveBeenLastCalledWith({ left: 104, top: 100, width: 180, height: 56 });
    fireEvent.keyDown(box, { key: 'ArrowDown', shiftKey: true });
    expect(onPlace).toHaveBeenLastCalledWith({ left: 100, top: 100, width: 180, height: 60 });
    fireEvent.keyDown(box, { key: 'Tab' });
    expect(onPlace).toHaveBeenCalledTimes(2);
  });
});
