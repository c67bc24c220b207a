// @vitest-environment jsdom
import type { TIdentificationStanding } from '@confirma/contracts/identification';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { fakeFetch, json } from '../../../testing/fake-fetch';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { strictDomTests } from '../../../testing/strict-dom-tests';
import { restoreSpanishAfterAll, switchLanguage, textsIn } from '../../../testing/switch-language';
import { IdentificationCapture } from './identification-capture';

const OP = 'a644af18-9f23-4e0b-843b-a300448590ba';
const VIDEO = 'bbbbbbbb-0000-4000-8000-000000000001';
const DOMAIN = 'cccccccc-0000-4000-8000-000000000001';
const DOC = 'dddddddd-0000-4000-8000-000000000001';
const SIGNER = 'eeeeeeee-0000-4000-8000-000000000001';
const STANDING = `GET /api/v2/identification/standing/${OP}`;
const SESSION = `GET /api/v2/session/${OP}`;
const OPERATION = `GET /api/v2/getoperationbyuuid/${DOMAIN}/${OP}`;
/** The invitation's link, as a resent one is too (a new token, the same page). */
const LINK = `/identificationSignature?operation=${OP}&token=signer-token&domain=${DOMAIN}&lang=es`;
const flows = textsIn('flows');
const errors = textsIn('errors');

strictDomTests();
restoreSpanishAfterAll();
beforeEach(() => sessionStore.reset());

const standing = (change: Partial<TIdentificationStanding>): TIdentificationStanding => ({
  step: 'IDENTIFY',
  closedBy: null,
  signsAfter: false,
  signed: false,
  attemptsLeft: 3,
  identification: null,
  ...change,
});
const attempt = (
  status: 'PASSED' | 'FAILED' | 'REVIEW',
  change: Partial<NonNullable<TIdentificationStanding['identification']>> = {},
) => ({
  videoUuid: VIDEO,
  status,
  failures: [],
  reviewReasons: [],
  completedAt: '2026-11-23T10:00:00.000Z',
  ...change,
});
const operation = (signatureType: string, status: string) => ({
  uuid: OP,
  domainUuid: DOMAIN,
  opClass: 1241,
  status: 'RECORDING',
  signatureType,
  createdAt: '2026-11-23T10:00:00.000Z',
  authPolicy: { fields: [] },
  documents: [
    { documentUuid: DOC, documentName: 'contrato.pdf', reference: 'contrato', signed: false },
  ],
  signers: [{ signerUuid: SIGNER, level: 1, order: 1, name: 'Ana', status, signedAt: null }],
  viewer: { signerUuid: SIGNER, status },
});
const SESSION_ANSWER = {
  videoUuid: VIDEO,
  sessionId: 'a'.repeat(32),
  apiKey: DOMAIN,
  token: 'signer-token',
  liveness: 'REQUIRED',
  consentRequired: false,
  retentionDays: 30,
};

/** The page opened from the link, the server answering `answer` to where the signer stands. */
async function reopen(
  answer: TIdentificationStanding,
  routes: Parameters<typeof fakeFetch>[0] = {},
) {
  const fake = fakeFetch({ [STANDING]: () => json(200, answer), ...routes });
  const { unmount } = renderWithProviders(<IdentificationCapture />, {
    path: LINK,
    route: '/identificationSignature',
  });
  await screen.findByTestId('identification-standing');
  return { ...fake, unmount };
}

const sessionCalls = (calls: { path: string }[]) =>
  calls.filter((call) => call.path.startsWith('/api/v2/session/'));

