import { filmedFrame } from '@confirma/vision/testing';
import { describe, expect, it } from 'vitest';
import { startCpuHog } from './support/cpu-hog.ts';
import {
  finishIdentification,
  livenessApi,
  performed,
  reflected,
  startedIdentification,
  type TChallengeKind,
  tiltCard,
  videoOperation,
} from './support/identification-flow.ts';
import { documentPhoto, glaredDocument } from './support/identification-images.ts';
import { signerPost } from './support/session-recording.ts';

const CHALLENGE_KINDS: TChallengeKind[] = [
  'BLINK',
  'TURN_LEFT',
  'TURN_RIGHT',
  'LOOK_UP',
  'MOVE_CLOSER',
];

import { runWhen } from './support/run-when.ts';
import { useTestServer } from './support/use-test-server.ts';

const b64 = (bytes: Buffer) => bytes.toString('base64');

interface TVerdict {
  status: string;
  failures: string[];
  reviewReasons: string[];
  checks: { check: string; outcome: string; score: number | null }[];
}

/** The capture the person made, frame by frame, as the capture screen posts it. */
interface TCapture {
  face: Buffer;
  /** Per challenge kind: the burst that answers it. */
  bursts: Record<TChallengeKind, Buffer[]>;
  front: Buffer;
  /** The back's frames in order: the first ones under a reflection, the last one clear. */
  backs: Buffer[];
}

/**
 * A loaded server answers every frame later; what it judges must not change. One capture
 * (the holder filmed making whichever movements are drawn; the card's back shown first under a glare
 * that breaks its MRZ, then clear) is posted twice on the server's defaults, on an idle
 * machine and on one whose every core is taken by busy processes: the two verdicts, their
 * checks and scores, are the same.
 */
describe(
  'identification under load',
  runWhen(
    !process.env.DATABASE_URL,
    'PGlite only: the verdict does not depend on the database, and one run of busy processes on the shared CI cores is enough',
  ),
  () => {
    const server = useTestServer({
      AUTH_EMAIL_LIMIT: '100',
      IDENTIFICATION_MRZ_PATIENCE_FRAMES: '3',
    });

    // The face match's score is the median over the drawn challenges' frames (two of five
    // movements, at random): it is compared within 0.05 (faceScore); the colour sequence's
    // depends on the colours drawn, so only its outcome is; every other exactly.
    const judged = ({ status, failures, reviewReasons, checks }: TVerdict) => ({
      status,
      failures,
      reviewReasons,
      checks: checks.map(({ check, outcome, score }) => ({
        check,
        outcome,
        score: check === 'FACE_MATCH' || check === 'COLOUR' ? null : score,
      })),
      faceScore: checks.find((one) => one.check === 'FACE_MATCH')?.score ?? null,
    });

    async function identify(email: string, capture: TCapture) {
      const { operationId: op, loginautToken: token } = await videoOperation(server(), email);
      const video = await startedIdentification(server(), op, token);
      const filmed = signerPost(server(), op, token);
      const post = async (path: string, body: object) => {
        const answer = await filmed(path, body);
        expect(answer.status).toBe(200);
        return answer.json() as Promise<unknown>;
      };
      const detected = (answer: unknown) =>
        (Array.isArray(answer) ? answer[0] : answer) as { detected: boolean };
      expect(
        detected(await post(`/api/v2/detection/face/${op}`, { imgb64: b64(capture.face) })),
      ).toMatchObject({ detected: true });
      // Asked as the page asks: the camera films the answers only once the question came back.
      const { challenges } = await livenessApi(server(), op, token).challenges();
      for (const { index, kind } of challenges) {
        await post(`/api/v2/detection/liveness/${op}`, {
          index,
          frames: capture.bursts[kind].map(b64),
        });
      }
      const { colours } = await livenessApi(server(), op, token).challenges();
      if (colours) {
        const lit = await reflected('holder', colours.colours);
        await post(`/api/v2/detection/colours/${op}`, {
          neutral: b64(lit.neutral),
          steps: lit.steps.map(b64),
        });
      }
      expect(
        detected(await post(`/api/v2/detection/ml/front/${op}`, { imgb64: b64(capture.front) })),
      ).toMatchObject({ detected: true });
      await tiltCard(filmed, op);
      // As the capture screen does: the back's frames until one ends the stage.
      let shown = 0;
      for (const frame of capture.backs) {
        shown += 1;
        const answer = await post(`/api/v2/detection/ml/back/${op}`, { imgb64: b64(frame) });
        if (detected(answer).detected) break;
      }
      const verdict = (await finishIdentification(
        server(),
        op,
        token,
        video,
      )) as unknown as TVerdict;
      return { ...judged(verdict), backFramesShown: shown };
    }

    it('judges one capture the same on an idle and on a loaded server', async () => {
      const glared = await glaredDocument('esp-dni-2', 'id-back');
      const capture: TCapture = {
        face: await filmedFrame('holder'),
        bursts: Object.fromEntries(
          await Promise.all(
            CHALLENGE_KINDS.map(async (kind) => [kind, await performed('holder', kind)] as const),
          ),
        ) as TCapture['bursts'],
        front: await documentPhoto('esp-dni-2', 'id-front'),
        backs: [glared, glared, glared, await documentPhoto('esp-dni-2', 'id-back')],
      };
      const idle = await identify('idle@example.com', capture);
      // The glared frames held the stage; the clear one ended it.
      expect(idle).toMatchObject({ status: 'PASSED', backFramesShown: 4 });
      const stop = startCpuHog();
      let loaded: typeof idle;
      try {
        loaded = await identify('loaded@example.com', capture);
      } finally {
        await stop();
      }
      const { faceScore, ...rest } = loaded;
      expect(rest, `${JSON.stringify(loaded)} idle ${JSON.stringify(idle)}`).toEqual({
        ...idle,
        faceScore: undefined,
      });
      expect(Math.abs((faceScore ?? 0) - (idle.faceScore ?? 1))).toBeLessThan(0.05);
    }, 600_000);
  },
);
