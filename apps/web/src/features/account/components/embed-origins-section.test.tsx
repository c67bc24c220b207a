// @vitest-environment jsdom
import { EMBED_ORIGINS_MAX } from '@confirma/contracts/webhooks';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeFetch, json, problem } from '../../../testing/fake-fetch';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { strictDomTests } from '../../../testing/strict-dom-tests';
import { EmbedOriginsSection } from './embed-origins-section';

const field = () => screen.getByLabelText('Origen permitido') as HTMLInputElement;
const add = () => fireEvent.click(screen.getByRole('button', { name: 'Añadir origen' }));

strictDomTests();

describe('EmbedOriginsSection', () => {
  it('adds a valid origin and removes one, saving the whole list each time', async () => {
    let origins = ['https://shop.example.com'];
    const { calls } = fakeFetch({
      'GET /api/account/embed-origins': () => json(200, { origins }),
      'PUT /api/account/embed-origins': (call) => {
        origins = (call.body as { origins: string[] }).origins;
        return json(200, { origins });
      },
    });
    renderWithProviders(<EmbedOriginsSection userId="u1" />);
    expect(await screen.findByText('https://shop.example.com')).toBeTruthy();
    expect(screen.getByText(/\/embed\.js/)).toBeTruthy();

    fireEvent.change(field(), { target: { value: 'https://app.example.com/path' } });
    add();
    expect(await screen.findByText(/No es un origen válido/)).toBeTruthy();
    fireEvent.change(field(), { target: { value: 'https://shop.example.com' } });
    add();
    expect(await screen.findByText('Ese origen ya está en la lista.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);

    fireEvent.change(field(), { target: { value: 'HTTPS://App.Example.com:8443/' } });
    add();
    expect(await screen.findByText('https://app.example.com:8443')).toBeTruthy();
    expect(field().value).toBe('');
    expect(await screen.findByText('Orígenes guardados')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Quitar https://shop.example.com' }));
    await waitFor(() => expect(screen.queryByText('https://shop.example.com')).toBeNull());
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
      { origins: ['https://shop.example.com', 'https://app.example.com:8443'] },
      { origins: ['https://app.example.com:8443'] },
    ]);
  });

  it('takes no more than the maximum and says why a save failed', async () => {
    const full = Array.from({ length: EMBED_ORIGINS_MAX }, (_, i) => `https://s${i}.example.com`);
    fakeFetch({
      'GET /api/account/embed-origins': () => json(200, { origins: full }),
      'PUT /api/account/embed-origins': () => problem('FORBIDDEN'),
    });
    renderWithProviders(<EmbedOriginsSection userId="u1" />);
    expect(await screen.findByText(`Como máximo ${EMBED_ORIGINS_MAX} orígenes.`)).toBeTruthy();
    expect(field().disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Quitar https://s0.example.com' }));
    expect(await screen.findByText('No tienes permiso para realizar esta operación.')).toBeTruthy();
    expect(screen.getByText('https://s0.example.com')).toBeTruthy();
  });

  it('says when no website may embed the pages', async () => {
    fakeFetch({ 'GET /api/account/embed-origins': () => json(200, { origins: [] }) });
    renderWithProviders(<EmbedOriginsSection userId="u1" />);
    expect(
      await screen.findByText('Ninguna web puede insertar tus páginas de firma.'),
    ).toBeTruthy();
  });
});
