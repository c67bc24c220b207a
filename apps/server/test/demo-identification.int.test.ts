import { ZDemoOperationResponse } from '@confirma/contracts/demo';
import { filmedFrame } from '@confirma/vision/testing';
import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  creditLedger,
  evidenceEvents,
  identificationCaptures,
  identifications,
  operations,
} from '../src/db-schema.ts';
import { glyphs, pdfGlyphs, postDemo } from './support/demo.ts';
import { createHttpClient } from './support/http-client.ts';
import {
  answerChallenges,
  finishIdentification,
  startedIdentification,
  tiltCard,
  videoSession,
} from './support/identification-flow.ts';
import { documentPhoto } from './support/identification-images.ts';
import { bearer, fetchDocument, prepareOtpSignature, readOperation } from './support/operations.ts';
import { signerPost } from './support/session-recording.ts';
import { useTestServer } from './support/use-test-server.ts';

const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
const WATERMARK = glyphs('DEMO — sin validez legal');

/**
 * The public demo identifies too: an anonymous visitor's
 * identification plus signature, with the demo's proof of work and limits, free, watermarked,
 * purged within a day, and on a vision budget of its own that answers VISION_BUSY when full.
 * The real engine with the vision fixtures (esp-dni-2 carries 12345678Z and the holder's face).
 */
