import { filmedFrame } from '@confirma/vision/testing';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { evidenceEvents } from '../src/db-schema.ts';
import { createHttpClient } from './support/http-client.ts';
import {
  answerChallenges,
  finishIdentification,
  livenessApi,
  performed,
  replayed,
  showCard,
  startedIdentification,
  type TChallenge,
  videoOperation,
  videoSession,
} from './support/identification-flow.ts';
import { fakeWebm } from './support/identification-images.ts';
import { bearer, createIdentificationOperation } from './support/operations.ts';
import { recordingOf, signerPost } from './support/session-recording.ts';
import { useTestServer } from './support/use-test-server.ts';

const b64 = (bytes: Buffer) => bytes.toString('base64');

/**
 * One live session, bound end to end, attacked through the API on the server's defaults
 * (real engine, the vision fixtures' filmed faces and photographed cards): the selfie cannot
 * be swapped once taken, a challenge answered after its window on the server's clock fails,
 * and attempts are capped per signer and per document number of an account.
 */

describe('a bound identification session, attacked', () => {
  const server = useTestServer({
    AUTH_EMAIL_LIMIT: '100',
    IDENTIFICATION_CHALLENGE_WINDOW_SECONDS: '5',
    IDENTIFICATION_DOCUMENT_DAILY_ATTEMPTS: '4',
  });
  const api = () => createHttpClient(server().url);
  const eventsOf = (video: string, type: string) =>
    server()
      .platform.database.db.select({ data: evidenceEvents.data })
      .from(evidenceEvents)
      .where(and(eq(evidenceEvents.subjectId, video), eq(evidenceEvents.type, type)));

  it('refuses a second selfie (the swap), and the attacker who answered the challenges fails on the victim’s card', async () => {
    const { operationId: op, loginautToken: token } = await videoOperation(
      server(),
      'swap@example.com',
    );
    const video = await startedIdentification(server(), op, token);
    const post = signerPost(server(), op, token);
    // The attacker's own face, live, answers the challenges.
    const own = await post(`/api/v2/detection/face/${op}`, {
      imgb64: b64(await filmedFrame('impostor')),
    });
    expect(await own.json()).toMatchObject({ detected: true });
    await answerChallenges(server(), op, token, 'impostor');
    // Then the victim's portrait, as a second selfie, with the least face width the spec allows.
    const swap = await post(`/api/v2/detection/face/${op}`, {
      imgb64: b64(await filmedFrame('holder')),
      widthFaceRect: 0,
    });
    expect(swap.status).toBe(409);
    expect(await swap.json()).toMatchObject({ code: 'SELFIE_LOCKED' });
    expect(await eventsOf(video, 'identification.face_detected')).toHaveLength(1);
    // The victim's card: its portrait is matched with the person who answered.
    await showCard(post, op);
    const [front] = await eventsOf(video, 'identification.front_detected');
    // The selfie and the frontal frames of both passed bursts.
    const scores = (front?.data as { faceMatchScores?: number[] } | undefined)?.faceMatchScores;
    expect(scores?.length).toBeGreaterThan(2);
    const verdict = await finishIdentification(server(), op, token, video);
    expect(verdict).toMatchObject({ status: 'FAILED' });
    expect(verdict.failures).toContain('FACE_MISMATCH');
    expect(verdict.failures).not.toContain('LIVENESS_FAILED');
  }, 240_000);

  it('refuses the bursts of a face replayed on a monitor, for the screen’s pattern, though the movement is made', async () => {
    const { operationId: op, loginautToken: token } = await videoOperation(
      server(),
      'replay@example.com',
    );
    const video = await startedIdentification(server(), op, token);
    const post = signerPost(server(), op, token);
    const [still] = await replayed('holder', 'BLINK');
    const selfie = await post(`/api/v2/detection/face/${op}`, { imgb64: b64(still as Buffer) });
    expect(await selfie.json()).toMatchObject({ detected: true });
    const liveness = livenessApi(server(), op, token);
    const [first] = (await liveness.challenges()).challenges as [TChallenge];
    const answer = await liveness.burst(first.index, await replayed('holder', first.kind));
    expect(answer).toMatchObject({ status: 200, passed: false, completed: false });
    const [checked] = await eventsOf(video, 'identification.liveness_checked');
    const data = checked?.data as Record<string, unknown>;
    // The movement was made by the selfie's person; the screen gave the presentation away.
    expect(data, JSON.stringify(data)).toMatchObject({
      passed: false,
      otherPersonFrames: 0,
      presentation: { live: false, findings: expect.arrayContaining(['SCREEN_PATTERN']) },
    });
    const moved = {
      BLINK: 'blinked',
      TURN_LEFT: 'turned',
      TURN_RIGHT: 'turned',
      LOOK_UP: 'raised',
      MOVE_CLOSER: 'closer',
    }[first.kind];
    expect(data[moved], JSON.stringify(data)).toBe(true);
  }, 120_000);

  it('fails a challenge answered after its window closed on the server’s clock', async () => {
    const { operationId: op, loginautToken: token } = await videoOperation(
      server(),
      'late@example.com',
    );
    const video = await startedIdentification(server(), op, token);
    const face = await api().post(
      `/api/v2/detection/face/${op}`,
      { imgb64: b64(await filmedFrame('holder')) },
      bearer(token),
    );
    expect(face.status).toBe(200);
    const liveness = livenessApi(server(), op, token);
    const { challenges, windowSeconds } = await liveness.challenges();
    expect(windowSeconds).toBe(5);
    const [first, second] = challenges as [TChallenge, TChallenge];
    const moves = await performed('holder', first.kind);
    await new Promise((resolve) =>
      setTimeout(resolve, Date.parse(first.closesAt ?? '') - Date.now() + 300),
    );
    const late = await liveness.burst(first.index, moves);
    expect(late).toMatchObject({ status: 409, code: 'CHALLENGE_EXPIRED' });
    // Settled as expired: the second opened, and the late burst was never judged.
    const now = await liveness.challenges();
    expect(now.challenges[0]).toMatchObject({ passed: false });
    expect(now.challenges[1]?.closesAt).not.toBeNull();
    const [event] = await eventsOf(video, 'identification.liveness_checked');
    expect(event?.data).toMatchObject({ index: first.index, passed: false, expired: true });
    const answered = await liveness.burst(second.index, await performed('holder', second.kind));
    expect(answered).toMatchObject({ passed: true, completed: false });
    const verdict = await finishIdentification(server(), op, token, video);
    expect(verdict.failures).toContain('LIVENESS_FAILED');
  }, 240_000);

  it('caps the attempts of a signer, and says so where the signer stands', async () => {
    const { operationId: op, loginautToken: token } = await videoOperation(
      server(),
      'attempts@example.com',
    );
    const standing = async () =>
      (await (await api().get(`/api/v2/identification/standing/${op}`, bearer(token))).json()) as {
        step: string;
        attemptsLeft: number;
      };
    expect(await standing()).toMatchObject({ step: 'IDENTIFY', attemptsLeft: 3 });
    // Three attempts begun (each abandoned when the next session opens).
    for (let begun = 0; begun < 3; begun += 1) await startedIdentification(server(), op, token);
    await videoSession(server(), op, token);
    const fourth = await api().post(
      `/api/v2/startidentification/${op}`,
      { consent: { accepted: true, text: 'Consiento.', language: 'es' } },
      bearer(token),
    );
    expect(fourth.status).toBe(409);
    expect(await fourth.json()).toMatchObject({ code: 'IDENTIFICATION_ATTEMPTS_EXHAUSTED' });
    expect(await standing()).toMatchObject({ step: 'EXHAUSTED', attemptsLeft: 0 });
  }, 120_000);

  it('caps the attempts on one document number across an account’s operations in a day', async () => {
    const first = await videoOperation(server(), 'document-cap@example.com');
    const another = () =>
      createIdentificationOperation(
        server().url,
        server().platform.domainUuid,
        first.ownerToken,
        `signer-${Math.random()}@example.com`,
      );
    // Four attempts on 12345678Z, under three operations of one account.
    await startedIdentification(server(), first.operationId, first.loginautToken);
    await startedIdentification(server(), first.operationId, first.loginautToken);
    for (const operation of [await another(), await another()]) {
      await startedIdentification(server(), operation.operationId, operation.loginautToken);
    }
    const fifth = await another();
    await videoSession(server(), fifth.operationId, fifth.loginautToken);
    const refused = await api().post(
      `/api/v2/startidentification/${fifth.operationId}`,
      { consent: { accepted: true, text: 'Consiento.', language: 'es' } },
      bearer(fifth.loginautToken),
    );
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('3600');
    expect(await refused.json()).toMatchObject({ code: 'IDENTIFICATION_DOCUMENT_ATTEMPTS' });
    // Another account is not held back by this one's attempts.
    const other = await videoOperation(server(), 'document-other@example.com');
    await startedIdentification(server(), other.operationId, other.loginautToken);
  }, 120_000);

  /** A whole identification of the holder with the card; `film` changes what was recorded. */
  async function filmedFlow(
    email: string,
    film?: (op: string) => Promise<void>,
    person: 'holder' | 'impostor' = 'holder',
  ) {
    const { operationId: op, loginautToken: token } = await videoOperation(server(), email);
    const video = await startedIdentification(server(), op, token);
    const post = signerPost(server(), op, token);
    const selfie = { imgb64: b64(await filmedFrame(person)) };
    expect((await post(`/api/v2/detection/face/${op}`, selfie)).status).toBe(200);
    await answerChallenges(server(), op, token, person);
    await film?.(op);
    await showCard(post, op);
    return { op, token, video };
  }

  const upload = async (op: string, token: string, video: string, webm: Buffer) => {
    const stored = await api().post(
      `/api/v2/uploadblobwebm/${op}`,
      {
        domainUuid: 'web',
        videoUuid: video,
        videoDuration: 1,
        videoSize: webm.byteLength,
        videoBase64: b64(webm),
      },
      bearer(token),
    );
    expect(stored.status).toBe(200);
    const result = await api().post(
      `/api/v2/identificationresult/${op}/${video}`,
      {},
      bearer(token),
    );
    return (await result.json()) as { status: string; failures: string[]; recording: unknown };
  };

  it('fails a filler "video" and a recording of someone else, each for its own reason', async () => {
    const filler = await filmedFlow('filler@example.com');
    const junk = await upload(filler.op, filler.token, filler.video, fakeWebm(2048));
    expect(junk).toMatchObject({ status: 'FAILED', failures: ['VIDEO_UNREADABLE'] });
    // A genuine recording of someone else's session with the same card: the face and the
    // movements judged are nowhere in it.
    const other = await filmedFlow('someone-else@example.com', undefined, 'impostor');
    const theirs = (await recordingOf(other.op)?.webm()) as Buffer;
    const mine = await filmedFlow('mine@example.com');
    const verdict = await upload(mine.op, mine.token, mine.video, theirs);
    // Their card may stand where this session's was, or not: its absence is a reason too;
    // their session may be shorter than this one (a slow machine): that is a reason too.
    const incidental = ['VIDEO_DOCUMENT_MISSING', 'VIDEO_TOO_SHORT'];
    expect(verdict.status).toBe('FAILED');
    expect(verdict.failures).toContain('VIDEO_FRAMES_MISSING');
    expect(verdict.failures.filter((code) => !incidental.includes(code))).toEqual([
      'VIDEO_FRAMES_MISSING',
    ]);
    const [event] = await eventsOf(mine.video, 'identification.recording_checked');
    expect(event?.data).toMatchObject({ visionChecked: false });
    const counted = (event?.data ?? {}) as { framesFound?: number; framesPosted?: number };
    expect(counted.framesFound).toBeLessThan(counted.framesPosted ?? 0);
  }, 240_000);

  it('fails a recording where someone else is before the camera between the captures', async () => {
    const flow = await filmedFlow('other-person@example.com', async (op) => {
      await recordingOf(op)?.cutIn(await filmedFrame('impostor'), 1_500);
    });
    const verdict = await finishIdentification(server(), flow.op, flow.token, flow.video);
    expect(verdict).toMatchObject({ status: 'FAILED', failures: ['VIDEO_OTHER_PERSON'] });
  }, 240_000);
});
