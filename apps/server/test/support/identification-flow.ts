import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { COLOUR_RGB, type TColourName } from '@confirma/contracts/identification';
import {
  CLOSE_SCREEN,
  FILMED_CAMERA,
  FILMED_MOVES,
  filmedFrame,
  filmedHeadFrame,
  filmedHeadScene,
  litByScreen,
  onMonitor,
  type TFilmedFace,
  type THeadPose,
  type TScreenLight,
} from '@confirma/vision/testing';
import { desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { expect } from 'vitest';
import { setPlatformRole } from '../../src/modules/admin/index.ts';
import { addCredits } from '../../src/modules/credits/add-credits.ts';
import { evidenceEvents } from '../../src/modules/evidence/evidence-schema.ts';
import { run, writeTemp } from '../../src/modules/sealing/testing/pdf-tools.ts';
import { createHttpClient } from './http-client.ts';
import {
  documentPhoto,
  fakeWebm,
  frontWithBlurredPrint,
  hologramBurst,
} from './identification-images.ts';
import { bearer, createIdentificationOperation } from './operations.ts';
import { recordingOf, signerPost, startRecording } from './session-recording.ts';
import { signedInClient } from './sign-up.ts';
import type { TServerAddress, TTestServer } from './test-server.ts';

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
    organizationId: userUid,
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
  return { ...operation, ownerToken: token, owner, ownerId: userUid, credits };
}

export interface TVideoSession {
  videoUuid: string;
  sessionId: string;
  liveness: string;
  consentRequired: boolean;
  retentionDays: number;
}

/** GET session/{op}: the session answer. */
export async function videoSession(server: TServerAddress, op: string, token: string) {
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
  server: TServerAddress,
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
  server: TServerAddress,
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
  const verdict = (await result.json()) as Record<string, unknown>;
  await printRecordingCheck(server, verdict);
  return verdict;
}

/**
 * Where the recording check failed a verdict and the test's server is at hand, its evidence
 * (each frame's place, the session's offset, each challenge's window) on stderr: what a
 * failed run under load needs to be told apart from a failing check.
 */
