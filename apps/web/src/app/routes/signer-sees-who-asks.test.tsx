// @vitest-environment jsdom
import type { TOperationResponse } from '@confirma/contracts/operations';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../lib/session-store';
import { fakeFetch, json } from '../../testing/fake-fetch';
import { renderWithProviders } from '../../testing/render-with-providers';
import { restoreSpanishAfterAll, switchLanguage, textsIn } from '../../testing/switch-language';
import { ResumeSignaturePage } from './resume-signature-page';
import { SimpleSignaturePage } from './simple-signature-page';

const DOMAIN = 'cccccccc-0000-4000-8000-000000000002';
const OP = 'a644af18-9f23-4e0b-843b-a300448590bb';
const DOC = 'dddddddd-0000-4000-8000-000000000002';
const ANA = 'eeeeeeee-0000-4000-8000-000000000002';
const BEA = 'eeeeeeee-0000-4000-8000-000000000003';
const OPERATION = `GET /api/v2/getoperationbyuuid/${DOMAIN}/${OP}`;
const flows = textsIn('flows');

const SENDER = { name: 'Talleres Ruiz S.L.', person: 'Luis Ortega' };

function operation(change: Partial<TOperationResponse> = {}): TOperationResponse {
  return {
    uuid: OP,
    domainUuid: DOMAIN,
    opClass: 1241,
    status: 'SENT',
    signatureType: 'SIMPLE',
    createdAt: '2026-11-20T09:00:00.000Z',
    authPolicy: {
      fields: [{ identifier: 'cellphone', label: 'Móvil', value: '+34699000111', resumen: 'N' }],
    },
    documents: [
      { documentUuid: DOC, documentName: 'contrato.pdf', reference: 'contrato', signed: false },
    ],
    signers: [
      { signerUuid: ANA, level: 1, order: 1, name: 'Ana', status: 'INVITED', signedAt: null },
      { signerUuid: BEA, level: 1, order: 2, name: 'Bea', status: 'INVITED', signedAt: null },
    ],
    viewer: { signerUuid: ANA, status: 'INVITED' },
    sender: SENDER,
    subject: 'Contrato de alquiler',
    endedAt: null,
    ...change,
  };
}

restoreSpanishAfterAll();
afterEach(cleanup);
beforeEach(() => {
  sessionStore.reset();
  act(() =>
    sessionStore.set({ esignToken: 'signer-token', domainUuid: DOMAIN, operationUuid: OP }),
  );
});

describe('the signing page names who asks and for what', () => {
  for (const lang of ['es', 'en', 'it'] as const) {
    it(`says the business, its person and the title (${lang})`, async () => {
      await switchLanguage(lang);
      fakeFetch({ [OPERATION]: () => json(200, operation()) });
      renderWithProviders(<SimpleSignaturePage />, { path: '/simpleSignature' });
      const heading = await screen.findByTestId('request-heading');
      expect(heading.textContent).toBe(
        flows(lang, 'signing.request.asks', {
          sender: 'Talleres Ruiz S.L. (Luis Ortega)',
          subject: 'Contrato de alquiler',
        }),
      );
      expect(heading.textContent).toContain('Talleres Ruiz S.L. (Luis Ortega)');
      expect(heading.textContent).toContain('Contrato de alquiler');
    });
  }

  it('says who cancelled the request and on which day, in words', async () => {
    await switchLanguage('es');
    fakeFetch({
      [OPERATION]: () =>
        json(200, operation({ status: 'CANCELLED', endedAt: '2026-11-20T10:00:00.000Z' })),
    });
    renderWithProviders(<SimpleSignaturePage />, { path: '/simpleSignature' });
    const status = await screen.findByRole('status');
    expect(status.textContent).toBe(
      'Talleres Ruiz S.L. (Luis Ortega) canceló esta solicitud el 20 de noviembre de 2026. Ya no tienes que firmar nada.',
    );
    // Named, no longer asked for.
    expect(screen.getByTestId('request-heading').textContent).toBe(
      'Solicitud de firma «Contrato de alquiler» de Talleres Ruiz S.L. (Luis Ortega)',
    );
  });
});

describe('the first of two signers at the end of their signature', () => {
  it('is told one more person has to sign, and is offered no document to download', async () => {
    await switchLanguage('es');
    const { calls } = fakeFetch({
      [OPERATION]: () =>
        json(
          200,
          operation({
            status: 'PARTIALLY_SIGNED',
            signers: [
              {
                signerUuid: ANA,
                level: 1,
                order: 1,
                name: 'Ana',
                status: 'SIGNED',
                signedAt: '2026-11-20T10:00:00.000Z',
              },
              {
                signerUuid: BEA,
                level: 1,
                order: 2,
                name: 'Bea',
                status: 'INVITED',
                signedAt: null,
              },
            ],
            viewer: { signerUuid: ANA, status: 'SIGNED' },
          }),
        ),
    });
    renderWithProviders(<ResumeSignaturePage />, { path: '/resumeSignature' });
    const waiting = await screen.findByTestId('summary-waiting');
    expect(waiting.textContent).toBe(
      'Has firmado. Falta la firma de 1 persona; recibirás el documento cuando todos firmen.',
    );
    expect(
      screen.queryByRole('button', { name: flows('es', 'resumeSignature.download') }),
    ).toBeNull();
    expect(screen.queryByTestId('summary-signed')).toBeNull();
    // Neither the half-signed document nor the certificate is fetched.
    await waitFor(() =>
      expect(calls.some((call) => call.path.includes('getoperation'))).toBe(true),
    );
    expect(calls.filter((call) => /getdocument|acta/.test(call.path))).toEqual([]);
  });
});
