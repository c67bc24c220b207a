// @vitest-environment jsdom
import type { TOrder } from '@confirma/contracts/payments';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { stubPhoneViewport } from '../../../testing/phone-viewport';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { rememberReturnTo } from './order-helpers';
import { OrderStatus, RETURN_DELAY_MS } from './order-status';
import { PurchasesPanel } from './purchases-panel';

const FUTURE = '2099-01-01T00:00:00.000Z';

function order(over: Partial<TOrder>): TOrder {
  return {
    id: 'ord_1',
    productId: 'credits-20',
    productName: 'Pack 20',
    credits: 20,
    amountCents: 1000,
    currency: 'EUR',
    method: 'card',
    provider: 'stripe',
    status: 'PAID',
    failureMessage: null,
    transfer: null,
    invoiceId: null,
    creditNoteId: null,
    boughtBy: null,
    expiresAt: null,
    refundedAt: null,
    createdAt: '2030-01-01T10:00:00.000Z',
    paidAt: null,
    ...over,
  };
}

const TRANSFER = order({
  id: 'ord_transfer',
  method: 'transfer',
  provider: 'transfer',
  status: 'PENDING',
  expiresAt: FUTURE,
  transfer: {
    reference: 'CF-7K2M9Q',
    iban: 'ES9121000418450200051332',
    bic: 'CAIXESBBXXX',
    holder: 'Confirma Trust Services S.L.',
    amountCents: 1000,
    currency: 'EUR',
    expiresAt: FUTURE,
  },
});
const OPEN_CARD = order({ id: 'ord_open', status: 'PENDING', expiresAt: FUTURE });
const REFUNDED = order({
  id: 'ord_refunded',
  status: 'REFUNDED',
  invoiceId: 'inv_1',
  creditNoteId: 'inv_2',
});
const EXPIRED = order({
  id: 'ord_expired',
  status: 'CANCELED',
  failureMessage: 'checkout-expired',
});
const CANCELED = order({
  id: 'ord_canceled',
  status: 'CANCELED',
  failureMessage: 'canceled-by-buyer',
});

let fetchMock: Mock<(input: string, init?: RequestInit) => Promise<Response>>;
type TAnswer = object | ((body: unknown) => unknown);

