import { ZIdentificationStanding } from '@confirma/contracts/identification';
import { filmedFrame } from '@confirma/vision/testing';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { operations } from '../src/modules/operations/operations-schema.ts';
import { createHttpClient } from './support/http-client.ts';
import {
  answerChallenges,
  approveInDesk,
  finishIdentification,
  startedIdentification,
  tiltCard,
  videoOperation,
} from './support/identification-flow.ts';
import { documentPhoto, frontWithBlurredPrint } from './support/identification-images.ts';
import { bearer, createdOperation, signerData } from './support/operations.ts';
import { latestMailTo } from './support/outbox.ts';
import { signerPost } from './support/session-recording.ts';
import { useTestServer } from './support/use-test-server.ts';

const b64 = (bytes: Buffer) => bytes.toString('base64');

/**
 * The guest never hits a dead end. The invitation says what the video
 * identification asks for, and GET identification/standing tells a link opened again (or
 * resent) where its signer stands, whatever became of the operation.
 */
describe('where an identified signer stands, and what the invitation says', () => {
  // Each case signs an owner up, and the review's case a reviewer: past the default limit.
  const server = useTestServer({ AUTH_EMAIL_LIMIT: '100' });
  const api = () => createHttpClient(server().url);
  const standingOf = async (op: string, token: string) => {
    const answer = await api().get(`/api/v2/identification/standing/${op}`, bearer(token));
    expect(answer.status).toBe(200);
    return ZIdentificationStanding.parse(await answer.json());
  };
  const codeOf = async (response: Response) => ((await response.json()) as { code: string }).code;

  /** An attempt that records a video and nothing else: the verdict fails it. */
  async function failedAttempt(op: string, token: string) {
    const video = await startedIdentification(server(), op, token);
    expect(await finishIdentification(server(), op, token, video)).toMatchObject({
      status: 'FAILED',
    });
    return video;
  }

  it('invites in the guest’s language to a video identification, saying what to have ready', async () => {
    const owner = await videoOperation(server(), 'inviter@example.com');
    const es = await latestMailTo(server(), 'signer-inviter@example.com');
    expect(es.mail.subject).toMatch(/^«.+»: Test User te pide identificarte por vídeo$/);
    for (const words of [
      'identifiques por vídeo',
      'DNI, NIE o pasaporte',
      'cámara',
      'buena luz',
      'unos 3 minutos',
    ]) {
      expect(es.mail.text).toContain(words);
    }
    expect(es.mail.text).not.toContain('documento para firmar');
    expect(es.link).toContain('/#/identificationSignature?');

    // Identification then signature, in English and Italian.
    const create = async (email: string, language: string) => {
      const data = signerData(email).map((datum) =>
        datum.identifier === 'idiomadef' ? { ...datum, value: language } : datum,
      );
      const response = await api().post(
        `/api/v2/create/withotpandtoken/${server().platform.domainUuid}`,
        {
          documents: {},
          operationData: { opClass: 1243 },
          signers: [
            {
              level: 1,
              order: 1,
              signerData: [
                ...data,
                { identifier: 'nif', value: '12345678Z', label: 'DNI', resumen: 'Y' },
              ],
              signaturesType: ['VIDEO_1PASO_OTP'],
            },
          ],
        },
        bearer(owner.ownerToken),
      );
      await createdOperation(response);
      return (await latestMailTo(server(), email)).mail;
    };
    const en = await create('guest-en@example.com', 'en-gb');
    expect(en.subject).toMatch(/^“.+”: Test User asks you to identify yourself by video and sign$/);
    for (const words of [
      'identify yourself by video',
      'Then you read the document and sign it',
      'ID card or passport',
      'camera',
      'good light',
      'about 3 minutes',
    ]) {
      expect(en.text).toContain(words);
    }
    const italian = await create('guest-it@example.com', 'it-it');
    expect(italian.subject).toMatch(
      /^«.+»: Test User ti chiede di identificarti via video e firmare$/,
    );
    for (const words of [
      'identificherai via video',
      'lo firmerai',
      "carta d'identità o il passaporto",
      'fotocamera',
      'ben illuminato',
      'circa 3 minuti',
    ]) {
      expect(italian.text).toContain(words);
    }
  });

  it('says a failed attempt may be tried again, with why, also to a resent link', async () => {
    const flow = await videoOperation(server(), 'retry@example.com');
    const { operationId: op, loginautToken: token } = flow;
    expect(await standingOf(op, token)).toEqual({
      step: 'IDENTIFY',
      closedBy: null,
      signsAfter: false,
      signed: false,
      attemptsLeft: 3,
      identification: null,
    });
    const video = await failedAttempt(op, token);
    const failed = await standingOf(op, token);
    expect(failed).toMatchObject({
      step: 'RETRY',
      attemptsLeft: 2,
      identification: { videoUuid: video, status: 'FAILED', reviewReasons: [] },
    });
    expect(failed.identification?.failures).toContain('NO_FACE');
    expect(Date.parse(failed.identification?.completedAt ?? '')).not.toBeNaN();
    // A session opened and left (the page closed before recording) changes nothing.
    expect((await api().get(`/api/v2/session/${op}`, bearer(token))).status).toBe(200);
    expect(await standingOf(op, token)).toEqual(failed);

    // The sender resends the invitation: its new link leads to the same place.
    const resent = await api().post(
      `/api/operations/${op}/resend`,
      undefined,
      bearer(flow.ownerToken),
    );
    expect(resent.status).toBe(200);
    const { link, count } = await latestMailTo(server(), 'signer-retry@example.com');
    expect(count).toBe(2);
    const newToken = new URLSearchParams(link?.split('?')[1]).get('token') ?? '';
    expect(await standingOf(op, newToken)).toEqual(failed);

    // Only the signer asks; another operation's signer learns nothing.
    const owner = await api().get(`/api/v2/identification/standing/${op}`, bearer(flow.ownerToken));
    expect(owner.status).toBe(403);
    const other = await videoOperation(server(), 'other@example.com');
    const stranger = await api().get(
      `/api/v2/identification/standing/${op}`,
      bearer(other.loginautToken),
    );
    expect(stranger.status).toBe(404);

    // The operation cancelled: closed, said as such (the signing calls stay 409).
    const cancelled = await api().post(
      `/api/operations/${op}/cancel`,
      undefined,
      bearer(flow.ownerToken),
    );
    expect(cancelled.status).toBe(200);
    expect(await standingOf(op, token)).toMatchObject({ step: 'CLOSED', closedBy: 'CANCELLED' });
    expect((await api().get(`/api/v2/session/${op}`, bearer(token))).status).toBe(409);
  });

  it('tells the face detection’s reasons; then an operation past its end date is expired', async () => {
    const { operationId: op, loginautToken: token } = await videoOperation(
      server(),
      'late@example.com',
    );
    // A frame with no face, dark and flat: each reason said, for the screen's hint.
    await startedIdentification(server(), op, token);
    const dark = await sharp({
      create: { width: 320, height: 240, channels: 3, background: '#101010' },
    })
      .jpeg()
      .toBuffer();
    const answer = await api().post(
      `/api/v2/detection/face/${op}`,
      { imgb64: b64(dark) },
      bearer(token),
    );
    expect(await answer.json()).toMatchObject({
      detected: false,
      brightness: true,
      reasons: ['NO_FACE', 'TOO_DARK', 'BLURRED'],
    });
    await server()
      .platform.database.db.update(operations)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(operations.id, op));
    expect(await standingOf(op, token)).toMatchObject({ step: 'CLOSED', closedBy: 'EXPIRED' });
  });

  it('says an attempt is under review, takes no other meanwhile, and passes once approved', async () => {
    const flow = await videoOperation(server(), 'reviewed@example.com');
    const { operationId: op, loginautToken: token } = flow;
    const video = await startedIdentification(server(), op, token);
    const post = signerPost(server(), op, token);
    const still = await filmedFrame('holder');
    expect(
      await (await post(`/api/v2/detection/face/${op}`, { imgb64: b64(still) })).json(),
    ).toMatchObject({
      detected: true,
      reasons: [],
    });
    await answerChallenges(server(), op, token, 'holder');
    // The front's print out of focus, its portrait sharp: the sides cannot be compared.
    const blurred = await frontWithBlurredPrint('esp-dni-2');
    const front = await post(`/api/v2/detection/ml/front/${op}`, { imgb64: b64(blurred) });
    expect(((await front.json()) as { detected: boolean }[])[0]?.detected).toBe(true);
    await tiltCard(post, op);
    const back = await post(`/api/v2/detection/ml/back/${op}`, {
      imgb64: b64(await documentPhoto('esp-dni-2', 'id-back')),
    });
    expect(((await back.json()) as { detected: boolean }[])[0]?.detected).toBe(true);
    expect(await finishIdentification(server(), op, token, video)).toMatchObject({
      status: 'REVIEW',
      failures: [],
    });

    expect(await standingOf(op, token)).toMatchObject({
      step: 'REVIEW',
      identification: {
        videoUuid: video,
        status: 'REVIEW',
        reviewReasons: ['DOCUMENT_UNCONFIRMED'],
      },
    });
    // No second attempt while a person decides.
    const session = await api().get(`/api/v2/session/${op}`, bearer(token));
    expect(session.status).toBe(409);
    expect(await codeOf(session)).toBe('IDENTIFICATION_CLOSED');

    const approved = await approveInDesk(server(), video, 'reviewer-standing@example.com');
    expect(approved.status).toBe(200);
    // Identified, the identification alone ended the operation: passed, nothing closed.
    expect(await standingOf(op, token)).toMatchObject({
      step: 'PASSED',
      closedBy: null,
      signsAfter: false,
      identification: { videoUuid: video, status: 'PASSED' },
    });
  }, 240_000);
});
