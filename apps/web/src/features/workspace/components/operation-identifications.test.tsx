// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { fakeFetch, json, problem } from '../../../testing/fake-fetch';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { strictDomTests } from '../../../testing/strict-dom-tests';
import { switchLanguage, textsIn } from '../../../testing/switch-language';
import { detail, uuidOf } from '../testing/workspace-fixtures';
import { OperationView } from './operation-view';

const OP = uuidOf('op', 1);
const DETAIL = `GET /api/operations/${OP}`;
const PASSED = 'bbbbbbbb-0000-4000-8000-000000000001';
const RECORDING = 'bbbbbbbb-0000-4000-8000-000000000002';
const CERTIFICATE = `GET /api/v2/identification/certificate/${OP}/${PASSED}`;
const t = (lang: string, key: string) => i18n.getFixedT(lang, 'workspace')(key);

strictDomTests();
afterAll(async () => {
  await act(() => i18n.changeLanguage('es'));
});

const identification = (videoUuid: string, finished: boolean) => ({
  videoUuid,
  signerUuid: uuidOf('signer', 1),
  status: finished ? ('PASSED' as const) : ('RECORDING' as const),
  createdAt: '2030-03-01T09:10:00.000Z',
  completedAt: finished ? '2030-03-01T09:14:00.000Z' : null,
  finished,
  purged: false,
  failures: [],
  reviewReasons: [],
  relaxed: [],
});

const videoOperation = () =>
  detail({
    signatureType: 'IDENTIFICATION_NO_ASISTIDA',
    status: 'IDENTIFIED',
    identifications: [identification(PASSED, true), identification(RECORDING, false)],
  });

const accountToken = () =>
  new Response('account-token', { headers: { 'content-type': 'text/plain; charset=utf-8' } });

const FAILED = 'bbbbbbbb-0000-4000-8000-000000000003';
/** A verdict as the owner's approval answers it (its content is not what this page shows). */
const VERDICT = {
  videoUuid: FAILED,
  status: 'PASSED',
  document: 'ID_CARD',
  faceMatch: { similarity: 0.9, threshold: 0.3, passed: true, blocking: true },
  liveness: { passed: true, antispoof: null, challenges: [], required: true },
  hologram: null,
  mrzValid: true,
  nifMatches: true,
  documentConsistency: null,
  blocked: false,
  failures: [],
  reviewReasons: ['DOCUMENT_UNCONFIRMED'],
  policy: { faceMatch: 'REQUIRED', liveness: 'REQUIRED', hologram: 'REPORTED' },
  checks: [],
  review: { decision: 'APPROVED', at: '2030-03-01T10:00:00.000Z' },
};
const flows = (lang: string, key: string) => i18n.getFixedT(lang, 'flows')(key);
const r = textsIn('review');

