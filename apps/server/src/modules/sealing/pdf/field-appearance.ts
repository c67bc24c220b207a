import { fitText, REGULAR, toWinAnsi } from './stamp-text.ts';

/**
 * A value a signer filled, drawn where the sender placed its field: text (a name, a date,
 * initials, what they typed) or a checkbox, ticked or not. The box is in PDF points from
 * the lower-left corner of the page's visible area, as a stamp's.
 */
export interface TSealField {
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
  value: string | boolean;
}

/** Fields are smaller than stamps: a checkbox may be a 10 pt square. */
export const FIELD_MIN = { width: 10, height: 10 } as const;

const n = (value: number) => Number(value.toFixed(3)).toString();

/**
 * The content stream of a filled field's appearance (a form XObject with BBox [0 0 w h]
 * and /F1 Helvetica): text in dark ink on one line, sized to the box (at most 11 pt),
 * shrunk then cut with "…" when too long; a checkbox as a square, with a tick when checked.
 * Nothing is drawn behind the text, so the page's own line or box stays visible.
 */
export function fieldContentStream(field: Pick<TSealField, 'width' | 'height' | 'value'>) {
  const { width: w, height: h, value } = field;
  if (typeof value === 'boolean') {
    const side = Math.min(w, h);
    const x = (w - side) / 2;
    const y = (h - side) / 2;
    const ops = [
      `q 0.1 0.1 0.1 RG ${n(side * 0.06)} w ${n(x)} ${n(y)} ${n(side)} ${n(side)} re S Q`,
    ];
    if (value) {
      const at = (fx: number, fy: number) => `${n(x + side * fx)} ${n(y + side * fy)}`;
      ops.push(
        `q 0.1 0.1 0.1 RG ${n(side * 0.12)} w 1 J 1 j ${at(0.2, 0.52)} m ${at(0.42, 0.28)} l ${at(0.8, 0.76)} l S Q`,
      );
    }
    return ops.join('\n');
  }
  const text = toWinAnsi(value);
  const pad = Math.min(2, h * 0.1);
  const preferred = Math.max(4, Math.min(11, (h - pad * 2) * 0.8));
  const maxWidth = w - pad * 2;
  const natural = REGULAR.widthOfTextAtSize(text, preferred);
  const size =
    natural > maxWidth ? Math.max(preferred * 0.6, (preferred * maxWidth) / natural) : preferred;
  const fitted = fitText(REGULAR, text, size, maxWidth);
  const baseline = (h - size) / 2 + size * 0.22;
  const hex = REGULAR.encodeText(fitted).toString();
  return `BT /F1 ${n(size)} Tf 0.05 0.1 0.3 rg ${n(pad)} ${n(baseline)} Td ${hex} Tj ET`;
}
