import type { PDFObject } from '@cantoo/pdf-lib';
import type { TPdfSource } from './open-pdf.ts';

/** One object of the update: its number and serialized body (between `obj` and `endobj`). */
export interface TUpdateObject {
  objectNumber: number;
  /** Kept from the original when an existing object is rewritten; 0 for new objects. */
  generation: number;
  body: Uint8Array;
}

const ascii = (text: string) => Buffer.from(text, 'latin1');
const pad = (value: number | undefined, width: number) => String(value ?? 0).padStart(width, '0');

/** Serializes a pdf-lib object (dictionary, array, stream) exactly as pdf-lib would. */
export function serialize(object: PDFObject): Uint8Array {
  const out = new Uint8Array(object.sizeInBytes());
  object.copyBytesInto(out, 0);
  return out;
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

/**
 * Appends an incremental update (ISO 32000-1 7.5.6) to the original bytes, which are
 * kept byte for byte so earlier signatures stay valid: the new and changed objects, then
 * a cross-reference section of the same kind as the previous one (a table after a table,
 * an uncompressed stream with /W [1 4 2] after a stream), and a trailer whose /Prev
 * points back. Returns the whole file and where each object body starts in it.
 */
export function appendIncrementalUpdate(source: TPdfSource, objects: TUpdateObject[]) {
  const { bytes, doc } = source;
  const parts: Uint8Array[] = [];
  let offset = bytes.length;
  const push = (part: Uint8Array) => {
    parts.push(part);
    offset += part.length;
  };
  const last = bytes[bytes.length - 1];
  if (last !== 0x0a && last !== 0x0d) push(ascii('\n'));

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

  const trailer = doc.context.trailerInfo;
  const common = [
    trailer.Root && `/Root ${trailer.Root.toString()}`,
    trailer.Info && `/Info ${trailer.Info.toString()}`,
    trailer.ID && `/ID ${trailer.ID.toString()}`,
    `/Prev ${source.prevXref}`,
  ].filter(Boolean);
  const highest = sorted.at(-1)?.objectNumber ?? source.nextObjectNumber - 1;
  const xrefOffset = offset;
  if (!source.xrefIsStream) {
    const rows = runs(sorted.map((object) => object.objectNumber)).map(([first, count]) => {
      const entries = sorted.filter(
        (o) => o.objectNumber >= first && o.objectNumber < first + count,
      );
      const lines = entries.map(
        (o) => `${pad(objectOffsets.get(o.objectNumber), 10)} ${pad(o.generation, 5)} n\r\n`,
      );
      return `${first} ${count}\n${lines.join('')}`;
    });
    const size = Math.max(highest + 1, source.nextObjectNumber);
    push(ascii(`xref\n${rows.join('')}trailer\n<< /Size ${size} ${common.join(' ')} >>\n`));
  } else {
    const xrefNumber = Math.max(highest + 1, source.nextObjectNumber);
    objectOffsets.set(xrefNumber, xrefOffset);
    const numbers = [...sorted.map((o) => o.objectNumber), xrefNumber];
    const generations = new Map(sorted.map((o) => [o.objectNumber, o.generation]));
    const table = Buffer.alloc(numbers.length * 7);
    numbers.forEach((number, index) => {
      table.writeUInt8(1, index * 7); // type 1: in use, uncompressed, at this offset
      table.writeUInt32BE(objectOffsets.get(number) ?? 0, index * 7 + 1);
      table.writeUInt16BE(generations.get(number) ?? 0, index * 7 + 5);
    });
    const index = runs(numbers).flat().join(' ');
    const dictionary = `<< /Type /XRef /Size ${xrefNumber + 1} ${common.join(' ')} /W [1 4 2] /Index [${index}] /Length ${table.length} >>`;
    push(ascii(`${xrefNumber} 0 obj\n${dictionary}\nstream\n`));
    push(table);
    push(ascii('\nendstream\nendobj\n'));
  }
  push(ascii(`startxref\n${xrefOffset}\n%%EOF\n`));

  const file = new Uint8Array(offset);
  file.set(bytes, 0);
  let at = bytes.length;
  for (const part of parts) {
    file.set(part, at);
    at += part.length;
  }
  return { file, bodyOffsets };
}
