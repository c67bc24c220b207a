import type { TPoint } from '@confirma/contracts/ocr';
import { Box } from '@mui/material';
import { type PointerEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';

export type TRotation = 0 | 90 | 180 | 270;

/**
 * A photo with the document's outline as a quadrilateral whose four corners are dragged
 * (pointer events: mouse, touch and pen alike), shown turned by `rotation`. Corners stay in
 * the photo's own pixels: the pointer is mapped back through the turned group's matrix.
 * Each corner is also a focusable slider: the arrow keys move it (Shift: ten times more).
 */
export function CornerEditor({
  src,
  width,
  height,
  corners,
  rotation,
  onChange,
  label,
}: {
  src: string;
  width: number;
  height: number;
  corners: TPoint[];
  rotation: TRotation;
  onChange: (corners: TPoint[]) => void;
  label: string;
}) {
  const { t } = useTranslation('ocr');
  const group = useRef<SVGGElement>(null);
  const dragging = useRef<number | null>(null);
  const turned = rotation === 90 || rotation === 270;
  const view = turned ? { width: height, height: width } : { width, height };
  const shift = {
    0: '',
    90: `translate(${height} 0)`,
    180: `translate(${width} ${height})`,
    270: `translate(0 ${width})`,
  }[rotation];
  // Handles about 3.5 % of the photo: a fingertip's size on a 390 px phone.
  const radius = Math.max(width, height) * 0.035;

  const toPhoto = (event: PointerEvent) => {
    const matrix = group.current?.getScreenCTM();
    const svg = group.current?.ownerSVGElement;
    if (!matrix || !svg) return null;
    const point = svg.createSVGPoint();
    point.x = event.clientX;
    point.y = event.clientY;
    const local = point.matrixTransform(matrix.inverse());
    return {
      x: Math.round(Math.min(width, Math.max(0, local.x))),
      y: Math.round(Math.min(height, Math.max(0, local.y))),
    };
  };
  const move = (index: number, point: TPoint) =>
    onChange(corners.map((corner, at) => (at === index ? point : corner)));

  return (
    <Box
      component="svg"
      viewBox={`0 0 ${view.width} ${view.height}`}
      role="group"
      aria-label={label}
      sx={{
        width: '100%',
        maxHeight: 440,
        touchAction: 'none',
        userSelect: 'none',
        display: 'block',
      }}
      onPointerMove={(event: PointerEvent) => {
        if (dragging.current === null) return;
        const point = toPhoto(event);
        if (point) move(dragging.current, point);
      }}
      onPointerUp={() => {
        dragging.current = null;
      }}
      onPointerCancel={() => {
        dragging.current = null;
      }}
    >
      <g ref={group} transform={`${shift} rotate(${rotation})`}>
        <image href={src} width={width} height={height} />
        <polygon
          points={corners.map(({ x, y }) => `${x},${y}`).join(' ')}
          fill="rgba(25,118,210,0.12)"
          stroke="#1976d2"
          strokeWidth={radius * 0.3}
        />
        {corners.map((corner, index) => (
          <circle
            // biome-ignore lint/suspicious/noArrayIndexKey: the four corners keep their places
            key={index}
            data-corner={index}
            cx={corner.x}
            cy={corner.y}
            r={radius}
            fill="rgba(255,255,255,0.85)"
            stroke="#1976d2"
            strokeWidth={radius * 0.3}
            tabIndex={0}
            role="slider"
            aria-label={t('corner', { n: index + 1 })}
            aria-valuetext={`${corner.x}, ${corner.y}`}
            aria-valuenow={corner.x}
            style={{ cursor: 'grab' }}
            onPointerDown={(event) => {
              event.preventDefault();
              (event.currentTarget as Element).setPointerCapture?.(event.pointerId);
              dragging.current = index;
            }}
            onKeyDown={(event) => {
              const step = (event.shiftKey ? 10 : 1) * Math.max(1, Math.round(width / 400));
              const delta = {
                ArrowLeft: { x: -step, y: 0 },
                ArrowRight: { x: step, y: 0 },
                ArrowUp: { x: 0, y: -step },
                ArrowDown: { x: 0, y: step },
              }[event.key];
              if (!delta) return;
              event.preventDefault();
              move(index, { x: corner.x + delta.x, y: corner.y + delta.y });
            }}
          />
        ))}
      </g>
    </Box>
  );
}
