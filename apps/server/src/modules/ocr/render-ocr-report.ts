import type { PDFDocument } from '@cantoo/pdf-lib';
import { OCR_FIELDS, type TOcrResult } from '@confirma/contracts/ocr';
import {
  formatReportTime,
  renderReport,
  type TReportLanguage,
  type TReportLayout,
} from '../pdf-reports/index.ts';
import { REPORT_TEXTS } from './ocr-report-texts.ts';

/** What the report shows (seal-ocr-report.ts gathers it). */
export interface TReportFacts {
  language: TReportLanguage;
  timeZone: string;
  result: TOcrResult;
  /** The straightened documents (JPEG) in the order sent, and the portrait. */
  images: Uint8Array[];
  portrait: Uint8Array | null;
  imageHashes: string[];
  events: { at: Date; type: string; hash: string }[];
}

const percent = (value: number) => `${(value * 100).toFixed(1)} %`;

/**
 * The OCR report as the certificate engine lays it out: the analysis, the straightened
 * images and portrait, the fields with their source and confidence, the checks, the MRZ
 * lines, the images' hashes and the evidence events.
 */
export function renderOcrReport(facts: TReportFacts): Promise<Uint8Array> {
  const texts = REPORT_TEXTS[facts.language];
  const { result } = facts;
  return renderReport({
    language: facts.language,
    title: `${texts.title} ${result.id}`,
    footer: `${texts.title} · ${result.id}`,
    content: (layout, pdf) => layOutOcrReport(layout, pdf, facts),
  });
}

async function layOutOcrReport(layout: TReportLayout, pdf: PDFDocument, facts: TReportFacts) {
  const texts = REPORT_TEXTS[facts.language];
  const { result } = facts;
  const time = (iso: string | Date) =>
    formatReportTime(new Date(iso), facts.language, facts.timeZone);
  const yesNo = (value: boolean | null) =>
    value === null ? texts.unknown : value ? texts.yes : texts.no;
  const { line, heading, field, fonts } = layout;

  line(texts.title, fonts.bold, 18);
  layout.gap(2);
  layout.note(texts.intro, 8.5);

  heading(texts.analysis);
  field(texts.analysisId, result.id);
  field(texts.created, time(result.createdAt));
  field(texts.documentKind, texts.document[result.document]);
  field(texts.expires, time(result.expiresAt));

  heading(texts.images);
  const embedded = await Promise.all(
    facts.images.map(async (jpeg, index) => ({
      image: await pdf.embedJpg(jpeg),
      caption: texts.side[result.sides[index]?.kind ?? 'id-front'],
    })),
  );
  if (facts.portrait) {
    embedded.push({ image: await pdf.embedJpg(facts.portrait), caption: texts.portrait });
  }
  layout.images(embedded, 130);

  heading(texts.fields);
  for (const name of OCR_FIELDS) {
    const item = result.fields[name];
    if (!item) continue;
    const how = `${texts.source[item.source]}, ${texts.confidence} ${percent(item.confidence)}`;
    field(texts.field[name], `${item.value} (${how})`);
  }

  heading(texts.checks);
  const { checks } = result;
  field(texts.mrzValid, yesNo(checks.mrzValid));
  field(texts.spanishId, yesNo(checks.spanishIdValid));
  field(texts.expired, yesNo(checks.expired));
  field(texts.age, checks.age === null ? texts.unknown : String(checks.age));
  if (checks.crossCheck) {
    const { matched, mismatched } = checks.crossCheck;
    field(texts.crossCheck, texts.consistent(matched, mismatched));
  }
  const lines = result.sides.flatMap((side) => side.mrz?.lines ?? []);
  if (lines.length) {
    line(`${texts.mrzLines}:`);
    for (const text of lines) line(text, fonts.mono, 8, 12);
  }

  heading(texts.imageHashes);
  for (const hash of facts.imageHashes) line(hash, fonts.mono, 7.5, 12);

  heading(texts.events);
  for (const event of facts.events) {
    const said = (texts.event as Record<string, string | undefined>)[event.type] ?? event.type;
    line(`${time(event.at)} · ${said}`, fonts.regular, 8.5);
    line(event.hash, fonts.mono, 6.5, 12, true);
  }

  layout.gap(14);
  layout.note(texts.sealed);
}
