// @vitest-environment jsdom
import type { TBookingGuestPage, TBookingView } from '@confirma/contracts/bookings';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { sessionStore } from '../../../lib/session-store';
import { fakeFetch, json, problem } from '../../../testing/fake-fetch';
import { typeInto } from '../../../testing/form-events';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { strictDomTests } from '../../../testing/strict-dom-tests';
import { switchLanguage } from '../../../testing/switch-language';
import { BookingGuestView } from './booking-guest-view';

strictDomTests();

const TOKEN = 'R3Vlc3QtbGluay10b2tlbi0wMDAwMDAx';
const PAGE_ROUTE = `GET /api/checkin/guest/${TOKEN}`;
const BOOKING: TBookingView = {
  id: 'b1',
  reference: 'BK-7781',
  checkIn: '2030-07-01',
  checkOut: '2030-07-05',
  travellers: 4,
  guests: [
    {
      id: 'g1',
      name: 'Lucía',
      email: 'lucia@example.com',
      lead: true,
      state: 'STARTED',
      invitedAt: null,
    },
    {
      id: 'g2',
      name: 'Marco',
      email: 'm***@example.com',
      lead: false,
      state: 'DONE',
      invitedAt: null,
    },
  ],
  minors: [],
  complete: false,
  createdAt: '2030-06-01T10:00:00.000Z',
};
const PAGE: TBookingGuestPage = {
  establishment: { name: 'Hostal Las Acacias', address: 'Calle Mayor 1, Madrid' },
  mode: 'SIGN',
  booking: BOOKING,
  guestId: 'g1',
  canInvite: true,
  started: null,
};
const answer = (page: TBookingGuestPage) => ({ [PAGE_ROUTE]: () => json(200, page) });
const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

/** Chooses `option` of the select labelled `label` as a person would (MUI's menu). */
const choose = (label: string, option: string) => {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: new RegExp(label) }));
  fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
};

/** Pablo, the lead guest's son, as the minor's form is filled and sent. */
const addPablo = () => {
  typeInto('firstName', 'Pablo');
  typeInto('lastName1', 'Gómez');
  typeInto('birthDate', '2020-03-04');
  choose('Nacionalidad', 'España');
  choose('Sexo', 'Hombre');
  choose('El menor es tu…', 'Hijo/a');
  fireEvent.click(screen.getByRole('button', { name: 'Añadir menor' }));
};

beforeEach(async () => {
  await switchLanguage('es');
});
afterEach(() => {
  act(() => sessionStore.reset());
});
afterAll(async () => {
  await act(() => i18n.changeLanguage('es'));
});

