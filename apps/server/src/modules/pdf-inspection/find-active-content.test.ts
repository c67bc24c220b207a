import { PDFDocument, PDFName, PDFString } from '@cantoo/pdf-lib';
import type { TOpClass } from '@confirma/contracts/constants';
import { describe, expect, it } from 'vitest';
import { TEMPLATE_CATALOG } from '../operation-classes/template-catalog.ts';
import { makeTextPdf } from '../sealing/testing/sample-pdfs.ts';
import { findActiveContent } from './find-active-content.ts';
import {
  annotationJavaScriptPdf,
  embeddedFilePdf,
  escapedJavaScriptPdf,
  launchActionPdf,
  openActionJavaScriptPdf,
  uriLinkPdf,
  writeRawPdf,
} from './testing/hostile-pdfs.ts';

const activeIn = async (pdf: Uint8Array) =>
  findActiveContent((await PDFDocument.load(pdf, { updateMetadata: false })).context);

/** A text PDF with `add` applied, saved with object streams, and read back. */
async function edited(add: (doc: PDFDocument) => void) {
  const doc = await PDFDocument.load(await makeTextPdf(1), { updateMetadata: false });
  add(doc);
  return activeIn(await doc.save({ useObjectStreams: true }));
}

/** A hand-written one-page PDF with one more object, 4 0 obj, that nothing refers to. */
const onePageAnd = (object: string) =>
  writeRawPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>',
    object,
  ]);

describe('findActiveContent', () => {
  it('finds JavaScript run on opening, in annotations and spelled with escapes', async () => {
    expect(await activeIn(await openActionJavaScriptPdf())).toEqual(['javascript']);
    expect(await activeIn(await annotationJavaScriptPdf())).toEqual(['javascript']);
    expect(await activeIn(escapedJavaScriptPdf())).toEqual(['javascript']);
  });

  it('finds document-level scripts of the /Names tree, whatever the action type says', async () => {
    const scripts = await edited((doc) => {
      const script = doc.context.obj({ S: 'JavaScript', JS: PDFString.of('this.print()') });
      const tree = doc.context.obj({ Names: [PDFString.of('init'), doc.context.register(script)] });
      doc.catalog.set(PDFName.of('Names'), doc.context.obj({ JavaScript: tree }));
    });
    expect(scripts).toEqual(['javascript']);
    // A /JS entry is a script even under a harmless-looking (or missing) action type.
    const disguised = await edited((doc) =>
      doc.catalog.set(
        PDFName.of('OpenAction'),
        doc.context.obj({ S: 'GoTo', JS: PDFString.of('1') }),
      ),
    );
    expect(disguised).toEqual(['javascript']);
  });

  it('finds launch actions, embedded files, RichMedia and XFA forms', async () => {
    expect(await activeIn(await launchActionPdf())).toEqual(['launch']);
    expect(await activeIn(await embeddedFilePdf())).toEqual(['embedded-file']);
    const richMedia = await edited((doc) => {
      const annotation = doc.context.obj({
        Type: 'Annot',
        Subtype: 'RichMedia',
        Rect: [0, 0, 10, 10],
        RichMediaContent: doc.context.obj({}),
      });
      doc
        .getPage(0)
        .node.set(PDFName.of('Annots'), doc.context.obj([doc.context.register(annotation)]));
    });
    expect(richMedia).toEqual(['rich-media']);
    const xfa = await edited((doc) => {
      const packet = doc.context.register(doc.context.stream('<xdp:xdp/>'));
      doc.catalog.set(PDFName.of('AcroForm'), doc.context.obj({ Fields: [], XFA: packet }));
    });
    expect(xfa).toEqual(['xfa']);
  });

  it('finds it in objects nothing refers to and in objects pdf-lib could not parse', async () => {
    const orphan = onePageAnd('<< /S /Launch /F (cmd.exe) >>');
    expect(await activeIn(orphan)).toEqual(['launch']);
    const broken = onePageAnd('<< /S /Java#53cript /JS (app.alert\\(1\\)) ]] >>');
    expect(await activeIn(broken)).toEqual(['javascript']);
  });

  it('accepts plain documents, web links and every template the product renders', async () => {
    expect(await activeIn(await makeTextPdf(2))).toEqual([]);
    expect(await activeIn(await uriLinkPdf())).toEqual([]);
    const signer = { name: 'Ana', lastname: 'García', email: 'ana@example.com' };
    for (const [opClass, template] of Object.entries(TEMPLATE_CATALOG)) {
      if (!template.render) continue;
      for (const language of ['es', 'en', 'it'] as const) {
        const pdf = await template.render({ language, signer, date: new Date('2025-01-01') });
        expect(await activeIn(pdf), `${opClass as unknown as TOpClass} ${language}`).toEqual([]);
      }
    }
  });
});
