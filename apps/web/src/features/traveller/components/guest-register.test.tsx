// @vitest-environment jsdom
import type { TGuestRegisterEntry } from '@confirma/contracts/traveller';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { fakeFetch, json } from '../../../testing/fake-fetch';
import { acmeAs } from '../../../testing/organization-fixtures';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { strictDomTests } from '../../../testing/strict-dom-tests';
import { GuestRegister } from './guest-register';

strictDomTests();

const ENTRY: TGuestRegisterEntry = {
  id: 'e1',
  operationUuid: '0b9f1c1e-8a36-4b8f-9d6a-2f4f6f0c1a11',
  status: 'SIGNED',
  signatureType: 'VIDEO_1PASO_OTP',
  createdAt: '2031-06-20T10:00:00.000Z',
  completedAt: '2031-06-20T10:05:00.000Z',
  purgeAfter: '2034-07-05T23:59:59.000Z',
  establishment: { name: 'Hostal Las Acacias', address: 'Calle Mayor 1', registry: 'HM-4321' },
  document: {
    name: 'JOSE LUIS',
    firstSurname: 'GARCIA DE LA FUENTE',
    secondSurname: null,
    sex: 'M',
    documentType: 'DNI',
    documentNumber: '12345678Z',
    supportNumber: 'CKL304871',
    nationality: 'ESP',
    birthDate: '1992-03-17',
    expiryDate: '2030-05-22',
    address: 'AV. DIAGONAL 211 P3, BARCELONA, BARCELONA',
  },
  completion: {
    secondSurname: '',
    address: 'AV. DIAGONAL 211 P3',
    town: 'BARCELONA',
    country: 'España',
    postalCode: '08017',
    countryCode: 'ESP',
    phone: '+34600111222',
    email: 'guest@example.com',
    checkIn: '2031-07-01',
    checkOut: '2031-07-05',
    travellers: 2,
    rooms: 1,
    minorsTravelling: false,
    relationship: '',
    paymentType: 'CARD',
    paymentHolder: '',
    contractReference: '',
  },
  warnings: [],
  communication: null,
};

