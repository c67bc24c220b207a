import { createHash } from 'node:crypto';
import type { TIdentificationImagesData } from '@confirma/contracts/identification';
import { ZOperationDetail } from '@confirma/contracts/workspace';
import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { findReferencedBlobs } from '../src/blob-collection.ts';
import { evidenceEvents, identificationCaptures, identifications } from '../src/db-schema.ts';
import { collectUnreferencedBlobs } from '../src/platform/blobs/collect-blobs.ts';
import { createHttpClient } from './support/http-client.ts';
import {
  startedIdentification,
  TEST_CONSENT,
  certificateText as textOf,
  tiltCard,
  videoOperation as videoOperationOf,
  videoSession,
} from './support/identification-flow.ts';
import {
  documentPhoto,
  fakeWebm,
  glaredDocument,
  heldCardFrame,
  hugePngHeader,
  selfie,
} from './support/identification-images.ts';
import {
  bearer,
  checkPdf,
  createIdentificationOperation,
  readOperation,
} from './support/operations.ts';
import { recordingOf, signerPost } from './support/session-recording.ts';
import { useTestServer } from './support/use-test-server.ts';

const MAX_VIDEO = 4 * 1024 * 1024;
const b64 = (bytes: Buffer) => bytes.toString('base64');

/**
 * The identification service driven through its stages with the
 * vision package's synthetic images (a selfie, a TD1 card of the same person, a passport
 * page), on the real engine. Biometry is blocking here, so an impostor fails.
 */
