// @vitest-environment jsdom
import type { TEstablishmentView } from '@confirma/contracts/establishments';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { fakeFetch, json, problem } from '../../../testing/fake-fetch';
import { acmeAs } from '../../../testing/organization-fixtures';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { strictDomTests } from '../../../testing/strict-dom-tests';
import { EstablishmentsSection } from './establishments-section';

strictDomTests();

const ID = '6a0f2d3c-1b4e-4f5a-8c9d-0e1f2a3b4c5d';
const HOSTAL: TEstablishmentView = {
  id: ID,
  name: 'Hostal Las Acacias',
  address: 'Calle Mayor 1, Madrid',
  registry: 'HM-4321',
  mode: 'SIGN',
  dailyLimit: 40,
  linkPaused: false,
  checkinUrl: 'https://confirma.example/#/checkin/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
  ses: {
    landlordCode: 'A123',
    establishmentCode: 'E456',
    username: 'ws-user',
    environment: 'test',
    passwordSet: true,
  },
  createdAt: '2030-01-10T10:00:00.000Z',
};

const signedInAs = (role: 'owner' | 'sender' | 'viewer') => {
  sessionStore.set({ userLoggedIn: true, userEmail: 'ana@example.com' });
  return { 'GET /api/organization': () => json(200, acmeAs(role)) };
};

afterEach(() => {
  act(() => sessionStore.reset());
});

describe('EstablishmentsSection', () => {
  it('lists each establishment with its link state, SES and posters; a viewer cannot edit', async () => {
    fakeFetch({
      ...signedInAs('viewer'),
      'GET /api/establishments': () =>
        json(200, {
          establishments: [HOSTAL, { ...HOSTAL, id: 'b', linkPaused: true, ses: null }],
        }),
    });
    renderWithProviders(<EstablishmentsSection />);
    const items = await screen.findAllByTestId('establishment-item');
    expect(items[0]?.textContent).toContain('Enlace activo');
    expect(items[0]?.textContent).toContain('SES configurado');
    expect(items[1]?.textContent).toContain('Enlace en pausa');
    expect(items[1]?.textContent).toContain('Sin SES');
    const poster = within(items[0] as HTMLElement).getByRole('link', {
      name: 'Descargar cartel A4',
    });
    expect(poster.getAttribute('href')).toBe(`/api/establishments/${ID}/poster?format=A4&lang=es`);
    expect(
      within(items[0] as HTMLElement)
        .getByRole('link', { name: 'Descargar cartel de mesa' })
        .getAttribute('href'),
    ).toContain('format=TENT');
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Añadir establecimiento' })).toBeNull(),
    );
    expect(screen.queryByRole('button', { name: 'Editar' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cambiar enlace' })).toBeNull();
    expect(screen.queryByTestId('establishment-open-kiosk')).toBeNull();
  });

  it('offers who checks guests in the reception kiosk of each establishment', async () => {
    fakeFetch({
      ...signedInAs('sender'),
      'GET /api/establishments': () => json(200, { establishments: [HOSTAL] }),
    });
    renderWithProviders(<EstablishmentsSection />);
    const kiosk = await screen.findByTestId('establishment-open-kiosk');
    expect(kiosk.textContent).toBe('Abrir el quiosco de recepción');
    expect(kiosk.getAttribute('href')).toBe(`/kiosk/${ID}`);
  });

  it('checks the dialog on the page: the name, the daily limit and the SES codes', async () => {
    fakeFetch({
      ...signedInAs('owner'),
      'GET /api/establishments': () => json(200, { establishments: [] }),
    });
    renderWithProviders(<EstablishmentsSection />);
    fireEvent.click(await screen.findByRole('button', { name: 'Añadir establecimiento' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo establecimiento' });
    fireEvent.change(within(dialog).getByLabelText(/^Check-ins al día/), {
      target: { value: '0' },
    });
    fireEvent.click(within(dialog).getByLabelText('Comunicar los partes a SES.HOSPEDAJES'));
    fireEvent.change(await within(dialog).findByLabelText(/^Código de arrendador/), {
      target: { value: 'A-1' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Añadir establecimiento' }));
    expect(await within(dialog).findByText(/El nombre es obligatorio/)).toBeTruthy();
    expect(within(dialog).getByText(/Indica un número entre 1 y 1000/)).toBeTruthy();
    expect(within(dialog).getAllByText(/Hasta 10 letras y cifras/)).toHaveLength(2);
    expect(within(dialog).getByText(/El usuario es obligatorio/)).toBeTruthy();
    // A new SES block needs its password.
    expect(within(dialog).getByText(/La contraseña es obligatoria/)).toBeTruthy();
  });

  it('edits without a password: the stored one is kept (the PUT has none); refusals go on their fields', async () => {
    let attempt = 0;
    const { calls } = fakeFetch({
      ...signedInAs('owner'),
      'GET /api/establishments': () => json(200, { establishments: [HOSTAL] }),
      [`PUT /api/establishments/${ID}`]: (call) => {
        attempt += 1;
        if (attempt === 1) {
          return problem('VALIDATION_FAILED', {
            errors: [
              {
                path: 'body.ses.username',
                message: 'Required',
                key: 'establishments.validation.sesUsername',
              },
            ],
          });
        }
        return json(200, { ...HOSTAL, name: (call.body as { name: string }).name });
      },
    });
    renderWithProviders(<EstablishmentsSection />);
    fireEvent.click(await screen.findByRole('button', { name: 'Editar Hostal Las Acacias' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar establecimiento' });
    const password = within(dialog).getByLabelText(/^Contraseña del servicio web/);
    expect(password).toHaveProperty('value', '');
    expect(within(dialog).getByText('Déjala vacía para mantener la guardada')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/^Nombre/), {
      target: { value: 'Hostal Acacias' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText(/El usuario es obligatorio/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(attempt).toBe(2));
    const put = calls.filter((call) => call.method === 'PUT').at(-1);
    expect(put?.body).toEqual({
      name: 'Hostal Acacias',
      address: 'Calle Mayor 1, Madrid',
      registry: 'HM-4321',
      mode: 'SIGN',
      dailyLimit: 40,
      linkPaused: false,
      ses: {
        landlordCode: 'A123',
        establishmentCode: 'E456',
        username: 'ws-user',
        environment: 'test',
      },
    });
    expect(await screen.findByText('Establecimiento guardado')).toBeTruthy();
  });

  it('asks before changing the link: the old link and the printed posters stop working', async () => {
    const { calls } = fakeFetch({
      ...signedInAs('owner'),
      'GET /api/establishments': () => json(200, { establishments: [HOSTAL] }),
      [`POST /api/establishments/${ID}/rotate-link`]: () => json(200, HOSTAL),
    });
    renderWithProviders(<EstablishmentsSection />);
    fireEvent.click(await screen.findByRole('button', { name: 'Cambiar enlace' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Cambiar el enlace de check-in?' });
    expect(dialog.textContent).toContain('los carteles que hayas impreso dejarán de funcionar');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cambiar enlace' }));
    expect(await screen.findByText(/Enlace cambiado/)).toBeTruthy();
    expect(calls.some((call) => call.path.endsWith('/rotate-link'))).toBe(true);
  });
});
