import { COLOUR_NAMES, type TColourName } from '@confirma/contracts/identification';
import { filmedFrame } from '@confirma/vision/testing';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { evidenceEvents } from '../src/db-schema.ts';
import {
  finishIdentification,
  livenessApi,
  performed,
  reflected,
  showCard,
  startedIdentification,
  type TColours,
  videoOperation,
} from './support/identification-flow.ts';
import { signerPost } from './support/session-recording.ts';
import { useTestServer } from './support/use-test-server.ts';

const b64 = (bytes: Buffer) => bytes.toString('base64');

/** Another colour at every step: what a replay of another session's sequence shows. */
const otherThan = (colours: readonly TColourName[]) =>
  colours.map(
    (colour) =>
      COLOUR_NAMES[(COLOUR_NAMES.indexOf(colour) + 2) % COLOUR_NAMES.length] as TColourName,
  );

/**
 * The colour sequence on the real server (the vision pool, the fixtures' filmed faces): a face
 * lit by the screen's colours passes; a face that follows another sequence (a replay, an
 * injected video) fails COLOUR_NOT_REFLECTED; frames after its window on the server's clock,
 * before the movements are settled or in the wrong number are refused.
 */
describe('identification colour sequence', () => {
  const server = useTestServer({
    AUTH_EMAIL_LIMIT: '100',
    IDENTIFICATION_CHALLENGE_WINDOW_SECONDS: '8',
  });
  const eventsOf = (video: string) =>
    server()
      .platform.database.db.select({ data: evidenceEvents.data })
      .from(evidenceEvents)
      .where(
        and(
          eq(evidenceEvents.subjectId, video),
          eq(evidenceEvents.type, 'identification.colour_checked'),
        ),
      )
      .orderBy(asc(evidenceEvents.id));

  /** Started, the selfie taken, the movements answered: the colour sequence open. */
  async function atColours(email: string, checks?: Record<string, string>) {
    const { operationId: op, loginautToken: token } = await videoOperation(server(), email, checks);
    const video = await startedIdentification(server(), op, token);
    const post = signerPost(server(), op, token);
    const selfie = await post(`/api/v2/detection/face/${op}`, {
      imgb64: b64(await filmedFrame('holder')),
    });
    expect(selfie.status).toBe(200);
    const liveness = livenessApi(server(), op, token);
    const issued = await liveness.challenges();
    for (const challenge of issued.challenges) {
      const answer = await liveness.burst(
        challenge.index,
        await performed('holder', challenge.kind),
      );
      expect(answer).toMatchObject({ status: 200, passed: true });
    }
    const { colours } = await liveness.challenges();
    return { op, token, video, post, liveness, colours, before: issued.colours };
  }

  it('passes a face lit by the colours the server drew, and keeps what was issued and measured', async () => {
    const flow = await atColours('colour-genuine@example.com');
    // Drawn with the challenges, closed until they were settled, open now.
    expect(flow.before).toMatchObject({ closesAt: null, passed: false, attemptsLeft: 3 });
    const colours = flow.colours as TColours;
    expect(colours.colours).toEqual(flow.before?.colours);
    expect(colours.colours).toHaveLength(5);
    for (const [i, colour] of colours.colours.slice(1).entries()) {
      expect(colour).not.toBe(colours.colours[i]);
    }
    expect(colours.closesAt).not.toBeNull();
    const answer = await flow.liveness.colours(await reflected('holder', colours.colours));
    expect(answer).toMatchObject({ status: 200, passed: true, matched: 5, steps: 5, next: null });
    expect(answer.score).toBeGreaterThan(0.9);
    const [event] = await eventsOf(flow.video);
    expect(event?.data).toMatchObject({ attempt: 1, issued: colours.colours, passed: true });
    const { steps } = (event?.data ?? { steps: [] }) as {
      steps: { shift: number; roomShift: number }[];
    };
    expect(steps).toHaveLength(5);
    for (const step of steps) expect(step.shift).toBeGreaterThan(Math.abs(step.roomShift) * 3);
    // Answered, it is settled.
    const again = await flow.liveness.colours(await reflected('holder', colours.colours));
    expect(again).toMatchObject({ status: 409, code: 'IDENTIFICATION_OUT_OF_ORDER' });
    await showCard(flow.post, flow.op);
    const verdict = await finishIdentification(server(), flow.op, flow.token, flow.video);
    expect(verdict).toMatchObject({ status: 'PASSED', failures: [] });
    expect(verdict.checks).toContainEqual({
      check: 'COLOUR',
      outcome: 'PASSED',
      required: true,
      score: answer.score,
      threshold: 0.5,
    });
  }, 240_000);

  it('fails a replay whose face follows another sequence: a new one each try, then COLOUR_NOT_REFLECTED', async () => {
    const flow = await atColours('colour-replay@example.com');
    let shown = (flow.colours as TColours).colours;
    const drawn = [shown];
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const answer = await flow.liveness.colours(await reflected('holder', otherThan(shown)));
      expect(answer).toMatchObject({ status: 200, passed: false });
      expect(answer.matched).toBeLessThan(4);
      const next = answer.next as TColours | null;
      if (attempt < 3) {
        expect(next).toMatchObject({ passed: false, attemptsLeft: 3 - attempt });
        shown = (next as TColours).colours;
        drawn.push(shown);
      } else expect(next).toBeNull();
    }
    const events = await eventsOf(flow.video);
    expect(events.map((event) => (event.data as { issued: string[] }).issued)).toEqual(drawn);
    await showCard(flow.post, flow.op);
    const verdict = await finishIdentification(server(), flow.op, flow.token, flow.video);
    expect(verdict).toMatchObject({ status: 'FAILED', failures: ['COLOUR_NOT_REFLECTED'] });
  }, 240_000);

  it('refuses the colours after their window closed on the server’s clock', async () => {
    const flow = await atColours('colour-late@example.com');
    const colours = flow.colours as TColours;
    const frames = await reflected('holder', colours.colours);
    await new Promise((resolve) =>
      setTimeout(resolve, Date.parse(colours.closesAt ?? '') - Date.now() + 300),
    );
    const late = await flow.liveness.colours(frames);
    expect(late).toMatchObject({ status: 409, code: 'CHALLENGE_EXPIRED' });
    const [event] = await eventsOf(flow.video);
    expect(event?.data).toMatchObject({ issued: colours.colours, passed: false, expired: true });
    // Settled as expired: nothing more is taken.
    expect(await flow.liveness.colours(frames)).toMatchObject({
      status: 409,
      code: 'IDENTIFICATION_OUT_OF_ORDER',
    });
    const verdict = await finishIdentification(server(), flow.op, flow.token, flow.video);
    expect(verdict.failures).toContain('COLOUR_NOT_REFLECTED');
  }, 240_000);

  it('refuses colours before the movements are settled, and without one frame per colour', async () => {
    const { operationId: op, loginautToken: token } = await videoOperation(
      server(),
      'colour-order@example.com',
    );
    await startedIdentification(server(), op, token);
    const post = signerPost(server(), op, token);
    expect(
      (await post(`/api/v2/detection/face/${op}`, { imgb64: b64(await filmedFrame('holder')) }))
        .status,
    ).toBe(200);
    const liveness = livenessApi(server(), op, token);
    const { challenges, colours } = await liveness.challenges();
    const frames = await reflected('holder', (colours as TColours).colours);
    expect(await liveness.colours(frames)).toMatchObject({
      status: 409,
      code: 'IDENTIFICATION_OUT_OF_ORDER',
    });
    for (const challenge of challenges) {
      await liveness.burst(challenge.index, await performed('holder', challenge.kind));
    }
    const short = await liveness.colours({ ...frames, steps: frames.steps.slice(1) });
    expect(short).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    const junk = await liveness.colours({ ...frames, neutral: Buffer.from('not an image') });
    expect(junk).toMatchObject({ status: 415, code: 'NOT_AN_IMAGE' });
    // None of them was a try.
    expect(await liveness.colours(frames)).toMatchObject({ status: 200, passed: true });
  }, 240_000);
});
