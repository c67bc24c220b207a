// @vitest-environment jsdom
import type { TOperationResponse } from '@confirma/contracts/operations';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { fakeFetch, json, problem } from '../../../testing/fake-fetch';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { switchLanguage } from '../../../testing/switch-language';
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

describe('the OTP signing page with fields to fill', () => {
  const box = { pageNumber: 1, x: 60, y: 40, width: 150, height: 18 };
  const withFields: TOperationResponse = {
    ...operation('OTP_SENT'),
    viewer: {
      signerUuid: SIGNER,
      status: 'OTP_SENT',
      fields: [
        { id: 'city', type: 'text', label: 'Ciudad', required: true, ...box },
        { id: 'agree', type: 'checkbox', label: 'Acepto la cláusula 7', required: true, ...box },
        { id: 'when', type: 'date', required: false, ...box },
      ],
    },
  };

  it('asks for the required ones before signing, then sends them with the code', async () => {
    await switchLanguage('es');
    const { calls } = fakeFetch({
      [`POST /api/v2/verifyotpforbot/${OP}`]: () => json(200, { result: 'OK', sealed: true }),
    });
    renderWithProviders(
      <OtpSigning operation={withFields} operationUuid={OP} documentUuid={DOC} />,
    );
    const t = i18n.getFixedT('es', 'flows');
    expect(screen.getByText(t('signing.fields.title'))).toBeTruthy();
    // The date is written for the signer: nothing to fill.
    expect(document.querySelector('input[name="field-when"]')).toBeNull();
    fireEvent.change(screen.getByTestId('otp-input'), { target: { value: '123456' } });
    const sign = screen.getByRole('button', { name: t('signing.sign') });
    fireEvent.click(sign);
    await screen.findByText(t('signing.fields.required'));
    expect(screen.getByText(t('signing.fields.mustTick'))).toBeTruthy();
    expect(calls.filter((call) => call.path.includes('verifyotp'))).toEqual([]);

    fireEvent.change(screen.getByRole('textbox', { name: /Ciudad/ }), {
      target: { value: 'Valladolid' },
    });
    fireEvent.click(screen.getByRole('checkbox', { name: /Acepto la cláusula 7/ }));
    fireEvent.click(sign);
    await waitFor(() =>
      expect(calls.find((call) => call.path.includes('verifyotp'))?.body).toMatchObject({
        otpValue: '123456',
        fields: { city: 'Valladolid', agree: true },
      }),
    );
  });

  it("starts a text with the sender's words, which the signer may keep or change", async () => {
    await switchLanguage('es');
    const { calls } = fakeFetch({
      [`POST /api/v2/verifyotpforbot/${OP}`]: () => json(200, { result: 'OK', sealed: true }),
    });
    const prefilled: TOperationResponse = {
      ...withFields,
      viewer: {
        signerUuid: SIGNER,
        status: 'OTP_SENT',
        fields: [
          { id: 'amount', type: 'text', label: 'Importe', required: true, value: '900 €', ...box },
          { id: 'city', type: 'text', label: 'Ciudad', required: false, value: 'Soria', ...box },
        ],
      },
    };
    renderWithProviders(<OtpSigning operation={prefilled} operationUuid={OP} documentUuid={DOC} />);
    const t = i18n.getFixedT('es', 'flows');
    const amount = screen.getByRole('textbox', { name: /Importe/ }) as HTMLInputElement;
    expect(amount.value).toBe('900 €');
    fireEvent.change(screen.getByRole('textbox', { name: /Ciudad/ }), {
      target: { value: 'Valladolid' },
    });
    fireEvent.change(screen.getByTestId('otp-input'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: t('signing.sign') }));
    await waitFor(() =>
      expect(calls.find((call) => call.path.includes('verifyotp'))?.body).toMatchObject({
        fields: { amount: '900 €', city: 'Valladolid' },
      }),
    );
  });
});

describe('a wrong code', () => {
  it('is told once, under the code, with the tries left; nothing covers the page', async () => {
    await switchLanguage('es');
    fakeFetch({
      [`POST /api/v2/verifyotpforbot/${OP}`]: () => problem('OTP_INVALID', { attemptsLeft: 4 }),
    });
    renderWithProviders(
      <OtpSigning operation={operation('OTP_SENT')} operationUuid={OP} documentUuid={DOC} />,
    );
    const input = await screen.findByTestId('otp-input');
    fireEvent.change(input, { target: { value: '123456' } });
    fireEvent.click(
      screen.getByRole('button', { name: i18n.getFixedT('es', 'flows')('signing.sign') }),
    );
    const described = await waitFor(() => {
      const id = input.getAttribute('aria-describedby') ?? '';
      const text = document.getElementById(id)?.textContent;
      expect(text).toBe('Código incorrecto. Te quedan 4 intentos.');
      return text;
    });
    expect(described).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    // No notice over the header saying the opposite ("an error occurred, try again").
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says when no tries are left', async () => {
    await switchLanguage('en');
    fakeFetch({
      [`POST /api/v2/verifyotpforbot/${OP}`]: () => problem('OTP_INVALID', { attemptsLeft: 0 }),
    });
    renderWithProviders(
      <OtpSigning operation={operation('OTP_SENT')} operationUuid={OP} documentUuid={DOC} />,
    );
    const input = await screen.findByTestId('otp-input');
    fireEvent.change(input, { target: { value: '123456' } });
    fireEvent.click(
      screen.getByRole('button', { name: i18n.getFixedT('en', 'flows')('signing.sign') }),
    );
    await screen.findByText('Wrong code. You have no tries left: ask for a new code.');
  });
});
