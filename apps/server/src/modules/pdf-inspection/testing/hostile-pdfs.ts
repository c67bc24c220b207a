import { once } from 'node:events';
import { createDeflate } from 'node:zlib';
import { PDFDocument, PDFName, PDFString } from '@cantoo/pdf-lib';
import { makeTextPdf } from '../../sealing/testing/sample-pdfs.ts';

/**
 * Hostile PDFs made at test time (no binary fixtures in git): compression bombs and active
 * content. Used by tests and the bench only.
 */

const MiB = 1024 * 1024;

/**
 * zlib (FlateDecode) data that inflates to `prefix` followed by `zeros` zero bytes,
 * deflated 1 MiB at a time: a 1 GiB bomb costs about 1 MB of memory to make.
 */
export async function deflatedZeros(zeros: number, prefix = ''): Promise<Buffer> {
  const deflate = createDeflate({ level: 9 });
  const chunks: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = once(deflate, 'end');
  if (prefix) deflate.write(prefix);
  const block = Buffer.alloc(MiB);
  for (let left = zeros; left > 0; left -= block.length) {
    if (!deflate.write(block.subarray(0, Math.min(left, block.length)))) {
      await once(deflate, 'drain');
    }
  }
  deflate.end();
  await ended;
  return Buffer.concat(chunks);
}

/** A stream object: its dictionary entries (without /Length) and its raw data. */
export function streamObject(dict: string, data: Uint8Array): Buffer {
  return Buffer.concat([
    Buffer.from(`<< ${dict} /Length ${data.byteLength} >>\nstream\n`, 'latin1'),
    data,
    Buffer.from('\nendstream', 'latin1'),
  ]);
}

/**
 * A PDF written by hand: `objects[i]` is the body of object i + 1; object 1 is the catalog.
 * Classic xref table with exact offsets, so readers need no repair.
 */
