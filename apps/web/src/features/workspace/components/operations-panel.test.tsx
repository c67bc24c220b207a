// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { fakeFetch, json } from '../../../testing/fake-fetch';
import { acmeAs } from '../../../testing/organization-fixtures';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { strictDomTests } from '../../../testing/strict-dom-tests';
import { signer, summary, uuidOf } from '../testing/workspace-fixtures';
import { OperationsPanel } from './operations-panel';

const rows = () => screen.queryAllByTestId('operation-row');
const paths = (calls: { path: string }[]) =>
  calls.filter((call) => call.path.startsWith('/api/operations')).map((call) => call.path);

/** Opens the select labelled `label` and picks the `options` (several: a multiple one). */
function choose(label: string, ...options: string[]) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: new RegExp(`^${label}`) }));
  for (const option of options) fireEvent.click(screen.getByRole('option', { name: option }));
}

strictDomTests();
afterEach(() => {
  cleanup();
  sessionStore.reset();
});

describe('OperationsPanel', () => {
  it('shows each operation: status, documents, type, signers with theirs, dates, credits', async () => {
    fakeFetch({
      'GET /api/operations': () =>
        json(200, {
          items: [
            summary(2, {
              status: 'PARTIALLY_SIGNED',
              signatureType: 'BIOMETRICA',
              signers: [
                signer(2, { status: 'SIGNED', signedAt: '2030-03-01T09:04:00Z', method: 'OTP' }),
                signer(9, { name: 'Eva Ruiz' }),
              ],
              creditsSpent: 4,
            }),
            summary(1, { demo: true }),
          ],
          nextCursor: null,
        }),
    });
    renderWithProviders(<OperationsPanel />, { path: '/profilepage' });
    await waitFor(() => expect(rows()).toHaveLength(2));
    const [first, second] = rows() as [HTMLElement, HTMLElement];
    expect(within(first).getByText('Firmada en parte')).toBeTruthy();
    expect(within(first).getByText('Firma manuscrita')).toBeTruthy();
    expect(within(first).getByText('Luis Pérez')).toBeTruthy();
    expect(within(first).getByText('Ha firmado')).toBeTruthy();
    expect(within(first).getByText('Eva Ruiz')).toBeTruthy();
    expect(within(first).getByText('Invitado')).toBeTruthy();
    expect(within(first).getByText(/^Creada: /)).toBeTruthy();
    expect(within(first).getByText(/^Último evento: /)).toBeTruthy();
    expect(within(first).getByText(/^Caduca: /)).toBeTruthy();
    expect(within(first).getByText('4')).toBeTruthy();
    expect(within(first).getByRole('link', { name: 'contrato-2.pdf' }).getAttribute('href')).toBe(
      `/operations/${uuidOf('op', 2)}`,
    );
    expect(within(second).getByText('Enviada')).toBeTruthy();
    expect(within(second).getByText('Demo')).toBeTruthy();
    expect(first.getAttribute('data-operation')).toBe(uuidOf('op', 2));
  }, 15_000);

  it('shows cards instead of a table on a phone', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: true,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    fakeFetch({
      'GET /api/operations': () => json(200, { items: [summary(1)], nextCursor: null }),
    });
    renderWithProviders(<OperationsPanel />, { path: '/profilepage' });
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(screen.queryByRole('table')).toBeNull();
    const card = rows()[0] as HTMLElement;
    expect(card.tagName).toBe('LI');
    expect(within(card).getByText('Enviada')).toBeTruthy();
    expect(within(card).getByText('Créditos: 2')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'contrato-1.pdf' })).toBeTruthy();
  });

  it('asks again with the type and the statuses chosen', async () => {
    const { calls } = fakeFetch({
      'GET /api/operations': () => json(200, { items: [summary(1)], nextCursor: null }),
    });
    renderWithProviders(<OperationsPanel />, { path: '/profilepage' });
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(paths(calls)).toEqual(['/api/operations?limit=25']);

    choose('Tipo', 'Firma con OTP');
    await waitFor(() => expect(paths(calls).at(-1)).toBe('/api/operations?type=SIMPLE&limit=25'));

    choose('Estado', 'Firmada', 'Rechazada');
    await waitFor(() =>
      expect(paths(calls).at(-1)).toBe(
        '/api/operations?status=SIGNED%2CREJECTED&type=SIMPLE&limit=25',
      ),
    );
  }, 15_000);

  it('searches once typing pauses, filters by day, exports and clears', async () => {
    const { calls } = fakeFetch({
      'GET /api/operations': () => json(200, { items: [summary(1)], nextCursor: null }),
    });
    renderWithProviders(<OperationsPanel />, { path: '/profilepage?status=SIGNED' });
    await waitFor(() => expect(rows()).toHaveLength(1));

    fireEvent.change(screen.getByLabelText('Desde'), { target: { value: '2030-03-01' } });
    await waitFor(() =>
      expect(paths(calls).at(-1)).toBe('/api/operations?status=SIGNED&from=2030-03-01&limit=25'),
    );

    // One call for "ana", none for "a" and "an".
    const before = paths(calls).length;
    const search = screen.getByLabelText('Buscar') as HTMLInputElement;
    for (const text of ['a', 'an', 'ana']) fireEvent.change(search, { target: { value: text } });
    expect(paths(calls)).toHaveLength(before);
    await waitFor(() => expect(paths(calls)).toHaveLength(before + 1), { timeout: 2000 });
    expect(paths(calls).at(-1)).toBe(
      '/api/operations?status=SIGNED&q=ana&from=2030-03-01&limit=25',
    );
    expect(screen.getByText('Exportar CSV').closest('a')?.getAttribute('href')).toBe(
      '/api/operations/export.csv?status=SIGNED&q=ana&from=2030-03-01&lang=es',
    );

    fireEvent.click(screen.getByText('Quitar filtros'));
    await waitFor(() => expect(paths(calls).at(-1)).toBe('/api/operations?limit=25'));
    expect(screen.getByText('Exportar CSV').closest('a')?.getAttribute('href')).toBe(
      '/api/operations/export.csv?lang=es',
    );
    expect(search.value).toBe('');
  }, 15_000);

  it('appends the next page with the cursor ("Cargar más")', async () => {
    const { calls } = fakeFetch({
      'GET /api/operations': (call) =>
        call.path.includes('cursor=')
          ? json(200, { items: [summary(1)], nextCursor: null })
          : json(200, { items: [summary(3), summary(2)], nextCursor: 'c2' }),
    });
    renderWithProviders(<OperationsPanel />, { path: '/profilepage' });
    await waitFor(() => expect(rows()).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: 'Cargar más' }));
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(rows().map((row) => row.getAttribute('data-operation'))).toEqual([
      uuidOf('op', 3),
      uuidOf('op', 2),
      uuidOf('op', 1),
    ]);
    expect(screen.queryByRole('button', { name: 'Cargar más' })).toBeNull();
    expect(paths(calls)).toEqual([
      '/api/operations?limit=25',
      '/api/operations?limit=25&cursor=c2',
    ]);
  });

  it('invites to create a first request when there is none', async () => {
    sessionStore.set({ userLoggedIn: true, userEmail: 'ana@example.com' });
    fakeFetch({
      'GET /api/operations': () => json(200, { items: [], nextCursor: null }),
      'GET /api/organization': () => json(200, acmeAs('sender')),
    });
    renderWithProviders(<OperationsPanel />, { path: '/profilepage' });
    expect(
      await screen.findByText('Todavía no has enviado ninguna solicitud de firma.'),
    ).toBeTruthy();
    expect(
      (await screen.findByRole('link', { name: 'Crear una solicitud de firma' })).getAttribute(
        'href',
      ),
    ).toBe('/createsignpagelight');
    expect(screen.getByRole('link', { name: 'Nueva solicitud' })).toBeTruthy();
  });

  it('offers a viewer no request to send, only the templates and the export', async () => {
    sessionStore.set({ userLoggedIn: true, userEmail: 'ana@example.com' });
    const { calls } = fakeFetch({
      'GET /api/operations': () => json(200, { items: [], nextCursor: null }),
      'GET /api/organization': () => json(200, acmeAs('viewer')),
    });
    renderWithProviders(<OperationsPanel />, { path: '/profilepage' });
    await screen.findByText('Todavía no has enviado ninguna solicitud de firma.');
    await waitFor(() => expect(calls.some((call) => call.path === '/api/organization')).toBe(true));
    await screen.findByRole('link', { name: 'Plantillas' });
    expect(screen.queryByRole('link', { name: 'Nueva solicitud' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Crear una solicitud de firma' })).toBeNull();
  });

  it('lists only the user’s own operations when Mine is chosen', async () => {
    const { calls } = fakeFetch({
      'GET /api/operations': () => json(200, { items: [], nextCursor: null }),
    });
    renderWithProviders(<OperationsPanel />, { path: '/profilepage' });
    await screen.findByText('Todavía no has enviado ninguna solicitud de firma.');
    choose('Operaciones de', 'Solo las mías');
    await waitFor(() => expect(paths(calls)).toContain('/api/operations?sender=me&limit=25'));
  });

  it('reads the filters from the address and says when none matches', async () => {
    const { calls } = fakeFetch({
      'GET /api/operations': () => json(200, { items: [], nextCursor: null }),
    });
    renderWithProviders(<OperationsPanel />, {
      path: '/profilepage?status=EXPIRED,NOPE&type=OTHER&q=luis&from=yesterday',
    });
    expect(await screen.findByText('Ninguna operación coincide con los filtros.')).toBeTruthy();
    expect(paths(calls)).toEqual(['/api/operations?status=EXPIRED&q=luis&limit=25']);
    expect((screen.getByRole('searchbox', { name: 'Buscar' }) as HTMLInputElement).value).toBe(
      'luis',
    );
  });

  it('reports a failed load and tries again', async () => {
    let fail = true;
    fakeFetch({
      'GET /api/operations': () =>
        fail
          ? json(500, { type: 'about:blank', title: 'x', status: 500, code: 'INTERNAL' })
          : json(200, { items: [summary(1)], nextCursor: null }),
    });
    renderWithProviders(<OperationsPanel />, { path: '/profilepage' });
    expect(await screen.findByText('No se han podido cargar las operaciones.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
  });
});
