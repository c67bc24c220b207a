// @vitest-environment jsdom
import type { TLedgerEntry } from '@confirma/contracts/account';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeFetch, json } from '../../../testing/fake-fetch';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { strictDomTests } from '../../../testing/strict-dom-tests';
import { HistoryList } from './history-list';

const entry = (id: number, patch: Partial<TLedgerEntry> = {}): TLedgerEntry => ({
  id,
  kind: 'spend',
  amount: -2,
  balanceAfter: id,
  reason: 'operation',
  reference: null,
  createdAt: `2030-01-${String(10 + id).padStart(2, '0')}T10:00:00.000Z`,
  ...patch,
});

const rows = () => screen.queryAllByTestId('history-entry');

strictDomTests();

describe('HistoryList', () => {
  it('lists entries newest first and loads the next page with the cursor', async () => {
    const { calls } = fakeFetch({
      'GET /api/account/history': (call) =>
        call.path.includes('cursor=')
          ? json(200, {
              entries: [entry(1, { kind: 'grant', amount: 5, reason: 'signup_bonus' })],
              nextCursor: null,
            })
          : json(200, { entries: [entry(3), entry(2)], nextCursor: 2 }),
    });
    renderWithProviders(<HistoryList userId="u1" />);
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(rows()[0]?.textContent).toContain('-2');
    expect(rows()[0]?.textContent).toContain('Uso de créditos');
    fireEvent.click(screen.getByRole('button', { name: 'Cargar más' }));
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(rows()[2]?.textContent).toContain('Créditos de bienvenida');
    expect(rows()[2]?.textContent).toContain('+5');
    expect(screen.queryByRole('button', { name: 'Cargar más' })).toBeNull();
    expect(calls.map((call) => call.path)).toEqual([
      '/api/account/history?limit=20',
      '/api/account/history?limit=20&cursor=2',
    ]);
  });

  it('names the member who spent, in an organisation', async () => {
    fakeFetch({
      'GET /api/account/history': () =>
        json(200, { entries: [entry(1, { memberName: 'Sara' })], nextCursor: null }),
    });
    renderWithProviders(<HistoryList userId="u1" />);
    expect(await screen.findByText('por Sara')).toBeTruthy();
  });

  it('says so when there is nothing yet', async () => {
    fakeFetch({ 'GET /api/account/history': () => json(200, { entries: [], nextCursor: null }) });
    renderWithProviders(<HistoryList userId="u1" />);
    expect(await screen.findByText('Todavía no hay movimientos en tu cuenta.')).toBeTruthy();
  });

  it('reports a failed load', async () => {
    fakeFetch({});
    renderWithProviders(<HistoryList userId="u1" />);
    expect(await screen.findByText('No se ha podido cargar el historial.')).toBeTruthy();
  });
});
