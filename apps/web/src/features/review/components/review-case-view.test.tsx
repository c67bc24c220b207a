// @vitest-environment jsdom
import type { TReviewDecisionRequest } from '@confirma/contracts/review-decision';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeFetch, json, problem } from '../../../testing/fake-fetch';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { strictDomTests } from '../../../testing/strict-dom-tests';
import { restoreSpanishAfterAll, switchLanguage, textsIn } from '../../../testing/switch-language';
import {
  caseId,
  decisionRecord,
  ME,
  OTHER_REVIEWER,
  reviewCase,
  reviewVerdict,
} from '../testing/review-fixtures';
import { ReviewCaseView } from './review-case-view';

const r = textsIn('review');
const ID = caseId(1);
const CASE = `GET /api/review/identifications/${ID}`;
const DECIDE = `POST /api/review/identifications/${ID}/decision`;
const REASON = 'Same person in the selfie and the video; genuine card.';
const REASON_RECORDED = 'Same face, the card is genuine and the data agree.';

strictDomTests();
restoreSpanishAfterAll();

const renderCase = () =>
  renderWithProviders(<ReviewCaseView id={ID} me={ME} signIn={<p>sign in</p>} />);

/** Ticks the whole checklist, writes the reason and presses `button`. */
function decide(button: 'approve' | 'reject') {
  const form = screen.getByTestId('review-decision-form');
  if (button === 'approve') {
    for (const box of within(form).getAllByRole('checkbox')) fireEvent.click(box);
  }
  fireEvent.change(within(form).getByRole('textbox'), { target: { value: REASON } });
  fireEvent.click(within(form).getByRole('button', { name: r('es', `form.${button}`) }));
}