async function printRecordingCheck(server: TServerAddress, verdict: Record<string, unknown>) {
  const failures = (verdict.failures ?? []) as string[];
  if (!failures.some((code) => code.startsWith('VIDEO_')) || !('platform' in server)) return;
  const { db } = (server as TTestServer).platform.database;
  const [event] = await db
    .select({ data: evidenceEvents.data })
    .from(evidenceEvents)
    .where(eq(evidenceEvents.type, 'identification.recording_checked'))
    .orderBy(desc(evidenceEvents.occurredAt))
    .limit(1);
  console.error(
    `recording check of a verdict ${failures.join(', ')}:`,
    JSON.stringify(event?.data),
  );
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
 * The movement is the head drawn in depth (head-motion.ts: a turn rotates it, the eyelid
 * slides down), between two frames of the selfie's own picture; a print's moves (painted
 * eyes, a squeeze for a turn) are what the presentation measures refuse.
 */
export async function performed(person: TFilmedFace, kind: TChallengeKind): Promise<Buffer[]> {
  const still = await filmedFrame(person);
  return [still, await filmedHeadFrame(person, movedPose(person, kind)), still];
}

/** The head's pose at the height of the movement `kind`, as far as the person goes. */
function movedPose(person: TFilmedFace, kind: TChallengeKind): THeadPose {
  const reach = FILMED_MOVES[person];
  return {
    BLINK: { eyesClosed: 1 },
    TURN_LEFT: { yaw: reach.left },
    TURN_RIGHT: { yaw: reach.right },
    LOOK_UP: { pitch: reach.up },
    MOVE_CLOSER: { scale: reach.closer },
  }[kind];
}

/**
 * The movement `kind` of `performed`, replayed on a monitor held up to the camera (the
 * person's head in the room, filmed-head.ts, shown through a panel's stripes: onMonitor):
 * still, moved, still, as camera JPEGs.
 */
export async function replayed(person: TFilmedFace, kind: TChallengeKind): Promise<Buffer[]> {
  const shown = async (at: THeadPose) =>
    sharp(onMonitor(await filmedHeadScene(person, at)), { raw: { ...FILMED_CAMERA, channels: 3 } })
      .jpeg({ quality: 85 })
      .toBuffer();
  const still = await shown({});
  return [still, await shown(movedPose(person, kind)), still];
}

/** A colour sequence as the challenge answer gives it (null where the colour check is off). */
export interface TColours {
  colours: TColourName[];
  stepMs: number;
  closesAt: string | null;
  passed: boolean;
  attemptsLeft: number;
}

/**
 * The frames a page takes of `person` while its screen shows `colours`: the neutral (white)
 * screen, then one per colour, the face lit by `light` (a phone held close by default: the
 * skin takes the colour, the room behind barely).
 */
export async function reflected(
  person: TFilmedFace,
  colours: readonly TColourName[],
  light: TScreenLight = CLOSE_SCREEN,
): Promise<{ neutral: Buffer; steps: Buffer[] }> {
  const still = await filmedFrame(person);
  const steps = await Promise.all(
    colours.map((colour) => litByScreen(still, COLOUR_RGB[colour], light)),
  );
  return { neutral: still, steps };
}

/** The signer's API for the liveness stage of operation `op`. */
export function livenessApi(server: TServerAddress, op: string, token: string) {
  const api = createHttpClient(server.url);
  const post = signerPost(server, op, token);
  return {
    challenges: async () => {
      const answer = await api.get(`/api/v2/identification/challenge/${op}`, bearer(token));
      recordingOf(op)?.answered();
      expect(answer.status).toBe(200);
      return (await answer.json()) as {
        challenges: TChallenge[];
        windowSeconds: number;
        colours: TColours | null;
      };
    },
    /** The frames taken while the screen showed the colour sequence: the answer with its status. */
    colours: async (frames: {
      neutral: Buffer;
      steps: Buffer[];
    }): Promise<Record<string, unknown> & { status: number }> => {
      const answer = await post(`/api/v2/detection/colours/${op}`, {
        neutral: frames.neutral.toString('base64'),
        steps: frames.steps.map((frame) => frame.toString('base64')),
      });
      return { status: answer.status, ...((await answer.json()) as Record<string, unknown>) };
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

/**
 * Every challenge of the sequence answered, in order, by `person` making the asked movement,
 * then the colour sequence (where the server issued one) reflected by their face.
 */
export async function answerChallenges(
  server: TServerAddress,
  op: string,
  token: string,
  person: TFilmedFace,
): Promise<TChallenge[]> {
  const liveness = livenessApi(server, op, token);
  const { challenges, colours } = await liveness.challenges();
  for (const challenge of challenges) {
    const answer = await liveness.burst(challenge.index, await performed(person, challenge.kind));
    expect(answer.status).toBe(200);
  }
  if (colours) {
    const answer = await liveness.colours(await reflected(person, colours.colours));
    expect(answer).toMatchObject({ status: 200, passed: true });
  }
  return challenges;
}

/**
 * The card's front tilted before the camera, as the capture screen asks after the front: a
 * hologram burst whose colours turn (seen). A DNI whose hologram is not seen fails; another
 * card's goes to review.
 */
export async function tiltCard(
  post: ReturnType<typeof signerPost>,
  op: string,
  identity = 'esp-dni-2',
) {
  const tilted = await post(`/api/v2/detection/hologram/${op}`, {
    frames: (await hologramBurst(identity, [0, 70, 150])).map((frame) => frame.toString('base64')),
  });
  expect(((await tilted.json()) as { detected: boolean }[])[0]?.detected).toBe(true);
}

/**
 * The holder's card (esp-dni-2), front, its hologram, then back, each taken (200, a
 * document detected, the hologram seen).
 */
export async function showCard(post: ReturnType<typeof signerPost>, op: string) {
  for (const [kind, side] of [
    ['front', 'id-front'],
    ['back', 'id-back'],
  ] as const) {
    const shown = await post(`/api/v2/detection/ml/${kind}/${op}`, {
      imgb64: (await documentPhoto('esp-dni-2', side)).toString('base64'),
    });
    expect(shown.status).toBe(200);
    expect(((await shown.json()) as { detected: boolean }[])[0]?.detected).toBe(true);
    if (kind === 'front') await tiltCard(post, op);
  }
}

/**
 * One identification of an operation's signer from the selfie to the verdict: the selfie of
 * `person`, every challenge (moved, or a still photograph's one try), the colour sequence,
 * the card's front (its print blurred, which leaves the sides unconfirmed), its hologram
 * burst where asked (tilted: seen), its back, the recording and the verdict. Answers the
 * attempt's videoUuid and the verdict.
 */
export async function identifyWithCard(
  server: TServerAddress,
  operation: { operationId: string; loginautToken: string },
  {
    person,
    front,
    back,
    liveness,
    blurredPrint,
    withoutConsent,
    hologram = true,
    presented,
  }: {
    person: TFilmedFace;
    front: string;
    back: string;
    liveness: 'moves' | 'still';
    /** The front's print out of focus, its portrait sharp: the print does not read. */
    blurredPrint?: boolean;
    /** Started with no body, as the original API does (where the operation turned the consent off). */
    withoutConsent?: boolean;
    /** The card tilted before the camera after its front, its hologram seen (by default). */
    hologram?: boolean;
    /**
     * The front's frame and the hologram burst as a presentation filmed them (presentedCard):
     * sent instead of the front's photograph and the tilted card; the burst's answer is left
     * to the test.
     */
    presented?: { front: Buffer; burst: Buffer[] };
  },
): Promise<{ video: string; verdict: Record<string, unknown> }> {
  const { operationId: op, loginautToken: token } = operation;
  const b64 = (bytes: Buffer) => bytes.toString('base64');
  const video = await startedIdentification(server, op, token, ...(withoutConsent ? [null] : []));
  const post = signerPost(server, op, token);
  const still = await filmedFrame(person);
  expect(
    await (await post(`/api/v2/detection/face/${op}`, { imgb64: b64(still) })).json(),
  ).toMatchObject({ detected: true });
  const answers = livenessApi(server, op, token);
  const { challenges, colours } = await answers.challenges();
  for (const challenge of challenges) {
    const frames =
      liveness === 'still' ? [still, still, still] : await performed(person, challenge.kind);
    expect((await answers.burst(challenge.index, frames)).status).toBe(200);
    // A still photograph: one try of the first, the documents next (the verdict fails it).
    if (liveness === 'still') break;
  }
  // The colour sequence, where the server drew one: the moving person's face reflects it.
  if (colours && liveness === 'moves') {
    const lit = await answers.colours(await reflected(person, colours.colours));
    expect(lit).toMatchObject({ status: 200, passed: true });
  }
  const frontAnswer = await post(`/api/v2/detection/ml/front/${op}`, {
    imgb64: b64(
      presented?.front ??
        (blurredPrint
          ? await frontWithBlurredPrint(front)
          : await documentPhoto(front, 'id-front')),
    ),
  });
  expect(((await frontAnswer.json()) as { detected: boolean }[])[0]?.detected).toBe(true);
  if (presented) {
    const burst = await post(`/api/v2/detection/hologram/${op}`, {
      frames: presented.burst.map(b64),
    });
    expect(burst.status).toBe(200);
  } else if (hologram) await tiltCard(post, op, front);
  const backAnswer = await post(`/api/v2/detection/ml/back/${op}`, {
    imgb64: b64(await documentPhoto(back, 'id-back')),
  });
  expect(((await backAnswer.json()) as { detected: boolean }[])[0]?.detected).toBe(true);
  return { video, verdict: await finishIdentification(server, op, token, video) };
}

/** The holder with his card, its print out of focus: the sides unconfirmed, REVIEW. */
export const HOLDER_BLURRED_PRINT = {
  person: 'holder',
  front: 'esp-dni-2',
  back: 'esp-dni-2',
  liveness: 'moves',
  blurredPrint: true,
  hologram: true,
} as const;

/**
 * A platform reviewer: the account `email`, signed up and given the reviewer role, who
 * approves cases in the review desk with a reason and every item ticked. `signedIn`: the
 * account's client where it was signed up otherwise (a server that mails through SMTP, not
 * to the outbox).
 */
export async function deskReviewer(
  server: TTestServer,
  email: string,
  signedIn?: ReturnType<typeof createHttpClient>,
) {
  const client = signedIn ?? (await signedInClient(server, email));
  await setPlatformRole(server.platform.database.db, {
    email,
    role: 'reviewer',
    grant: true,
    by: 'test',
  });
  return {
    approve: (video: string) =>
      client.post(`/api/review/identifications/${video}/decision`, DESK_APPROVAL),
  };
}

/** A reviewer's approval: a reason, every item of the checklist ticked. */
export const DESK_APPROVAL = {
  decision: 'APPROVE',
  reason: 'The selfie, the bursts and the video show the portrait’s person.',
  checklist: { samePerson: true, documentPresent: true, dataConsistent: true },
} as const;

/** A new platform reviewer (deskReviewer) approves the case; answers the response. */
export async function approveInDesk(server: TTestServer, video: string, email: string) {
  return (await deskReviewer(server, email)).approve(video);
}
