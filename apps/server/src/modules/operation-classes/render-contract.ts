import { rgb } from '@cantoo/pdf-lib';
import { CONTRACT_TEXTS } from './contract-texts.ts';
import { fillPlaceholders } from './fill-placeholders.ts';
import { createA4Document, drawCentred, drawFooter, PAGE, saveDocument } from './pdf-document.ts';
import { formatLongDate, toFontSafe } from './pdf-text.ts';
import { drawSignatureBox, SIGNATURE_AREA_TOP } from './signature-box.ts';
import type { TContractText, TRenderArgs } from './template-types.ts';
import { drawFlow, layoutFlow, type TFlowBlock } from './text-flow.ts';

export interface TRenderContractArgs extends TRenderArgs {
  /** Adds the "DEMO — no legal validity" line (opClasses 1239 and 847). */
  demo?: boolean;
}

const GREY = rgb(0.4, 0.4, 0.4);
const DEMO_RED = rgb(0.75, 0.1, 0.1);

/**
 * The embedded sample contract of opClass 1241: a one-page A4 services agreement between
 * Confirma and the signer, with the signer's data filled in and an empty signature box
 * at the bottom left (page 1, x 10, y 60, 160x50).
 */
export async function renderSampleContract(args: TRenderContractArgs): Promise<Uint8Array> {
  const text = CONTRACT_TEXTS[args.language];
  const { doc, page, fonts } = await createA4Document({
    title: text.title,
    language: args.language,
    date: args.date,
  });
  const values = contractValues(args, text);
  const fill = (template: string) => toFontSafe(fonts.regular, fillPlaceholders(template, values));
  const contentWidth = PAGE.width - 2 * PAGE.margin;

  let top = PAGE.height - 42;
  if (args.demo) {
    drawCentred(page, fonts.bold, text.demoNotice, 11, top - 11, DEMO_RED);
    top -= 24;
  }
  drawCentred(page, fonts.bold, text.title, 16, top - 16);
  drawCentred(page, fonts.regular, text.subtitle, 9.5, top - 32, GREY);
  top -= 48;

  const blocks: TFlowBlock[] = [
    { kind: 'paragraph', text: fill(text.dateLine) },
    { kind: 'heading', text: fill(text.partiesHeading) },
    ...text.parties.map((body) => ({ kind: 'paragraph' as const, text: fill(body) })),
    ...text.clauses.flatMap((clause) => [
      { kind: 'heading' as const, text: fill(clause.heading) },
      { kind: 'paragraph' as const, text: fill(clause.body) },
    ]),
    { kind: 'paragraph', text: fill(text.closing), spaceBefore: 0.8 },
  ];
  const flow = layoutFlow(blocks, fonts, contentWidth, top - SIGNATURE_AREA_TOP);
  drawFlow(page, flow, fonts, PAGE.margin, top);

  const fullName = `${args.signer.name} ${args.signer.lastname}`.trim();
  drawSignatureBox(page, fonts, text.signatureLabel, fullName);
  drawFooter(page, fonts, text.footer);
  return saveDocument(doc);
}

/** Placeholder values; missing optional data reads "not provided" in the document. */
function contractValues(args: TRenderContractArgs, text: TContractText) {
  const { signer } = args;
  const orMissing = (value: string | undefined) => value?.trim() || text.notProvided;
  return {
    name: signer.name.trim(),
    lastname: signer.lastname.trim(),
    email: signer.email.trim(),
    nif: orMissing(signer.nif),
    cellphone: orMissing(signer.cellphone),
    date: formatLongDate(args.date, args.language, args.timeZone),
  };
}