describe('a case of the review desk', () => {
  it.each(['es', 'en', 'it'] as const)(
    'shows the portrait beside the selfie, the bursts, the video with its timeline, the document and the checks (%s)',
    async (lang) => {
      await switchLanguage(lang);
      fakeFetch({ [CASE]: () => json(200, reviewCase()) });
      renderCase();
      const faces = await screen.findByTestId('review-faces');
      const portrait = within(faces).getByRole('img', { name: r(lang, 'images.portrait') });
      const selfie = within(faces).getByRole('img', { name: r(lang, 'images.selfie') });
      expect(portrait.getAttribute('src')).toBe(
        `/api/review/identifications/${ID}/images/portrait`,
      );
      expect(selfie.getAttribute('src')).toBe(`/api/review/identifications/${ID}/images/selfie`);
      // The bursts: each challenge, its outcome and its frames.
      const bursts = screen.getAllByTestId('review-burst');
      expect(bursts.map((burst) => burst.getAttribute('data-passed'))).toEqual(['true', 'false']);
      expect(within(bursts[0] as HTMLElement).getAllByRole('img')).toHaveLength(3);
      expect(bursts[0]?.textContent).toContain(
        r(lang, 'burst.name', { index: 1, kind: r(lang, 'challenges.TURN_LEFT'), attempt: 1 }),
      );
      expect(within(bursts[1] as HTMLElement).getByText(r(lang, 'burst.notPassed'))).toBeTruthy();
      // The recording, streamed from its URL, and its timeline.
      const video = screen.getByTestId('review-video').querySelector('video');
      expect(video?.getAttribute('src')).toBe(`/api/review/identifications/${ID}/video`);
      expect(video?.hasAttribute('controls')).toBe(true);
      const timeline = screen.getByRole('list', { name: r(lang, 'timeline.title') });
      expect(within(timeline).getAllByRole('button')).toHaveLength(6);
      expect(timeline.textContent).toContain(
        r(lang, 'timeline.CAPTURE', { capture: r(lang, 'captures.DNIFRONT') }),
      );
      expect(timeline.textContent).toContain(r(lang, 'timeline.until', { at: '0:08' }));
      // Front and back (no hologram seen), and the table field by field.
      const document = screen.getByTestId('review-document');
      expect(within(document).getByRole('img', { name: r(lang, 'images.front') })).toBeTruthy();
      expect(within(document).getByRole('img', { name: r(lang, 'images.back') })).toBeTruthy();
      expect(within(document).getByText(r(lang, 'case.noImage'))).toBeTruthy();
      const table = within(document).getByRole('table');
      const rows = within(table).getAllByRole('row').slice(1);
      expect(rows.map((row) => row.getAttribute('data-outcome'))).toEqual([
        'match',
        'mismatch',
        'unread',
      ]);
      expect(rows[1]?.textContent).toContain(r(lang, 'fields.documentNumber'));
      expect(rows[1]?.textContent).toContain('BAA000589');
      expect(rows[1]?.textContent).toContain('BAA000580');
      expect(rows[1]?.textContent).toContain(r(lang, 'consistency.outcomes.mismatch'));
      // What the presence check doubted, in words.
      expect(screen.getByTestId('review-presence').textContent).toContain(
        `${r(lang, 'presence.doubted')}: ${r(lang, 'presence.findings.COPY')}`,
      );
      // The checks and the risk signals, in words.
      const checks = screen.getByTestId('review-checks');
      expect(checks.querySelector('[data-check="FACE_MATCH"]')).toBeTruthy();
      expect(within(checks).getByText(r(lang, 'risk.codes.RISK_HOLOGRAM_NOT_SEEN'))).toBeTruthy();
      // The signer's attempts: an earlier one, and this case's, marked.
      const attempts = screen.getAllByTestId('review-attempt');
      expect(attempts).toHaveLength(2);
      expect(within(attempts[0] as HTMLElement).queryByText(r(lang, 'history.current'))).toBeNull();
      expect(within(attempts[1] as HTMLElement).getByText(r(lang, 'history.current'))).toBeTruthy();
      expect(document.ownerDocument.body.textContent).not.toMatch(
        /RISK_|FACE_BORDERLINE|TURN_LEFT|DNIFRONT|documentNumber/,
      );
    },
    20_000,
  );

  it('seeks the video to an entry of the timeline and to a burst', async () => {
    await switchLanguage('es');
    fakeFetch({ [CASE]: () => json(200, reviewCase()) });
    renderCase();
    const timeline = await screen.findByRole('list', { name: r('es', 'timeline.title') });
    const video = screen.getByTestId('review-video').querySelector('video') as HTMLVideoElement;
    const capture = within(timeline)
      .getAllByRole('button')
      .find((button) => button.getAttribute('data-kind') === 'CAPTURE');
    fireEvent.click(capture as HTMLElement);
    expect(video.currentTime).toBe(20.5);
    fireEvent.click(screen.getByRole('button', { name: r('es', 'burst.seek', { at: '0:09' }) }));
    expect(video.currentTime).toBe(9.1);
  });

  it('posts the decision with its reason and checklist, and says it is recorded', async () => {
    await switchLanguage('es');
    let decided = false;
    const { calls } = fakeFetch({
      [CASE]: () =>
        json(
          200,
          decided
            ? reviewCase(1, {
                status: 'PASSED',
                decisions: [
                  decisionRecord({
                    stage: 'SINGLE',
                    reviewer: { role: 'platform_reviewer', userId: ME },
                  }),
                ],
              })
            : reviewCase(),
        ),
      [DECIDE]: () => {
        decided = true;
        return json(200, {
          outcome: 'DECIDED',
          status: 'PASSED',
          decision: decisionRecord({
            stage: 'SINGLE',
            reviewer: { role: 'platform_reviewer', userId: ME },
          }),
          result: { ...reviewVerdict(), status: 'PASSED' },
        });
      },
    });
    renderCase();
    await screen.findByTestId('review-decision-form');
    decide('approve');
    expect((await screen.findByRole('status')).textContent).toBe(
      r('es', 'outcome.DECIDED', { decision: r('es', 'decisionWords.APPROVE') }),
    );
    const body = calls.find((call) => `${call.method} ${call.path}` === DECIDE)?.body as
      | TReviewDecisionRequest
      | undefined;
    expect(body).toEqual({
      decision: 'APPROVE',
      reason: REASON,
      checklist: { samePerson: true, documentPresent: true, dataConsistent: true },
    });
    // The case is asked again: decided, no form any more, the decision in its history.
    await waitFor(() =>
      expect(screen.getByTestId('review-blocked').getAttribute('data-reason')).toBe('decided'),
    );
    expect(screen.queryByTestId('review-decision-form')).toBeNull();
    const [record] = screen.getAllByTestId('review-decision-record');
    expect(record?.textContent).toContain(REASON_RECORDED);
    expect(record?.textContent).toContain(
      r('es', 'history.ticked', {
        items: ['samePerson', 'documentPresent', 'dataConsistent']
          .map((item) => r('es', `form.short.${item}`))
          .join(', '),
      }),
    );
  });

  it('after a four-eyes first decision says it waits for a second reviewer, and the same reviewer cannot confirm', async () => {
    await switchLanguage('es');
    const mine = decisionRecord({ reviewer: { role: 'platform_reviewer', userId: ME } });
    let decided = false;
    fakeFetch({
      [CASE]: () =>
        json(
          200,
          decided
            ? reviewCase(1, {
                fourEyes: true,
                awaitingSecond: true,
                pending: mine,
                decisions: [mine],
              })
            : reviewCase(1, { fourEyes: true }),
        ),
      [DECIDE]: () => {
        decided = true;
        return json(200, {
          outcome: 'PENDING',
          status: 'REVIEW',
          decision: mine,
          result: reviewVerdict(),
        });
      },
    });
    renderCase();
    expect(await screen.findByText(r('es', 'form.fourEyesText'))).toBeTruthy();
    decide('approve');
    expect((await screen.findByRole('status')).textContent).toBe(
      r('es', 'outcome.PENDING', { decision: r('es', 'decisionWords.APPROVE') }),
    );
    const blocked = await screen.findByTestId('review-blocked');
    expect(blocked.getAttribute('data-reason')).toBe('sameReviewer');
    expect(blocked.textContent).toBe(r('es', 'blocked.sameReviewer'));
    expect(screen.queryByTestId('review-decision-form')).toBeNull();
    expect(screen.getByTestId('review-pending').textContent).toContain(mine.reason);
  });

  it('lets a second reviewer confirm or overrule the first decision, which it shows', async () => {
    await switchLanguage('es');
    const first = decisionRecord({
      reviewer: { role: 'platform_reviewer', userId: OTHER_REVIEWER },
    });
    fakeFetch({
      [CASE]: () =>
        json(
          200,
          reviewCase(1, {
            fourEyes: true,
            awaitingSecond: true,
            pending: first,
            decisions: [first],
          }),
        ),
    });
    renderCase();
    expect(await screen.findByRole('heading', { name: r('es', 'form.secondTitle') })).toBeTruthy();
    expect(screen.getByText(r('es', 'form.secondText'))).toBeTruthy();
    expect(screen.getByTestId('review-pending').textContent).toContain(first.reason);
    expect(screen.getByTestId('review-decision-form')).toBeTruthy();
  });

  it('says in words why the server refused the decision', async () => {
    await switchLanguage('es');
    fakeFetch({
      [CASE]: () => json(200, reviewCase()),
      [DECIDE]: () => problem('REVIEW_SAME_REVIEWER'),
    });
    renderCase();
    await screen.findByTestId('review-decision-form');
    decide('reject');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(textsIn('errors')('es', 'REVIEW_SAME_REVIEWER'));
  });

  it('offers no form on a case of the reviewer’s own account, nor where its owner decides first', async () => {
    await switchLanguage('es');
    fakeFetch({
      [CASE]: () =>
        json(200, reviewCase(1, { account: { userId: ME, name: 'Yo', email: 'yo@example.com' } })),
    });
    const { unmount } = renderCase();
    expect((await screen.findByTestId('review-blocked')).getAttribute('data-reason')).toBe(
      'ownAccount',
    );
    expect(screen.queryByTestId('review-decision-form')).toBeNull();
    unmount();
    fakeFetch({
      [CASE]: () => json(200, reviewCase(1, { decidedBy: 'OWNER', fourEyes: true })),
    });
    renderCase();
    expect((await screen.findByTestId('review-blocked')).textContent).toBe(
      r('es', 'blocked.ownerFirst'),
    );
    expect(screen.queryByTestId('review-decision-form')).toBeNull();
  });

  it('says a case the desk does not see is not there', async () => {
    await switchLanguage('es');
    fakeFetch({ [CASE]: () => problem('NOT_FOUND') });
    renderCase();
    expect((await screen.findByTestId('review-not-found')).textContent).toBe(
      r('es', 'case.notFound'),
    );
  });
});