describe('a link opened again shows where the guest stands', () => {
  it('passed, identification only: done, nothing more to do (English)', async () => {
    await switchLanguage('en');
    const { calls } = await reopen(
      standing({ step: 'PASSED', identification: attempt('PASSED') }),
      { [OPERATION]: () => json(200, operation('IDENTIFICATION_NO_ASISTIDA', 'IDENTIFIED')) },
    );
    expect(
      screen.getByText(flows('en', 'identificationSignature.standing.PASSED.title')),
    ).toBeTruthy();
    expect(
      await screen.findByText(flows('en', 'identificationSignature.standing.PASSED.done')),
    ).toBeTruthy();
    const summary = screen.getByRole('link', {
      name: flows('en', 'identificationSignature.standing.PASSED.summary'),
    });
    expect(summary.getAttribute('href')).toBe(
      `/resumeIdentification?operation=${OP}&video=${VIDEO}`,
    );
    // No new session, no consent, no camera.
    expect(sessionCalls(calls)).toHaveLength(0);
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('passed, a type that signs next: on to the signature (Italian)', async () => {
    await switchLanguage('it');
    await reopen(
      standing({ step: 'PASSED', signsAfter: true, identification: attempt('PASSED') }),
      { [OPERATION]: () => json(200, operation('VIDEO_1PASO_OTP', 'DOCUMENT_READ')) },
    );
    const go = await screen.findByRole('link', {
      name: flows('it', 'resumeIdentification.continue.action'),
    });
    expect(go.getAttribute('href')).toBe(`/simpleSignature?operation=${OP}&document=${DOC}`);
    expect(
      screen.queryByText(flows('it', 'identificationSignature.standing.PASSED.done')),
    ).toBeNull();
  });

  it('under review: the business decides, and what follows (Spanish)', async () => {
    await switchLanguage('es');
    const { calls } = await reopen(
      standing({
        step: 'REVIEW',
        identification: attempt('REVIEW', { reviewReasons: ['DOCUMENT_UNCONFIRMED'] }),
      }),
    );
    for (const key of ['REVIEW.title', 'REVIEW.text', 'REVIEW.next']) {
      expect(screen.getByText(flows('es', `identificationSignature.standing.${key}`))).toBeTruthy();
    }
    expect(
      screen.getByText(flows('es', 'identificationVerdict.review.DOCUMENT_UNCONFIRMED')),
    ).toBeTruthy();
    expect(sessionCalls(calls)).toHaveLength(0);
  });

  it.each(['es', 'en', 'it'] as const)(
    'under review by Confirma: who decides, when a decision is expected, the e-mail or SMS (%s)',
    async (lang) => {
      await switchLanguage(lang);
      const expectedBy = new Date(Date.now() + 3 * 3600_000).toISOString();
      await reopen(
        standing({
          step: 'REVIEW',
          identification: attempt('REVIEW', {
            reviewReasons: ['FACE_BORDERLINE'],
            review: { by: 'PLATFORM', expectedBy },
          }),
        }),
      );
      const box = screen.getByTestId('identification-under-review');
      const k = (key: string) => flows(lang, `identificationSignature.standing.REVIEW.${key}`);
      expect(within(box).getByText(k('textPlatform'))).toBeTruthy();
      expect(within(box).queryByText(k('text'))).toBeNull();
      const date = new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeStyle: 'short' }).format(
        new Date(expectedBy),
      );
      expect(within(box).getByTestId('review-expected-by').textContent).toBe(
        flows(lang, 'identificationSignature.standing.REVIEW.expected', { date }),
      );
      expect(within(box).getByText(k('notify'))).toBeTruthy();
      expect(within(box).getByText(k('next'))).toBeTruthy();
    },
  );

  it('under review past its expected time: says it takes longer, never a date gone by', async () => {
    await switchLanguage('es');
    await reopen(
      standing({
        step: 'REVIEW',
        identification: attempt('REVIEW', {
          review: { by: 'OWNER', expectedBy: '2026-11-23T14:00:00.000Z' },
        }),
      }),
    );
    const box = screen.getByTestId('identification-under-review');
    const k = (key: string) => flows('es', `identificationSignature.standing.REVIEW.${key}`);
    expect(within(box).getByText(k('text'))).toBeTruthy();
    expect(within(box).getByText(k('late'))).toBeTruthy();
    expect(within(box).queryByTestId('review-expected-by')).toBeNull();
  });

  it('failed: why, and another attempt that opens the consent (English and Spanish)', async () => {
    for (const lang of ['en', 'es'] as const) {
      await switchLanguage(lang);
      sessionStore.reset();
      const { calls, unmount } = await reopen(
        standing({
          step: 'RETRY',
          identification: attempt('FAILED', { failures: ['FACE_MISMATCH', 'DOCUMENT_EXPIRED'] }),
        }),
        { [SESSION]: () => json(200, SESSION_ANSWER) },
      );
      expect(
        screen.getByText(flows(lang, 'identificationSignature.standing.RETRY.title')),
      ).toBeTruthy();
      for (const code of ['FACE_MISMATCH', 'DOCUMENT_EXPIRED']) {
        expect(screen.getByText(flows(lang, `identificationVerdict.failure.${code}`))).toBeTruthy();
      }
      expect(sessionCalls(calls)).toHaveLength(0);
      fireEvent.click(
        screen.getByRole('button', {
          name: flows(lang, 'identificationSignature.standing.RETRY.action'),
        }),
      );
      await screen.findByRole('checkbox');
      expect(sessionCalls(calls)).toHaveLength(1);
      expect(screen.queryByTestId('identification-standing')).toBeNull();
      unmount();
    }
  });

  it('no attempt left: why, and whom to ask, with no way to another attempt (Italian)', async () => {
    await switchLanguage('it');
    sessionStore.reset();
    const { calls, unmount } = await reopen(
      standing({
        step: 'EXHAUSTED',
        attemptsLeft: 0,
        identification: attempt('FAILED', { failures: ['FACE_MISMATCH'] }),
      }),
      { [SESSION]: () => json(200, SESSION_ANSWER) },
    );
    for (const key of ['EXHAUSTED.title', 'EXHAUSTED.text']) {
      expect(screen.getByText(flows('it', `identificationSignature.standing.${key}`))).toBeTruthy();
    }
    expect(
      screen.getByText(flows('it', 'identificationVerdict.failure.FACE_MISMATCH')),
    ).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(sessionCalls(calls)).toHaveLength(0);
    unmount();
  });

  it('the operation over: how it ended, never "the request conflicts" (Spanish, Italian)', async () => {
    for (const lang of ['es', 'it'] as const) {
      await switchLanguage(lang);
      for (const closedBy of ['CANCELLED', 'EXPIRED', 'REJECTED', 'FINISHED'] as const) {
        sessionStore.reset();
        const { calls, unmount } = await reopen(standing({ step: 'CLOSED', closedBy }));
        expect(
          screen.getByText(flows(lang, 'identificationSignature.standing.CLOSED.title')),
        ).toBeTruthy();
        expect(
          screen.getByText(flows(lang, `identificationSignature.standing.CLOSED.${closedBy}`)),
        ).toBeTruthy();
        expect(screen.queryByText(errors(lang, 'CONFLICT'))).toBeNull();
        expect(sessionCalls(calls)).toHaveLength(0);
        unmount();
      }
    }
  });

  it('nothing finished yet: the consent, as before', async () => {
    await switchLanguage('es');
    const { calls } = fakeFetch({
      [STANDING]: () => json(200, standing({})),
      [SESSION]: () => json(200, SESSION_ANSWER),
    });
    renderWithProviders(<IdentificationCapture />, {
      path: LINK,
      route: '/identificationSignature',
    });
    await screen.findByRole('checkbox');
    await waitFor(() => expect(sessionCalls(calls)).toHaveLength(1));
    expect(screen.queryByTestId('identification-standing')).toBeNull();
  });
});
