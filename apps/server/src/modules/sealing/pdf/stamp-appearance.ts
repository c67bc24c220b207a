import { BOLD, fitText, REGULAR } from './stamp-text.ts';

export interface TStampLayout {
  width: number;
  height: number;
  lines: string[];
  /** Pixel size of the handwritten image, drawn left of the text when present. */
  image?: { width: number; height: number };
}

const n = (value: number) => Number(value.toFixed(3)).toString();

/**
 * The content stream of the stamp's appearance (a form XObject with BBox [0 0 w h],
 * resources /F1 Helvetica, /F2 Helvetica-Bold, /Im1 the drawing). A white card with a
 * thin border so the stamp stays legible over page content; the handwritten image, aspect
 * kept, takes the left 42 % when given; five lines of text are sized to the box height
 * (at most 9 pt), a line too wide shrinks down to 55 % and only then is cut with "…". Text is written as hex strings
 * of WinAnsi codes, so no character needs escaping.
 */
export function stampContentStream(layout: TStampLayout): string {
  const { width: w, height: h, lines } = layout;
  const pad = Math.max(2, Math.min(6, h * 0.08));
  const ops: string[] = [
    `q 1 1 1 rg 0 0 ${n(w)} ${n(h)} re f Q`,
    `q 0.16 0.32 0.6 RG 0.8 w 0.4 0.4 ${n(w - 0.8)} ${n(h - 0.8)} re S Q`,
  ];
  let textLeft = pad * 1.5;
  if (layout.image) {
    const boxWidth = (w - pad * 3) * 0.42;
    const boxHeight = h - pad * 2;
    const scale = Math.min(boxWidth / layout.image.width, boxHeight / layout.image.height);
    const drawWidth = layout.image.width * scale;
    const drawHeight = layout.image.height * scale;
    const x = pad + (boxWidth - drawWidth) / 2;
    const y = pad + (boxHeight - drawHeight) / 2;
    ops.push(`q ${n(drawWidth)} 0 0 ${n(drawHeight)} ${n(x)} ${n(y)} cm /Im1 Do Q`);
    textLeft = pad * 2 + boxWidth;
  }
  const maxWidth = w - textLeft - pad;
  const size = Math.max(3, Math.min(9, (h - pad * 2) / (lines.length * 1.2)));
  const lineHeight = size * 1.2;
  // Center the block of lines vertically; baselines sit 0.25 em above each line's bottom.
  const top = h / 2 + (lines.length * lineHeight) / 2;
  lines.forEach((line, index) => {
    const isTitle = index === 0;
    const isFooter = index === lines.length - 1;
    const font = isTitle ? BOLD : REGULAR;
    const preferred = isFooter ? size * 0.85 : size;
    // Shrink a long line (down to 55 %) before cutting it: dates and ids should stay whole.
    const natural = font.widthOfTextAtSize(line, preferred);
    const lineSize =
      natural > maxWidth ? Math.max(preferred * 0.55, (preferred * maxWidth) / natural) : preferred;
    const text = fitText(font, line, lineSize, maxWidth);
    const baseline = top - lineHeight * (index + 1) + size * 0.25;
    const color = isFooter ? '0.16 0.32 0.6' : '0.1 0.1 0.1';
    const hex = font.encodeText(text).toString();
    ops.push(
      `BT /${isTitle ? 'F2' : 'F1'} ${n(lineSize)} Tf ${color} rg ${n(textLeft)} ${n(baseline)} Td ${hex} Tj ET`,
    );
  });
  return ops.join('\n');
}