describe('video identification service', () => {
  const server = useTestServer({
    IDENTIFICATION_MAX_VIDEO_BYTES: String(MAX_VIDEO),
    IDENTIFICATION_BIOMETRY_BLOCKING: 'true',
    IDENTIFICATION_MRZ_PATIENCE_FRAMES: '2',
  });
  const api = () => createHttpClient(server().url);
  const codeOf = (response: Response) =>
    response.json().then((body) => (body as { code: string }).code);

  // These operations relax the liveness challenge explicitly (the session says OFFERED):
  // this file drives the document stages; identification-verdict.int.test.ts the defaults.
  const videoOperation = (email: string) =>
    videoOperationOf(server(), email, { liveness: 'REPORTED' });
  /** Session and start (the consent sent), with the session answer of a server on its defaults. */
  async function started(op: string, token: string, body?: object | null) {
    expect(await videoSession(server(), op, token)).toMatchObject({
      liveness: 'OFFERED',
      consentRequired: true,
      retentionDays: 30,
    });
    return startedIdentification(server(), op, token, body);
  }

  const captureCount = async (video: string) =>
    (
      await server()
        .platform.database.db.select({ id: identificationCaptures.id })
        .from(identificationCaptures)
        .where(eq(identificationCaptures.identificationId, video))
    ).length;

  it('identifies with a TD1 card: face, front, back, chunked video, result, images/data; refuses bad input', async () => {
    const {
      operationId: op,
      loginautToken: token,
      ownerToken,
      credits,
    } = await videoOperation('id1@example.com');
    const other = await videoOperation('id2@example.com');
    const balance = await credits();
    const [face, front, back] = await Promise.all([
      selfie(1),
      documentPhoto('esp-dni-2', 'id-front'),
      documentPhoto('esp-dni-2', 'id-back'),
    ]);
    const post = (path: string, body: object, as = token) => api().post(path, body, bearer(as));
    // The frames the server takes are filmed (session-recording.ts); the refused ones of this
    // test (a card held beside another photograph of the holder…) are not.
    const filmed = signerPost(server(), op, token);

    // Out of order before the start; another operation's signer token.
    const early = await post(`/api/v2/detection/face/${op}`, { imgb64: b64(face) });
    expect(early.status).toBe(409);
    expect(await codeOf(early)).toBe('IDENTIFICATION_OUT_OF_ORDER');
    expect(
      await codeOf(await post(`/api/v2/startidentification/${op}`, { consent: TEST_CONSENT })),
    ).toBe('IDENTIFICATION_OUT_OF_ORDER');
    expect((await api().get(`/api/v2/session/${op}`, bearer(other.loginautToken))).status).toBe(
      404,
    );

    const video = await started(op, token);
    const otherVideo = await started(other.operationId, other.loginautToken);

    // Bad frames: not an image, a header announcing too many pixels.
    for (const path of ['face', 'ml/front', 'ml/back']) {
      const notImage = await post(`/api/v2/detection/${path}/${op}`, {
        imgb64: b64(Buffer.from('hello, not an image')),
      });
      expect([415, 409]).toContain(notImage.status);
    }
    const notImage = await post(`/api/v2/detection/face/${op}`, {
      imgb64: b64(Buffer.from('hello, not an image')),
    });
    expect(notImage.status).toBe(415);
    expect(await codeOf(notImage)).toBe('NOT_AN_IMAGE');
    const huge = await post(`/api/v2/detection/face/${op}`, {
      imgb64: b64(hugePngHeader(5000, 5000)),
    });
    expect(huge.status).toBe(413);
    expect(await codeOf(huge)).toBe('IMAGE_TOO_LARGE');
    // Stage order: no front before the face, no back before the front.
    const frontFirst = await post(`/api/v2/detection/ml/front/${op}`, { imgb64: b64(front) });
    expect(await codeOf(frontFirst)).toBe('IDENTIFICATION_OUT_OF_ORDER');

    // The brightness and blur flags at the request's thresholds (0..765 and a Laplacian
    // variance): past any frame's here, off when not asked for, clear at the defaults.
    const faceAnswer = await filmed(`/api/v2/detection/face/${op}`, {
      imgb64: b64(face),
      brightnessImageThreshold: 765,
      blurImageThreshold: 10_000,
    });
    expect(faceAnswer.status).toBe(200);
    expect(await faceAnswer.json()).toMatchObject({
      detected: true,
      documenttype: 'face',
      brightness: true,
      blur: true,
    });
    const backFirst = await post(`/api/v2/detection/ml/back/${op}`, { imgb64: b64(back) });
    expect(await codeOf(backFirst)).toBe('IDENTIFICATION_OUT_OF_ORDER');

    // The card held up beside the holder's face, its own portrait not found: the face is
    // not the card's, so the frame is no front to match the selfie with (its face would
    // match whatever the card).
    const held = await post(`/api/v2/detection/ml/front/${op}`, {
      imgb64: b64(await heldCardFrame('esp-dni-2', 1)),
      biometry: true,
    });
    expect(held.status).toBe(200);
    const [heldResult] = (await held.json()) as {
      detected: boolean;
      biometryData: { confidence: number | null } | null;
    }[];
    expect(heldResult?.detected).toBe(false);
    expect(heldResult?.biometryData?.confidence ?? null).toBeNull();

    const frontAnswer = await filmed(`/api/v2/detection/ml/front/${op}`, {
      imgb64: b64(front),
      brightnessImageThreshold: 765,
      detectBrightnessInImage: false,
      blurImageThreshold: 10_000,
    });
    expect(frontAnswer.status).toBe(200);
    const [frontResult] = (await frontAnswer.json()) as {
      detected: boolean;
      documenttype: string;
      biometryData: { confidence: number };
    }[];
    expect(frontResult).toMatchObject({
      detected: true,
      documenttype: 'dni anverso front',
      brightness: false,
      blur: true,
    });
    expect(frontResult?.biometryData.confidence).toBeGreaterThanOrEqual(0.3);
    await tiltCard(filmed, op);
    const backAnswer = await filmed(`/api/v2/detection/ml/back/${op}`, { imgb64: b64(back) });
    const [backResult] = (await backAnswer.json()) as {
      detected: boolean;
      ocr: { icarNif: string; mrzValid: boolean };
    }[];
    expect(backResult).toMatchObject({
      detected: true,
      brightness: false,
      blur: false,
      ocr: { icarNif: '12345678Z', mrzValid: true },
    });

    // Captures: a bad body stores nothing; a good one is a blob named by its SHA-256.
    const stored = await captureCount(video);
    const save = (body: object, as = token, onVideo = video) =>
      post(`/api/v2/saveidentificationdata/${op}/${onVideo}`, body, as);
    const capture = { documentType: 'FACE', operationUuid: op, metadata: '{"confidence":1}' };
    expect(await codeOf(await save({ ...capture, documentB64: b64(Buffer.from('nope')) }))).toBe(
      'NOT_AN_IMAGE',
    );
    expect(
      await codeOf(await save({ ...capture, metadata: 'not json', documentB64: b64(face) })),
    ).toBe('VALIDATION_FAILED');
    expect((await save({ ...capture, documentB64: b64(face) }, token, otherVideo)).status).toBe(
      404,
    );
    expect((await save({ ...capture, documentB64: b64(face) }, other.loginautToken)).status).toBe(
      404,
    );
    expect(await captureCount(video)).toBe(stored);
    const saved = await save({ ...capture, documentB64: b64(face) });
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as { sha256: string }).sha256).toBe(
      createHash('sha256').update(face).digest('hex'),
    );

    // The video in chunks: a resent chunk is idempotent; past the limit nothing is kept.
    const webm = (await recordingOf(op)?.webm()) as Buffer;
    const half = Math.floor(webm.length / 2);
    const chunk = (index: number, bytes: Buffer) =>
      fetch(`${server().url}/api/v2/uploadblobwebm/${op}/${video}/chunks/${index}`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/octet-stream' },
        body: bytes,
      });
    expect((await chunk(0, webm.subarray(0, half))).status).toBe(200);
    expect((await chunk(1, webm.subarray(half))).status).toBe(200);
    const again = await chunk(1, webm.subarray(half));
    expect(await again.json()).toEqual({
      index: 1,
      size: webm.length - half,
      received: webm.length,
    });
    const over = await chunk(2, fakeWebm(MAX_VIDEO - webm.length + 1));
    expect(over.status).toBe(413);
    expect(await codeOf(over)).toBe('VIDEO_TOO_LARGE');
    const finish = (body: object) => post(`/api/v2/uploadblobwebm/${op}/${video}/finish`, body);
    const sha256 = createHash('sha256').update(webm).digest('hex');
    const base = { domainUuid: 'web', videoDuration: 9000, videoSize: webm.length };
    expect(await codeOf(await finish({ ...base, chunkCount: 3 }))).toBe('VIDEO_INCOMPLETE');
    const finished = await finish({ ...base, chunkCount: 2, sha256 });
    expect(await finished.json()).toEqual({ videoUuid: video, videoSize: webm.length, sha256 });

    const certificatePath = `/api/v2/identification/certificate/${op}/${video}`;
    const tooEarly = await api().get(certificatePath, bearer(token));
    expect(await codeOf(tooEarly)).toBe('IDENTIFICATION_OUT_OF_ORDER');

    // The result on someone else's identification is not found; ours passes.
    expect((await post(`/api/v2/identificationresult/${op}/${otherVideo}`, {})).status).toBe(404);
    const result = await post(`/api/v2/identificationresult/${op}/${video}`, {});
    const verdict = (await result.json()) as Record<string, unknown>;
    expect(verdict).toMatchObject({
      status: 'PASSED',
      document: 'ID_CARD',
      mrzValid: true,
      nifMatches: true,
      blocked: false,
      failures: [],
      reviewReasons: [],
      faceMatch: { passed: true, blocking: true },
      // The card's front print and its back's MRZ agree: one document.
      documentConsistency: { mismatched: 0, consistent: true },
      policy: { faceMatch: 'REQUIRED', liveness: 'REPORTED', hologram: 'REQUIRED' },
      hologram: { passed: true, required: true },
    });
    expect((verdict.documentConsistency as { matched: number }).matched).toBeGreaterThanOrEqual(2);
    // Once identified, the operation is over: nothing more is taken.
    expect((await post(`/api/v2/identificationresult/${op}/${video}`, {})).status).toBe(409);
    const data = await api().get(
      `/api/v2/identification/images/data/${op}/${video}`,
      bearer(token),
    );
    const summary = (await data.json()) as TIdentificationImagesData;
    expect(summary.face).toBe(b64(face));
    expect(summary.result).toEqual(verdict);
    const asOwner = await api().get(
      `/api/v2/identification/images/data/${op}/${video}`,
      bearer(ownerToken),
    );
    expect(asOwner.status).toBe(200);
    expect(
      (
        await api().get(
          `/api/v2/identification/images/data/${op}/${video}`,
          bearer(other.ownerToken),
        )
      ).status,
    ).toBe(404);
    expect(summary.front).toEqual(expect.any(String));
    expect(summary.back).toEqual(expect.any(String));
    expect(summary.passport).toBeNull();
    expect(summary.backOcr).toMatchObject({
      icarNif: '12345678Z',
      icarDocNumber: 'CKL304871',
      icarLastName: 'GARCIA DE LA FUENTE',
      mrzValid: true,
    });
    expect(summary.frontBiometry.confidence).toBeGreaterThanOrEqual(0.3);
    // The selfie wears no glasses: the engine says so, or does not know.
    expect(['NoGlasses', 'unknown']).toContain(summary.faceBiometry.faceAttributes?.glasses);
    expect(summary.customer.nif).toBe('12345678Z');
    expect(summary).toMatchObject({ status: 'PASSED', videoSha256: sha256 });
    expect((await readOperation(server(), op, ownerToken)).status).toBe('IDENTIFIED');
    const events = await server()
      .platform.database.db.select({ type: evidenceEvents.type })
      .from(evidenceEvents)
      .where(eq(evidenceEvents.subjectId, video));
    expect(events.map((event) => event.type)).toEqual(
      expect.arrayContaining([
        'identification.face_detected',
        'identification.front_detected',
        'identification.back_detected',
        'identification.capture_saved',
        'identification.video_stored',
        'identification.passed',
      ]),
    );
    expect(await credits()).toBe(balance);

    // The certificate: sealed by the job the result queued, for the signer and the owner.
    await server().worker.drain();
    const certificate = await api().get(certificatePath, bearer(token));
    expect(certificate.status).toBe(200);
    const pdf = Buffer.from(await certificate.text(), 'base64');
    const ownerCopy = await (await api().get(certificatePath, bearer(ownerToken))).text();
    expect(Buffer.from(ownerCopy, 'base64').equals(pdf)).toBe(true);
    expect((await api().get(certificatePath, bearer(other.ownerToken))).status).toBe(404);
    expect(
      (await api().get(`/api/v2/identification/certificate/${op}/${otherVideo}`, bearer(token)))
        .status,
    ).toBe(404);
    const check = checkPdf(pdf);
    expect(check.pdfsig).toContain('Signature is Valid');
    expect(check.qpdf.code).toBe(0);
    const text = textOf(pdf, 'identification-card');
    expect(text).toContain('Certificado de identificación por vídeo');
    expect(text).toContain('Resultado: Superada');
    expect(text).toContain('CKL304871');
    expect(text).toContain('GARCIA DE LA FUENTE');
    expect(text.replace(/ /g, '')).toContain(sha256);
    expect(text).toContain('Identificación superada');
    const sealed = await server()
      .platform.database.db.select({
        type: evidenceEvents.type,
        sha: evidenceEvents.documentSha256,
      })
      .from(evidenceEvents)
      .where(eq(evidenceEvents.subjectId, video));
    expect(sealed).toContainEqual({
      type: 'identification.certificate_sealed',
      sha: createHash('sha256').update(pdf).digest('hex'),
    });
  }, 240_000);

  it('ends with a passport page without a back; an impostor fails when biometry blocks', async () => {
    const {
      operationId: op,
      loginautToken: token,
      ownerToken,
    } = await videoOperation('id3@example.com');
    const [impostor, passport] = await Promise.all([
      selfie(0),
      documentPhoto('esp-passport', 'passport'),
    ]);
    const post = (path: string, body: object) => api().post(path, body, bearer(token));
    // The owner's operation page names the identification (summary and certificate links).
    const identificationsOnDetail = async () =>
      ZOperationDetail.parse(
        await (await api().get(`/api/operations/${op}`, bearer(ownerToken))).json(),
      ).identifications;
    expect(await identificationsOnDetail()).toEqual([]);
    const video = await started(op, token);
    expect(await identificationsOnDetail()).toEqual([
      expect.objectContaining({ videoUuid: video, status: 'RECORDING', finished: false }),
    ]);
    expect((await post(`/api/v2/detection/face/${op}`, { imgb64: b64(impostor) })).status).toBe(
      200,
    );
    const [page] = (await (
      await post(`/api/v2/detection/ml/front/${op}`, { imgb64: b64(passport) })
    ).json()) as { detected: boolean; documenttype: string; ocr: { icarNif: string } }[];
    expect(page).toMatchObject({
      detected: true,
      documenttype: 'pasaporte',
      ocr: { icarNif: '12345678Z' },
    });
    const back = await post(`/api/v2/detection/ml/back/${op}`, { imgb64: b64(passport) });
    expect(await codeOf(back)).toBe('IDENTIFICATION_OUT_OF_ORDER');

    const upload = (bytes: Buffer) =>
      post(`/api/v2/uploadblobwebm/${op}`, {
        domainUuid: 'web',
        videoUuid: video,
        videoDuration: 5000,
        videoSize: bytes.length,
        videoBase64: b64(bytes),
      });
    const tooBig = await upload(fakeWebm(MAX_VIDEO + 1));
    expect(tooBig.status).toBe(413);
    expect(await codeOf(tooBig)).toBe('VIDEO_TOO_LARGE');
    expect(await codeOf(await upload(Buffer.from('not a video at all')))).toBe(
      'UNSUPPORTED_MEDIA_TYPE',
    );
    expect((await upload(fakeWebm(2048, 2))).status).toBe(200);

    const verdict = (await (
      await post(`/api/v2/identificationresult/${op}/${video}`, {})
    ).json()) as Record<string, unknown>;
    expect(verdict).toMatchObject({
      status: 'FAILED',
      document: 'PASSPORT',
      blocked: true,
      faceMatch: { passed: false, blocking: true },
    });
    expect(verdict.failures).toContain('FACE_MISMATCH');
    const [listed] = await identificationsOnDetail();
    expect(listed).toMatchObject({ videoUuid: video, status: 'FAILED', finished: true });
    expect(listed?.completedAt).toEqual(expect.any(String));
    // What it links to answers the owner's account token.
    expect(
      (await api().get(`/api/v2/identification/images/data/${op}/${video}`, bearer(ownerToken)))
        .status,
    ).toBe(200);
    const summary = (await (
      await api().get(`/api/v2/identification/images/data/${op}/${video}`, bearer(token))
    ).json()) as TIdentificationImagesData;
    expect(summary).toMatchObject({ status: 'FAILED', back: null, backOcr: null });
    expect(summary.passport).toEqual(expect.any(String));
    expect(summary.passportOcr).toMatchObject({ icarDocNumber: 'PAB123456', mrzValid: true });

    // The routes and their schemas are in the OpenAPI document.
    const openapi = (await (await api().get('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, { requestBody?: unknown }>>;
    };
    expect(
      openapi.paths['/api/v2/identification/certificate/{operationUuid}/{videoUuid}'],
    ).toBeDefined();
    expect(
      openapi.paths['/api/v2/startidentification/{operationUuid}']?.post?.requestBody,
    ).toBeDefined();

    // Asked before its job ran, the certificate is built at once (and only once).
    const certificate = await api().get(
      `/api/v2/identification/certificate/${op}/${video}`,
      bearer(token),
    );
    const pdf = Buffer.from(await certificate.text(), 'base64');
    expect(checkPdf(pdf).pdfsig).toContain('Signature is Valid');
    const text = textOf(pdf, 'identification-passport');
    expect(text).toContain('Resultado: No superada');
    expect(text).toContain('PAB123456');
    await server().worker.drain();
    const again = await api().get(
      `/api/v2/identification/certificate/${op}/${video}`,
      bearer(token),
    );
    expect(Buffer.from(await again.text(), 'base64').equals(pdf)).toBe(true);
  }, 240_000);

  it('holds a back or passport page whose MRZ fails its checks until one reads valid, or the patience is over', async () => {
    const {
      operationId: op,
      loginautToken: token,
      ownerToken,
    } = await videoOperation('glare@example.com');
    const [face, front, glared, back] = await Promise.all([
      selfie(1),
      documentPhoto('esp-dni-2', 'id-front'),
      glaredDocument('esp-dni-2', 'id-back'),
      documentPhoto('esp-dni-2', 'id-back'),
    ]);
    /** The detection's answer: the face's alone, a document's first of its array. */
    type TAnswer = {
      detected: boolean;
      documenttype?: string;
      ocr?: { mrzValid: boolean } | null;
    };
    const detection = async (path: string, image: Buffer, op: string, token: string) => {
      const response = await api().post(
        `/api/v2/detection/${path}/${op}`,
        { imgb64: b64(image), returnBackOcr: true },
        bearer(token),
      );
      expect(response.status).toBe(200);
      const body = (await response.json()) as TAnswer | TAnswer[];
      return Array.isArray(body) ? body[0] : body;
    };
    const answer = (path: string, image: Buffer) => detection(path, image, op, token);
    const video = await started(op, token);
    expect((await answer('face', face))?.detected).toBe(true);
    expect((await answer('ml/front', front))?.detected).toBe(true);
    // The reflection's frame: read, failing a check, the stage held; then the next frame
    // reads valid and ends it.
    expect(await answer('ml/back', glared)).toMatchObject({ detected: false });
    const [row] = await server()
      .platform.database.db.select()
      .from(identifications)
      .where(eq(identifications.id, video));
    expect(row?.stage).toBe('BACK');
    expect(await answer('ml/back', back)).toMatchObject({
      detected: true,
      ocr: { mrzValid: true },
    });

    // A back that never reads valid (worn): held, then past the patience (2 frames here)
    // it ends the stage with its failing read (the result then fails MRZ_INVALID).
    /** Another identification of the same owner, started: its detections. */
    const another = async (signer: string) => {
      const { operationId, loginautToken } = await createIdentificationOperation(
        server().url,
        server().platform.domainUuid,
        ownerToken,
        signer,
        { liveness: 'REPORTED' },
      );
      await started(operationId, loginautToken);
      return (path: string, image: Buffer) => detection(path, image, operationId, loginautToken);
    };
    const wornAnswer = await another('signer-worn@example.com');
    expect((await wornAnswer('face', face))?.detected).toBe(true);
    expect((await wornAnswer('ml/front', front))?.detected).toBe(true);
    expect(await wornAnswer('ml/back', glared)).toMatchObject({ detected: false });
    expect(await wornAnswer('ml/back', glared)).toMatchObject({ detected: false });
    expect(await wornAnswer('ml/back', glared)).toMatchObject({
      detected: true,
      ocr: { mrzValid: false },
    });

    // A passport page, its stage the front's: held the same way, then a valid one ends it.
    const [page, glaredPage] = await Promise.all([
      documentPhoto('esp-passport', 'passport'),
      glaredDocument('esp-passport', 'passport'),
    ]);
    const pageAnswer = await another('signer-traveller@example.com');
    expect((await pageAnswer('face', face))?.detected).toBe(true);
    expect(await pageAnswer('ml/front', glaredPage)).toMatchObject({
      detected: false,
      documenttype: 'pasaporte',
    });
    expect(await pageAnswer('ml/front', page)).toMatchObject({
      detected: true,
      ocr: { mrzValid: true },
    });
  }, 120_000);

  it('purges images and video after the retention period, keeping the certificate and hashes', async () => {
    const {
      operationId: op,
      loginautToken: token,
      ownerToken,
    } = await videoOperation('id4@example.com');
    const consent = {
      accepted: true,
      text: 'Consiento el tratamiento de mis datos biométricos para identificarme.',
      language: 'es',
    };
    const bad = await api().post(
      `/api/v2/startidentification/${op}`,
      { consent: { ...consent, accepted: false } },
      bearer(token),
    );
    expect(bad.status).toBe(400);
    const video = await started(op, token, { consent });
    // Bytes of its own (re-encoded), so no other identification names the same blobs.
    const face = await sharp(await selfie(1))
      .jpeg({ quality: 81 })
      .toBuffer();
    const passport = await documentPhoto('esp-passport', 'passport');
    const post = signerPost(server(), op, token);
    expect((await post(`/api/v2/detection/face/${op}`, { imgb64: b64(face) })).status).toBe(200);
    expect((await post(`/api/v2/detection/ml/front/${op}`, { imgb64: b64(passport) })).status).toBe(
      200,
    );
    const webm = (await recordingOf(op)?.webm()) as Buffer;
    const videoSha = createHash('sha256').update(webm).digest('hex');
    await post(`/api/v2/uploadblobwebm/${op}`, {
      domainUuid: 'web',
      videoUuid: video,
      videoDuration: 3000,
      videoSize: webm.length,
      videoBase64: b64(webm),
    });
    const verdict = (await (
      await post(`/api/v2/identificationresult/${op}/${video}`, {})
    ).json()) as { status: string };
    expect(verdict.status, JSON.stringify(verdict)).toBe('PASSED');
    const { db } = server().platform.database;
    const [started_] = await db
      .select({ data: evidenceEvents.data })
      .from(evidenceEvents)
      .where(
        and(eq(evidenceEvents.subjectId, video), eq(evidenceEvents.type, 'identification.started')),
      );
    expect(started_?.data).toMatchObject({ consent });

    const dataPath = `/api/v2/identification/images/data/${op}/${video}`;
    const readSummary = async () =>
      (await (await api().get(dataPath, bearer(ownerToken))).json()) as TIdentificationImagesData;
    const sweep = async () => {
      await server().platform.jobs.boss.send('identification.retention', {});
      await server().worker.drain();
    };
    // Within the retention period the sweep leaves it alone.
    await sweep();
    const before = await readSummary();
    expect(before).toMatchObject({ purged: false, face: b64(face) });
    const keys = await db
      .select({ key: identificationCaptures.imageSha256 })
      .from(identificationCaptures)
      .where(eq(identificationCaptures.identificationId, video));
    const faceKey = createHash('sha256').update(face).digest('hex');
    expect(keys.map((row) => row.key)).toContain(faceKey);

    // 31 days later (the rows' clock moved back), without the certificate job having run.
    await db
      .update(identifications)
      .set({
        createdAt: sql`created_at - interval '31 days'`,
        completedAt: sql`completed_at - interval '31 days'`,
      })
      .where(eq(identifications.id, video));
    await sweep();
    const after = await readSummary();
    expect(after).toMatchObject({
      purged: true,
      face: null,
      passport: null,
      passportmrz: null,
      status: 'PASSED',
      videoSha256: videoSha,
      passportOcr: { icarDocNumber: 'PAB123456' },
    });
    const [row] = await db.select().from(identifications).where(eq(identifications.id, video));
    expect(row?.purgedAt).toBeInstanceOf(Date);
    expect(row?.videoSha256).toBe(videoSha);
    const certificateKey = row?.certificateSha256 ?? '';
    expect(certificateKey).toMatch(/^[0-9a-f]{64}$/);
    // The capture rows keep their hashes; only the certificate is still a reference.
    expect((await captureCount(video)) > 0).toBe(true);
    const referenced = await findReferencedBlobs(db)([faceKey, videoSha, certificateKey]);
    expect([...referenced]).toEqual([certificateKey]);
    await collectUnreferencedBlobs(server().platform.blobs, findReferencedBlobs(db), {
      graceMs: 0,
      now: new Date(Date.now() + 1000),
    });
    expect(await server().platform.blobs.has(faceKey)).toBe(false);
    expect(await server().platform.blobs.has(videoSha)).toBe(false);
    expect(await server().platform.blobs.has(certificateKey)).toBe(true);

    // The certificate (sealed before the purge) still carries the images and the hash.
    const certificate = await api().get(
      `/api/v2/identification/certificate/${op}/${video}`,
      bearer(token),
    );
    const pdf = Buffer.from(await certificate.text(), 'base64');
    expect(createHash('sha256').update(pdf).digest('hex')).toBe(certificateKey);
    expect(checkPdf(pdf).pdfsig).toContain('Signature is Valid');
    expect(textOf(pdf, 'identification-purged').replace(/ /g, '')).toContain(videoSha);
    const types = (
      await db
        .select({ type: evidenceEvents.type })
        .from(evidenceEvents)
        .where(eq(evidenceEvents.subjectId, video))
    ).map((event) => event.type);
    expect(types).toEqual(
      expect.arrayContaining(['identification.certificate_sealed', 'identification.purged']),
    );
    // A second sweep finds nothing more to do.
    await sweep();
    expect((await readSummary()).purged).toBe(true);
  }, 240_000);
});
