import type { TIdentificationStanding } from '@confirma/contracts/identification';
import { ZAuditPage } from '@confirma/contracts/organizations';
import type {
  TReviewCase,
  TReviewDecisionResponse,
  TReviewQueueResponse,
} from '@confirma/contracts/review';
import { describe, expect, it } from 'vitest';
import { setPlatformRole } from '../src/modules/admin/index.ts';
import { listEvidence } from '../src/modules/evidence/index.ts';
import { createHttpClient, type THttpClient } from './support/http-client.ts';
import {
  certificateText,
  HOLDER_BLURRED_PRINT,
  identifyWithCard,
  videoOperation,
} from './support/identification-flow.ts';
import { bearer, createIdentificationOperation, outboxTo, PHONE } from './support/operations.ts';
import { signedInClient } from './support/sign-up.ts';
import { useTestServer } from './support/use-test-server.ts';

const TICKED = { samePerson: true, documentPresent: true, dataConsistent: true };
const REASON = 'Portrait and selfie match; the print is blurred but the MRZ agrees.';

/**
 * The review desk through HTTP on the real engine: REVIEW cases made by the identification
 * flow (the holder's card with its print out of focus: DOCUMENT_UNCONFIRMED; the holder's
 * face under a second card's number: RISK_FACE_REUSED), decided by the platform's reviewers
 * (session and the reviewer role) or, where the account chose so, by its owner, always with
 * a reason and the checklist; four-eyes; the evidence, the result, the sealed certificate
 * and the signer's notice.
 */
