// @vitest-environment jsdom
import type { TProduct } from '@confirma/contracts/payments';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ACCOUNT } from '../../../testing/account-fixtures';
import { typeInto } from '../../../testing/form-events';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { strictDomTests } from '../../../testing/strict-dom-tests';
import { PackChooser } from './pack-chooser';

strictDomTests();

const PACK: TProduct = {
  id: 'credits-20',
  name: 'Pack 20',
  priceCents: 1000,
  currency: 'EUR',
  credits: 20,
  isNew: false,
  color: '#1976d2',
  vat: { rateBp: 2100, baseCents: 826, vatCents: 174 },
};

const BILLING = {
  taxId: '12345678Z',
  address: 'Calle Mayor 2',
  postalcode: '28013',
  city: 'Madrid',
  country: 'España',
};

describe('the billing form', () => {
  it('announces what is missing, and gives the focus to the payment choices once saved', async () => {
    let account = ACCOUNT;
    const patches: unknown[] = [];
    // The server's answers by method and path (the shop's lists are not in fakeFetch's
    // contracts).
    const answers: Record<string, (body: unknown) => unknown> = {
      'GET /api/payments/products': () => ({ products: [PACK] }),
      'GET /api/payments/methods': () => ({ methods: [{ method: 'card', test: true }] }),
      'GET /api/account': () => account,
      'PATCH /api/account/profile': (body) => {
        patches.push(body);
        account = { ...ACCOUNT, profile: { ...ACCOUNT.profile, ...BILLING } };
        return account;
      },
    };
    vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
      const answer = answers[`${init?.method ?? 'GET'} ${String(input).split('?')[0]}`];
      if (!answer) return new Response(null, { status: 404 });
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      return new Response(JSON.stringify(answer(body)), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    });
    renderWithProviders(<PackChooser onTransfer={() => {}} />);
    fireEvent.click(await screen.findByText('Selecciona esta opción'));
    const save = await screen.findByRole('button', { name: 'Guardar y continuar' });

    // Sent empty: one alert lists the five required fields, and takes the focus.
    fireEvent.click(save);
    const summary = await screen.findByRole('alert');
    await waitFor(() => expect(document.activeElement).toBe(summary));
    expect(within(summary).getByText('Revisa estos campos:')).toBeTruthy();
    const entries = within(summary).getAllByRole('button');
    expect(entries.map((entry) => entry.textContent)).toEqual([
      'NIF / CIF: Obligatorio',
      'Dirección: Obligatorio',
      'Código postal: Obligatorio',
      'Ciudad: Obligatorio',
      'País: Obligatorio',
    ]);
    // Each entry leads to its field.
    fireEvent.click(entries[2] as HTMLElement);
    expect(document.activeElement).toBe(document.querySelector('input[name="postalcode"]'));
    expect(patches).toEqual([]);

    // Corrected, the list follows; all there, it goes and the choices take the focus.
    for (const [name, value] of Object.entries(BILLING)) {
      typeInto(name, value);
      if (name === 'taxId') {
        await waitFor(() => expect(within(summary).getAllByRole('button')).toHaveLength(4));
      }
    }
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    fireEvent.click(save);
    const choices = await screen.findByRole('heading', { name: 'Elige cómo pagar' });
    await waitFor(() => expect(document.activeElement).toBe(choices));
  });
});
