import { Box } from '@mui/material';
import { type KeyboardEvent, useRef } from 'react';
import { useBoxDrag } from '../hooks/use-box-drag';
import { BoxTag } from './box-tag';
import { keepInside, type TScreenBox } from './placement-geometry';

type TSize = { width: number; height: number };

/** Arrow keys move (or, with Shift, resize) the box by this many drawn units. */
const KEY_STEP = 4;

const percent = (part: number, whole: number) => `${(part / whole) * 100}%`;

const KEY_MOVES: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/** The box's corner that resizes it: a fingertip needs more than a mouse does. */
const RESIZE_HANDLE_SX = {
  position: 'absolute',
  right: -7,
  bottom: -7,
  width: 14,
  height: 14,
  borderRadius: '50%',
  border: 2,
  borderColor: 'common.white',
  cursor: 'nwse-resize',
  touchAction: 'none',
  '@media (pointer: coarse)': { width: 26, height: 26, right: -13, bottom: -13 },
} as const;

/**
 * The layer over a drawn PDF page where the sender puts the signature: a tap or click on
 * the page (Enter on it: the middle) puts a box there; the box moves by dragging it and
 * resizes by its corner, with a mouse, a pen or a finger (pointer events), or with the
 * arrow keys (Shift: resize). Units are the page as drawn (`size`); what is shown is
 * scaled to the space there is, so the pointer's moves are scaled back. The box is drawn
 * in `color` (its signer's), its words on a tag beside it: a checkbox's square is smaller
 * than any word.
 */
export function PlacementBox({
  size,
  box,
  min,
  defaultSize,
  onPlace,
  labels,
  color = '#1976d2',
}: {
  size: TSize;
  box: TScreenBox | null;
  min: TSize;
  defaultSize: TSize;
  onPlace: (box: TScreenBox) => void;
  labels: { page: string; box: string; resize: string; inside: string };
  /** The box's colour (its signer's). */
  color?: string;
}) {
  const layer = useRef<HTMLDivElement>(null);
  const ratio = () => size.width / (layer.current?.getBoundingClientRect().width || size.width);
  const { shown, onPointerDown, onPointerMove, onPointerEnd } = useBoxDrag({
    size,
    box,
    min,
    ratio,
    onPlace,
  });
  const placeAt = (x: number, y: number) => {
    const { width, height } = defaultSize;
    onPlace(keepInside({ left: x - width / 2, top: y - height / 2, width, height }, size, min));
  };

  const onPageClick = (event: React.MouseEvent<HTMLButtonElement>) => {
    const rect = layer.current?.getBoundingClientRect();
    // A click from the keyboard (Enter, Space) has no position: the middle of the page.
    if (!rect || event.detail === 0) return placeAt(size.width / 2, size.height / 2);
    const scale = ratio();
    placeAt((event.clientX - rect.left) * scale, (event.clientY - rect.top) * scale);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const move = KEY_MOVES[event.key];
    if (!move || !box) return;
    event.preventDefault();
    const [dx, dy] = [move[0] * KEY_STEP, move[1] * KEY_STEP];
    const next = event.shiftKey
      ? { ...box, width: box.width + dx, height: box.height + dy }
      : { ...box, left: box.left + dx, top: box.top + dy };
    onPlace(keepInside(next, size, min));
  };

  return (
    <Box ref={layer} sx={{ position: 'absolute', inset: 0 }} data-testid="placement-layer">
      <Box
        component="button"
        type="button"
        aria-label={labels.page}
        onClick={onPageClick}
        sx={{
          position: 'absolute',
          inset: 0,
          p: 0,
          border: 0,
          bgcolor: 'transparent',
          cursor: 'crosshair',
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
        }}
      />
      {shown && (
        <Box
          component="button"
          type="button"
          aria-label={labels.box}
          data-testid="placement-box"
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerEnd}
          onPointerCancel={onPointerEnd}
          onKeyDown={onKeyDown}
          sx={{
            position: 'absolute',
            left: percent(shown.left, size.width),
            top: percent(shown.top, size.height),
            width: percent(shown.width, size.width),
            height: percent(shown.height, size.height),
            p: 0,
            border: 2,
            borderColor: color,
            borderRadius: 0.5,
            bgcolor: `${color}1f`,
            cursor: 'move',
            touchAction: 'none',
            userSelect: 'none',
            '&:focus-visible': { outline: 3, outlineColor: 'warning.main', outlineOffset: 1 },
          }}
        >
          <BoxTag color={color} below={shown.top < size.height * 0.04}>
            {labels.inside}
          </BoxTag>
          <Box
            component="span"
            data-handle="resize"
            title={labels.resize}
            sx={{ ...RESIZE_HANDLE_SX, bgcolor: color }}
          />
        </Box>
      )}
    </Box>
  );
}
