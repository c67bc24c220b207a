// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n';
import { postWithProofOfWork } from '../../../lib/proof-of-work';
import { sessionStore } from '../../../lib/session-store';
import { fakeFetch, json, problem } from '../../../testing/fake-fetch';
import { inputNamed, typeInto } from '../../../testing/form-events';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { strictDomTests } from '../../../testing/strict-dom-tests';
import { switchLanguage } from '../../../testing/switch-language';
import { CheckinView } from './checkin-view';

vi.mock('../../../lib/proof-of-work', () => ({ postWithProofOfWork: vi.fn() }));

strictDomTests();

const TOKEN = 'Q2hlY2tpbi1saW5rLXRva2VuLTAwMDAx';
const HOSTAL = {
  establishment: { name: 'Hostal Las Acacias', address: 'Calle Mayor 1, Madrid' },
  mode: 'SIGN' as const,
};
const OPEN = { [`GET /api/checkin/${TOKEN}`]: () => json(200, HOSTAL) };

const fill = () => {
  typeInto('name', 'Lucía');
  typeInto('lastname', 'Gómez Ruiz');
  typeInto('email', 'lucia@example.com');
  typeInto('phone', '+34600111222');
  typeInto('nif', '12345678Z');
};
const send = () =>
  fireEvent.click(screen.getByRole('button', { name: 'Empezar la identificación' }));

beforeEach(async () => {
  await switchLanguage('es');
});
afterEach(() => {
  act(() => sessionStore.reset());
  vi.mocked(postWithProofOfWork).mockReset();
});
afterAll(async () => {
  await act(() => i18n.changeLanguage('es'));
});

