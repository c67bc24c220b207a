import type { TOcrHistoryResponse, TOcrResult } from '@confirma/contracts/ocr';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { findReferencedBlobs } from '../src/blob-collection.ts';
import { creditLedger, evidenceEvents, ocrAnalyses } from '../src/db-schema.ts';
import { spendCredits } from '../src/modules/credits/index.ts';
import { purgeOcrAnalyses } from '../src/modules/ocr/index.ts';
import { documentPhoto, hugePngHeader } from './support/identification-images.ts';
import { blottedBackPhoto, invoicePhoto, ocrCustomer, portraitPhoto } from './support/ocr.ts';
import { checkPdf } from './support/operations.ts';
import { useTestServer } from './support/use-test-server.ts';

const b64 = (bytes: Buffer) => bytes.toString('base64');
const codeOf = async (response: Response) => ((await response.json()) as { code: string }).code;

/**
 * Document verification and OCR on the real engine and database: the vision
 * package's synthetic card (esp-dni-2: 12345678Z) and passport photos.
 */
describe('document verification (OCR)', () => {
  const server = useTestServer({ OCR_RETENTION_DAYS: '30' });
  const db = () => server().platform.database.db;

  it('reads both sides of a card for 2 credits, replays its key, serves images and a sealed report, deletes', async () => {
    const owner = await ocrCustomer(server(), 'ocr-card@example.com');
    const other = await ocrCustomer(server(), 'ocr-other@example.com');
    const [front, back] = await Promise.all([
      documentPhoto('esp-dni-2', 'id-front'),
      documentPhoto('esp-dni-2', 'id-back'),
    ]);
    const before = await owner.balance();
    const body = {
      images: [{ image: b64(front) }, { image: `data:image/jpeg;base64,${b64(back)}` }],
      idempotencyKey: 'card-1',
      language: 'en',
    };
    const answer = await owner.postJson(body);
    expect(answer.status).toBe(200);
    const result = (await answer.json()) as TOcrResult;
    expect(result).toMatchObject({ document: 'ID_CARD', credits: 2, replayed: false });
    expect(result.sides.map((side) => side.kind)).toEqual(['id-front', 'id-back']);
    expect(result.fields.personalNumber).toMatchObject({
      value: '12345678Z',
      source: 'mrz',
      confidence: 1,
    });
    // The MRZ's GARCIA, as the front prints it: the accent the MRZ cannot write.
    expect(result.fields.lastName).toEqual({
      value: 'GARCÍA DE LA FUENTE',
      source: 'printed',
      confidence: 1,
    });
    expect(result.fields.birthDate?.value).toBe('1992-03-17');
    expect(result.fields.address?.source).toBe('printed');
    expect(result.checks).toMatchObject({
      mrzValid: true,
      spanishIdValid: true,
      expired: false,
      adult: true,
    });
    expect(result.checks.age).toBeGreaterThanOrEqual(34);
    expect(result.checks.crossCheck?.mismatched).toBe(0);
    expect(result.checks.crossCheck?.matched).toBeGreaterThanOrEqual(2);
    expect(result.icar).toMatchObject({ icarNif: '12345678Z', mrzValid: true });
    expect(result.sides[0]?.corners).toHaveLength(4);
    expect(result.links.portrait).not.toBeNull();
    expect(await owner.balance()).toBe(before - 2);

    // The same key (here as the header): the first answer, nothing charged again.
    const replay = await owner.postJson(
      { ...body, idempotencyKey: undefined },
      { 'idempotency-key': 'card-1' },
    );
    expect(replay.status).toBe(200);
    expect(await replay.json()).toMatchObject({ id: result.id, replayed: true });
    expect(await owner.balance()).toBe(before - 2);

    // History, the straightened images, the portrait, the sealed report (es/en/it: en here).
    const history = (await (await owner.api('/api/v2/ocr')).json()) as TOcrHistoryResponse;
    expect(history.analyses).toHaveLength(1);
    expect(history.analyses[0]).toMatchObject({
      id: result.id,
      documentNumber: '12345678Z',
      mrzValid: true,
    });
    const image = await owner.api(result.links.straightened[1] ?? '');
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    const meta = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
    expect((meta.width ?? 0) / (meta.height ?? 1)).toBeCloseTo(85.6 / 54, 1);
    expect((await owner.api(result.links.portrait ?? '')).status).toBe(200);
    const report = await owner.api(result.links.report);
    expect(report.headers.get('content-type')).toBe('application/pdf');
    const checked = checkPdf(new Uint8Array(await report.arrayBuffer()));
    expect(checked.pdfsig).toContain('Signature is Valid');
    expect(checked.qpdf.code).toBe(0);
    // The browser's session reads it too.
    expect((await owner.browser.get(`/api/v2/ocr/${result.id}`)).status).toBe(200);

    // Another account: 404 everywhere, and its history is empty.
    for (const path of [
      `/api/v2/ocr/${result.id}`,
      result.links.straightened[0] ?? '',
      result.links.report,
    ]) {
      expect((await other.api(path)).status).toBe(404);
    }
    expect((await other.api(`/api/v2/ocr/${result.id}`, { method: 'DELETE' })).status).toBe(404);
    expect(
      ((await (await other.api('/api/v2/ocr')).json()) as TOcrHistoryResponse).analyses,
    ).toEqual([]);

    // The blobs are references while the analysis lives, and no longer once it is deleted.
    const [row] = await db().select().from(ocrAnalyses).where(eq(ocrAnalyses.id, result.id));
    const keys = [
      ...(row?.images.flatMap((stored) => [stored.sha256, stored.straightenedSha256]) ?? []),
      row?.portraitSha256 ?? '',
      row?.reportSha256 ?? '',
    ];
    expect(keys.every(Boolean)).toBe(true);
    expect((await findReferencedBlobs(db())(keys)).size).toBe(keys.length);
    expect((await owner.api(`/api/v2/ocr/${result.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await findReferencedBlobs(db())(keys)).size).toBe(0);
    expect((await owner.api(`/api/v2/ocr/${result.id}`)).status).toBe(404);
    // The key of a deleted analysis is spent: no free analysis with it.
    expect((await owner.postJson(body)).status).toBe(409);
    expect(await owner.balance()).toBe(before - 2);
    const events = await db()
      .select({ type: evidenceEvents.type })
      .from(evidenceEvents)
      .where(eq(evidenceEvents.subjectId, result.id));
    expect(events.map((event) => event.type)).toEqual([
      'ocr.analysed',
      'ocr.report_sealed',
      'ocr.deleted',
    ]);
  });

  it('reads a passport page sent as multipart, with its own cross-check', async () => {
    const owner = await ocrCustomer(server(), 'ocr-passport@example.com');
    const before = await owner.balance();
    const form = new FormData();
    form.append('image', new Blob([await documentPhoto('esp-passport', 'passport')]), 'page.jpg');
    form.append('idempotencyKey', 'passport-1');
    const answer = await owner.api('/api/v2/ocr', { method: 'POST', body: form });
    expect(answer.status).toBe(200);
    const result = (await answer.json()) as TOcrResult;
    expect(result.document).toBe('PASSPORT');
    expect(result.sides).toHaveLength(1);
    expect(result.sides[0]).toMatchObject({ kind: 'passport', shape: 'passport', portrait: true });
    expect(result.fields.documentNumber?.source).toBe('mrz');
    expect(result.checks.mrzValid).toBe(true);
    expect(result.checks.crossCheck?.consistent).toBe(true);
    expect(await owner.balance()).toBe(before - 2);

    // Two requests at once with one key: one analysis, one charge, the same answer twice.
    const page = (await documentPhoto('esp-passport', 'passport')).toString('base64');
    const both = await Promise.all(
      [1, 2].map(() => owner.postJson({ images: [{ image: page }], idempotencyKey: 'passport-2' })),
    );
    const answers = (await Promise.all(both.map((response) => response.json()))) as TOcrResult[];
    expect(both.map((response) => response.status)).toEqual([200, 200]);
    expect(answers[0]?.id).toBe(answers[1]?.id);
    expect(answers.map((answer) => answer.replayed).sort()).toEqual([false, true]);
    expect(await owner.balance()).toBe(before - 4);
  });

  it('refuses a portrait photograph as no document: 422 DOCUMENT_NOT_FOUND, no debit, nothing stored', async () => {
    const owner = await ocrCustomer(server(), 'ocr-portrait@example.com');
    const before = await owner.balance();
    const ledger = () =>
      db()
        .select({ kind: creditLedger.kind, reason: creditLedger.reason })
        .from(creditLedger)
        .where(eq(creditLedger.organizationId, owner.userId));
    const entries = await ledger();
    // A real person's photograph on a plain background (Human's sample): the engine takes
    // the frame for a card front and the face for its portrait, with nothing printed.
    const answer = await owner.postJson({ images: [{ image: b64(await portraitPhoto()) }] });
    expect(answer.status).toBe(422);
    expect(answer.headers.get('content-type')).toContain('application/problem+json');
    expect(await codeOf(answer)).toBe('DOCUMENT_NOT_FOUND');
    expect(await owner.balance()).toBe(before);
    expect(await ledger()).toEqual(entries);
    expect(
      await db().select().from(ocrAnalyses).where(eq(ocrAnalyses.organizationId, owner.userId)),
    ).toEqual([]);
    const evidence = await db()
      .select({ id: evidenceEvents.id })
      .from(evidenceEvents)
      .where(eq(evidenceEvents.actorId, owner.userId));
    expect(evidence).toEqual([]);
  });

  it('charges nothing for bad input, no document or a balance short of 2; purges after the retention; outlines for free', async () => {
    const owner = await ocrCustomer(server(), 'ocr-bad@example.com');
    const before = await owner.balance();
    const notImage = await owner.postJson({
      images: [{ image: b64(Buffer.from('not an image')) }],
    });
    expect(notImage.status).toBe(415);
    expect(await codeOf(notImage)).toBe('NOT_AN_IMAGE');
    const huge = await owner.postJson({ images: [{ image: b64(hugePngHeader(6000, 6000)) }] });
    expect(huge.status).toBe(413);
    expect(await codeOf(huge)).toBe('IMAGE_TOO_LARGE');
    const blank = await sharp({
      create: { width: 800, height: 600, channels: 3, background: '#9aa0a8' },
    })
      .jpeg()
      .toBuffer();
    const none = await owner.postJson({ images: [{ image: b64(blank) }] });
    expect(none.status).toBe(422);
    expect(await codeOf(none)).toBe('DOCUMENT_NOT_FOUND');
    // An invoice on a card-shaped outline, with dates and names: no identity document.
    const invoice = await owner.postJson({ images: [{ image: b64(await invoicePhoto()) }] });
    expect(invoice.status).toBe(422);
    expect(await codeOf(invoice)).toBe('DOCUMENT_NOT_FOUND');
    const unreadable = await owner.postJson({ images: [{ image: b64(await blottedBackPhoto()) }] });
    expect(unreadable.status).toBe(422);
    expect(await codeOf(unreadable)).toBe('MRZ_UNREADABLE');
    const tooMany = await owner.postJson({ images: [1, 2, 3].map(() => ({ image: b64(blank) })) });
    expect(tooMany.status).toBe(400);
    expect(await owner.balance()).toBe(before);
    expect(
      await db().select().from(ocrAnalyses).where(eq(ocrAnalyses.organizationId, owner.userId)),
    ).toEqual([]);

    const page = await documentPhoto('esp-passport', 'passport');

    // Retention: an analysis made 31 days ago is deleted, with its evidence.
    const kept = (await (
      await owner.postJson({ images: [{ image: b64(page) }] })
    ).json()) as TOcrResult;
    const old = (await (
      await owner.postJson({ images: [{ image: b64(page) }] })
    ).json()) as TOcrResult;
    await db()
      .update(ocrAnalyses)
      .set({ createdAt: sql`now() - interval '31 days'` })
      .where(eq(ocrAnalyses.id, old.id));
    const { ocr } = server().services;
    expect(await purgeOcrAnalyses(ocr.context)).toEqual({ purged: 1 });
    const left = await db()
      .select({ id: ocrAnalyses.id })
      .from(ocrAnalyses)
      .where(eq(ocrAnalyses.organizationId, owner.userId));
    expect(left).toEqual([{ id: kept.id }]);
    const purged = await db()
      .select()
      .from(evidenceEvents)
      .where(eq(evidenceEvents.subjectId, old.id));
    expect(purged.map((event) => event.type)).toEqual(['ocr.analysed', 'ocr.purged']);

    // The cropper's outline: free, for account holders only.
    const spent = await owner.balance();
    const photo = await documentPhoto('esp-dni-2', 'id-front');
    const outlined = await owner.api('/api/v2/ocr/outline', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ image: b64(photo) }),
    });
    expect(outlined.status).toBe(200);
    const outline = (await outlined.json()) as {
      width: number;
      corners: unknown[];
      confidence: number;
    };
    expect(outline.width).toBe(1280);
    expect(outline.corners).toHaveLength(4);
    expect(outline.confidence).toBeGreaterThan(0.75);
    expect(await owner.balance()).toBe(spent);
    const anonymous = await fetch(`${server().url}/api/v2/ocr/outline`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ image: b64(photo) }),
    });
    expect(anonymous.status).toBe(401);

    // A balance short of 2: refused before the engine runs, nothing stored.
    await spendCredits(db(), { organizationId: owner.userId, amount: spent - 1, reason: 'test' });
    const refused = await owner.postJson({ images: [{ image: b64(page) }] });
    expect(refused.status).toBe(402);
    expect(await codeOf(refused)).toBe('INSUFFICIENT_CREDITS');
    expect(await owner.balance()).toBe(1);
  });
});
