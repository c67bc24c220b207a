import { constants, inflateSync } from 'node:zlib';
import {
  decodePDFRawStream,
  PDFArray,
  PDFContext,
  PDFDict,
  PDFName,
  PDFNumber,
  PDFObjectParser,
  PDFRawStream,
} from '@cantoo/pdf-lib';

/** Thrown when the streams inflate past the budget, or a stream's filters cannot be known. */
export class StreamBudgetError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StreamBudgetError';
  }
}

const FLATE = new Set(['FlateDecode', 'Fl']);
/** Filters pdf-lib decodes in JavaScript (the expanding ones among them: LZW, run length). */
const DECODABLE = new Set([
  ...FLATE,
  'LZWDecode',
  'LZW',
  'RunLengthDecode',
  'RL',
  'ASCIIHexDecode',
  'AHx',
  'ASCII85Decode',
  'A85',
]);
/** How far before `stream` its dictionary may begin. */
const DICT_WINDOW = 64 * 1024;
/** Decoded output is pulled from pdf-lib's decoders in blocks of this size. */
const BLOCK = 64 * 1024;

const latin1 = (text: string) => Buffer.from(text, 'latin1');
const STREAM = latin1('stream');
const ENDSTREAM = latin1('endstream');
/**
 * `N G obj`, the header of an indirect object; a number starts where no digit precedes it,
 * so a long run of digits is not tried again from each of them (quadratic).
 */
const OBJECT_HEADER = /(?<!\d)\d+\s+\d+\s+obj/g;
/** Object headers tried, from the nearest back, to find where a stream's dictionary starts. */
const MAX_HEADERS = 8;

/**
 * The dictionary that fills `bytes` (whitespace and comments aside), read by pdf-lib's own
 * object parser; wrapped in an array so that anything else around it shows.
 */
function readDict(bytes: Uint8Array, context: PDFContext): PDFDict | undefined {
  try {
    const wrapped = Buffer.concat([latin1('['), bytes, latin1('\n]')]);
    const array = PDFObjectParser.forBytes(wrapped, context).parseObject();
    const [only, ...rest] = array instanceof PDFArray ? array.asArray() : [];
    return only instanceof PDFDict && rest.length === 0 ? only : undefined;
  } catch {
    return undefined;
  }
}

interface TStreamSpan {
  /** The stream's dictionary, when it could be read. */
  dict: PDFDict | undefined;
  data: Uint8Array;
}

/**
 * Every stream of the file as a parser would read it, found by its `stream` keyword: its
 * dictionary (parsed from the nearest `N G obj` before it whose dictionary ends right at
 * the keyword) and its data (after the keyword and its end of line, as pdf-lib takes it;
 * up to a direct /Length when `endstream` follows it, else to the next `endstream`). A
 * keyword with no dictionary before it counts as a stream only when an end of line follows.
 */
function* streamSpans(bytes: Buffer): Generator<TStreamSpan> {
  const context = PDFContext.create();
  let from = 0;
  let previousEnd = 0;
  for (;;) {
    const keyword = bytes.indexOf(STREAM, from);
    if (keyword < 0) return;
    from = keyword + STREAM.length;
    if (keyword >= 3 && bytes.toString('latin1', keyword - 3, keyword) === 'end') continue;
    const windowStart = Math.max(previousEnd, keyword - DICT_WINDOW);
    const dict = dictBefore(bytes.subarray(windowStart, keyword), context);
    const eol = endOfLineAfter(bytes, from);
    if (!dict && eol === 0) continue;
    const start = from + eol;
    const end = dataEnd(bytes, start, dict);
    from = Math.max(end, start);
    previousEnd = from;
    yield { dict, data: bytes.subarray(start, end) };
  }
}

function dictBefore(window: Buffer, context: PDFContext): PDFDict | undefined {
  const headers = [...window.toString('latin1').matchAll(OBJECT_HEADER)].slice(-MAX_HEADERS);
  for (const header of headers.reverse()) {
    const dict = readDict(window.subarray(header.index + header[0].length), context);
    if (dict) return dict;
  }
  return undefined;
}

/** The end of line after `stream` that pdf-lib skips: ` \r\n`, `\r\n`, `\r`, `\n` or none. */
function endOfLineAfter(bytes: Buffer, at: number): number {
  for (const eol of [' \r\n', '\r\n', '\r', '\n']) {
    if (bytes.toString('latin1', at, at + eol.length) === eol) return eol.length;
  }
  return 0;
}

function dataEnd(bytes: Buffer, start: number, dict: PDFDict | undefined): number {
  const length = dict?.get(PDFName.of('Length'));
  if (length instanceof PDFNumber) {
    const end = start + length.asNumber();
    const after = Number.isSafeInteger(end) && end <= bytes.length ? end : -1;
    if (after >= 0 && /^\s*endstream/.test(bytes.toString('latin1', after, after + 32))) {
      return after;
    }
  }
  const end = bytes.indexOf(ENDSTREAM, start);
  return end < 0 ? bytes.length : end;
}

/**
 * The filter names of a stream, in decoding order; null when they cannot be known without
 * resolving references (an indirect /Filter or /DecodeParms).
 */
