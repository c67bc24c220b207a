import type {
  TDetectionResult,
  TIdentificationImagesData,
  TIdentificationResultResponse,
} from '@confirma/contracts/identification';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { evidenceEvents, identificationCaptures } from '../src/db-schema.ts';
import { createHttpClient } from './support/http-client.ts';
import {
  certificateText,
  startedIdentification,
  videoOperation,
} from './support/identification-flow.ts';
import {
  documentPhoto,
  hologramBurst,
  hugePngHeader,
  selfie,
} from './support/identification-images.ts';
import { bearer, checkPdf } from './support/operations.ts';
import { recordingOf, signerPost } from './support/session-recording.ts';
import { useTestServer } from './support/use-test-server.ts';

const b64 = (bytes: Buffer) => bytes.toString('base64');

/**
 * The card front's hologram (POST detection/hologram/{op}) on the real engine, with bursts
 * of the vision fixtures' card photographed at three angles: its kinegram-like patch seen
 * at turning hues (tilted), or at one hue under changing light (a copy). On a server with
 * its defaults: the check is reported, it does not fail the identification. The operations
 * relax the liveness challenge (not driven here; identification-verdict.int.test.ts is).
 */
describe('identification hologram check', () => {
  const server = useTestServer();
  const api = () => createHttpClient(server().url);
  const db = () => server().platform.database.db;
  const codeOf = async (response: Response) => ((await response.json()) as { code: string }).code;
  const checkedEvents = async (video: string) =>
    (
      await db()
        .select({ data: evidenceEvents.data })
        .from(evidenceEvents)
        .where(
          and(
            eq(evidenceEvents.subjectId, video),
            eq(evidenceEvents.type, 'identification.hologram_checked'),
          ),
        )
        .orderBy(asc(evidenceEvents.seq))
    ).map((event) => event.data);
  const hologramCaptures = (video: string) =>
    db()
      .select({ metadata: identificationCaptures.metadata })
      .from(identificationCaptures)
      .where(
        and(
          eq(identificationCaptures.identificationId, video),
          eq(identificationCaptures.documentType, 'HOLOGRAM'),
        ),
      )
      .orderBy(asc(identificationCaptures.createdAt));

  /** A started identification of esp-dni-2's holder and the signer's calls on it. */
  async function cardFlow(email: string) {
    const {
      operationId: op,
      loginautToken: token,
      ownerToken,
    } = await videoOperation(server(), email, { liveness: 'REPORTED' });
    const post = signerPost(server(), op, token);
    const hologram = (frames: Buffer[]) =>
      post(`/api/v2/detection/hologram/${op}`, { frames: frames.map(b64) });
    const burst = async (frames: Buffer[]) => {
      const answer = await hologram(frames);
      expect(answer.status).toBe(200);
      const results = (await answer.json()) as TDetectionResult[];
      expect(results).toHaveLength(1);
      return results[0] as TDetectionResult;
    };
    const detect = async (path: string, image: Buffer) => {
      const answer = await post(`/api/v2/detection/${path}/${op}`, { imgb64: b64(image) });
      expect(answer.status).toBe(200);
      const body = (await answer.json()) as TDetectionResult | TDetectionResult[];
      expect(Array.isArray(body) ? body[0]?.detected : body.detected).toBe(true);
    };
    const finish = async (video: string) => {
      const webm = (await recordingOf(op)?.webm()) as Buffer;
      const upload = await post(`/api/v2/uploadblobwebm/${op}`, {
        domainUuid: 'web',
        videoUuid: video,
        videoDuration: 3000,
        videoSize: webm.length,
        videoBase64: b64(webm),
      });
      expect(upload.status).toBe(200);
      const result = await post(`/api/v2/identificationresult/${op}/${video}`, {});
      const verdict = (await result.json()) as TIdentificationResultResponse;
      const data = await api().get(
        `/api/v2/identification/images/data/${op}/${video}`,
        bearer(ownerToken),
      );
      return { verdict, summary: (await data.json()) as TIdentificationImagesData };
    };
    return { op, token, post, hologram, burst, detect, finish };
  }

  it('passes a tilted burst and not a static one; bad bursts and bursts out of turn store nothing', async () => {
    const flow = await cardFlow('hologram1@example.com');
    const [face, front, back, tilted, still] = await Promise.all([
      selfie(1),
      documentPhoto('esp-dni-2', 'id-front'),
      documentPhoto('esp-dni-2', 'id-back'),
      hologramBurst('esp-dni-2', [0, 70, 150]),
      hologramBurst('esp-dni-2', [70, 70, 70], [1, 0.7, 1.2]),
    ]);
    // Out of turn: before the start, before the face, before the front.
    expect(await codeOf(await flow.hologram(tilted))).toBe('IDENTIFICATION_OUT_OF_ORDER');
    const video = await startedIdentification(server(), flow.op, flow.token);
    expect(await codeOf(await flow.hologram(tilted))).toBe('IDENTIFICATION_OUT_OF_ORDER');
    await flow.detect('face', face);
    const early = await flow.hologram(tilted);
    expect(early.status).toBe(409);
    expect(await codeOf(early)).toBe('IDENTIFICATION_OUT_OF_ORDER');
    await flow.detect('ml/front', front);

    // Bad bursts: a frame that is not an image, too few frames, a frame too large.
    const [one, two] = tilted as [Buffer, Buffer, Buffer];
    const notImage = await flow.hologram([one, two, Buffer.from('hello, not an image')]);
    expect(notImage.status).toBe(415);
    expect(await codeOf(notImage)).toBe('NOT_AN_IMAGE');
    const tooFew = await flow.hologram([one, two]);
    expect(tooFew.status).toBe(400);
    expect(await codeOf(tooFew)).toBe('VALIDATION_FAILED');
    const huge = await flow.hologram([one, two, hugePngHeader(5000, 5000)]);
    expect(huge.status).toBe(413);
    expect(await codeOf(huge)).toBe('IMAGE_TOO_LARGE');
    expect(await checkedEvents(video)).toEqual([]);
    expect(await hologramCaptures(video)).toEqual([]);

    // A copy whose colours stay put under changing light, then the card tilted.
    const copy = await flow.burst(still);
    expect(copy).toMatchObject({ detected: false, documenttype: 'hologram', biometryData: null });
    expect(copy.confidence).toBeLessThan(0.75);
    const seen = await flow.burst(tilted);
    expect(seen).toMatchObject({ detected: true, documenttype: 'hologram', ocr: null });
    expect(seen.confidence).toBeGreaterThanOrEqual(0.75);
    // The card cut out of the most telling frame, as a JPEG.
    const crop = Buffer.from(seen.imagebase64 ?? '', 'base64');
    expect([...crop.subarray(0, 2)]).toEqual([0xff, 0xd8]);
    expect(await checkedEvents(video)).toEqual([
      expect.objectContaining({ attempt: 1, passed: false, frames: 3, cardFrames: 3 }),
      expect.objectContaining({ attempt: 2, passed: true, score: seen.confidence, reason: 'ok' }),
    ]);
    // Each better burst stored its frame: the latest is the best.
    const captures = await hologramCaptures(video);
    expect(captures.map((capture) => capture.metadata)).toEqual([
      { source: 'detection', confidence: copy.confidence, detected: false },
      { source: 'detection', confidence: seen.confidence, detected: true },
    ]);

    // After the back the hologram is over.
    await flow.detect('ml/back', back);
    expect(await codeOf(await flow.hologram(tilted))).toBe('IDENTIFICATION_OUT_OF_ORDER');
    expect(await checkedEvents(video)).toHaveLength(2);

    const { verdict, summary } = await flow.finish(video);
    expect(verdict).toMatchObject({
      status: 'PASSED',
      failures: [],
      hologram: { passed: true, confidence: seen.confidence, threshold: 0.75, required: true },
    });
    expect(summary.hologramConfidence).toBe(seen.confidence);
    expect(tilted.map(b64)).toContain(summary.hologram);

    // The sealed certificate prints the hologram's image, score and check.
    await server().worker.drain();
    const certificate = await api().get(
      `/api/v2/identification/certificate/${flow.op}/${video}`,
      bearer(flow.token),
    );
    const pdf = Buffer.from(await certificate.text(), 'base64');
    expect(checkPdf(pdf).pdfsig).toContain('Signature is Valid');
    const text = certificateText(pdf, 'identification-hologram');
    expect(text).toContain('Holograma');
    expect(text).toContain(`Confianza del holograma: ${(seen.confidence * 100).toFixed(1)} %`);
    expect(text).toContain('Holograma: superada (100.0 %, umbral 75.0 %)');
    expect(text).not.toContain('Holograma: superada (100.0 %, umbral 75.0 %), solo informativa');
    expect(text).toContain('Holograma comprobado');
  }, 240_000);

  it("takes five bursts at most; a DNI's hologram not seen fails it; a passport has none", async () => {
    const flow = await cardFlow('hologram2@example.com');
    const [face, front, back, still, passport] = await Promise.all([
      selfie(1),
      documentPhoto('esp-dni-2', 'id-front'),
      documentPhoto('esp-dni-2', 'id-back'),
      hologramBurst('esp-dni-2', [200, 200, 200]),
      documentPhoto('esp-passport', 'passport'),
    ]);
    const video = await startedIdentification(server(), flow.op, flow.token);
    await flow.detect('face', face);
    await flow.detect('ml/front', front);
    const scores: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const result = await flow.burst(still);
      expect(result.detected).toBe(false);
      scores.push(result.confidence);
    }
    const sixth = await flow.hologram(still);
    expect(sixth.status).toBe(409);
    expect(await codeOf(sixth)).toBe('IDENTIFICATION_OUT_OF_ORDER');
    expect(await checkedEvents(video)).toHaveLength(5);
    await flow.detect('ml/back', back);
    const { verdict, summary } = await flow.finish(video);
    // A Spanish DNI's hologram is required by default: not seen, the identification fails;
    // a card whose colours never changed in any burst is also what a print shows.
    expect(verdict).toMatchObject({
      status: 'FAILED',
      failures: ['HOLOGRAM_FAILED', 'DOCUMENT_COPY'],
      hologram: { passed: false, required: true, confidence: Math.max(...scores) },
    });
    expect(summary.hologramConfidence).toBe(Math.max(...scores));
    expect(summary.hologram).toEqual(expect.any(String));

    // A passport page ends the capture stages: no hologram burst, no hologram score.
    const other = await cardFlow('hologram3@example.com');
    const passportVideo = await startedIdentification(server(), other.op, other.token);
    await other.detect('face', face);
    await other.detect('ml/front', passport);
    expect(await codeOf(await other.hologram(still))).toBe('IDENTIFICATION_OUT_OF_ORDER');
    const passed = await other.finish(passportVideo);
    expect(passed.verdict).toMatchObject({ document: 'PASSPORT', hologram: null });
    expect(passed.summary).toMatchObject({ hologram: null, hologramConfidence: null });

    // The route and its body are in the OpenAPI document.
    const openapi = (await (await api().get('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, { requestBody?: unknown }>>;
    };
    expect(
      openapi.paths['/api/v2/detection/hologram/{operationUuid}']?.post?.requestBody,
    ).toBeDefined();
  }, 240_000);
});