export function writeRawPdf(objects: (string | Uint8Array)[]): Uint8Array {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let offset = parts[0]?.length ?? 0;
  const offsets: number[] = [];
  for (const [index, body] of objects.entries()) {
    const object = Buffer.concat([
      Buffer.from(`${index + 1} 0 obj\n`, 'latin1'),
      typeof body === 'string' ? Buffer.from(body, 'latin1') : Buffer.from(body),
      Buffer.from('\nendobj\n', 'latin1'),
    ]);
    offsets.push(offset);
    parts.push(object);
    offset += object.length;
  }
  const xref =
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n` +
    offsets.map((at) => `${String(at).padStart(10, '0')} 00000 n \n`).join('');
  const trailer = `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${offset}\n%%EOF\n`;
  parts.push(Buffer.from(xref + trailer, 'latin1'));
  return new Uint8Array(Buffer.concat(parts));
}

const CATALOG = '<< /Type /Catalog /Pages 2 0 R >>';
const PAGES = '<< /Type /Pages /Kids [3 0 R] /Count 1 >>';

/**
 * A one-page PDF whose object stream (which every parser inflates to read the objects in
 * it) inflates to `inflated` bytes: one small object, then zeros (PDF whitespace).
 */
export async function objectStreamBomb(inflated: number, padding = 0): Promise<Uint8Array> {
  const header = '6 0 ';
  const object = '<< /Bomb true >>';
  const data = await deflatedZeros(inflated - header.length - object.length, header + object);
  return writeRawPdf([
    CATALOG,
    PAGES,
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>',
    streamObject(`/Type /ObjStm /N 1 /First ${header.length} /Filter /FlateDecode`, data),
    // `padding` bytes that inflate to nothing: a bigger file, so a bigger ratio budget.
    streamObject('', Buffer.alloc(padding, 0x20)),
  ]);
}

/** A one-page PDF whose page content stream inflates to `inflated` zero bytes. */
export async function contentStreamBomb(inflated: number): Promise<Uint8Array> {
  return writeRawPdf([
    CATALOG,
    PAGES,
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>',
    streamObject('/Filter /FlateDecode', await deflatedZeros(inflated)),
  ]);
}

/** `build` adds its objects to a one-page text PDF, saved with object streams. */
async function withObjects(build: (doc: PDFDocument) => void | Promise<void>) {
  const doc = await PDFDocument.load(await makeTextPdf(1), { updateMetadata: false });
  await build(doc);
  return doc.save({ useObjectStreams: true });
}

/** A link annotation on the first page with the given entries. */
function addLink(doc: PDFDocument, entries: Record<string, unknown>) {
  const page = doc.getPage(0);
  const link = doc.context.obj({
    Type: 'Annot',
    Subtype: 'Link',
    Rect: [56, 700, 300, 720],
    Border: [0, 0, 0],
    ...entries,
  } as never);
  page.node.set(PDFName.of('Annots'), doc.context.obj([doc.context.register(link)]));
}

const jsAction = (doc: PDFDocument) =>
  doc.context.obj({ S: 'JavaScript', JS: PDFString.of("app.alert('hello')") });

/** The document runs JavaScript when opened (/OpenAction). */
export const openActionJavaScriptPdf = () =>
  withObjects((doc) => {
    doc.catalog.set(PDFName.of('OpenAction'), jsAction(doc));
  });

/** A link whose additional action (/AA, on mouse enter) runs JavaScript. */
export const annotationJavaScriptPdf = () =>
  withObjects((doc) => addLink(doc, { AA: doc.context.obj({ E: jsAction(doc) }) }));

/** A link that launches a program (/Launch). */
export const launchActionPdf = () =>
  withObjects((doc) =>
    addLink(doc, { A: doc.context.obj({ S: 'Launch', F: PDFString.of('calc.exe') }) }),
  );

/** A plain web link (/URI): allowed. */
export const uriLinkPdf = () =>
  withObjects((doc) =>
    addLink(doc, { A: doc.context.obj({ S: 'URI', URI: PDFString.of('https://example.com/') }) }),
  );

/** An executable attached as an embedded file (/EmbeddedFiles name tree, /EmbeddedFile). */
export const embeddedFilePdf = () =>
  withObjects(async (doc) => {
    await doc.attach(new TextEncoder().encode('MZ not really a program'), 'setup.exe', {
      mimeType: 'application/octet-stream',
      description: 'attachment',
    });
  });

/** An HTML page with a script, then a valid PDF: a polyglot that browsers may render. */
export async function htmlBeforePdf(): Promise<Uint8Array> {
  const html = '<html><body><script>alert(document.cookie)</script></body></html>\n';
  return new Uint8Array(Buffer.concat([Buffer.from(html), await makeTextPdf(1)]));
}

/**
 * A hand-written PDF whose /OpenAction is JavaScript spelled with `#xx` escapes
 * (`/Java#53cript`, `/J#53`, lower-case hex too): a byte grep for "/JavaScript" misses it.
 */
export function escapedJavaScriptPdf(): Uint8Array {
  return writeRawPdf([
    '<< /Type /Catalog /Pages 2 0 R /OpenAction 4 0 R >>',
    PAGES,
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>',
    '<< /S /Java#53cri#70t /J#53 (app.alert\\(1\\)) >>',
  ]);
}

/**
 * A valid one-page PDF of `count` objects, the page's three and small dictionaries
 * (about 70 bytes each with their xref entry: 250,000 make some 17 MB, under the 20 MB
 * upload limit). Each seal parses every object: seconds of CPU for 250,000. `declared`
 * overrides the trailer's /Size (one more than the objects): a file that understates them.
 */
export function manyObjectsPdf(count: number, declared?: number): Uint8Array {
  const objects = [CATALOG, PAGES, '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>'];
  for (let number = objects.length + 1; number <= count; number += 1) {
    objects.push(`<< /Kind /Filler /N ${number} >>`);
  }
  const pdf = writeRawPdf(objects);
  if (declared === undefined) return pdf;
  const text = Buffer.from(pdf).toString('latin1');
  const at = text.lastIndexOf(`/Size ${count + 1} `);
  return new Uint8Array(
    Buffer.from(
      `${text.slice(0, at)}/Size ${declared} ${text.slice(at + `/Size ${count + 1} `.length)}`,
      'latin1',
    ),
  );
}
