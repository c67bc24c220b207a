// @vitest-environment jsdom
import type { TBookingView } from '@confirma/contracts/bookings';
import type { TEstablishmentView } from '@confirma/contracts/establishments';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { fakeFetch, json } from '../../../testing/fake-fetch';
import { acmeAs } from '../../../testing/organization-fixtures';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { strictDomTests } from '../../../testing/strict-dom-tests';
import { EstablishmentsSection } from './establishments-section';

strictDomTests();

const ID = '6a0f2d3c-1b4e-4f5a-8c9d-0e1f2a3b4c5d';
const BOOKING_ID = '0b8f8f5e-5f0c-4c3e-9a57-3b8c2d1e0f11';
const HOSTAL: TEstablishmentView = {
  id: ID,
  name: 'Hostal Las Acacias',
  address: 'Calle Mayor 1, Madrid',
  registry: 'HM-4321',
  mode: 'SIGN',
  dailyLimit: 40,
  linkPaused: false,
  checkinUrl: 'https://confirma.example/#/checkin/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
  ses: null,
  createdAt: '2030-01-10T10:00:00.000Z',
};
const BOOKING: TBookingView = {
  id: BOOKING_ID,
  reference: 'BK-7781',
  checkIn: '2030-07-01',
  checkOut: '2030-07-05',
  travellers: 3,
  guests: [
    {
      id: 'g1',
      name: 'Lucía',
      email: 'lucia@example.com',
      lead: true,
      state: 'DONE',
      invitedAt: null,
    },
    {
      id: 'g2',
      name: 'Marco',
      email: 'marco@example.com',
      lead: false,
      state: 'INVITED',
      invitedAt: null,
    },
  ],
  minors: [],
  complete: false,
  createdAt: '2030-06-01T10:00:00.000Z',
};
const BOOKINGS = `/api/establishments/${ID}/bookings`;

const routes = (extra = {}) => ({
  'GET /api/organization': () => json(200, acmeAs('owner')),
  'GET /api/establishments': () => json(200, { establishments: [HOSTAL] }),
  [`GET ${BOOKINGS}`]: () => json(200, { bookings: [BOOKING] }),
  ...extra,
});

const openBookings = async () => {
  fireEvent.click(await screen.findByRole('button', { name: 'Reservas' }));
  return screen.findByTestId('booking-item');
};
const change = (scope: HTMLElement, label: RegExp, value: string) => {
  const input = within(scope).getByLabelText(label);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};

afterEach(() => {
  act(() => sessionStore.reset());
});

describe('EstablishmentBookings', () => {
  it('lists the bookings only once asked: the stay, adults done, each guest state', async () => {
    sessionStore.set({ userLoggedIn: true, userEmail: 'ana@example.com' });
    const { calls } = fakeFetch(routes());
    renderWithProviders(<EstablishmentsSection />);
    await screen.findByTestId('establishment-item');
    expect(calls.some((call) => call.path === BOOKINGS)).toBe(false);
    const item = await openBookings();
    expect(item.textContent).toContain('BK-7781');
    expect(within(item).getByTestId('booking-done').textContent).toBe('1 de 2 hechos');
    expect(within(item).getByText('Lucía · Hecho ✓')).toBeTruthy();
    expect(within(item).getByText('Marco · Invitado')).toBeTruthy();
  });

  it('opens a new booking: checked with the contract, guest rows added and removed, then sent', async () => {
    sessionStore.set({ userLoggedIn: true, userEmail: 'ana@example.com' });
    const { calls } = fakeFetch(
      routes({ [`POST ${BOOKINGS}`]: () => json(201, { ...BOOKING, id: 'b2' }) }),
    );
    renderWithProviders(<EstablishmentsSection />);
    await openBookings();
    fireEvent.click(screen.getByRole('button', { name: 'Nueva reserva' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nueva reserva' });
    change(dialog, /^Fecha de entrada/, '2030-07-05');
    change(dialog, /^Fecha de salida/, '2030-07-01');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Crear reserva' }));
    expect(
      await within(dialog).findByText(/La salida tiene que ser posterior a la entrada/),
    ).toBeTruthy();
    expect(within(dialog).getByText(/El nombre es obligatorio/)).toBeTruthy();
    change(dialog, /^Fecha de salida/, '2030-07-08');
    change(dialog, /^Referencia/, 'BK-9000');
    change(dialog, /^Viajeros/, '3');
    change(dialog, /^Nombre del huésped 1/, 'Lucía');
    change(dialog, /^Correo del huésped 1/, 'lucia@example.com');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Añadir huésped' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Añadir huésped' }));
    expect(within(dialog).getAllByTestId('booking-guest-row')).toHaveLength(3);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Quitar el huésped 3' }));
    change(dialog, /^Nombre del huésped 2/, 'Marco');
    change(dialog, /^Correo del huésped 2/, 'marco@example.com');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Crear reserva' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      reference: 'BK-9000',
      checkIn: '2030-07-05',
      checkOut: '2030-07-08',
      travellers: 3,
      guests: [
        { name: 'Lucía', email: 'lucia@example.com' },
        { name: 'Marco', email: 'marco@example.com' },
      ],
    });
  });

  it('invites one more adult to a booking', async () => {
    sessionStore.set({ userLoggedIn: true, userEmail: 'ana@example.com' });
    const { calls } = fakeFetch(
      routes({ [`POST ${BOOKINGS}/${BOOKING_ID}/guests`]: () => json(200, BOOKING) }),
    );
    renderWithProviders(<EstablishmentsSection />);
    const item = await openBookings();
    fireEvent.click(within(item).getByRole('button', { name: 'Invitar a un huésped' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invitar a un huésped' });
    change(dialog, /^Nombre/, 'Ana');
    change(dialog, /^Correo electrónico/, 'ana@example.com');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar invitación' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Ana',
      email: 'ana@example.com',
    });
  });
});
