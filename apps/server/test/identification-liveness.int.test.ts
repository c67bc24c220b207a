import { createHash } from 'node:crypto';
import { filmedFrame } from '@confirma/vision/testing';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { evidenceEvents, identifications } from '../src/db-schema.ts';
import { createHttpClient } from './support/http-client.ts';
import {
  livenessApi,
  performed,
  startedIdentification,
  type TChallenge,
  videoOperation,
  videoSession,
} from './support/identification-flow.ts';
import { bearer } from './support/operations.ts';
import { signerPost } from './support/session-recording.ts';
import { useTestServer } from './support/use-test-server.ts';

const b64 = (bytes: Buffer) => bytes.toString('base64');

const CONSENT = {
  accepted: true,
  text: 'Consiento el tratamiento de mis datos biométricos para identificarme (14 días).',
  language: 'es',
  version: '2',
  acceptedAt: '2025-06-01T10:00:00.000Z',
};

/**
 * The biometric consent and the active liveness challenges (two movements drawn by the
 * server), both required on the server's defaults, on the real engine with the filmed faces
 * of the vision fixtures (face-motion.ts: the holder's photograph drawn blinking and turning
 * its head; another person's for the impostor). Frames as a camera gives them, unmirrored:
 * the person's left is the picture's right.
 */
describe('identification consent and liveness (both required by default)', () => {
  const server = useTestServer({ IDENTIFICATION_RETENTION_DAYS: '14' });
  const api = () => createHttpClient(server().url);
  const codeOf = async (response: Response) => ((await response.json()) as { code: string }).code;
  const db = () => server().platform.database.db;
  const eventsOf = (video: string, type: string) =>
    db()
      .select({ data: evidenceEvents.data })
      .from(evidenceEvents)
      .where(and(eq(evidenceEvents.subjectId, video), eq(evidenceEvents.type, type)));

  /** A started identification whose selfie is the holder's filmed face. */
  async function afterSelfie(email: string) {
    const { operationId: op, loginautToken: token } = await videoOperation(server(), email);
    const video = await startedIdentification(server(), op, token, { consent: CONSENT });
    const post = signerPost(server(), op, token);
    const face = await post(`/api/v2/detection/face/${op}`, {
      imgb64: b64(await filmedFrame('holder')),
    });
    expect(await face.json()).toMatchObject({ detected: true });
    const result = async () =>
      (await (await post(`/api/v2/identificationresult/${op}/${video}`, {})).json()) as {
        failures: string[];
        liveness: { passed: boolean; challenges: { kind: string; passed: boolean }[] };
      };
    return { op, token, video, result };
  }

  it('refuses to start without the consent, then records it with its hash as evidence', async () => {
    const { operationId: op, loginautToken: token } = await videoOperation(
      server(),
      'consent@example.com',
    );
    const session = await videoSession(server(), op, token);
    expect(session).toMatchObject({
      liveness: 'REQUIRED',
      consentRequired: true,
      retentionDays: 14,
    });
    const start = (body?: object) =>
      body === undefined
        ? fetch(`${server().url}/api/v2/startidentification/${op}`, {
            method: 'POST',
            headers: bearer(token),
          })
        : api().post(`/api/v2/startidentification/${op}`, body, bearer(token));
    for (const refused of [await start(), await start({})]) {
      expect(refused.status).toBe(400);
      expect(await codeOf(refused)).toBe('IDENTIFICATION_CONSENT_REQUIRED');
    }
    const declined = await start({ consent: { ...CONSENT, accepted: false } });
    expect(await codeOf(declined)).toBe('VALIDATION_FAILED');
    // Nothing moved: the attempt is still a session, and no start was recorded.
    const [row] = await db()
      .select()
      .from(identifications)
      .where(eq(identifications.id, session.videoUuid));
    expect(row?.status).toBe('SESSION');
    expect(await eventsOf(session.videoUuid, 'identification.started')).toEqual([]);

    const video = await startedIdentification(server(), op, token, { consent: CONSENT });
    const [started] = await eventsOf(video, 'identification.started');
    expect(started?.data).toMatchObject({
      consent: {
        ...CONSENT,
        textSha256: createHash('sha256').update(CONSENT.text).digest('hex'),
      },
    });
  }, 120_000);

  it('asks for two different movements, in order, each in its window, each by the person of the selfie', async () => {
    const flow = await afterSelfie('liveness@example.com');
    const liveness = livenessApi(server(), flow.op, flow.token);
    const issued = await liveness.challenges();
    const { challenges } = issued;
    expect(challenges).toHaveLength(2);
    expect(new Set(challenges.map((item) => item.kind)).size).toBe(2);
    expect(issued.windowSeconds).toBe(60);
    const [first, second] = challenges as [TChallenge, TChallenge];
    // The first is open on the server's clock, the second not yet.
    expect(Date.parse(first.closesAt ?? '') - Date.now()).toBeGreaterThan(50_000);
    expect(second.closesAt).toBeNull();
    expect((await liveness.challenges()).challenges).toEqual(challenges); // stored, not re-rolled

    const [moves, stranger, still] = await Promise.all([
      performed('holder', first.kind),
      performed('impostor', first.kind),
      filmedFrame('holder'),
    ]);
    // The second before the first: out of order, and nothing counted.
    const early = await liveness.burst(second.index, await performed('holder', second.kind));
    expect(early).toMatchObject({ status: 409, code: 'IDENTIFICATION_OUT_OF_ORDER' });
    const heldStill = await liveness.burst(first.index, [still, still, still]);
    expect(heldStill).toMatchObject({ status: 200, passed: false, attemptsLeft: 4 });
    // The asked movement, by someone else than the selfie; then with one frame of them in it.
    const impostor = await liveness.burst(first.index, stranger);
    expect(impostor).toMatchObject({ passed: false, attemptsLeft: 3 });
    const mixed = await liveness.burst(first.index, [moves[0], moves[1], stranger[0]] as Buffer[]);
    expect(mixed).toMatchObject({ passed: false, attemptsLeft: 2 });
    const passed = await liveness.burst(first.index, moves);
    expect(passed).toMatchObject({ kind: first.kind, passed: true, completed: false });
    expect(passed.score as number).toBeGreaterThan(0.15);
    // Settled, the first is closed to further bursts and the second is open.
    const again = await liveness.burst(first.index, moves);
    expect(again).toMatchObject({ status: 409, code: 'IDENTIFICATION_OUT_OF_ORDER' });
    const now = await liveness.challenges();
    expect(now.challenges[0]).toMatchObject({ passed: true });
    expect(now.challenges[1]?.closesAt).not.toBeNull();
    const done = await liveness.burst(second.index, await performed('holder', second.kind));
    expect(done).toMatchObject({ kind: second.kind, passed: true, completed: true });

    const checked = (await eventsOf(flow.video, 'identification.liveness_checked')).map(
      (event) => event.data as Record<string, unknown>,
    );
    expect(checked).toHaveLength(5);
    expect(checked[1]).toMatchObject({ passed: false, otherPersonFrames: 3 });
    expect(checked[2]).toMatchObject({ passed: false, otherPersonFrames: 1 });
    expect(checked[3]).toMatchObject({ passed: true, otherPersonFrames: 0 });
    const [row] = await db()
      .select({ kept: identifications.burstEmbeddings })
      .from(identifications)
      .where(eq(identifications.id, flow.video));
    // The frontal frames of the two passed bursts, kept for the portrait match.
    expect(row?.kept?.length).toBeGreaterThanOrEqual(2);
    const verdict = await flow.result();
    expect(verdict.liveness.passed).toBe(true);
    expect(verdict.failures).not.toContain('LIVENESS_FAILED');
    expect(verdict.liveness.challenges).toEqual(
      challenges.map(({ kind }) => ({ kind, passed: true })),
    );
    const [after] = await db()
      .select({ kept: identifications.burstEmbeddings, selfie: identifications.faceEmbedding })
      .from(identifications)
      .where(eq(identifications.id, flow.video));
    expect(after).toEqual({ kept: null, selfie: null });
  }, 240_000);

  it('settles a challenge after five tries, opens the next, and a required liveness then fails', async () => {
    const flow = await afterSelfie('no-move@example.com');
    const liveness = livenessApi(server(), flow.op, flow.token);
    const [first] = (await liveness.challenges()).challenges as [TChallenge];
    const still = await filmedFrame('holder');
    for (let left = 4; left >= 0; left -= 1) {
      const staring = await liveness.burst(first.index, [still, still, still]);
      expect(staring).toMatchObject({ passed: false, attemptsLeft: left });
    }
    const sixth = await liveness.burst(first.index, [still, still, still]);
    expect(sixth).toMatchObject({ status: 409, code: 'IDENTIFICATION_OUT_OF_ORDER' });
    expect((await liveness.challenges()).challenges[1]?.closesAt).not.toBeNull();
    const verdict = await flow.result();
    expect(verdict.liveness.passed).toBe(false);
    expect(verdict.failures).toContain('LIVENESS_FAILED');
  }, 240_000);
});

