import { createHash, type Hash } from 'node:crypto';
import { type TUpdateBase, type TUpdateObject, writeUpdate } from './incremental-writer.ts';
import { byteRangeSlot, fillContents, type signatureDictionary } from './signature-dictionary.ts';

type TSignatureLayout = ReturnType<typeof signatureDictionary>;

/** A signature placed in the file: where its /Contents is, and the digest of its ranges. */
export interface TPlacedSignature {
  contentsAt: number;
  contentsLength: number;
  digest: Uint8Array;
}

/**
 * A signed PDF growing by incremental updates in the thread that holds the keys, which
 * never parses it: the file is kept as its parts (the prepared file, then each update),
 * joined once at the end, and one running SHA-256 moves forward over it. Each later
 * signature covers everything before its /Contents, so its digest is a copy of that
 * running hash finished with the bytes after /Contents: the file is hashed once here,
 * however many signatures follow.
 */
export class GrowingFile {
  private readonly parts: { start: number; bytes: Uint8Array }[];
  private readonly hash: Hash = createHash('sha256');
  private hashedTo = 0;

  constructor(
    first: Uint8Array,
    private base: TUpdateBase,
  ) {
    this.parts = [{ start: 0, bytes: first }];
  }

  get length() {
    return this.base.length;
  }

  get nextObjectNumber() {
    return this.base.nextObjectNumber;
  }

  /** Appends an update; returns where each object body starts in the file. */
  append(objects: TUpdateObject[]): Map<number, number> {
    const { update, start, bodyOffsets, next } = writeUpdate(this.base, objects);
    this.parts.push({ start, bytes: update });
    this.base = next;
    return bodyOffsets;
  }

  /** Appends an update holding a signature dictionary, fixes its /ByteRange, hashes it. */
  appendSignature(
    objects: TUpdateObject[],
    signatureNumber: number,
    layout: TSignatureLayout,
  ): TPlacedSignature {
    const bodyAt = this.append(objects).get(signatureNumber) ?? 0;
    const contentsAt = bodyAt + layout.contentsAt;
    const { text } = byteRangeSlot(contentsAt, layout.contentsLength, this.length);
    this.write(bodyAt + layout.byteRangeAt, text);
    this.hashTo(contentsAt);
    const tail = this.hash.copy();
    for (const bytes of this.slice(contentsAt + layout.contentsLength, this.length)) {
      tail.update(bytes);
    }
    return {
      contentsAt,
      contentsLength: layout.contentsLength,
      digest: new Uint8Array(tail.digest()),
    };
  }

  /** Writes a CMS or time-stamp token into a placed signature's /Contents. */
  fill(placed: TPlacedSignature, der: Uint8Array) {
    const part = this.partAt(placed.contentsAt);
    fillContents(part.bytes, placed.contentsAt - part.start, placed.contentsLength, der);
  }

  /** The bytes between two offsets, as views of the parts. */
  slice(from: number, to: number): Uint8Array[] {
    return this.parts
      .filter((part) => part.start < to && part.start + part.bytes.length > from)
      .map((part) =>
        part.bytes.subarray(
          Math.max(0, from - part.start),
          Math.min(part.bytes.length, to - part.start),
        ),
      );
  }

  bytes(): Uint8Array {
    return Buffer.concat(this.parts.map((part) => part.bytes));
  }

  private hashTo(offset: number) {
    for (const bytes of this.slice(this.hashedTo, offset)) this.hash.update(bytes);
    this.hashedTo = offset;
  }

  private partAt(offset: number) {
    const part = this.parts.findLast((item) => item.start <= offset);
    if (!part) throw new Error(`no part at ${offset}`);
    return part;
  }

  private write(offset: number, bytes: Uint8Array) {
    const part = this.partAt(offset);
    part.bytes.set(bytes, offset - part.start);
  }
}
