import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { filmedFrame, filmedHeadFrame, type TFilmedFace } from '@confirma/vision/testing';
import { expect } from 'vitest';
import { addCredits } from '../../src/modules/credits/add-credits.ts';
import { run, writeTemp } from '../../src/modules/sealing/testing/pdf-tools.ts';
import { createHttpClient } from './http-client.ts';
import { fakeWebm } from './identification-images.ts';
import { bearer, createIdentificationOperation } from './operations.ts';
import { recordingOf, signerPost, startRecording } from './session-recording.ts';
import { signedInClient } from './sign-up.ts';
import type { TTestServer } from './test-server.ts';

/**
 * An IDENTIFICATION_NO_ASISTIDA operation of a new owner (20 credits granted) for one signer
 * with the document number 12345678Z: its ids, the signer's token, the owner's API token
 * and a reader of the owner's balance. `checks`: the operation's identificationChecks.
 */
export async function videoOperation(
  server: TTestServer,
  email: string,
  checks?: Record<string, string>,
) {
  const owner = await signedInClient(server, email);
  const { userUid } = (await (await owner.get('/api/account')).json()) as { userUid: string };
  await addCredits(server.platform.database.db, {
    userId: userUid,
    kind: 'grant',
    amount: 20,
    reason: 'test',
  });
  const credits = async () =>
    ((await (await owner.get('/api/account')).json()) as { credits: { currentcredits: number } })
      .credits.currentcredits;
  const token = await (await owner.post('/api/v2/login')).text();
  const operation = await createIdentificationOperation(
    server.url,
    server.platform.domainUuid,
    token,
    `signer-${email}`,
    checks,
  );
  return { ...operation, ownerToken: token, credits };
}

export interface TVideoSession {
  videoUuid: string;
  sessionId: string;
  liveness: string;
  consentRequired: boolean;
  retentionDays: number;
}

/** GET session/{op}: the session answer. */
export async function videoSession(server: TTestServer, op: string, token: string) {
  const answer = await createHttpClient(server.url).get(`/api/v2/session/${op}`, bearer(token));
  expect(answer.status).toBe(200);
  const session = (await answer.json()) as TVideoSession;
  expect(session.sessionId).toMatch(/^[0-9a-f]{32}$/);
  return session;
}

/** The biometric consent a capture screen sends with the start (required by default). */
export const TEST_CONSENT = {
  accepted: true,
  text: 'Consiento el tratamiento de mis datos biométricos para identificarme.',
  language: 'es',
  version: '2',
} as const;

/**
 * Session and start, with the consent by default; `body` null sends no body at all (an
 * integrator's screen may send none where the operation does not require the consent).
 */
export async function startedIdentification(
  server: TTestServer,
  op: string,
  token: string,
  body: object | null = { consent: TEST_CONSENT },
) {
  const session = await videoSession(server, op, token);
  const start =
    body === null
      ? await fetch(`${server.url}/api/v2/startidentification/${op}`, {
          method: 'POST',
          headers: bearer(token),
        })
      : await createHttpClient(server.url).post(
          `/api/v2/startidentification/${op}`,
          body,
          bearer(token),
        );
  expect(await start.json()).toEqual({ videouuid: session.videoUuid });
  startRecording(op);
  return session.videoUuid;
}

/**
 * The end of an attempt: its recording (session-recording.ts: the frames the test posted,
 * filmed; a filler where the attempt was not started through this support) uploaded whole,
 * then the verdict computed; both answers must be 200. Answers the verdict.
 */
