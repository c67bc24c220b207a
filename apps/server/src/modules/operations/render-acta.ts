import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from '@cantoo/pdf-lib';
import { toWinAnsi } from '../sealing/index.ts';
import { ACTA_TEXTS, type TActaLanguage } from './acta-texts.ts';

export interface TActaData {
  language: string;
  operation: Record<keyof (typeof ACTA_TEXTS)['es']['fields'], string>;
  signers: { name: string; email: string; phone: string; status: string; signedAt: string }[];
  documents: { name: string; original: string; signed: string }[];
  events: { seq: number; at: string; type: string; actor: string; ip: string; hash: string }[];
  chain: {
    ok: boolean;
    head: string;
    events: number;
    anchoredEvents: number;
    anchors: {
      seq: number;
      headHash: string;
      imprint: string;
      genTime: string;
      tsa: string;
      token: string;
      valid: boolean;
    }[];
  };
}

const A4 = [595.28, 841.89] as const;
const MARGIN = 48;

/** Lays out the certificate as text pages (A4); the caller seals the result. */
export async function renderActa(data: TActaData): Promise<Uint8Array> {
  const texts = ACTA_TEXTS[(data.language in ACTA_TEXTS ? data.language : 'es') as TActaLanguage];
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${texts.title} ${data.operation.id}`);
  pdf.setProducer('Confirma');
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const mono = await pdf.embedFont(StandardFonts.Courier);
  let page: PDFPage = pdf.addPage([...A4]);
  let y = A4[1] - MARGIN;
  const line = (text: string, font: PDFFont = regular, size = 9, indent = 0) => {
    const width = A4[0] - 2 * MARGIN - indent;
    for (const chunk of wrap(toWinAnsi(text), font, size, width)) {
      if (y < MARGIN + size) {
        page = pdf.addPage([...A4]);
        y = A4[1] - MARGIN;
      }
      page.drawText(chunk, { x: MARGIN + indent, y, size, font, color: rgb(0.1, 0.1, 0.1) });
      y -= size * 1.45;
    }
  };
  /** Text without spaces (hashes, base64) cut to the width: Courier is 0.6 em per glyph. */
  const block = (text: string, size: number, indent = 0) => {
    const perLine = Math.floor((A4[0] - 2 * MARGIN - indent) / (0.6 * size));
    for (let at = 0; at < text.length; at += perLine) {
      line(text.slice(at, at + perLine), mono, size, indent);
    }
  };
  const heading = (text: string) => {
    y -= 6;
    line(text, bold, 12);
  };

  line(texts.title, bold, 18);
  line(texts.intro, regular, 9);
  heading(texts.operation);
  for (const [key, label] of Object.entries(texts.fields)) {
    line(`${label}: ${data.operation[key as keyof TActaData['operation']]}`);
  }
  heading(texts.signers);
  for (const signer of data.signers) {
    line(
      `${signer.name} · ${signer.email} · ${signer.phone} · ${signer.status} ${signer.signedAt}`,
    );
  }
  heading(texts.documents);
  for (const document of data.documents) {
    line(document.name, bold, 9);
    line(`${texts.original}: ${document.original}`, mono, 7.5, 10);
    line(`${texts.signed}: ${document.signed}`, mono, 7.5, 10);
  }
  heading(texts.events);
  for (const event of data.events) {
    line(`#${event.seq}  ${event.at}  ${event.type}  ${event.actor}  ${event.ip}`, regular, 8.5);
    line(event.hash, mono, 7, 14);
  }
  heading(texts.chain);
  line(data.chain.ok ? texts.intact : texts.broken, bold, 10);
  line(`${texts.head}: ${data.chain.head}`, mono, 7.5);
  heading(texts.anchors);
  line(texts.anchorsIntro, regular, 8);
  if (!data.chain.anchors.length) line(texts.noAnchors, bold, 9);
  for (const anchor of data.chain.anchors) {
    y -= 4;
    line(`#${anchor.seq}  ${anchor.genTime}  ${anchor.tsa}`, bold, 9);
    if (!anchor.valid) line(texts.anchorInvalid, bold, 9, 10);
    line(`${texts.anchorHead}: ${anchor.headHash}`, mono, 7, 10);
    line(`${texts.imprint}: ${anchor.imprint}`, mono, 7, 10);
    line(`${texts.token}:`, regular, 7, 10);
    block(anchor.token, 5.5, 10);
  }
  line(`${texts.covered}: ${data.chain.anchoredEvents} / ${data.chain.events}`, bold, 9);
  const pages = pdf.getPages();
  pages.forEach((item, index) => {
    item.drawText(`${texts.page} ${index + 1} / ${pages.length} · ${data.operation.id}`, {
      x: MARGIN,
      y: 24,
      size: 7,
      font: regular,
      color: rgb(0.4, 0.4, 0.4),
    });
  });
  return pdf.save({ useObjectStreams: false });
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(' ')) {
    const candidate = current ? `${current} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width || !current) current = candidate;
    else {
      lines.push(current);
      current = word;
    }
  }
  if (current) lines.push(current);
  return lines;
}
