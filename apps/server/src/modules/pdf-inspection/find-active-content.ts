import {
  PDFArray,
  type PDFContext,
  PDFDict,
  PDFInvalidObject,
  PDFName,
  type PDFObject,
  PDFStream,
} from '@cantoo/pdf-lib';

/** Kinds of active content an uploaded PDF may not carry. */
export type TActiveContent = 'javascript' | 'launch' | 'embedded-file' | 'rich-media' | 'xfa';

const name = (value: string) => PDFName.of(value);

/** Dictionary keys that by themselves are active content wherever they appear. */
const KEYS = new Map<PDFName, TActiveContent>([
  [name('JS'), 'javascript'], // the script of a JavaScript action
  [name('JavaScript'), 'javascript'], // the document-level scripts of the /Names tree
  [name('EmbeddedFiles'), 'embedded-file'], // the attachments of the /Names tree
  [name('EF'), 'embedded-file'], // a file specification carrying the file itself
  [name('XFA'), 'xfa'], // an XFA form in the /AcroForm
  [name('RichMediaContent'), 'rich-media'],
  [name('RichMediaSettings'), 'rich-media'],
]);

/** Values of /S (action type), /Type and /Subtype that are active content. */
const VALUES = new Map<PDFName, Map<PDFName, TActiveContent>>([
  [
    name('S'),
    new Map([
      [name('JavaScript'), 'javascript'],
      [name('Launch'), 'launch'],
      [name('RichMediaExecute'), 'rich-media'],
    ]),
  ],
  [name('Type'), new Map([[name('EmbeddedFile'), 'embedded-file']])],
  [
    name('Subtype'),
    new Map([
      [name('RichMedia'), 'rich-media'],
      [name('FileAttachment'), 'embedded-file'],
    ]),
  ],
]);

/**
 * The same names in an object pdf-lib could not parse (kept as raw bytes), `#xx` escapes
 * decoded: a reader that repairs the file might still run them.
 */
const RAW_NAMES: [RegExp, TActiveContent][] = [
  [/\/(JS|JavaScript)(?![A-Za-z0-9])/, 'javascript'],
  [/\/Launch(?![A-Za-z0-9])/, 'launch'],
  [/\/(EmbeddedFiles?|EF)(?![A-Za-z0-9])/, 'embedded-file'],
  [/\/(RichMedia\w*)/, 'rich-media'],
  [/\/XFA(?![A-Za-z0-9])/, 'xfa'],
];

/**
 * Active content in a parsed PDF: JavaScript actions and scripts (so /OpenAction and /AA
 * that run JavaScript), /Launch actions, embedded files, RichMedia and XFA forms. Looks at
 * every indirect object pdf-lib read, those inside object streams included, and every
 * dictionary nested in them (stream dictionaries too), whether or not anything refers to
 * it. Names are compared decoded, so `/Java#53cript` is `/JavaScript`. Plain links
 * (/URI, /GoTo) are not active content. The kinds found, each once.
 */
export function findActiveContent(context: PDFContext): TActiveContent[] {
  const found = new Set<TActiveContent>();
  const pending: PDFObject[] = context.enumerateIndirectObjects().map(([, object]) => object);
  // Depth-first without recursion: nesting depth is the file's choice.
  for (let object = pending.pop(); object !== undefined; object = pending.pop()) {
    if (object instanceof PDFStream) pending.push(object.dict);
    else if (object instanceof PDFArray) pending.push(...object.asArray());
    else if (object instanceof PDFDict) {
      for (const [key, value] of object.entries()) {
        const kind = KEYS.get(key) ?? VALUES.get(key)?.get(value as PDFName);
        if (kind) found.add(kind);
        pending.push(value);
      }
    } else if (object instanceof PDFInvalidObject) {
      for (const kind of rawActiveContent(object)) found.add(kind);
    }
  }
  return [...found].sort();
}

function rawActiveContent(object: PDFInvalidObject): TActiveContent[] {
  const bytes = new Uint8Array(object.sizeInBytes());
  object.copyBytesInto(bytes, 0);
  const text = Buffer.from(bytes)
    .toString('latin1')
    .replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) =>
      String.fromCharCode(Number.parseInt(hex, 16)),
    );
  return RAW_NAMES.filter(([pattern]) => pattern.test(text)).map(([, kind]) => kind);
}