describe('BookingGuestView', () => {
  it('shows the booking, who is done and "you"; not started: the checklist and the start form, then the identification', async () => {
    const { calls } = fakeFetch({
      ...answer(PAGE),
      [`POST /api/checkin/guest/${TOKEN}`]: () =>
        json(200, {
          operationUuid: 'a644af18-9f23-4e0b-843b-a300448590ba',
          signerToken: 'signer-token',
          signatureType: 'VIDEO_1PASO_OTP',
          bookingToken: null,
        }),
    });
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { router } = renderWithProviders(<BookingGuestView token={TOKEN} />);
    const summary = await screen.findByTestId('booking-summary');
    expect(summary.textContent).toContain('Reserva BK-7781');
    expect(screen.getByTestId('booking-count').textContent).toBe('2 de 4 viajeros registrados');
    const adults = within(screen.getByRole('list', { name: 'Adultos' })).getAllByRole('listitem');
    expect(adults.map((item) => item.textContent)).toEqual(['Lucía (tú)En curso', 'MarcoHecho ✓']);
    expect(screen.getByTestId('checkin-checklist')).toBeTruthy();
    press('Empezar la identificación');
    expect(await screen.findByText(/El apellido es obligatorio/)).toBeTruthy();
    typeInto('lastname', 'Gómez Ruiz');
    typeInto('phone', '+34600111222');
    typeInto('nif', '12345678Z');
    press('Empezar la identificación');
    await waitFor(() => expect(router.state.location.pathname).toBe('/identificationSignature'));
    expect(calls.at(-1)?.body).toEqual({
      lastname: 'Gómez Ruiz',
      phone: '+34600111222',
      nif: '12345678Z',
      lang: 'es',
    });
    expect(sessionStore.get()).toMatchObject({ esignToken: 'signer-token' });
  });

  it('started: continues the same check-in; done: says so and what the booking lacks', async () => {
    fakeFetch(answer({ ...PAGE, started: { operationUuid: 'op-1', signerToken: 'tok-1' } }));
    const { router, unmount } = renderWithProviders(<BookingGuestView token={TOKEN} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Continuar mi check-in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/identificationSignature'));
    expect(sessionStore.get()).toMatchObject({ operationUuid: 'op-1', esignToken: 'tok-1' });
    unmount();
    await switchLanguage('en');
    fakeFetch(answer({ ...PAGE, guestId: 'g2', canInvite: false }));
    renderWithProviders(<BookingGuestView token={TOKEN} />);
    expect((await screen.findByTestId('booking-own-done')).textContent).toBe(
      'Your check-in is done.2 travellers still to be registered. 1 adult has not finished their check-in yet.',
    );
    // Only the lead guest invites; any adult adds a minor.
    expect(screen.queryByRole('button', { name: 'Invite another adult' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Add a minor travelling with you' })).toBeTruthy();
  });

  it('lets the lead guest invite another adult', async () => {
    const { calls } = fakeFetch({
      ...answer(PAGE),
      [`POST /api/checkin/guest/${TOKEN}/guests`]: () =>
        json(200, {
          ...BOOKING,
          guests: [
            ...BOOKING.guests,
            {
              id: 'g3',
              name: 'Ana',
              email: 'a***@example.com',
              lead: false,
              state: 'INVITED',
              invitedAt: null,
            },
          ],
        }),
    });
    renderWithProviders(<BookingGuestView token={TOKEN} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Invitar a otro adulto' }));
    const form = screen.getByRole('form', { name: 'Invitar a otro adulto' });
    typeInto('name', 'Ana');
    typeInto('email', 'ana@example');
    fireEvent.click(within(form).getByRole('button', { name: 'Enviar invitación' }));
    expect(await screen.findByText(/Introduce un correo electrónico válido/)).toBeTruthy();
    typeInto('email', 'ana@example.com');
    fireEvent.click(within(form).getByRole('button', { name: 'Enviar invitación' }));
    await waitFor(() =>
      expect(screen.queryByRole('form', { name: 'Invitar a otro adulto' })).toBeNull(),
    );
    expect(calls.find((call) => call.path.endsWith('/guests'))?.body).toEqual({
      name: 'Ana',
      email: 'ana@example.com',
    });
  });

  it('adds a minor with the kinship SES asks, in words', async () => {
    const { calls } = fakeFetch({
      ...answer(PAGE),
      [`POST /api/checkin/guest/${TOKEN}/minors`]: () => json(200, BOOKING),
    });
    renderWithProviders(<BookingGuestView token={TOKEN} />);
    fireEvent.click(
      await screen.findByRole('button', { name: 'Añadir un menor que viaja contigo' }),
    );
    addPablo();
    await waitFor(() => expect(calls.some((call) => call.path.endsWith('/minors'))).toBe(true));
    expect(calls.find((call) => call.path.endsWith('/minors'))?.body).toEqual({
      firstName: 'Pablo',
      lastName1: 'Gómez',
      lastName2: '',
      birthDate: '2020-03-04',
      nationality: 'ESP',
      sex: 'H',
      documentType: null,
      documentNumber: '',
      kinship: 'HJ',
    });
  });

  it('says on the birth date that someone of age is no minor (the server refusal)', async () => {
    fakeFetch({
      ...answer(PAGE),
      [`POST /api/checkin/guest/${TOKEN}/minors`]: () =>
        problem('VALIDATION_FAILED', {
          errors: [
            {
              path: 'body.birthDate',
              message: 'Not a minor',
              key: 'flows:booking.validation.notAMinor',
            },
          ],
        }),
    });
    renderWithProviders(<BookingGuestView token={TOKEN} />);
    fireEvent.click(
      await screen.findByRole('button', { name: 'Añadir un menor que viaja contigo' }),
    );
    addPablo();
    expect(
      await screen.findByText(
        'Según esta fecha no es menor de edad: tiene que hacer su propio check-in',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says the refusal of a full booking', async () => {
    fakeFetch({
      ...answer(PAGE),
      [`POST /api/checkin/guest/${TOKEN}/minors`]: () => problem('BOOKING_FULL'),
    });
    renderWithProviders(<BookingGuestView token={TOKEN} />);
    fireEvent.click(
      await screen.findByRole('button', { name: 'Añadir un menor que viaja contigo' }),
    );
    addPablo();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Ya están todos los viajeros de esta reserva',
    );
    expect(screen.getByRole('form', { name: 'Añadir un menor que viaja contigo' })).toBeTruthy();
  });

  it('a full booking offers no more additions; an unknown link is the whole page', async () => {
    fakeFetch(answer({ ...PAGE, booking: { ...BOOKING, travellers: 2 } }));
    const { unmount } = renderWithProviders(<BookingGuestView token={TOKEN} />);
    await screen.findByTestId('booking-summary');
    expect(screen.queryByRole('button', { name: 'Invitar a otro adulto' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Añadir un menor que viaja contigo' })).toBeNull();
    unmount();
    renderWithProviders(<BookingGuestView token="tok" />);
    expect((await screen.findByTestId('checkin-closed')).textContent).toContain(
      'Este enlace no funciona',
    );
  });
});
