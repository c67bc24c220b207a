// @vitest-environment jsdom
import type { TOperationResponse } from '@confirma/contracts/operations';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../../../testing/fake-fetch';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { OtpSigning } from './otp-signing';

const OP = '7b0f6a44-1c1f-4b7e-9a53-2f6f1c2d9e01';
const DOC = 'c3a1e2d4-5b6f-4a7b-8c9d-0e1f2a3b4c5d';
const SIGNER = '0d9c8b7a-6f5e-4d3c-8b1a-9f8e7d6c5b4a';

const operation = (status: 'OPENED' | 'OTP_SENT'): TOperationResponse => ({
  uuid: OP,
  domainUuid: 'e5f4d3c2-b1a0-4f9e-8d7c-6b5a4f3e2d1c',
  opClass: 1241,
  status: 'OPENED',
  signatureType: 'SIMPLE',
  createdAt: '2026-11-26T10:00:00.000Z',
  authPolicy: {
    fields: [{ identifier: 'cellphone', label: 'Móvil', value: '+34699000111', resumen: 'N' }],
  },
  documents: [
    { documentUuid: DOC, documentName: 'contrato.pdf', reference: 'contrato', signed: false },
  ],
  signers: [{ signerUuid: SIGNER, level: 1, order: 1, name: 'Ana', status, signedAt: null }],
  viewer: { signerUuid: SIGNER, status },
});

afterEach(cleanup);

/** The page for a signer at `status`, every call answered 404; the preload hook spied. */
function renderAt(status: 'OPENED' | 'OTP_SENT') {
  fakeFetch({});
  const preloadSummary = vi.fn();
  renderWithProviders(
    <OtpSigning
      operation={operation(status)}
      operationUuid={OP}
      documentUuid={DOC}
      preloadSummary={preloadSummary}
    />,
  );
  return preloadSummary;
}

describe('the OTP signing page loading the completion screen ahead', () => {
  it('asks for it once the code is being asked for', async () => {
    const preloadSummary = renderAt('OTP_SENT');
    await screen.findByTestId('otp-input');
    expect(preloadSummary).toHaveBeenCalledTimes(1);
  });

  it('does not while the signer is still reading the document', async () => {
    const preloadSummary = renderAt('OPENED');
    // The document cannot be had here: the page says so.
    await screen.findByRole('alert');
    expect(screen.queryByTestId('otp-input')).toBeNull();
    expect(preloadSummary).not.toHaveBeenCalled();
  });
});