describe('public demo identification over HTTP', () => {
  const server = useTestServer({
    DEMO_POW_COST: '1',
    DEMO_POW_MAX_COUNTER: '20',
    DEMO_IP_LIMIT: '100',
    DEMO_IDENTIFICATION_IP_LIMIT: '3',
    DEMO_VISION_CONCURRENCY: '1',
    DEMO_VISION_QUEUE: '0',
    DEMO_VISION_RETRY_AFTER_SECONDS: '30',
  });
  const api = () => createHttpClient(server().url);
  const db = () => server().platform.database.db;
  const operationCount = async () => (await db().select({ n: count() }).from(operations))[0]?.n;
  const identifying = (email: string, phone: string) =>
    postDemo(server(), { type: 'IDENTIFICACION_FIRMA', nif: '12345678Z', email, phone });

  let flow: { op: string; doc: string; token: string; video: string; phone: string };
  let second: { op: string; token: string };

  it('creates a free demo identification with the proof of work and identifies the holder', async () => {
    const phone = '+34611000101';
    const answer = await identifying('id-demo@example.com', phone);
    expect(answer.status).toBe(200);
    const created = ZDemoOperationResponse.parse(await answer.json());
    expect(created.signatureType).toBe('VIDEO_1PASO_OTP');
    const { operationUuid: op, documentUuid: doc, signerToken: token } = created;
    const [row] = await db().select().from(operations).where(eq(operations.id, op));
    expect(row).toMatchObject({ demo: true, organizationId: null, creditsSpent: 0, opClass: 1241 });
    expect((await db().select({ n: count() }).from(creditLedger))[0]?.n).toBe(0);

    // The consent says what the demo keeps: a day at most.
    expect((await videoSession(server(), op, token)).retentionDays).toBe(1);
    const video = await startedIdentification(server(), op, token);
    const post = signerPost(server(), op, token);
    const still = await filmedFrame('holder');
    expect(
      await (await post(`/api/v2/detection/face/${op}`, { imgb64: b64(still) })).json(),
    ).toMatchObject({ detected: true });
    await answerChallenges(server(), op, token, 'holder');
    for (const [side, kind] of [
      ['front', 'id-front'],
      ['back', 'id-back'],
    ] as const) {
      const photo = await documentPhoto('esp-dni-2', kind);
      const found = await post(`/api/v2/detection/ml/${side}/${op}`, { imgb64: b64(photo) });
      expect(((await found.json()) as { detected: boolean }[])[0]?.detected).toBe(true);
      if (side === 'front') await tiltCard(post, op);
    }
    expect(await finishIdentification(server(), op, token, video)).toMatchObject({
      status: 'PASSED',
      failures: [],
    });
    flow = { op, doc, token, video, phone };
  }, 180_000);

  it('watermarks the certificate and the signed document "sin validez legal"', async () => {
    const { op, doc, token, video, phone } = flow;
    const answer = await api().get(
      `/api/v2/identification/certificate/${op}/${video}`,
      bearer(token),
    );
    expect(answer.status).toBe(200);
    const certificate = Buffer.from(await answer.text(), 'base64');
    expect(pdfGlyphs(certificate)).toContain(WATERMARK);

    const verified = await (await prepareOtpSignature(server(), op, doc, token, phone))();
    expect(verified.status).toBe(200);
    expect((await readOperation(server(), op, token)).status).toBe('SIGNED');
    expect(pdfGlyphs(await fetchDocument(server(), op, doc, token))).toContain(WATERMARK);
  }, 60_000);

  it('purges the demo captures and video, bytes included, within 24 hours', async () => {
    const { op, token, video } = flow;
    const [row] = await db().select().from(identifications).where(eq(identifications.id, video));
    const captures = await db()
      .select({ key: identificationCaptures.imageSha256 })
      .from(identificationCaptures)
      .where(eq(identificationCaptures.identificationId, video));
    const keys = [...captures.map((capture) => capture.key), row?.videoSha256 ?? ''];
    expect(captures.length).toBeGreaterThan(0);
    const sweep = async () => {
      await server().platform.jobs.boss.send('identification.retention', {});
      await server().worker.drain();
    };
    const purgedAt = async () =>
      (await db().select().from(identifications).where(eq(identifications.id, video)))[0]?.purgedAt;
    await sweep();
    expect(await purgedAt()).toBeNull();

    // 13 hours later (the row's clock moved back): past DEMO_IDENTIFICATION_RETENTION_HOURS.
    await db()
      .update(identifications)
      .set({
        createdAt: sql`created_at - interval '13 hours'`,
        completedAt: sql`completed_at - interval '13 hours'`,
      })
      .where(eq(identifications.id, video));
    await sweep();
    expect(await purgedAt()).toBeInstanceOf(Date);
    for (const key of keys) expect(await server().platform.blobs.has(key)).toBe(false);
    const summary = await api().get(
      `/api/v2/identification/images/data/${op}/${video}`,
      bearer(token),
    );
    expect(await summary.json()).toMatchObject({ purged: true, face: null, front: null });
    const [purged] = await db()
      .select({ data: evidenceEvents.data })
      .from(evidenceEvents)
      .where(eq(evidenceEvents.type, 'identification.purged'));
    expect(purged?.data).toMatchObject({ demo: true, retentionHours: 12 });
  });

  it('refuses a second identification per destination and past the IP limit, creating nothing', async () => {
    const before = await operationCount();
    const again = await identifying('id-demo@example.com', '+34611000102');
    expect(again.status).toBe(429);
    expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await again.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(await operationCount()).toBe(before);

    // The IP's third identification demo (the refused one counted), then its fourth.
    const third = await identifying('id-demo-2@example.com', '+34611000103');
    const created = ZDemoOperationResponse.parse(await third.json());
    second = { op: created.operationUuid, token: created.signerToken };
    const past = await identifying('id-demo-3@example.com', '+34611000104');
    expect(past.status).toBe(429);
    expect(Number(past.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await operationCount()).toBe((before ?? 0) + 1);
    // A demo without identification is not held by the identification limits.
    expect((await postDemo(server(), { email: 'plain@example.com' })).status).toBe(200);
  }, 60_000);

  it('answers 503 VISION_BUSY with Retry-After past the demo budget, storing nothing', async () => {
    const { op, token } = second;
    const video = await startedIdentification(server(), op, token);
    const frame = b64(await filmedFrame('holder'));
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        api().post(`/api/v2/detection/face/${op}`, { imgb64: frame }, bearer(token)),
      ),
    );
    const busy = answers.filter((answer) => answer.status === 503);
    const served = answers.filter((answer) => answer.status === 200);
    expect(busy.length).toBeGreaterThan(0);
    expect(served.length).toBeGreaterThan(0);
    for (const answer of busy) {
      expect(answer.headers.get('content-type')).toContain('application/problem+json');
      expect(answer.headers.get('retry-after')).toBe('30');
      expect(await answer.json()).toMatchObject({ status: 503, code: 'VISION_BUSY' });
    }
    // Only the served frames stored a capture.
    const [stored] = await db()
      .select({ n: count() })
      .from(identificationCaptures)
      .where(eq(identificationCaptures.identificationId, video));
    expect(stored?.n).toBe(served.length);
  }, 60_000);
});