describe('every movement the server may ask for', () => {
  const server = useTestServer({ IDENTIFICATION_CHALLENGE_COUNT: '5' });

  it('draws all five in a random order; each passes when made, by its own measure, and not when held still', async () => {
    const { operationId: op, loginautToken: token } = await videoOperation(
      server(),
      'five@example.com',
    );
    await startedIdentification(server(), op, token);
    const face = await createHttpClient(server().url).post(
      `/api/v2/detection/face/${op}`,
      { imgb64: b64(await filmedFrame('holder')) },
      bearer(token),
    );
    expect(face.status).toBe(200);
    const liveness = livenessApi(server(), op, token);
    const { challenges } = await liveness.challenges();
    expect(challenges.map((item) => item.kind).sort()).toEqual([
      'BLINK',
      'LOOK_UP',
      'MOVE_CLOSER',
      'TURN_LEFT',
      'TURN_RIGHT',
    ]);
    const measured = {
      BLINK: 'blinked',
      TURN_LEFT: 'turned',
      TURN_RIGHT: 'turned',
      LOOK_UP: 'raised',
      MOVE_CLOSER: 'closer',
    } as const;
    for (const challenge of challenges) {
      const moves = await performed('holder', challenge.kind);
      const still = await liveness.burst(challenge.index, [
        moves[0],
        moves[0],
        moves[0],
      ] as Buffer[]);
      expect(still, challenge.kind).toMatchObject({ passed: false });
      const made = await liveness.burst(challenge.index, moves);
      expect(made, challenge.kind).toMatchObject({ kind: challenge.kind, passed: true });
    }
    const checked = await server()
      .platform.database.db.select({ data: evidenceEvents.data })
      .from(evidenceEvents)
      .where(and(eq(evidenceEvents.type, 'identification.liveness_checked')));
    const passedKinds = checked
      .map((event) => event.data as Record<string, unknown>)
      .filter((data) => data.passed === true);
    for (const challenge of challenges) {
      const event = passedKinds.find((data) => data.kind === challenge.kind);
      expect(event?.[measured[challenge.kind]], challenge.kind).toBe(true);
    }
  }, 240_000);
});
