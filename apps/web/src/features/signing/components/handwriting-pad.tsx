import { HANDWRITTEN } from '@confirma/contracts/constants';
import type { TStrokePoint } from '@confirma/contracts/operations';
import { Box } from '@mui/material';
import { forwardRef, useEffect, useImperativeHandle, useRef } from 'react';
import SignaturePad from 'signature_pad';

export interface THandwritingPadHandle {
  clear(): void;
  /** The drawing as a PNG data URL at the spec's 400x150. */
  toPng(): string;
  strokes(): TStrokePoint[][];
  setEnabled(enabled: boolean): void;
}

/** The pad's box, the size of the PNG it makes: also the typed name's preview. */
export const PAD_BOX_SX = {
  display: 'block',
  width: '100%',
  maxWidth: HANDWRITTEN.canvasWidth,
  aspectRatio: `${HANDWRITTEN.canvasWidth} / ${HANDWRITTEN.canvasHeight}`,
  border: 2,
  borderColor: 'primary.main',
  borderRadius: 1,
  bgcolor: '#fff',
} as const;
/**
 * The drawing canvas (400x150, stroke width 2, black) on signature_pad, which
 * handles mouse, pen and touch. It shrinks to the width available on narrow phones and
 * keeps the 400:150 proportion; points are reported so the page can enable Sign.
 */
export const HandwritingPad = forwardRef<
  THandwritingPadHandle,
  { label: string; onPoints: (points: number) => void }
>(function HandwritingPad({ label, onPoints }, ref) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const pad = useRef<SignaturePad | null>(null);
  const onPointsRef = useRef(onPoints);
  onPointsRef.current = onPoints;

  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    const signaturePad = new SignaturePad(element, {
      penColor: HANDWRITTEN.strokeColor,
      minWidth: HANDWRITTEN.strokeWidth / 2,
      maxWidth: HANDWRITTEN.strokeWidth,
      dotSize: HANDWRITTEN.strokeWidth,
      backgroundColor: 'rgba(0,0,0,0)',
    });
    const count = () =>
      onPointsRef.current(
        signaturePad.toData().reduce((sum, group) => sum + group.points.length, 0),
      );
    signaturePad.addEventListener('afterUpdateStroke', count);
    signaturePad.addEventListener('endStroke', count);
    pad.current = signaturePad;
    // Draw at device resolution; the CSS size stays the layout's.
    const fit = () => {
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      const data = signaturePad.toData();
      element.width = element.offsetWidth * ratio;
      element.height = element.offsetHeight * ratio;
      element.getContext('2d')?.scale(ratio, ratio);
      signaturePad.fromData(data);
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(element);
    return () => {
      observer.disconnect();
      signaturePad.off();
      pad.current = null;
    };
  }, []);

  useImperativeHandle(ref, () => ({
    clear() {
      pad.current?.clear();
      onPointsRef.current(0);
    },
    toPng() {
      const source = canvas.current;
      if (!source) return '';
      const out = document.createElement('canvas');
      out.width = HANDWRITTEN.canvasWidth;
      out.height = HANDWRITTEN.canvasHeight;
      out.getContext('2d')?.drawImage(source, 0, 0, out.width, out.height);
      return out.toDataURL('image/png');
    },
    strokes() {
      const source = canvas.current;
      const scale = source ? HANDWRITTEN.canvasWidth / source.offsetWidth : 1;
      return (pad.current?.toData() ?? []).map((group) =>
        group.points.map((point) => ({
          x: Math.round(point.x * scale * 10) / 10,
          y: Math.round(point.y * scale * 10) / 10,
          time: point.time,
        })),
      );
    },
    setEnabled(enabled) {
      if (enabled) pad.current?.on();
      else pad.current?.off();
    },
  }));

  return (
    <Box
      component="canvas"
      ref={canvas}
      role="img"
      aria-label={label}
      data-testid="signature-pad"
      sx={{
        ...PAD_BOX_SX,
        touchAction: 'none',
        cursor: 'crosshair',
      }}
    />
  );
});
