import { PDFArray, PDFDict, PDFDocument, PDFName, PDFNumber, PDFRef } from '@cantoo/pdf-lib';

/** A signature field's widget as a PDF reader finds it. */
export interface TSignatureWidget {
  /** 1-based page whose /Annots holds the widget. */
  page: number;
  /** Whether the widget's /P names that same page. */
  pointsToPage: boolean;
  /** /Rect as written: [left bottom right top] in the page's user space. */
  rect: number[];
  /** Whether it has an appearance (/AP /N): the visible stamp. */
  visible: boolean;
}

/** Every signature widget of the PDF (its newest revision), page by page. */
export async function signatureWidgets(pdf: Uint8Array): Promise<TSignatureWidget[]> {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  const widgets: TSignatureWidget[] = [];
  doc.getPages().forEach((page, index) => {
    const annots = page.node.lookup(PDFName.of('Annots'));
    if (!(annots instanceof PDFArray)) return;
    for (let at = 0; at < annots.size(); at += 1) {
      const widget = annots.lookup(at);
      if (!(widget instanceof PDFDict)) continue;
      if (widget.get(PDFName.of('FT')) !== PDFName.of('Sig')) continue;
      const rect = widget.lookup(PDFName.of('Rect'));
      const parent = widget.get(PDFName.of('P'));
      const appearance = widget.lookup(PDFName.of('AP'));
      widgets.push({
        page: index + 1,
        pointsToPage: parent instanceof PDFRef && parent === page.ref,
        rect:
          rect instanceof PDFArray
            ? rect
                .asArray()
                .map((item) => (item instanceof PDFNumber ? item.asNumber() : Number.NaN))
            : [],
        visible: appearance instanceof PDFDict && appearance.has(PDFName.of('N')),
      });
    }
  });
  return widgets;
}

/** A box (x, y, width, height from the page's bottom-left) as the /Rect it becomes. */
export const rectOf = (box: { x: number; y: number; width: number; height: number }) => [
  box.x,
  box.y,
  box.x + box.width,
  box.y + box.height,
];