export async function finishIdentification(
  server: TTestServer,
  op: string,
  token: string,
  video: string,
): Promise<Record<string, unknown>> {
  const api = createHttpClient(server.url);
  const webm = (await recordingOf(op)?.webm()) ?? fakeWebm(20_000);
  const upload = await api.post(
    `/api/v2/uploadblobwebm/${op}`,
    {
      domainUuid: 'web',
      videoUuid: video,
      videoDuration: 4000,
      videoSize: webm.byteLength,
      videoBase64: webm.toString('base64'),
    },
    bearer(token),
  );
  expect(upload.status).toBe(200);
  const result = await api.post(`/api/v2/identificationresult/${op}/${video}`, {}, bearer(token));
  expect(result.status).toBe(200);
  return (await result.json()) as Record<string, unknown>;
}

/**
 * An identification certificate's text (pdftotext), spaces collapsed; KEEP_CERTIFICATE_DIR
 * keeps the file to look at.
 */
export function certificateText(pdf: Uint8Array, name: string): string {
  const kept = process.env.KEEP_CERTIFICATE_DIR;
  const dir = kept ?? fs.mkdtempSync(path.join(os.tmpdir(), 'id-certificate-'));
  try {
    const file = writeTemp(dir, `${name}.pdf`, pdf);
    return run('pdftotext', [file, '-']).stdout.replace(/\s+/g, ' ');
  } finally {
    if (!kept) fs.rmSync(dir, { recursive: true, force: true });
  }
}

export type TChallengeKind = 'BLINK' | 'TURN_LEFT' | 'TURN_RIGHT' | 'LOOK_UP' | 'MOVE_CLOSER';
export interface TChallenge {
  index: number;
  kind: TChallengeKind;
  passed: boolean;
  closesAt: string | null;
}

/**
 * Frames of `person` (a filmed face of the vision fixtures) making the movement `kind` as an
 * unmirrored camera sees it (the person's left is the picture's right): still, moved, still.
 */
export async function performed(person: TFilmedFace, kind: TChallengeKind): Promise<Buffer[]> {
  // Raised or nearer: the head drawn in depth (head-motion.ts) between two frames of the
  // selfie's own picture; blinks and turns: face-motion.ts.
  if (kind === 'LOOK_UP' || kind === 'MOVE_CLOSER') {
    const still = await filmedFrame(person);
    const moved = await filmedHeadFrame(
      person,
      kind === 'LOOK_UP' ? { pitch: 0.3 } : { scale: 1.45 },
    );
    return [still, moved, still];
  }
  const still = await filmedFrame(person);
  const moved = {
    BLINK: () => filmedFrame(person, { eyesClosed: true }),
    TURN_LEFT: () => filmedFrame(person, { turn: 0.5 }),
    TURN_RIGHT: () => filmedFrame(person, { turn: -0.5 }),
  }[kind];
  return [still, await moved(), still];
}

/** The signer's API for the liveness stage of operation `op`. */
export function livenessApi(server: TTestServer, op: string, token: string) {
  const api = createHttpClient(server.url);
  const post = signerPost(server, op, token);
  return {
    challenges: async () => {
      const answer = await api.get(`/api/v2/identification/challenge/${op}`, bearer(token));
      expect(answer.status).toBe(200);
      return (await answer.json()) as { challenges: TChallenge[]; windowSeconds: number };
    },
    /** One burst: the answer's body with its HTTP status. */
    burst: async (
      index: number,
      frames: Buffer[],
    ): Promise<Record<string, unknown> & { status: number }> => {
      const answer = await post(`/api/v2/detection/liveness/${op}`, {
        index,
        frames: frames.map((frame) => frame.toString('base64')),
      });
      return { status: answer.status, ...((await answer.json()) as Record<string, unknown>) };
    },
  };
}

/** Every challenge of the sequence answered, in order, by `person` making the asked movement. */
export async function answerChallenges(
  server: TTestServer,
  op: string,
  token: string,
  person: TFilmedFace,
): Promise<TChallenge[]> {
  const liveness = livenessApi(server, op, token);
  const { challenges } = await liveness.challenges();
  for (const challenge of challenges) {
    const answer = await liveness.burst(challenge.index, await performed(person, challenge.kind));
    expect(answer.status).toBe(200);
  }
  return challenges;
}
