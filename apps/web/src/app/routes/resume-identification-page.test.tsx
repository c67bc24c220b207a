// @vitest-environment jsdom
import type { TIdentificationImagesData } from '@confirma/contracts/identification';
import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../lib/session-store';
import { fakeFetch, json } from '../../testing/fake-fetch';
import { renderWithProviders } from '../../testing/render-with-providers';
import { strictDomTests } from '../../testing/strict-dom-tests';
import { switchLanguage, textsIn } from '../../testing/switch-language';
import { ResumeIdentificationPage } from './resume-identification-page';

const OP = 'a644af18-9f23-4e0b-843b-a300448590ba';
const VIDEO = 'bbbbbbbb-0000-4000-8000-000000000001';
const DATA = `GET /api/v2/identification/images/data/${OP}/${VIDEO}`;
const PATH = `/resumeIdentification?operation=${OP}&video=${VIDEO}&viewer=owner`;
const flows = textsIn('flows');
const workspace = textsIn('workspace');

strictDomTests();
beforeEach(() => sessionStore.reset());

const SUMMARY: TIdentificationImagesData = {
  face: null,
  front: null,
  back: null,
  hologram: null,
  hologramConfidence: null,
  passport: null,
  passportmrz: null,
  passportOcr: null,
  customer: { name: 'Ana', lastname: 'García', nif: '12345678Z', email: 'ana@example.com' },
  faceBiometry: { faceAttributes: null },
  frontBiometry: { confidence: 0.81, frontConfidence: 0.93, frontAttributes: null },
  backOcr: null,
  status: 'PASSED',
  result: null,
  videoSha256: null,
};

describe('the identification summary opened by the owner from My Account', () => {
  it("reads it with a fresh token of the owner's account, and leads back to the operation", async () => {
    await switchLanguage('es');
    // A signer token of another operation in the session must not be the one sent.
    act(() =>
      sessionStore.set({ userLoggedIn: true, userEmail: 'owner@example.com', esignToken: 'x' }),
    );
    const { calls } = fakeFetch({
      'POST /api/v2/login': () =>
        new Response('account-token', { headers: { 'content-type': 'text/plain; charset=utf-8' } }),
      [DATA]: () => json(200, SUMMARY),
    });
    renderWithProviders(<ResumeIdentificationPage />, { path: PATH });
    await screen.findByTestId('identification-summary');
    expect(screen.getByText(flows('es', 'resumeIdentification.status.PASSED'))).toBeTruthy();
    const read = calls.find((call) => call.path.includes('/images/data/'));
    expect(read?.headers.Authorization).toBe('Bearer account-token');
    const back = screen.getByRole('link', {
      name: workspace('es', 'operation.identification.back'),
    });
    expect(back.getAttribute('href')).toBe(`/operations/${OP}`);
  });

  it('does not load for a visitor who is not signed in', async () => {
    await switchLanguage('es');
    const { calls } = fakeFetch({});
    renderWithProviders(<ResumeIdentificationPage />, { path: PATH });
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        flows('es', 'resumeIdentification.missing'),
      ),
    );
    expect(calls).toHaveLength(0);
  });
});

describe('the identified signer at the end of the flow', () => {
  const DOMAIN = 'cccccccc-0000-4000-8000-000000000001';
  const DOC = 'dddddddd-0000-4000-8000-000000000001';
  const SIGNER = 'eeeeeeee-0000-4000-8000-000000000001';
  const OPERATION = `GET /api/v2/getoperationbyuuid/${DOMAIN}/${OP}`;
  const operation = (signatureType: string, status: string) => ({
    uuid: OP,
    domainUuid: DOMAIN,
    opClass: 1241,
    status: 'IDENTIFIED',
    signatureType,
    createdAt: '2026-11-23T10:00:00.000Z',
    authPolicy: { fields: [] },
    documents: [
      { documentUuid: DOC, documentName: 'contrato.pdf', reference: 'contrato', signed: false },
    ],
    signers: [{ signerUuid: SIGNER, level: 1, order: 1, name: 'Ana', status, signedAt: null }],
    viewer: { signerUuid: SIGNER, status },
  });
  const signerPath = `/resumeIdentification?operation=${OP}&video=${VIDEO}`;
  const asSigner = () =>
    act(() => sessionStore.set({ esignToken: 'signer-token', domainUuid: DOMAIN }));

  it('goes on to the OTP signature of the document when the type signs after it', async () => {
    await switchLanguage('it');
    asSigner();
    fakeFetch({
      [DATA]: () => json(200, SUMMARY),
      [OPERATION]: () => json(200, operation('VIDEO_1PASO_OTP', 'IDENTIFIED')),
    });
    renderWithProviders(<ResumeIdentificationPage />, { path: signerPath });
    const go = await screen.findByRole('link', {
      name: flows('it', 'resumeIdentification.continue.action'),
    });
    expect(go.getAttribute('href')).toBe(`/simpleSignature?operation=${OP}&document=${DOC}`);
    expect(screen.getByText(flows('it', 'resumeIdentification.continue.text'))).toBeTruthy();
  });

  it('offers no signature for an identification alone, and says so once signed', async () => {
    await switchLanguage('es');
    asSigner();
    fakeFetch({
      [DATA]: () => json(200, SUMMARY),
      [OPERATION]: () => json(200, operation('IDENTIFICATION_NO_ASISTIDA', 'IDENTIFIED')),
    });
    const { unmount } = renderWithProviders(<ResumeIdentificationPage />, { path: signerPath });
    await screen.findByTestId('identification-summary');
    expect(
      screen.queryByRole('link', { name: flows('es', 'resumeIdentification.continue.action') }),
    ).toBeNull();
    unmount();

    fakeFetch({
      [DATA]: () => json(200, SUMMARY),
      [OPERATION]: () => json(200, operation('VIDEO_1PASO_OTP', 'SIGNED')),
    });
    renderWithProviders(<ResumeIdentificationPage />, { path: signerPath });
    await screen.findByText(flows('es', 'resumeIdentification.continue.signed'));
    expect(
      screen.queryByRole('link', { name: flows('es', 'resumeIdentification.continue.action') }),
    ).toBeNull();
  });
});