describe('GuestRegister', () => {
  it('lists each report with its document number in a region the keyboard can scroll', async () => {
    fakeFetch({
      'GET /api/traveller/register': () => json(200, { entries: [ENTRY], nextCursor: null }),
    });
    renderWithProviders(<GuestRegister />);
    const row = await screen.findByTestId('guest-row');
    expect(row.textContent).toContain('DNI 12345678Z');
    expect(row.textContent).toContain('JOSE LUIS GARCIA DE LA FUENTE');
    const region = screen.getByRole('region', { name: 'Viajeros' });
    expect(region.getAttribute('tabindex')).toBe('0');
    // The key columns first: guest, document, status.
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers.slice(0, 3)).toEqual(['Viajero', 'Documento', 'Estado']);
  });

  it('tells an empty register from a search that finds nothing', async () => {
    const { calls } = fakeFetch({
      'GET /api/traveller/register': () => json(200, { entries: [], nextCursor: null }),
    });
    renderWithProviders(<GuestRegister />);
    expect(await screen.findByText('Todavía no hay partes de viajero.')).toBeTruthy();
    fireEvent.change(screen.getByTestId('guest-search'), { target: { value: 'nadie' } });
    expect(
      await screen.findByText('Ningún parte de viajero coincide con esta búsqueda.'),
    ).toBeTruthy();
    expect(screen.queryByText('Todavía no hay partes de viajero.')).toBeNull();
    await waitFor(() => expect(calls.at(-1)?.path).toContain('q=nadie'));
  });

  it('says each communication to SES in words: lote, late, and a refusal with its reasons', async () => {
    const communication = (state: 'SENT' | 'REFUSED', extra: object = {}) => ({
      state,
      lote: null,
      communicationCode: null,
      errors: [],
      attempts: 1,
      dueAt: '2031-07-02T10:00:00.000Z',
      sentAt: null,
      late: false,
      ...extra,
    });
    const entries = [
      { ...ENTRY, id: 'a', communication: communication('SENT', { lote: 'L-2031-889' }) },
      {
        ...ENTRY,
        id: 'b',
        communication: communication('REFUSED', {
          late: true,
          errors: [
            { key: 'ses.errors.credentials', detail: 'Usuario o contraseña incorrectos' },
            { key: 'ses.errors.somethingNew', detail: '' },
            { key: 'ses.errors.rule.SECOND_SURNAME_REQUIRED', detail: '' },
            { key: 'ses.errors.rule.SOMETHING_NEW', detail: '' },
          ],
        }),
      },
      ENTRY,
    ];
    fakeFetch({
      'GET /api/traveller/register': () => json(200, { entries, nextCursor: null }),
    });
    renderWithProviders(<GuestRegister />);
    const rows = await screen.findAllByTestId('guest-row');
    expect(screen.getAllByRole('columnheader')[3]?.textContent).toBe('SES');
    expect(rows[0]?.textContent).toContain('Enviado');
    expect(rows[0]?.textContent).toContain('Lote L-2031-889');
    const refused = rows[1]?.textContent ?? '';
    expect(refused).toContain('Rechazado');
    expect(refused).toContain('Fuera de plazo');
    expect(refused).toContain(
      'Las credenciales del servicio web no son válidas (Usuario o contraseña incorrectos)',
    );
    expect(refused).toContain('SES.HOSPEDAJES lo ha rechazado');
    // Our checks before sending: each rule in words; one not known here, the rule's.
    expect(refused).toContain('Con DNI, el segundo apellido es obligatorio');
    expect(refused).toContain('El parte no cumple una regla del Ministerio');
    expect(rows[2]?.textContent).toContain('No se comunica desde aquí');
  });

  it('sends a refused parte again for a manager', async () => {
    const refused: TGuestRegisterEntry = {
      ...ENTRY,
      id: 'report-1',
      communication: {
        state: 'REFUSED',
        lote: null,
        communicationCode: null,
        errors: [{ key: 'ses.errors.credentials', detail: '' }],
        attempts: 1,
        dueAt: '2031-07-02T10:00:00.000Z',
        sentAt: null,
        late: false,
      },
    };
    const pending = { ...refused.communication, state: 'PENDING', errors: [], attempts: 0 };
    const { calls } = fakeFetch({
      'GET /api/organization': () => json(200, acmeAs('admin')),
      'GET /api/traveller/register': () => json(200, { entries: [refused], nextCursor: null }),
      'POST /api/traveller/register/report-1/ses': () => json(200, pending),
    });
    renderWithProviders(<GuestRegister />);
    fireEvent.click(await screen.findByRole('button', { name: 'Enviar de nuevo' }));
    await waitFor(() =>
      expect(
        calls.some(
          (call) =>
            call.method === 'POST' && call.path.endsWith('/traveller/register/report-1/ses'),
        ),
      ).toBe(true),
    );
  });

  it('offers a viewer no resending', async () => {
    sessionStore.set({ userLoggedIn: true, userEmail: 'ana@example.com' });
    const { calls } = fakeFetch({
      'GET /api/organization': () => json(200, acmeAs('viewer')),
      'GET /api/traveller/register': () =>
        json(200, {
          entries: [
            {
              ...ENTRY,
              communication: {
                state: 'REFUSED',
                lote: null,
                communicationCode: null,
                errors: [],
                attempts: 1,
                dueAt: '2031-07-02T10:00:00.000Z',
                sentAt: null,
                late: false,
              },
            },
          ],
          nextCursor: null,
        }),
    });
    renderWithProviders(<GuestRegister />);
    await screen.findByText('Rechazado');
    await waitFor(() =>
      expect(calls.some((call) => call.path.endsWith('/organization'))).toBe(true),
    );
    // The role read: still not offered.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: 'Enviar de nuevo' })).toBeNull();
    act(() => sessionStore.reset());
  });
});
