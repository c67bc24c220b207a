import { createHash } from 'node:crypto';
import { filmedFrame } from '@confirma/vision/testing';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { evidenceEvents, identifications } from '../src/db-schema.ts';
import { createHttpClient } from './support/http-client.ts';
import {
  startedIdentification,
  videoOperation,
  videoSession,
} from './support/identification-flow.ts';
import { bearer } from './support/operations.ts';
import { useTestServer } from './support/use-test-server.ts';

const b64 = (bytes: Buffer) => bytes.toString('base64');

const CONSENT = {
  accepted: true,
  text: 'Consiento el tratamiento de mis datos biométricos para identificarme (14 días).',
  language: 'es',
  version: '2',
  acceptedAt: '2025-06-01T10:00:00.000Z',
};

interface TChallenge {
  index: number;
  kind: 'BLINK' | 'TURN_LEFT' | 'TURN_RIGHT';
  passed: boolean;
}
interface TLivenessAnswer {
  index: number;
  kind: string;
  passed: boolean;
  score: number;
  completed: boolean;
  attemptsLeft: number;
}

/**
 * The biometric consent where the server requires it, and the active liveness challenge
 * (a blink and a head turn) where it is required, on the real engine with the filmed faces
 * of the vision fixtures (face-motion.ts: the holder's photograph drawn blinking and turning
 * its head; another person's for the impostor). Frames as a camera gives them, unmirrored:
 * the person's left is the picture's right.
 */
describe('identification consent and liveness (both required)', () => {
  const server = useTestServer({
    IDENTIFICATION_CONSENT_REQUIRED: 'true',
    IDENTIFICATION_LIVENESS_REQUIRED: 'true',
    IDENTIFICATION_RETENTION_DAYS: '14',
  });
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
    const post = (path: string, body: object) => api().post(path, body, bearer(token));
    const face = await post(`/api/v2/detection/face/${op}`, {
      imgb64: b64(await filmedFrame('holder')),
    });
    expect(await face.json()).toMatchObject({ detected: true });
    const challenges = async () =>
      (
        (await (
          await api().get(`/api/v2/identification/challenge/${op}`, bearer(token))
        ).json()) as { challenges: TChallenge[] }
      ).challenges;
    const liveness = async (index: number, frames: Buffer[]) => {
      const answer = await post(`/api/v2/detection/liveness/${op}`, {
        index,
        frames: frames.map(b64),
      });
      return answer.status === 200 ? ((await answer.json()) as TLivenessAnswer) : answer;
    };
    const result = async () =>
      (await (await post(`/api/v2/identificationresult/${op}/${video}`, {})).json()) as {
        failures: string[];
        liveness: { passed: boolean; challenges: { kind: string; passed: boolean }[] };
      };
    return { op, token, video, challenges, liveness, result };
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

  it('asks for a blink and a head turn; each passes only as asked and by the person of the selfie', async () => {
    const flow = await afterSelfie('liveness@example.com');
    const challenges = await flow.challenges();
    expect(challenges).toHaveLength(2);
    const turn = challenges.find((item) => item.kind !== 'BLINK') as TChallenge;
    const blink = challenges.find((item) => item.kind === 'BLINK') as TChallenge;
    expect(['TURN_LEFT', 'TURN_RIGHT']).toContain(turn.kind);
    expect(challenges.every((item) => !item.passed)).toBe(true);
    expect(await flow.challenges()).toEqual(challenges); // stored, not re-rolled

    // The person's left is the right of the unmirrored picture: `turn` > 0 in face-motion.
    const asked = turn.kind === 'TURN_LEFT' ? 0.5 : -0.5;
    const [still, turned, otherWay, closed] = await Promise.all([
      filmedFrame('holder'),
      filmedFrame('holder', { turn: asked }),
      filmedFrame('holder', { turn: -asked }),
      filmedFrame('holder', { eyesClosed: true }),
    ]);
    const [stranger, strangerTurned, strangerClosed] = await Promise.all([
      filmedFrame('impostor'),
      filmedFrame('impostor', { turn: asked }),
      filmedFrame('impostor', { eyesClosed: true }),
    ]);
    const wrongWay = (await flow.liveness(turn.index, [still, otherWay, still])) as TLivenessAnswer;
    expect(wrongWay).toMatchObject({ passed: false, attemptsLeft: 4 });
    const heldStill = (await flow.liveness(turn.index, [
      turned,
      turned,
      turned,
    ])) as TLivenessAnswer;
    expect(heldStill).toMatchObject({ passed: false, attemptsLeft: 3 });
    // A real turn the asked way, but by someone else than the selfie.
    const impostor = (await flow.liveness(turn.index, [
      stranger,
      strangerTurned,
      stranger,
    ])) as TLivenessAnswer;
    expect(impostor.passed).toBe(false);
    expect(impostor.score).toBeGreaterThan(0.25);
    const turnedOk = (await flow.liveness(turn.index, [still, turned, still])) as TLivenessAnswer;
    expect(turnedOk).toMatchObject({ kind: turn.kind, passed: true, completed: false });
    expect(turnedOk.score).toBeGreaterThan(0.3);

    const strangerBlink = (await flow.liveness(blink.index, [
      stranger,
      strangerClosed,
      stranger,
    ])) as TLivenessAnswer;
    expect(strangerBlink.passed).toBe(false);
    const blinked = (await flow.liveness(blink.index, [still, closed, still])) as TLivenessAnswer;
    expect(blinked).toMatchObject({ kind: 'BLINK', passed: true, completed: true });
    expect(blinked.score).toBeGreaterThan(0.4);

    const checked = await eventsOf(flow.video, 'identification.liveness_checked');
    expect(checked).toHaveLength(6);
    expect(checked.map((event) => event.data)).toContainEqual(
      expect.objectContaining({ kind: turn.kind, passed: false, turned: true }),
    );
    const verdict = await flow.result();
    expect(verdict.liveness.passed).toBe(true);
    expect(verdict.failures).not.toContain('LIVENESS_FAILED');
    expect(verdict.liveness.challenges).toEqual(
      challenges.map(({ kind }) => ({ kind, passed: true })),
    );
  }, 240_000);

  it('stops a challenge after five tries, and a required liveness then fails the result', async () => {
    const flow = await afterSelfie('no-blink@example.com');
    const blink = (await flow.challenges()).find((item) => item.kind === 'BLINK') as TChallenge;
    const still = await filmedFrame('holder');
    for (let left = 4; left >= 0; left -= 1) {
      const staring = (await flow.liveness(blink.index, [still, still, still])) as TLivenessAnswer;
      expect(staring).toMatchObject({ passed: false, attemptsLeft: left });
    }
    const sixth = (await flow.liveness(blink.index, [still, still, still])) as Response;
    expect(await codeOf(sixth)).toBe('IDENTIFICATION_OUT_OF_ORDER');
    const verdict = await flow.result();
    expect(verdict.liveness.passed).toBe(false);
    expect(verdict.failures).toContain('LIVENESS_FAILED');
  }, 240_000);
});
