import type { PDFObject } from '@cantoo/pdf-lib';
import type { TPdfSource } from './open-pdf.ts';

/** One object of the update: its number and serialized body (between `obj` and `endobj`). */
export interface TUpdateObject {
  objectNumber: number;
  /** Kept from the original when an existing object is rewritten; 0 for new objects. */
  generation: number;
  body: Uint8Array;
}

/**
 * What an incremental update must chain to, without the file itself: so a thread that
 * never parsed the PDF (the one holding the keys) can append to bytes it only has.
 */
export interface TUpdateBase {
  /** Length of the file the update is appended to. */
  length: number;
  /** Its last byte is a line break (else the update starts with one). */
  endsWithNewline: boolean;
  /** `/Root … /Info … /ID […]` of the trailer, repeated in every update. */
  trailer: string;
  /** Offset of the last cross-reference section: the update's /Prev. */
  prevXref: number;
  /** Whether that section is a cross-reference stream (then the update writes one too). */
  xrefIsStream: boolean;
  /** First object number nobody uses yet (nor has reserved). */
  nextObjectNumber: number;
}

const ascii = (text: string) => Buffer.from(text, 'latin1');
const pad = (value: number | undefined, width: number) => String(value ?? 0).padStart(width, '0');

/** Serializes a pdf-lib object (dictionary, array, stream) exactly as pdf-lib would. */
export function serialize(object: PDFObject): Uint8Array {
  const out = new Uint8Array(object.sizeInBytes());
  object.copyBytesInto(out, 0);
  return out;
}

/** The base of the first update to a parsed PDF. */
export function updateBase(source: TPdfSource, nextObjectNumber = source.nextObjectNumber) {
  const { bytes, doc } = source;
  const trailer = doc.context.trailerInfo;
  const last = bytes[bytes.length - 1];
  return {
    length: bytes.length,
    endsWithNewline: last === 0x0a || last === 0x0d,
    trailer: [
      trailer.Root && `/Root ${trailer.Root.toString()}`,
      trailer.Info && `/Info ${trailer.Info.toString()}`,
      trailer.ID && `/ID ${trailer.ID.toString()}`,
    ]
      .filter(Boolean)
      .join(' '),
    prevXref: source.prevXref,
    xrefIsStream: source.xrefIsStream,
    nextObjectNumber,
  } satisfies TUpdateBase;
}

/** Runs of consecutive object numbers: the subsections of a classic xref or an /Index. */
function runs(numbers: number[]): [number, number][] {
  const out: [number, number][] = [];
  for (const number of numbers) {
    const current = out.at(-1);
    if (current && current[0] + current[1] === number) current[1] += 1;
    else out.push([number, 1]);
  }
  return out;
}

/** A classic cross-reference table and trailer for the update's objects. */
function xrefTable(base: TUpdateBase, sorted: TUpdateObject[], offsets: Map<number, number>) {
  const rows = runs(sorted.map((object) => object.objectNumber)).map(([first, count]) => {
    const entries = sorted.filter((o) => o.objectNumber >= first && o.objectNumber < first + count);
    const lines = entries.map(
      (o) => `${pad(offsets.get(o.objectNumber), 10)} ${pad(o.generation, 5)} n\r\n`,
    );
    return `${first} ${count}\n${lines.join('')}`;
  });
  const highest = sorted.at(-1)?.objectNumber ?? base.nextObjectNumber - 1;
  const size = Math.max(highest + 1, base.nextObjectNumber);
  const common = [base.trailer, `/Prev ${base.prevXref}`].filter(Boolean).join(' ');
  return { text: ascii(`xref\n${rows.join('')}trailer\n<< /Size ${size} ${common} >>\n`), size };
}

/** An uncompressed cross-reference stream (/W [1 4 2]) for the update's objects. */
function xrefStream(
  base: TUpdateBase,
  sorted: TUpdateObject[],
  offsets: Map<number, number>,
  at: number,
) {
  const highest = sorted.at(-1)?.objectNumber ?? base.nextObjectNumber - 1;
  const xrefNumber = Math.max(highest + 1, base.nextObjectNumber);
  offsets.set(xrefNumber, at);
  const numbers = [...sorted.map((o) => o.objectNumber), xrefNumber];
  const generations = new Map(sorted.map((o) => [o.objectNumber, o.generation]));
  const table = Buffer.alloc(numbers.length * 7);
  numbers.forEach((number, index) => {
    table.writeUInt8(1, index * 7); // type 1: in use, uncompressed, at this offset
    table.writeUInt32BE(offsets.get(number) ?? 0, index * 7 + 1);
    table.writeUInt16BE(generations.get(number) ?? 0, index * 7 + 5);
  });
  const index = runs(numbers).flat().join(' ');
  const common = [base.trailer, `/Prev ${base.prevXref}`].filter(Boolean).join(' ');
  const dictionary = `<< /Type /XRef /Size ${xrefNumber + 1} ${common} /W [1 4 2] /Index [${index}] /Length ${table.length} >>`;
  const text = Buffer.concat([
    ascii(`${xrefNumber} 0 obj\n${dictionary}\nstream\n`),
    table,
    ascii('\nendstream\nendobj\n'),
  ]);
  return { text, size: xrefNumber + 1 };
}

/**
 * Writes an incremental update (ISO 32000-1 7.5.6) to be appended to a file described by
 * `base`: the new and changed objects, then a cross-reference section of the same kind as
 * the previous one (a table after a table, an uncompressed stream with /W [1 4 2] after a
 * stream), and a trailer whose /Prev points back. Returns the update's bytes, where each
 * object body starts in the whole file, and the base of the next update.
 */
export function writeUpdate(base: TUpdateBase, objects: TUpdateObject[]) {
  const parts: Uint8Array[] = [];
  let offset = base.length;
  const push = (part: Uint8Array) => {
    parts.push(part);
    offset += part.length;
  };
  if (!base.endsWithNewline) push(ascii('\n'));
  const sorted = [...objects].sort((a, b) => a.objectNumber - b.objectNumber);
  const objectOffsets = new Map<number, number>();
  const bodyOffsets = new Map<number, number>();
  for (const object of sorted) {
    objectOffsets.set(object.objectNumber, offset);
    push(ascii(`${object.objectNumber} ${object.generation} obj\n`));
    bodyOffsets.set(object.objectNumber, offset);
    push(object.body);
    push(ascii('\nendobj\n'));
  }
  const xrefOffset = offset;
  const xref = base.xrefIsStream
    ? xrefStream(base, sorted, objectOffsets, xrefOffset)
    : xrefTable(base, sorted, objectOffsets);
  push(xref.text);
  push(ascii(`startxref\n${xrefOffset}\n%%EOF\n`));
  const next: TUpdateBase = {
    ...base,
    length: offset,
    endsWithNewline: true,
    prevXref: xrefOffset,
    nextObjectNumber: xref.size,
  };
  return { update: Buffer.concat(parts), start: base.length, bodyOffsets, next };
}

/**
 * Appends an incremental update to the original bytes, which are kept byte for byte so
 * earlier signatures stay valid. Returns the whole file, where each object body starts in
 * it, and the base of a further update.
 */
export function appendIncrementalUpdate(
  source: TPdfSource,
  objects: TUpdateObject[],
  nextObjectNumber = source.nextObjectNumber,
) {
  const written = writeUpdate(updateBase(source, nextObjectNumber), objects);
  const file = new Uint8Array(written.next.length);
  file.set(source.bytes, 0);
  file.set(written.update, source.bytes.length);
  return { file, bodyOffsets: written.bodyOffsets, next: written.next };
}