/** The server's answers by "METHOD path"; every call is recorded. */
function serve(answers: Record<string, TAnswer>) {
  const calls: string[] = [];
  fetchMock.mockImplementation(async (input, init) => {
    const key = `${init?.method ?? 'GET'} ${String(input).split('?')[0]}`;
    calls.push(key);
    if (!(key in answers)) return new Response(null, { status: 404 });
    const answer = answers[key];
    const body = typeof answer === 'function' ? answer(init?.body) : answer;
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  return calls;
}

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  window.sessionStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const rowOf = async (id: string) => {
  const rows = await screen.findAllByTestId('purchase-row');
  const index = [TRANSFER, OPEN_CARD, REFUNDED, EXPIRED, CANCELED].findIndex((o) => o.id === id);
  const row = rows[index];
  if (!row) throw new Error(`no row ${id}`);
  return row;
};

describe('Compras', () => {
  it("names the member who bought for the organisation, and nobody on one's own purchase", async () => {
    const bought = order({ id: 'ord_member', boughtBy: { userId: 'u-2', name: 'Marta Ruiz' } });
    const erased = order({ id: 'ord_erased', boughtBy: { userId: 'u-3', name: null } });
    serve({
      'GET /api/payments/orders': { orders: [bought, erased, OPEN_CARD], nextCursor: null },
    });
    renderWithProviders(<PurchasesPanel />);
    const rows = await screen.findAllByTestId('purchase-row');
    expect(rows.map((row) => within(row).queryByTestId('purchase-buyer')?.textContent)).toEqual([
      'Comprado por Marta Ruiz',
      'Comprado por un miembro que ya no existe',
      undefined,
    ]);
  });

  it('shows each order: transfer details again, the credit note, Caducado and Cancelado', async () => {
    serve({
      'GET /api/payments/orders': {
        orders: [TRANSFER, OPEN_CARD, REFUNDED, EXPIRED, CANCELED],
        nextCursor: null,
      },
    });
    renderWithProviders(<PurchasesPanel />);
    const transfer = await rowOf(TRANSFER.id);
    expect(transfer.textContent).toContain('Pendiente');
    expect(screen.queryByTestId('transfer-instructions')).toBeNull();
    const details = within(transfer).getByTestId('purchase-details');
    expect(details.textContent).toBe('Ver datos de la transferencia');
    fireEvent.click(details);
    expect(details.getAttribute('aria-expanded')).toBe('true');
    expect((await screen.findByTestId('transfer-reference')).textContent).toBe('CF-7K2M9Q');
    expect(screen.getByTestId('transfer-iban').textContent).toBe('ES9121000418450200051332');
    expect(screen.getByText('Concepto (obligatorio)')).toBeTruthy();

    const refunded = await rowOf(REFUNDED.id);
    expect(refunded.textContent).toContain('Devuelto');
    const note = within(refunded).getByTestId('purchase-credit-note');
    expect(note.textContent).toBe('Factura rectificativa');
    expect(note.getAttribute('href')).toBe('/api/invoices/inv_2/pdf');
    expect(within(refunded).getByTestId('purchase-invoice').getAttribute('href')).toBe(
      '/api/invoices/inv_1/pdf',
    );
    expect(within(refunded).queryByTestId('purchase-resume')).toBeNull();

    expect((await rowOf(EXPIRED.id)).getAttribute('data-status')).toBe('EXPIRED');
    expect((await rowOf(EXPIRED.id)).textContent).toContain('Caducado');
    expect((await rowOf(CANCELED.id)).textContent).toContain('Cancelado');
    expect(within(await rowOf(CANCELED.id)).queryByTestId('purchase-cancel')).toBeNull();
  });

  it('on a phone: a card per order, its state, actions and documents in view, no table', async () => {
    stubPhoneViewport();
    serve({
      'GET /api/payments/orders': { orders: [TRANSFER, OPEN_CARD, REFUNDED], nextCursor: null },
    });
    renderWithProviders(<PurchasesPanel />);
    const list = await screen.findByRole('list', { name: 'Compras' });
    expect(screen.queryByRole('table')).toBeNull();
    const [transfer, open, refunded] = within(list).getAllByTestId('purchase-row');
    if (!transfer || !open || !refunded) throw new Error('three cards expected');
    expect(transfer.textContent).toContain('Pack 20');
    expect(transfer.textContent).toContain('10,00');
    fireEvent.click(within(transfer).getByTestId('purchase-details'));
    expect((await within(transfer).findByTestId('transfer-reference')).textContent).toBe(
      'CF-7K2M9Q',
    );
    expect(within(open).getByTestId('purchase-resume')).toBeTruthy();
    expect(within(open).getByTestId('purchase-cancel')).toBeTruthy();
    expect(within(refunded).getByTestId('purchase-credit-note')).toBeTruthy();
    expect(refunded.textContent).toContain('Devuelto');
  });

  it('resumes an open checkout on the provider page, and cancels one', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    let listed = [OPEN_CARD];
    const calls = serve({
      'GET /api/payments/orders': () => ({ orders: listed, nextCursor: null }),
      'POST /api/payments/orders/ord_open/resume': {
        order: OPEN_CARD,
        redirectUrl: 'https://psp.example/checkout/1',
      },
      'POST /api/payments/orders/ord_open/cancel': () => {
        listed = [{ ...OPEN_CARD, status: 'CANCELED', failureMessage: 'canceled-by-buyer' }];
        return listed[0];
      },
    });
    renderWithProviders(<PurchasesPanel />);
    fireEvent.click(await screen.findByTestId('purchase-resume'));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://psp.example/checkout/1'));
    fireEvent.click(screen.getByTestId('purchase-cancel'));
    await waitFor(() =>
      expect(screen.getByTestId('purchase-row').textContent).toContain('Cancelado'),
    );
    expect(calls.filter((call) => call.startsWith('POST'))).toEqual([
      'POST /api/payments/orders/ord_open/resume',
      'POST /api/payments/orders/ord_open/cancel',
    ]);
    expect(screen.queryByTestId('purchase-resume')).toBeNull();
  });
});

describe('the payment return page', () => {
  it('offers to retry a declined payment on the provider page, with a new order', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const failed = order({ status: 'FAILED', failureMessage: 'Tu tarjeta ha sido rechazada.' });
    const bodies: unknown[] = [];
    serve({
      'POST /api/payments/orders/ord_1/return': failed,
      'POST /api/payments/orders': (body) => {
        bodies.push(JSON.parse(String(body)));
        return {
          order: { ...failed, id: 'ord_2', status: 'PENDING' },
          redirectUrl: 'https://psp.example/2',
        };
      },
    });
    renderWithProviders(<OrderStatus orderId="ord_1" canceled={false} />);
    expect((await screen.findByTestId('order-failed')).textContent).toContain(
      'Tu tarjeta ha sido rechazada.',
    );
    fireEvent.click(screen.getByTestId('order-retry'));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://psp.example/2'));
    expect(bodies).toEqual([{ productId: 'credits-20', method: 'card' }]);
  });

  it('goes back to the request the purchase started from once paid', async () => {
    rememberReturnTo('ord_1', '/createsignpage?draft=1');
    serve({
      'POST /api/payments/orders/ord_1/return': order({ status: 'PAID' }),
      'GET /api/account': { credits: { currentcredits: 25 } },
    });
    renderWithProviders(<OrderStatus orderId="ord_1" canceled={false} />, {
      path: '/paymentReturn',
    });
    expect((await screen.findByTestId('order-return-to')).textContent).toBe(
      'Volver a tu solicitud',
    );
    await screen.findByTestId('elsewhere', undefined, { timeout: RETURN_DELAY_MS + 2000 });
    expect(window.sessionStorage.length).toBe(0);
  });
});