describe('CheckinView', () => {
  it('says a paused link on the whole page, in the guest language', async () => {
    await switchLanguage('en');
    fakeFetch({ [`GET /api/checkin/${TOKEN}`]: () => problem('CHECKIN_LINK_PAUSED') });
    renderWithProviders(<CheckinView token={TOKEN} />);
    const page = await screen.findByTestId('checkin-closed');
    expect(page.textContent).toContain('Online check-in is paused');
    expect(page.textContent).toContain('Check in at reception or ask the accommodation.');
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('says an unknown or replaced link; a token of another shape is not even asked', async () => {
    const { calls } = fakeFetch({
      [`GET /api/checkin/${TOKEN}`]: () => problem('CHECKIN_LINK_NOT_FOUND'),
    });
    const { unmount } = renderWithProviders(<CheckinView token={TOKEN} />);
    expect((await screen.findByTestId('checkin-closed')).textContent).toContain(
      'Este enlace no funciona',
    );
    unmount();
    renderWithProviders(<CheckinView token="tok" />);
    expect((await screen.findByTestId('checkin-closed')).textContent).toContain(
      'Pide al alojamiento el enlace actual.',
    );
    expect(calls).toHaveLength(1);
  });

  it('shows the establishment and what to have at hand before the form', async () => {
    fakeFetch(OPEN);
    renderWithProviders(<CheckinView token={TOKEN} />);
    expect((await screen.findByTestId('checkin-establishment')).textContent).toContain(
      'Hostal Las AcaciasCalle Mayor 1, Madrid',
    );
    const checklist = screen.getByRole('list', { name: 'Antes de empezar, ten a mano' });
    expect(Array.from(checklist.querySelectorAll('li')).map((item) => item.textContent)).toEqual([
      'Tu DNI, NIE o pasaporte',
      'Un móvil con cámara',
      'Buena luz, sin reflejos sobre el documento',
      'Unos 3 minutos',
    ]);
    // The stay starts today and ends tomorrow.
    const checkIn = inputNamed('checkIn').value;
    const checkOut = inputNamed('checkOut').value;
    expect(Date.parse(checkOut) - Date.parse(checkIn)).toBe(86_400_000);
  });

  it('checks the form on the page with the contract: required fields, document number, dates', async () => {
    fakeFetch(OPEN);
    renderWithProviders(<CheckinView token={TOKEN} />);
    await screen.findByTestId('checkin-checklist');
    send();
    expect(await screen.findByText(/El nombre es obligatorio/)).toBeTruthy();
    expect(screen.getByText(/Los apellidos son obligatorios/)).toBeTruthy();
    expect(screen.getByText(/El número de documento es obligatorio/)).toBeTruthy();
    typeInto('nif', '12345678A');
    expect(await screen.findByText(/El número de documento no es válido/)).toBeTruthy();
    typeInto('checkOut', inputNamed('checkIn').value);
    expect(await screen.findByText(/La salida tiene que ser posterior a la entrada/)).toBeTruthy();
    expect(postWithProofOfWork).not.toHaveBeenCalled();
  });

  it('sends with the proof of work and the page language, then opens the identification here', async () => {
    fakeFetch(OPEN);
    vi.mocked(postWithProofOfWork).mockResolvedValue({
      operationUuid: 'a644af18-9f23-4e0b-843b-a300448590ba',
      signerToken: 'signer-token',
      signatureType: 'VIDEO_1PASO_OTP',
    });
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { router } = renderWithProviders(<CheckinView token={TOKEN} />);
    await screen.findByTestId('checkin-checklist');
    fill();
    typeInto('bookingReference', 'BK-7781');
    send();
    await waitFor(() => expect(router.state.location.pathname).toBe('/identificationSignature'));
    expect(postWithProofOfWork).toHaveBeenCalledWith(
      '/checkin/challenge',
      `/checkin/${TOKEN}`,
      expect.objectContaining({ nif: '12345678Z', bookingReference: 'BK-7781', lang: 'es' }),
      expect.anything(),
    );
    expect(sessionStore.get()).toMatchObject({
      operationUuid: 'a644af18-9f23-4e0b-843b-a300448590ba',
      esignToken: 'signer-token',
      videoUuid: null,
    });
  });

  it('asks how many travel; several open their booking page instead of the identification', async () => {
    fakeFetch(OPEN);
    vi.mocked(postWithProofOfWork).mockResolvedValue({
      operationUuid: 'a644af18-9f23-4e0b-843b-a300448590ba',
      signerToken: 'signer-token',
      signatureType: 'VIDEO_1PASO_OTP',
      bookingToken: 'R3Vlc3QtbGluay10b2tlbi0wMDAwMDAx',
    });
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { router } = renderWithProviders(<CheckinView token={TOKEN} />);
    await screen.findByTestId('checkin-checklist');
    const travellers = screen.getByRole('spinbutton', {
      name: '¿Cuántos viajáis (menores incluidos)?',
    });
    expect((travellers as HTMLInputElement).value).toBe('1');
    fill();
    typeInto('travellers', '21');
    send();
    expect(await screen.findByText(/Entre 1 y 20 viajeros/)).toBeTruthy();
    typeInto('travellers', '3');
    send();
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(
        '/checkin/guest/R3Vlc3QtbGluay10b2tlbi0wMDAwMDAx',
      ),
    );
    expect(postWithProofOfWork).toHaveBeenCalledWith(
      '/checkin/challenge',
      `/checkin/${TOKEN}`,
      expect.objectContaining({ travellers: 3 }),
      expect.anything(),
    );
  });

  it.each([
    ['INSUFFICIENT_CREDITS', 402, 'no puede recibir check-ins online en este momento'],
    ['RATE_LIMITED', 429, 'demasiados intentos'],
  ] as const)('says %s in the guest words', async (code, status, text) => {
    fakeFetch(OPEN);
    vi.mocked(postWithProofOfWork).mockRejectedValue(new ApiError(status, code, code));
    renderWithProviders(<CheckinView token={TOKEN} />);
    await screen.findByTestId('checkin-checklist');
    fill();
    send();
    expect((await screen.findByRole('alert')).textContent).toContain(text);
  });

  it('puts the server refusal of the dates on the field', async () => {
    fakeFetch(OPEN);
    vi.mocked(postWithProofOfWork).mockRejectedValue(
      new ApiError(400, 'VALIDATION_FAILED', 'Out of range', {
        type: 'about:blank',
        title: 'VALIDATION_FAILED',
        status: 400,
        code: 'VALIDATION_FAILED',
        errors: [
          {
            path: 'body.checkOut',
            message: 'Out of range',
            key: 'flows:checkin.validation.stayTooLong',
          },
        ],
      }),
    );
    renderWithProviders(<CheckinView token={TOKEN} />);
    await screen.findByTestId('checkin-checklist');
    fill();
    send();
    expect(await screen.findByText(/La estancia no puede durar más de un año/)).toBeTruthy();
  });
});