describe('the identifications on the operation page', () => {
  it.each(['es', 'en', 'it'] as const)(
    'says in words why one failed and which check the operation did not require (%s)',
    async (lang) => {
      await switchLanguage(lang);
      const failed = {
        ...identification(FAILED, true),
        status: 'FAILED' as const,
        failures: ['DOCUMENT_MISMATCH' as const],
        relaxed: ['liveness' as const],
      };
      fakeFetch({
        [DETAIL]: () => json(200, { ...videoOperation(), identifications: [failed] }),
      });
      renderWithProviders(<OperationView operationUuid={OP} />);
      const [row] = await screen.findAllByTestId('operation-identification');
      if (!row) throw new Error('one identification expected');
      expect(within(row).getByText(t(lang, 'operation.identification.status.FAILED'))).toBeTruthy();
      expect(
        within(row).getByText(flows(lang, 'identificationVerdict.failure.DOCUMENT_MISMATCH')),
      ).toBeTruthy();
      expect(
        within(row).getByText(flows(lang, 'identificationVerdict.relaxed.liveness')),
      ).toBeTruthy();
    },
    15_000,
  );

  it.each(['es', 'en', 'it'] as const)(
    'lists them with their status and, once finished, the summary for the owner (%s)',
    async (lang) => {
      await switchLanguage(lang);
      fakeFetch({ [DETAIL]: () => json(200, videoOperation()) });
      renderWithProviders(<OperationView operationUuid={OP} />);
      const section = await screen.findByRole('region', {
        name: t(lang, 'operation.identification.title'),
      });
      const [passed, recording] = within(section).getAllByTestId('operation-identification');
      if (!passed || !recording) throw new Error('two identifications expected');
      expect(within(passed).getByText('Luis Pérez')).toBeTruthy();
      expect(
        within(passed).getByText(t(lang, 'operation.identification.status.PASSED')),
      ).toBeTruthy();
      const summary = within(passed).getByRole('link', {
        name: t(lang, 'operation.identification.summary'),
      });
      expect(summary.getAttribute('href')).toBe(
        `/resumeIdentification?operation=${OP}&video=${PASSED}&viewer=owner`,
      );
      expect(
        within(recording).getByText(t(lang, 'operation.identification.status.RECORDING')),
      ).toBeTruthy();
      // Not finished: nothing to read or download yet.
      expect(within(recording).queryByRole('link')).toBeNull();
      expect(within(recording).queryByRole('button')).toBeNull();
    },
    15_000,
  );

  it('downloads the sealed certificate with a fresh token of the account', async () => {
    await switchLanguage('es');
    const pdf = '%PDF-1.7 identification certificate';
    const { calls } = fakeFetch({
      [DETAIL]: () => json(200, videoOperation()),
      'POST /api/v2/login': accountToken,
      [CERTIFICATE]: () =>
        new Response(btoa(pdf), { headers: { 'content-type': 'text/plain; charset=utf-8' } }),
    });
    const saved: Blob[] = [];
    // Set on jsdom's URL (which has neither) for the rest of the file: the download revokes
    // its blob URL 10 s later, while a later test runs.
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        saved.push(blob);
        return 'blob:certificate';
      },
      revokeObjectURL: () => undefined,
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderWithProviders(<OperationView operationUuid={OP} />);
    fireEvent.click(
      await screen.findByRole('button', { name: t('es', 'operation.identification.certificate') }),
    );
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe(`identificacion-${PASSED}.pdf`);
    expect(await saved[0]?.text()).toBe(pdf);
    const asked = calls.find((call) => call.path.includes('/identification/certificate/'));
    expect(asked?.headers.Authorization).toBe('Bearer account-token');
  });

  it('says so when the certificate cannot be downloaded', async () => {
    await switchLanguage('es');
    fakeFetch({
      [DETAIL]: () => json(200, videoOperation()),
      'POST /api/v2/login': accountToken,
      [CERTIFICATE]: () => problem('IDENTIFICATION_OUT_OF_ORDER'),
    });
    renderWithProviders(<OperationView operationUuid={OP} />);
    fireEvent.click(
      await screen.findByRole('button', { name: t('es', 'operation.identification.certificate') }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(
      t('es', 'operation.identification.certificateError'),
    );
  });

  const EXPECTED_BY = '2099-03-01T13:00:00.000Z';
  const underReview = (review: {
    by: 'PLATFORM' | 'OWNER';
    fourEyes?: boolean;
    awaitingSecond?: boolean;
  }) => ({
    ...identification(FAILED, true),
    status: 'REVIEW' as const,
    reviewReasons: ['DOCUMENT_UNCONFIRMED' as const],
    review: { fourEyes: false, awaitingSecond: false, expectedBy: EXPECTED_BY, ...review },
  });
  const detailWith = (review: Parameters<typeof underReview>[0]) => () =>
    json(200, { ...videoOperation(), identifications: [underReview(review)] });
  const REVIEW = `POST /api/v2/identification/review/${OP}/${FAILED}`;
  const REASON = 'The face and the data agree with the document.';
  const review = (lang: string, key: string) => t(lang, `operation.identification.review.${key}`);

  it.each(['es', 'en', 'it'] as const)(
    'says the platform’s reviewers decide, and offers no decision, where the account left it to them (%s)',
    async (lang) => {
      await switchLanguage(lang);
      const { calls } = fakeFetch({ [DETAIL]: detailWith({ by: 'PLATFORM' }) });
      renderWithProviders(<OperationView operationUuid={OP} />);
      const box = await screen.findByTestId('identification-review');
      const date = new Intl.DateTimeFormat(lang, {
        dateStyle: 'medium',
        timeStyle: 'short',
      }).format(new Date(EXPECTED_BY));
      expect(box.textContent).toBe(
        `${review(lang, 'byPlatform')} ${t(lang, 'operation.identification.review.expected').replace('{{date}}', date)}`,
      );
      expect(screen.queryByTestId('review-decision-form')).toBeNull();
      expect(within(box).queryByRole('button')).toBeNull();
      expect(calls.some((call) => call.method === 'POST')).toBe(false);
    },
    15_000,
  );

  it('lets an owner who decides its own approve only with the checklist and a reason, with a fresh account token', async () => {
    await switchLanguage('es');
    const { calls } = fakeFetch({
      [DETAIL]: detailWith({ by: 'OWNER' }),
      'POST /api/v2/login': accountToken,
      [REVIEW]: () => json(200, VERDICT),
    });
    renderWithProviders(<OperationView operationUuid={OP} />);
    const box = await screen.findByTestId('identification-review');
    expect(box.textContent).toContain(review('es', 'byOwner'));
    expect(
      screen.getByText(flows('es', 'identificationVerdict.review.DOCUMENT_UNCONFIRMED')),
    ).toBeTruthy();
    const approve = within(box).getByRole('button', { name: r('es', 'form.approve') });
    expect((approve as HTMLButtonElement).disabled).toBe(true);
    for (const box of within(screen.getByTestId('review-decision-form')).getAllByRole('checkbox')) {
      fireEvent.click(box);
    }
    expect((approve as HTMLButtonElement).disabled).toBe(false);
    // No reason: refused here, nothing sent.
    fireEvent.click(approve);
    expect(await screen.findByText(r('es', 'validation.reasonTooShort'))).toBeTruthy();
    expect(calls.some((call) => `${call.method} ${call.path}` === REVIEW)).toBe(false);
    fireEvent.change(within(box).getByRole('textbox'), { target: { value: REASON } });
    fireEvent.click(approve);
    expect((await screen.findByTestId('owner-review-done')).textContent).toBe(review('es', 'done'));
    const sent = calls.find((call) => `${call.method} ${call.path}` === REVIEW);
    expect(sent?.body).toEqual({
      decision: 'APPROVE',
      reason: REASON,
      checklist: { samePerson: true, documentPresent: true, dataConsistent: true },
    });
    expect(sent?.headers.Authorization).toBe('Bearer account-token');
  });

  it('with four eyes, says the owner’s decision waits for a Confirma reviewer', async () => {
    await switchLanguage('es');
    fakeFetch({
      [DETAIL]: detailWith({ by: 'OWNER', fourEyes: true }),
      'POST /api/v2/login': accountToken,
      [REVIEW]: () => json(200, { ...VERDICT, status: 'REVIEW', review: undefined }),
    });
    renderWithProviders(<OperationView operationUuid={OP} />);
    const box = await screen.findByTestId('identification-review');
    expect(box.textContent).toContain(review('es', 'fourEyes'));
    fireEvent.change(within(box).getByRole('textbox'), { target: { value: REASON } });
    fireEvent.click(within(box).getByRole('button', { name: r('es', 'form.reject') }));
    expect((await screen.findByTestId('owner-review-done')).textContent).toContain(
      review('es', 'waitsSecond'),
    );
  });

  it('once the owner decided first with four eyes, says it waits for a Confirma reviewer, and offers no form again', async () => {
    await switchLanguage('es');
    fakeFetch({ [DETAIL]: detailWith({ by: 'OWNER', fourEyes: true, awaitingSecond: true }) });
    renderWithProviders(<OperationView operationUuid={OP} />);
    const done = await screen.findByTestId('owner-review-done');
    expect(done.textContent).toContain(review('es', 'waitsSecond'));
    expect(done.textContent).toContain(review('es', 'expected').split('{{date}}')[0]);
    expect(screen.queryByTestId('review-decision-form')).toBeNull();
  });

  it('says in words why the server refused the owner’s decision', async () => {
    await switchLanguage('es');
    fakeFetch({
      [DETAIL]: detailWith({ by: 'OWNER' }),
      'POST /api/v2/login': accountToken,
      [REVIEW]: () => problem('REVIEW_BY_PLATFORM'),
    });
    renderWithProviders(<OperationView operationUuid={OP} />);
    const box = await screen.findByTestId('identification-review');
    fireEvent.change(within(box).getByRole('textbox'), { target: { value: REASON } });
    fireEvent.click(within(box).getByRole('button', { name: r('es', 'form.reject') }));
    expect((await within(box).findByRole('alert')).textContent).toBe(
      textsIn('errors')('es', 'REVIEW_BY_PLATFORM'),
    );
  });

  it('shows no identification section for a signature without video', async () => {
    await switchLanguage('es');
    fakeFetch({ [DETAIL]: () => json(200, detail()) });
    renderWithProviders(<OperationView operationUuid={OP} />);
    await screen.findByTestId('operation-signer');
    expect(screen.queryByTestId('operation-identification')).toBeNull();
    expect(
      screen.queryByRole('region', { name: t('es', 'operation.identification.title') }),
    ).toBeNull();
  });
});
