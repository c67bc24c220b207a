import { createHash } from 'node:crypto';
import type { TIdentificationImagesData } from '@confirma/contracts/identification';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addCredits } from '../src/modules/credits/add-credits.ts';
import { evidenceEvents } from '../src/modules/evidence/evidence-schema.ts';
import { identificationCaptures } from '../src/modules/identification/index.ts';
import { createHttpClient } from './support/http-client.ts';
import { documentPhoto, fakeWebm, hugePngHeader, selfie } from './support/identification-images.ts';
import { bearer, createdOperation, readOperation, signerData } from './support/operations.ts';
import { signedInClient } from './support/sign-up.ts';
import { useTestServer } from './support/use-test-server.ts';

const MAX_VIDEO = 65_536;
const b64 = (bytes: Buffer) => bytes.toString('base64');

/**
 * Spec 001 §3, §4, §7: the identification service driven through its stages with the
 * vision package's synthetic images (a selfie, a TD1 card of the same person, a passport
 * page), on the real engine. Biometry is blocking here, so an impostor fails.
 */
describe('video identification service', () => {
  const server = useTestServer({
    IDENTIFICATION_MAX_VIDEO_BYTES: String(MAX_VIDEO),
    IDENTIFICATION_BIOMETRY_BLOCKING: 'true',
  });
  const api = () => createHttpClient(server().url);
  const codeOf = (response: Response) =>
    response.json().then((body) => (body as { code: string }).code);

  async function videoOperation(email: string) {
    const owner = await signedInClient(server(), email);
    const { userUid } = (await (await owner.get('/api/account')).json()) as { userUid: string };
    await addCredits(server().platform.database.db, {
      userId: userUid,
      kind: 'grant',
      amount: 20,
      reason: 'test',
    });
    const credits = async () =>
      ((await (await owner.get('/api/account')).json()) as { credits: { currentcredits: number } })
        .credits.currentcredits;
    const token = await (await owner.post('/api/v2/login')).text();
    const nif = { identifier: 'nif', value: '12345678Z', label: 'DNI', resumen: 'Y' };
    const created = await api().post(
      `/api/v2/create/withotpandtoken/${server().platform.domainUuid}`,
      {
        documents: {},
        operationData: { opClass: 1243 },
        signers: [
          {
            level: 1,
            order: 1,
            signerData: [...signerData(`signer-${email}`), nif],
            signaturesType: ['IDENTIFICATION_NO_ASISTIDA'],
          },
        ],
      },
      bearer(token),
    );
    const operation = await createdOperation(created);
    return { ...operation, ownerToken: token, credits };
  }

  async function started(op: string, token: string) {
    const session = (await (await api().get(`/api/v2/session/${op}`, bearer(token))).json()) as {
      videoUuid: string;
      sessionId: string;
    };
    expect(session.sessionId).toMatch(/^[0-9a-f]{32}$/);
    const start = await api().post(`/api/v2/startidentification/${op}`, {}, bearer(token));
    expect(await start.json()).toEqual({ videouuid: session.videoUuid });
    return session.videoUuid;
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

    // Out of order before the start; another operation's signer token.
    const early = await post(`/api/v2/detection/face/${op}`, { imgb64: b64(face) });
    expect(early.status).toBe(409);
    expect(await codeOf(early)).toBe('IDENTIFICATION_OUT_OF_ORDER');
    expect(await codeOf(await post(`/api/v2/startidentification/${op}`, {}))).toBe(
      'IDENTIFICATION_OUT_OF_ORDER',
    );
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

    const faceAnswer = await post(`/api/v2/detection/face/${op}`, { imgb64: b64(face) });
    expect(faceAnswer.status).toBe(200);
    expect(await faceAnswer.json()).toMatchObject({ detected: true, documenttype: 'face' });
    const backFirst = await post(`/api/v2/detection/ml/back/${op}`, { imgb64: b64(back) });
    expect(await codeOf(backFirst)).toBe('IDENTIFICATION_OUT_OF_ORDER');

    const frontAnswer = await post(`/api/v2/detection/ml/front/${op}`, { imgb64: b64(front) });
    expect(frontAnswer.status).toBe(200);
    const [frontResult] = (await frontAnswer.json()) as {
      detected: boolean;
      documenttype: string;
      biometryData: { confidence: number };
    }[];
    expect(frontResult).toMatchObject({ detected: true, documenttype: 'dni anverso front' });
    expect(frontResult?.biometryData.confidence).toBeGreaterThanOrEqual(0.3);
    const backAnswer = await post(`/api/v2/detection/ml/back/${op}`, { imgb64: b64(back) });
    const [backResult] = (await backAnswer.json()) as {
      detected: boolean;
      ocr: { icarNif: string; mrzValid: boolean };
    }[];
    expect(backResult).toMatchObject({
      detected: true,
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
    const webm = fakeWebm(40_000);
    const chunk = (index: number, bytes: Buffer) =>
      fetch(`${server().url}/api/v2/uploadblobwebm/${op}/${video}/chunks/${index}`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/octet-stream' },
        body: bytes,
      });
    expect((await chunk(0, webm.subarray(0, 25_000))).status).toBe(200);
    expect((await chunk(1, webm.subarray(25_000))).status).toBe(200);
    const again = await chunk(1, webm.subarray(25_000));
    expect(await again.json()).toEqual({ index: 1, size: 15_000, received: 40_000 });
    const over = await chunk(2, fakeWebm(30_000));
    expect(over.status).toBe(413);
    expect(await codeOf(over)).toBe('VIDEO_TOO_LARGE');
    const finish = (body: object) => post(`/api/v2/uploadblobwebm/${op}/${video}/finish`, body);
    const sha256 = createHash('sha256').update(webm).digest('hex');
    const base = { domainUuid: 'web', videoDuration: 9000, videoSize: 40_000 };
    expect(await codeOf(await finish({ ...base, chunkCount: 3 }))).toBe('VIDEO_INCOMPLETE');
    const finished = await finish({ ...base, chunkCount: 2, sha256 });
    expect(await finished.json()).toEqual({ videoUuid: video, videoSize: 40_000, sha256 });

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
      faceMatch: { passed: true, blocking: true },
    });
    // Once identified, the operation is over: nothing more is taken.
    expect((await post(`/api/v2/identificationresult/${op}/${video}`, {})).status).toBe(409);
    const data = await api().get(
      `/api/v2/identification/images/data/${op}/${video}`,
      bearer(token),
    );
    const summary = (await data.json()) as TIdentificationImagesData;
    expect(summary.face).toBe(b64(face));
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
    expect(summary.faceBiometry.faceAttributes?.glasses).toBe('unknown');
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
  }, 240_000);

  it('ends with a passport page without a back; an impostor fails when biometry blocks', async () => {
    const { operationId: op, loginautToken: token } = await videoOperation('id3@example.com');
    const [impostor, passport] = await Promise.all([
      selfie(0),
      documentPhoto('esp-passport', 'passport'),
    ]);
    const post = (path: string, body: object) => api().post(path, body, bearer(token));
    const video = await started(op, token);
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
    const summary = (await (
      await api().get(`/api/v2/identification/images/data/${op}/${video}`, bearer(token))
    ).json()) as TIdentificationImagesData;
    expect(summary).toMatchObject({ status: 'FAILED', back: null, backOcr: null });
    expect(summary.passport).toEqual(expect.any(String));
    expect(summary.passportOcr).toMatchObject({ icarDocNumber: 'PAB123456', mrzValid: true });
  }, 240_000);
});
