// @vitest-environment jsdom
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { caseId, decisionRecord, queueItem } from '../../features/review/testing/review-fixtures';
import { sessionStore } from '../../lib/session-store';
import { ACCOUNT, SESSION } from '../../testing/account-fixtures';
import { fakeFetch, json, problem } from '../../testing/fake-fetch';
import { renderWithProviders } from '../../testing/render-with-providers';
import { strictDomTests } from '../../testing/strict-dom-tests';
import { restoreSpanishAfterAll, switchLanguage, textsIn } from '../../testing/switch-language';
import { ReviewDeskPage } from './review-desk-page';

const r = textsIn('review');
const QUEUE = 'GET /api/review/identifications';

const signedIn = {
  'GET /api/auth/get-session': () => json(200, SESSION),
  'GET /api/account': () => json(200, { ...ACCOUNT, isReviewer: true }),
};

strictDomTests();
restoreSpanishAfterAll();
afterEach(() => act(() => sessionStore.reset()));

describe('the review desk', () => {
  it('asks a visitor to sign in, and asks nothing of the desk', async () => {
    await switchLanguage('es');
    const { calls } = fakeFetch({ 'GET /api/auth/get-session': () => json(200, null) });
    renderWithProviders(<ReviewDeskPage />, { path: '/review' });
    expect((await screen.findByTestId('review-sign-in')).textContent).toContain(
      r('es', 'signInFirst'),
    );
    expect(calls.some((call) => call.path.startsWith('/api/review'))).toBe(false);
  });

  it('tells an account without the reviewer role that the desk is not for it', async () => {
    await switchLanguage('es');
    fakeFetch({
      'GET /api/auth/get-session': () => json(200, SESSION),
      'GET /api/account': () => json(200, ACCOUNT),
      [QUEUE]: () => problem('FORBIDDEN'),
    });
    renderWithProviders(<ReviewDeskPage />, { path: '/review' });
    expect((await screen.findByTestId('review-not-allowed')).textContent).toBe(
      r('es', 'notAllowed'),
    );
    expect(screen.queryByTestId('review-queue-item')).toBeNull();
  });

  it.each(['es', 'en', 'it'] as const)(
    'lists the cases oldest first with their account, age, due time, reasons and risk in words (%s)',
    async (lang) => {
      await switchLanguage(lang);
      fakeFetch({
        ...signedIn,
        [QUEUE]: () =>
          json(200, {
            cases: [
              queueItem(1, { overdue: true, ageMinutes: 300 }),
              queueItem(2, {
                fourEyes: true,
                awaitingSecond: true,
                pending: decisionRecord(),
                reviewReasons: ['DOCUMENT_UNCONFIRMED'],
                riskSignals: [{ code: 'RISK_MANY_ATTEMPTS', score: 3, threshold: 2 }],
              }),
            ],
            slaMinutes: 240,
            nextCursor: null,
          }),
      });
      renderWithProviders(<ReviewDeskPage />, { path: '/review' });
      const items = await screen.findAllByTestId('review-queue-item');
      expect(items).toHaveLength(2);
      const [first, second] = items as [HTMLElement, HTMLElement];
      expect(first.textContent).toContain('Inmobiliaria Sol SL');
      expect(first.textContent).toContain('sol@example.com');
      expect(first.getAttribute('data-overdue')).toBe('true');
      expect(within(first).getByText(r(lang, 'queue.overdue'))).toBeTruthy();
      expect(first.textContent).toContain(r(lang, 'age.hours', { hours: 5, minutes: 0 }));
      expect(within(first).getByText(r(lang, 'reasons.FACE_BORDERLINE'))).toBeTruthy();
      expect(within(first).getByText(r(lang, 'risk.codes.RISK_HOLOGRAM_NOT_SEEN'))).toBeTruthy();
      expect(
        within(first)
          .getByRole('link', { name: r(lang, 'queue.open') })
          .getAttribute('href'),
      ).toBe(`/review/${caseId(1)}`);
      // The second waits for a second reviewer: it says so, and what was decided first.
      expect(second.getAttribute('data-overdue')).toBe('false');
      expect(within(second).queryByText(r(lang, 'queue.overdue'))).toBeNull();
      expect(within(second).getByText(r(lang, 'queue.awaitingSecond'))).toBeTruthy();
      expect(second.textContent).toContain(
        r(lang, 'queue.pending', {
          decision: r(lang, 'decisionWords.APPROVE'),
          who: r(lang, 'reviewer.platform_reviewer'),
        }),
      );
      expect(second.textContent).toContain(r(lang, 'risk.codes.RISK_MANY_ATTEMPTS'));
      expect(second.textContent).toContain(
        r(lang, 'risk.scoreAgainst', { score: '3', threshold: '2' }),
      );
      expect(screen.getByText(r(lang, 'queue.sla', { hours: 4 }))).toBeTruthy();
      // Nothing shown as a code.
      expect(document.body.textContent).not.toMatch(/RISK_|FACE_BORDERLINE|VIDEO_1PASO_OTP/);
    },
    20_000,
  );

  it('says so when nothing waits', async () => {
    await switchLanguage('es');
    fakeFetch({
      ...signedIn,
      [QUEUE]: () => json(200, { cases: [], slaMinutes: 240, nextCursor: null }),
    });
    renderWithProviders(<ReviewDeskPage />, { path: '/review' });
    expect((await screen.findByTestId('review-queue-empty')).textContent).toBe(
      r('es', 'queue.empty'),
    );
  });
});
