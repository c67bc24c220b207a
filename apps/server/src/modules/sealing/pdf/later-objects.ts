import { rawObject } from './form-structure.ts';
import type { TUpdateObject } from './incremental-writer.ts';
import type { TDssSlot, TSignatureSlot } from './reserve-later-updates.ts';
import { pdfText, type signatureDictionary } from './signature-dictionary.ts';

/**
 * The objects of an invisible signature's update: its signature dictionary, its merged
 * field/widget (rect [0 0 0 0], printed and locked like the visible ones) and the
 * containers the worker rewrote with the widget added.
 */
export function signatureSlotObjects(
  slot: TSignatureSlot,
  layout: ReturnType<typeof signatureDictionary>,
): TUpdateObject[] {
  const widget = `<< /Type /Annot /Subtype /Widget /FT /Sig /F 132 /T ${pdfText(slot.fieldName)} /V ${slot.signatureNumber} 0 R /P ${slot.pageRef} /Rect [0 0 0 0] >>`;
  return [
    { objectNumber: slot.signatureNumber, generation: 0, body: layout.body },
    rawObject(slot.widgetNumber, widget),
    ...slot.holders,
  ];
}

/** Validation data as the DSS holds it: DER each. */
export interface TDssData {
  certs: Uint8Array[];
  ocsps: Uint8Array[];
  crls: Uint8Array[];
}

/** One /VRI entry: a signature's key and the indexes (into TDssData) of its data. */
export interface TVriEntry {
  key: string;
  certs: number[];
  ocsps: number[];
  crls: number[];
}

/** A stream holding raw DER, unfiltered so any reader (ours included) takes it as is. */
function derStream(objectNumber: number, der: Uint8Array): TUpdateObject {
  const head = Buffer.from(`<< /Length ${der.length} >>\nstream\n`, 'latin1');
  const body = Buffer.concat([head, der, Buffer.from('\nendstream', 'latin1')]);
  return { objectNumber, generation: 0, body };
}

/**
 * The objects of a DSS update (ISO 32000-2 12.8.4.3, EN 319 142-1 5.4.2): a stream per
 * certificate, OCSP response and CRL, numbered from `firstNumber`; the /DSS dictionary
 * with /Certs, /OCSPs, /CRLs (after what an older DSS held) and a /VRI per signature; and
 * the catalog pointing at it.
 */
export function dssObjects(
  slot: TDssSlot,
  data: TDssData,
  vri: TVriEntry[],
  firstNumber: number,
): TUpdateObject[] {
  let next = firstNumber;
  const streams: TUpdateObject[] = [];
  const refsOf = (items: Uint8Array[]) =>
    items.map((der) => {
      streams.push(derStream(next, der));
      next += 1;
      return `${next - 1} 0 R`;
    });
  const refs = { certs: refsOf(data.certs), ocsps: refsOf(data.ocsps), crls: refsOf(data.crls) };
  const list = (items: string[]) => `[${items.join(' ')}]`;
  const pick = (all: string[], indexes: number[]) => list(indexes.map((i) => all[i] ?? 'null'));
  const entries = vri.map(
    (entry) =>
      `/${entry.key} << /Cert ${pick(refs.certs, entry.certs)} /OCSP ${pick(refs.ocsps, entry.ocsps)} /CRL ${pick(refs.crls, entry.crls)} >>`,
  );
  const { existing } = slot;
  const dictionary = [
    '<< /Type /DSS',
    `/Certs ${list([...existing.certs, ...refs.certs])}`,
    `/OCSPs ${list([...existing.ocsps, ...refs.ocsps])}`,
    `/CRLs ${list([...existing.crls, ...refs.crls])}`,
    `/VRI << ${[...existing.vri, ...entries].join('\n')} >>`,
    '>>',
  ].join('\n');
  return [...streams, rawObject(slot.dssNumber, dictionary), ...slot.holders];
}
