// @vitest-environment jsdom
import type { TBrandUpdate } from '@confirma/contracts/branding';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeFetch, json, problem } from '../../../testing/fake-fetch';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { strictDomTests } from '../../../testing/strict-dom-tests';
import { BrandSection } from './brand-section';

strictDomTests();

const SAVED = { name: 'Inmobiliaria Sol', color: '#8a1c1c', logoUrl: '/api/brand-logos/abc' };
const nameField = () => screen.getByLabelText(/Nombre que ven tus firmantes/) as HTMLInputElement;
const colorField = () => screen.getByLabelText('Color principal') as HTMLInputElement;
const logoInput = (container: HTMLElement) =>
  container.querySelector('input[type="file"]') as HTMLInputElement;
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Guardar la marca' }));
const choose = (container: HTMLElement, file: File) =>
  fireEvent.change(logoInput(container), { target: { files: [file] } });

describe('BrandSection', () => {
  it('saves a name, a readable colour and a new logo, and shows them as signers will', async () => {
    let brand: typeof SAVED | null = null;
    const { calls } = fakeFetch({
      'GET /api/account/brand': () => json(200, { brand }),
      'PUT /api/account/brand': (call) => {
        const body = call.body as TBrandUpdate;
        brand = {
          name: body.name,
          color: body.color ?? null,
          logoUrl: '/api/brand-logos/new',
        } as typeof SAVED;
        return json(200, { brand });
      },
    });
    const { container } = renderWithProviders(<BrandSection userId="u1" />);
    expect(screen.getByText(/aparecen en los correos que Confirma envía por ti/)).toBeTruthy();
    await screen.findByLabelText(/Nombre que ven tus firmantes/);
    fireEvent.change(nameField(), { target: { value: 'Inmobiliaria Sol' } });
    fireEvent.change(colorField(), { target: { value: '#8A1C1C' } });
    expect(screen.getByText(/Contraste con el texto blanco: 9,3:1/)).toBeTruthy();
    choose(container, new File([new Uint8Array([0x89, 0x50])], 'logo.png', { type: 'image/png' }));
    expect(await screen.findByAltText('Logotipo de Inmobiliaria Sol')).toBeTruthy();
    save();
    expect(await screen.findByText('Marca guardada')).toBeTruthy();
    const [put] = calls.filter((call) => call.method === 'PUT');
    expect(put?.body).toEqual({
      name: 'Inmobiliaria Sol',
      color: '#8a1c1c',
      logo: 'data:image/png;base64,iVA=',
    });
    await waitFor(() =>
      expect(screen.getByAltText('Tu logotipo').getAttribute('src')).toBe('/api/brand-logos/new'),
    );
  });

  it('refuses an unreadable colour with its contrast, and offers the nearest darker shade', async () => {
    const { calls } = fakeFetch({ 'GET /api/account/brand': () => json(200, { brand: SAVED }) });
    renderWithProviders(<BrandSection userId="u1" />);
    expect(
      (await screen.findByLabelText(/Nombre que ven tus firmantes/)) as HTMLInputElement,
    ).toBeTruthy();
    expect(nameField().value).toBe('Inmobiliaria Sol');
    fireEvent.change(colorField(), { target: { value: '#ffcc00' } });
    expect(
      screen.getByText(
        'El texto blanco no se lee bien sobre este color: hace falta un contraste de 4,5:1 (ahora, 1,5:1)',
      ),
    ).toBeTruthy();
    save();
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: /un tono más oscuro/ }));
    expect(colorField().value).toMatch(/^#[0-9a-f]{4}00$/);
    expect(screen.getByText(/Contraste con el texto blanco: 4,5:1/)).toBeTruthy();
  });

  it("says in the reader's words why a logo or a name was refused", async () => {
    fakeFetch({
      'GET /api/account/brand': () => json(200, { brand: SAVED }),
      'PUT /api/account/brand': () => problem('NOT_AN_IMAGE'),
    });
    const { container } = renderWithProviders(<BrandSection userId="u1" />);
    await screen.findByLabelText(/Nombre que ven tus firmantes/);
    choose(container, new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }));
    expect(await screen.findByText('El logotipo tiene que ser una imagen PNG o JPEG')).toBeTruthy();
    choose(container, new File([new Uint8Array(300 * 1024)], 'big.png', { type: 'image/png' }));
    expect(await screen.findByText('El logotipo ocupa más de 256 KB')).toBeTruthy();
    // A file that only looks like a PNG: the server's check, said under the logo.
    choose(container, new File([new Uint8Array([1, 2])], 'fake.png', { type: 'image/png' }));
    await screen.findByAltText('Tu logotipo');
    save();
    expect(
      await screen.findByText('La imagen enviada no es válida (se admiten PNG y JPEG).'),
    ).toBeTruthy();
    fireEvent.change(nameField(), { target: { value: '  ' } });
    save();
    expect(await screen.findByText('Escribe el nombre de tu marca')).toBeTruthy();
  });

  it('shows a field error the server gives by its key, and removes the brand', async () => {
    const { calls } = fakeFetch({
      'GET /api/account/brand': () => json(200, { brand: SAVED }),
      'PUT /api/account/brand': () =>
        problem('VALIDATION_FAILED', {
          errors: [
            { path: 'body.color', message: 'Low contrast', key: 'validation.brandColorContrast' },
          ],
        }),
      'DELETE /api/account/brand': () => new Response(null, { status: 204 }),
    });
    renderWithProviders(<BrandSection userId="u1" />);
    await screen.findByLabelText(/Nombre que ven tus firmantes/);
    save();
    expect(
      await screen.findByText(
        'El texto blanco no se lee bien sobre este color: hace falta un contraste de 4,5:1',
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Quitar la marca' }));
    expect(
      await screen.findByText('Marca quitada: tus firmantes verán el aspecto de Confirma'),
    ).toBeTruthy();
    expect(nameField().value).toBe('');
    expect(calls.some((call) => call.method === 'DELETE')).toBe(true);
  });
});