describe('identification review desk', () => {
  const server = useTestServer({ AUTH_EMAIL_LIMIT: '100' });
  const api = () => createHttpClient(server().url);
  const db = () => server().platform.database.db;
  const codeOf = async (response: Response) => ((await response.json()) as { code: string }).code;

  /** A signed-in user holding the reviewer role, and their id. */
  async function reviewer(email: string): Promise<{ client: THttpClient; id: string }> {
    const client = await signedInClient(server(), email);
    const id = await setPlatformRole(db(), { email, role: 'reviewer', grant: true, by: 'test' });
    if (!id) throw new Error('no reviewer');
    return { client, id };
  }

  const decide = (client: THttpClient, id: string, body: object) =>
    client.post(`/api/review/identifications/${id}/decision`, body);

  /** The sealed certificate's text, as the operation's owner reads it. */
  async function certificate(op: string, video: string, ownerToken: string, name: string) {
    const answer = await api().get(
      `/api/v2/identification/certificate/${op}/${video}`,
      bearer(ownerToken),
    );
    expect(answer.status).toBe(200);
    return certificateText(Buffer.from(await answer.text(), 'base64'), name);
  }

  /** The `identification.reviewed` entries of the owner's organisation's audit log. */
  async function reviewedEntries(owner: THttpClient) {
    const page = ZAuditPage.parse(await (await owner.get('/api/organization/audit')).json());
    return page.entries.filter((entry) => entry.action === 'identification.reviewed');
  }

  const eventsOf = async (video: string) =>
    listEvidence(db(), { subjectType: 'identification', subjectId: video });

  it('a platform reviewer decides a case in the desk with a reason: evidence, result, certificate, the signer told', async () => {
    const flow = await videoOperation(server(), 'desk-owner@example.com');
    const { video, verdict } = await identifyWithCard(server(), flow, HOLDER_BLURRED_PRINT);
    expect(verdict).toMatchObject({ status: 'REVIEW', failures: [] });
    expect(verdict.reviewReasons).toContain('DOCUMENT_UNCONFIRMED');

    // The signer waits, told by when; the platform decides by default.
    const standing = await api().get(
      `/api/v2/identification/standing/${flow.operationId}`,
      bearer(flow.loginautToken),
    );
    const stands = (await standing.json()) as TIdentificationStanding;
    expect(stands.step).toBe('REVIEW');
    expect(stands.identification?.review?.by).toBe('PLATFORM');
    const expected = Date.parse(stands.identification?.review?.expectedBy ?? '');
    const completed = Date.parse(stands.identification?.completedAt ?? '');
    expect(expected - completed).toBe(240 * 60_000);

    // The owner's operation page says who decides, and by when.
    const page = await api().get(`/api/operations/${flow.operationId}`, bearer(flow.ownerToken));
    const [entry] = ((await page.json()) as { identifications: { review?: unknown }[] })
      .identifications;
    expect(entry?.review).toEqual({
      by: 'PLATFORM',
      fourEyes: false,
      awaitingSecond: false,
      expectedBy: stands.identification?.review?.expectedBy,
    });

    // Not the owner's to decide, nor anyone's without the role; never with an account token.
    const owned = await api().post(
      `/api/v2/identification/review/${flow.operationId}/${video}`,
      { decision: 'APPROVE', reason: REASON, checklist: TICKED },
      bearer(flow.ownerToken),
    );
    expect(owned.status).toBe(409);
    expect(await codeOf(owned)).toBe('REVIEW_BY_PLATFORM');
    expect((await flow.owner.get('/api/review/identifications')).status).toBe(403);
    const stranger = await decide(flow.owner, video, {
      decision: 'APPROVE',
      reason: REASON,
      checklist: TICKED,
    });
    expect(stranger.status).toBe(403);
    const byToken = await api().get('/api/review/identifications', bearer(flow.ownerToken));
    expect(byToken.status).toBe(401);

    const { client: desk, id: reviewerId } = await reviewer('reviewer-one@example.com');
    const queue = (await (
      await desk.get('/api/review/identifications')
    ).json()) as TReviewQueueResponse;
    const listed = queue.cases.find((item) => item.id === video);
    expect(listed).toMatchObject({
      operation: { id: flow.operationId },
      account: { userId: flow.ownerId, email: 'desk-owner@example.com' },
      decidedBy: 'PLATFORM',
      fourEyes: false,
      awaitingSecond: false,
      overdue: false,
    });
    expect(listed?.reviewReasons).toContain('DOCUMENT_UNCONFIRMED');
    expect(queue.slaMinutes).toBe(240);

    // The case side by side: the images, each burst's frames, the video by ranges.
    const opened = await desk.get(`/api/review/identifications/${video}`);
    expect(opened.status).toBe(200);
    const seen = (await opened.json()) as TReviewCase;
    expect(seen.images.selfie).not.toBeNull();
    expect(seen.images.portrait).not.toBeNull();
    expect(seen.bursts.length).toBeGreaterThanOrEqual(2);
    expect(seen.bursts.filter((burst) => burst.passed)).toHaveLength(2);
    for (const url of [seen.images.portrait, seen.bursts[0]?.frames[0]]) {
      const image = await desk.get(url ?? '');
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toMatch(/^image\//);
    }
    expect(seen.timeline.map((entry) => entry.kind)).toEqual(
      expect.arrayContaining(['SESSION_START', 'CHALLENGE', 'BURST', 'CAPTURE']),
    );
    expect(seen.document.kind).toBe('ID_CARD');
    expect(seen.attempts).toHaveLength(1);
    const size = seen.video?.size ?? 0;
    const part = await desk.get(seen.video?.url ?? '', { range: 'bytes=100-199' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${size}`);
    expect((await part.arrayBuffer()).byteLength).toBe(100);
    const past = await desk.get(seen.video?.url ?? '', { range: `bytes=${size}-` });
    expect(past.status).toBe(416);

    // The desk answers nothing to keep, and takes no decision from another site's page.
    expect(part.headers.get('cache-control')).toBe('no-store');
    const crossSite = await desk.post(
      `/api/review/identifications/${video}/decision`,
      { decision: 'APPROVE', reason: REASON, checklist: TICKED },
      { origin: 'https://evil.example' },
    );
    expect(crossSite.status).toBe(403);
    expect(crossSite.headers.get('cache-control')).toBe('no-store');

    // A decision says why, and an approval ticks every item.
    const bare = await decide(desk, video, { decision: 'APPROVE', checklist: TICKED });
    expect(bare.status).toBe(400);
    expect(await codeOf(bare)).toBe('VALIDATION_FAILED');
    const unticked = await decide(desk, video, {
      decision: 'APPROVE',
      reason: REASON,
      checklist: { ...TICKED, documentPresent: false },
    });
    expect(unticked.status).toBe(422);
    expect(await codeOf(unticked)).toBe('REVIEW_CHECKLIST_INCOMPLETE');
    const approved = await decide(desk, video, {
      decision: 'APPROVE',
      reason: REASON,
      checklist: TICKED,
    });
    expect(approved.status).toBe(200);
    const decided = (await approved.json()) as TReviewDecisionResponse;
    expect(decided).toMatchObject({
      outcome: 'DECIDED',
      status: 'PASSED',
      result: {
        status: 'PASSED',
        review: {
          decision: 'APPROVED',
          reviewer: { role: 'platform_reviewer', userId: reviewerId },
          reason: REASON,
          checklist: TICKED,
        },
      },
    });
    const again = await decide(desk, video, {
      decision: 'REJECT',
      reason: REASON,
      checklist: TICKED,
    });
    expect(await codeOf(again)).toBe('IDENTIFICATION_OUT_OF_ORDER');

    // The evidence, the owner's result, the certificate sealed again.
    const reviewed = (await eventsOf(video)).find((e) => e.type === 'identification.reviewed');
    expect(reviewed).toMatchObject({
      actorType: 'reviewer',
      actorId: reviewerId,
      data: {
        decision: 'APPROVE',
        reviewer: { role: 'platform_reviewer', userId: reviewerId },
        reason: REASON,
        checklist: TICKED,
      },
    });
    const summary = await api().get(
      `/api/v2/identification/images/data/${flow.operationId}/${video}`,
      bearer(flow.ownerToken),
    );
    expect(((await summary.json()) as { result: unknown }).result).toMatchObject({
      status: 'PASSED',
      review: { reviewer: { role: 'platform_reviewer', userId: reviewerId }, reason: REASON },
    });
    const text = await certificate(flow.operationId, video, flow.ownerToken, 'desk');
    expect(text).toContain('Revisada por una persona: aprobada el');
    expect(text).toContain(`revisor de la plataforma, id ${reviewerId}`);
    expect(text).toContain(REASON);
    expect(text).not.toContain('reviewer-one@example.com');
    const detail = await api().get(`/api/operations/${flow.operationId}`, bearer(flow.ownerToken));
    expect(((await detail.json()) as { status: string }).status).toBe('IDENTIFIED');
    // The organisation's audit log: reviewed by the platform, not by one of its members.
    expect(await reviewedEntries(flow.owner)).toEqual([
      expect.objectContaining({
        target: flow.operationId,
        actorName: null,
        actorEmail: null,
        data: { decision: 'APPROVED' },
      }),
    ]);

    // The signer is told, by e-mail and by SMS (the operation has their phone).
    const [mail] = await outboxTo(server(), 'signer-desk-owner@example.com', 'email').then(
      (messages) => messages.filter((m) => m.subject?.startsWith('Identificación aprobada')),
    );
    expect(mail?.text).toContain('y la ha aprobado');
    const sms = await outboxTo(server(), PHONE, 'sms');
    expect(sms.some((message) => message.text.includes('ha sido aprobada'))).toBe(true);
  }, 480_000);

  it('an account that decides its own cases cannot approve without a reason or with an item unticked', async () => {
    const flow = await videoOperation(server(), 'own-reviews@example.com');
    const settings = await flow.owner.patch('/api/account/profile', {
      identificationReview: { by: 'OWNER' },
    });
    expect(settings.status).toBeLessThan(300);
    const account = (await (await flow.owner.get('/api/account')).json()) as {
      identificationReview: unknown;
    };
    expect(account.identificationReview).toEqual({ by: 'OWNER', fourEyes: false });
    const { video, verdict } = await identifyWithCard(server(), flow, HOLDER_BLURRED_PRINT);
    expect(verdict.status).toBe('REVIEW');
    const review = (body: object) =>
      api().post(
        `/api/v2/identification/review/${flow.operationId}/${video}`,
        body,
        bearer(flow.ownerToken),
      );
    // One click is not enough: a reason, in the problem's words and key.
    const oneClick = await review({ decision: 'APPROVE' });
    expect(oneClick.status).toBe(400);
    const problem = (await oneClick.json()) as {
      code: string;
      errors: { path: string; key?: string }[];
    };
    expect(problem.code).toBe('VALIDATION_FAILED');
    expect(problem.errors.find((error) => error.path === 'body.reason')?.key).toBe(
      'review:validation.reasonRequired',
    );
    const short = await review({ decision: 'APPROVE', reason: 'ok', checklist: TICKED });
    expect(await codeOf(short)).toBe('VALIDATION_FAILED');
    const unticked = await review({
      decision: 'APPROVE',
      reason: REASON,
      checklist: { ...TICKED, samePerson: false },
    });
    expect(unticked.status).toBe(422);
    expect(await codeOf(unticked)).toBe('REVIEW_CHECKLIST_INCOMPLETE');
    // The platform's reviewers do not decide it (nor see it).
    const { client: desk } = await reviewer('reviewer-owner-case@example.com');
    const platform = await decide(desk, video, {
      decision: 'APPROVE',
      reason: REASON,
      checklist: TICKED,
    });
    expect(platform.status).toBe(404);
    const approved = await review({ decision: 'APPROVE', reason: REASON, checklist: TICKED });
    expect(approved.status).toBe(200);
    expect(await approved.json()).toMatchObject({
      status: 'PASSED',
      review: { reviewer: { role: 'account_owner', userId: flow.ownerId }, reason: REASON },
    });
    const text = await certificate(flow.operationId, video, flow.ownerToken, 'owner');
    expect(text).toContain(`propietario de la cuenta, id ${flow.ownerId}`);
    expect(await reviewedEntries(flow.owner)).toEqual([
      expect.objectContaining({
        target: flow.operationId,
        actorEmail: 'own-reviews@example.com',
        data: { decision: 'APPROVED' },
      }),
    ]);
  }, 480_000);

  it('four-eyes: the same face under another number goes to review; the second reviewer confirms, never the first', async () => {
    const first = await videoOperation(server(), 'four-eyes@example.com');
    await first.owner.patch('/api/account/profile', {
      identificationReview: { fourEyes: true },
    });
    const earlier = await identifyWithCard(server(), first, {
      person: 'holder',
      front: 'esp-dni-2',
      back: 'esp-dni-2',
      liveness: 'moves',
      hologram: true,
    });
    expect(earlier.verdict.status).not.toBe('FAILED');
    // The same account, the same face, a card with another number (the holder's NIE).
    const second = await createIdentificationOperation(
      server().url,
      server().platform.domainUuid,
      first.ownerToken,
      'signer-four-eyes-nie@example.com',
      undefined,
      'X1234567L',
    );
    const { video, verdict } = await identifyWithCard(server(), second, {
      person: 'holder',
      front: 'esp-nie',
      back: 'esp-nie',
      liveness: 'moves',
      hologram: true,
    });
    expect(verdict).toMatchObject({ status: 'REVIEW', failures: [] });
    expect(verdict.reviewReasons).toContain('RISK_FACE_REUSED');
    const signals = verdict.riskSignals as { code: string; matches?: { videoUuid: string }[] }[];
    const reused = signals.find((signal) => signal.code === 'RISK_FACE_REUSED');
    expect(reused?.matches?.map((match) => match.videoUuid)).toEqual([earlier.video]);
    // The signer is not told what gave the attempt away.
    const standing = await api().get(
      `/api/v2/identification/standing/${second.operationId}`,
      bearer(second.loginautToken),
    );
    const stands = (await standing.json()) as TIdentificationStanding;
    expect(stands.identification?.reviewReasons).not.toContain('RISK_FACE_REUSED');

    const one = await reviewer('four-eyes-one@example.com');
    const two = await reviewer('four-eyes-two@example.com');
    const body = { decision: 'APPROVE', reason: REASON, checklist: TICKED };
    const pending = await decide(one.client, video, body);
    expect(await pending.json()).toMatchObject({ outcome: 'PENDING', status: 'REVIEW' });
    const queue = (await (
      await two.client.get('/api/review/identifications')
    ).json()) as TReviewQueueResponse;
    expect(queue.cases.find((item) => item.id === video)).toMatchObject({
      fourEyes: true,
      awaitingSecond: true,
      pending: { stage: 'FIRST', reviewer: { userId: one.id } },
    });
    const own = await decide(one.client, video, body);
    expect(own.status).toBe(409);
    expect(await codeOf(own)).toBe('REVIEW_SAME_REVIEWER');
    const confirmed = await decide(two.client, video, {
      ...body,
      reason: 'Confirmed: the same holder, with his NIE this time.',
    });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toMatchObject({
      outcome: 'DECIDED',
      status: 'PASSED',
      result: {
        review: {
          reviewer: { userId: one.id },
          confirmedBy: { reviewer: { role: 'platform_reviewer', userId: two.id } },
        },
      },
    });
    const types = (await eventsOf(video)).map((event) => event.type);
    expect(types).toEqual(
      expect.arrayContaining(['identification.review_pending', 'identification.reviewed']),
    );
    const text = await certificate(second.operationId, video, first.ownerToken, 'four-eyes');
    expect(text).toContain(`revisor de la plataforma, id ${one.id}`);
    expect(text).toContain('Confirmada por (segundo revisor)');
    expect(text).toContain(`revisor de la plataforma, id ${two.id}`);
  }, 720_000);
});
