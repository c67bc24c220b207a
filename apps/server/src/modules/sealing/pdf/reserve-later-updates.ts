import { PDFArray, PDFDict, PDFName, type PDFRef } from '@cantoo/pdf-lib';
import { acroFormOf, appendRef, pageLeaves, uniqueFieldName } from './form-structure.ts';
import { serialize, type TUpdateObject } from './incremental-writer.ts';
import type { TPdfSource } from './open-pdf.ts';

/** An invisible signature field of a later update, laid out by the thread that parsed the PDF. */
export interface TSignatureSlot {
  signatureNumber: number;
  widgetNumber: number;
  fieldName: string;
  /** The first page (`n g R`): the widget's /P. */
  pageRef: string;
  /** The containers the widget joins (the page's /Annots, /AcroForm /Fields), rewritten. */
  holders: TUpdateObject[];
}

/** A DSS already in the file: its entries (references as `n g R`) go on in the new one. */
export interface TExistingDss {
  certs: string[];
  ocsps: string[];
  crls: string[];
  /** `/KEY value` entries of its /VRI. */
  vri: string[];
}

export interface TDssSlot {
  dssNumber: number;
  /** The catalog pointing /DSS at the new dictionary. */
  holders: TUpdateObject[];
  existing: TExistingDss;
}

/** The updates after the first signature: each is written by the thread holding the keys. */
export interface TLaterUpdates {
  seal?: TSignatureSlot;
  dss?: TDssSlot;
  timeStamp?: TSignatureSlot;
}

/** Which updates follow the first signature (what a TSealPlan asks, without its functions). */
export interface TLaterStages {
  platformSeal: boolean;
  longTerm: boolean;
}

function rewritten(source: TPdfSource, changed: Set<PDFRef>): TUpdateObject[] {
  return [...changed].map((ref) => ({
    objectNumber: ref.objectNumber,
    generation: ref.generationNumber,
    body: serialize(source.doc.context.lookup(ref) as PDFDict),
  }));
}

/** Adds an invisible widget on the first page and in /AcroForm /Fields; returns its slot. */
function signatureSlot(source: TPdfSource, prefix: string, taken: Set<string>): TSignatureSlot {
  const context = source.doc.context;
  const [page, pageRef] = pageLeaves(source)[0] ?? [];
  if (!page || !pageRef) throw new Error('the PDF has no page');
  const changed = new Set<PDFRef>();
  const signature = context.nextRef();
  const widget = context.nextRef();
  appendRef(context, [page, pageRef], 'Annots', widget, changed);
  const form = acroFormOf(source, changed);
  const fieldName = uniqueFieldName(form[0], prefix, taken);
  taken.add(fieldName);
  appendRef(context, form, 'Fields', widget, changed);
  return {
    signatureNumber: signature.objectNumber,
    widgetNumber: widget.objectNumber,
    fieldName,
    pageRef: pageRef.toString(),
    holders: rewritten(source, changed),
  };
}

function existingDss(source: TPdfSource): TExistingDss {
  const dss = source.doc.catalog.lookup(PDFName.of('DSS'));
  const refs = (key: string) => {
    const array = dss instanceof PDFDict ? dss.lookup(PDFName.of(key)) : undefined;
    return array instanceof PDFArray ? array.asArray().map((item) => item.toString()) : [];
  };
  const vri = dss instanceof PDFDict ? dss.lookup(PDFName.of('VRI')) : undefined;
  return {
    certs: refs('Certs'),
    ocsps: refs('OCSPs'),
    crls: refs('CRLs'),
    vri:
      vri instanceof PDFDict
        ? vri.entries().map(([key, value]) => `${key.toString()} ${value.toString()}`)
        : [],
  };
}

/** Points the catalog's /DSS at a new object number, keeping what an older DSS held. */
function dssSlot(source: TPdfSource): TDssSlot {
  const context = source.doc.context;
  const existing = existingDss(source);
  const dss = context.nextRef();
  source.doc.catalog.set(PDFName.of('DSS'), dss);
  const root = context.trailerInfo.Root as PDFRef;
  return { dssNumber: dss.objectNumber, holders: rewritten(source, new Set([root])), existing };
}

/**
 * Lays out, in the parsed document and in order, the updates after the first signature
 * (an invisible platform seal, a DSS, a document time stamp): object numbers reserved and
 * the containers each update rewrites serialized as they stand after it (the widgets of
 * every earlier update included). The calling thread then only appends bytes.
 * `taken` are the field names this call already gave.
 */
export function reserveLaterUpdates(
  source: TPdfSource,
  stages: TLaterStages,
  taken: Set<string> = new Set(),
): TLaterUpdates {
  const later: TLaterUpdates = {};
  if (stages.platformSeal) later.seal = signatureSlot(source, 'Confirma seal', taken);
  if (stages.longTerm) {
    later.dss = dssSlot(source);
    later.timeStamp = signatureSlot(source, 'Confirma time stamp', taken);
  }
  return later;
}