function filtersOf(dict: PDFDict): string[] | null {
  const filter = dict.get(PDFName.of('Filter'));
  const params = dict.get(PDFName.of('DecodeParms'));
  const direct = (value: unknown) =>
    value === undefined || value instanceof PDFName || value instanceof PDFArray;
  if (!direct(filter) || !(params === undefined || params instanceof PDFDict || direct(params))) {
    return null;
  }
  if (filter === undefined) return [];
  if (filter instanceof PDFName) return [filter.decodeText()];
  const names = (filter as PDFArray).asArray();
  return names.every((name) => name instanceof PDFName)
    ? names.map((name) => (name as PDFName).decodeText())
    : null;
}

/** zlib data (FlateDecode), by its two-byte header. */
const looksDeflated = (data: Uint8Array) =>
  data.byteLength >= 2 &&
  ((data[0] ?? 0) & 0x0f) === 8 &&
  (((data[0] ?? 0) << 8) | (data[1] ?? 0)) % 31 === 0;

/**
 * Measures what every stream of a PDF inflates to, before any parser reads the file, and
 * throws a StreamBudgetError as soon as the total passes `budget` bytes. Every FlateDecode
 * layer is inflated by Node's zlib, capped at what is left of the budget (so a bomb costs
 * at most `budget` bytes of memory, once); other chains pdf-lib can decode (LZW, run
 * length, ASCII) are decoded by pdf-lib's own decoders, block by block, under the same cap.
 * A stream whose dictionary cannot be read is inflated when its data is zlib; one whose
 * filters are references is refused. Image codecs (DCT, JPX, JBIG2, CCITT) are not
 * decoded here, and nothing in the server decodes them. The object and cross-reference
 * streams, which every parser decodes on load, also count towards `structureBudget`.
 * Returns the total.
 */
export function measureInflatedStreams(
  bytes: Uint8Array,
  budget: number,
  structureBudget = Number.POSITIVE_INFINITY,
): number {
  const file = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let total = 0;
  let structure = 0;
  let isStructure = false;
  const spend = (size: number) => {
    total += size;
    if (total > budget) {
      throw new StreamBudgetError(`the streams inflate to more than ${budget} bytes`);
    }
    if (!isStructure) return;
    structure += size;
    if (structure > structureBudget) {
      throw new StreamBudgetError(
        `the object streams inflate to more than ${structureBudget} bytes`,
      );
    }
  };
  for (const { dict, data } of streamSpans(file)) {
    const type = dict?.get(PDFName.of('Type'));
    isStructure = type === PDFName.of('ObjStm') || type === PDFName.of('XRef');
    const filters = dict ? filtersOf(dict) : looksDeflated(data) ? ['FlateDecode'] : [];
    if (filters === null) throw new StreamBudgetError('a stream has indirect filters');
    // The filters up to the first one nothing here decodes (an image codec).
    const cut = filters.findIndex((name) => !DECODABLE.has(name));
    const decodable = cut < 0 ? filters : filters.slice(0, cut);
    if (decodable.length === 0) continue;
    if (dict && !decodable.every((name) => FLATE.has(name))) {
      spend(decodeWithPdfLib(withFilters(dict, decodable.length), data, budget - total));
      continue;
    }
    let layer: Uint8Array = data;
    for (const _ of decodable) {
      const left = budget - total;
      layer = inflateCapped(
        layer,
        isStructure ? Math.min(left, structureBudget - structure) : left,
      );
      spend(layer.byteLength);
    }
  }
  return total;
}

/** Inflates zlib data up to `cap` bytes; damaged or cut data gives what inflated before. */
function inflateCapped(data: Uint8Array, cap: number): Buffer {
  try {
    return inflateSync(data, {
      maxOutputLength: Math.max(1, cap + 1),
      finishFlush: constants.Z_SYNC_FLUSH,
    });
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') {
      throw new StreamBudgetError(`a stream inflates to more than ${cap} bytes`);
    }
    return Buffer.alloc(0);
  }
}

/** The dictionary with only its first `count` filters (and their parameters). */
function withFilters(dict: PDFDict, count: number): PDFDict {
  const filter = dict.get(PDFName.of('Filter'));
  if (!(filter instanceof PDFArray) || filter.size() === count) return dict;
  const copy = dict.clone();
  const first = (array: PDFArray) => dict.context.obj(array.asArray().slice(0, count));
  copy.set(PDFName.of('Filter'), first(filter));
  const params = dict.get(PDFName.of('DecodeParms'));
  if (params instanceof PDFArray) copy.set(PDFName.of('DecodeParms'), first(params));
  return copy;
}

/** The decoded size of a stream through pdf-lib's decoders, pulled in blocks up to `cap`. */
function decodeWithPdfLib(dict: PDFDict, data: Uint8Array, cap: number): number {
  let size = 0;
  try {
    const decoded = decodePDFRawStream(PDFRawStream.of(dict, data));
    for (;;) {
      const block = decoded.getBytes(BLOCK);
      size += block.byteLength;
      if (size > cap) throw new StreamBudgetError(`a stream decodes to more than ${cap} bytes`);
      if (block.byteLength < BLOCK) return size;
    }
  } catch (error) {
    if (error instanceof StreamBudgetError) throw error;
    return size;
  }
}
