// @vitest-environment jsdom
import type { TAdminPayment } from '@confirma/contracts/payments';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeFetch, json } from '../../../testing/fake-fetch';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { strictDomTests } from '../../../testing/strict-dom-tests';
import { AdminPaymentsPanel } from './admin-payments-panel';

strictDomTests();

const PAYMENT: TAdminPayment = {
  id: 'ord_1',
  productId: 'credits-50',
  productName: 'Pack 50',
  credits: 50,
  amountCents: 2000,
  currency: 'EUR',
  method: 'card',
  provider: 'stripe',
  status: 'PAID',
  failureMessage: null,
  transfer: null,
  invoiceId: 'inv_1',
  creditNoteId: null,
  boughtBy: null,
  expiresAt: null,
  refundedAt: null,
  createdAt: '2030-01-01T10:00:00.000Z',
  paidAt: '2030-01-01T10:01:00.000Z',
  userId: 'u1',
  userEmail: 'buyer@example.com',
  providerRef: 'pi_1',
  refundedCents: 0,
};

describe('AdminPaymentsPanel', () => {
  it('puts the key columns first in a region the keyboard scrolls, and opens a payment from the keyboard', async () => {
    fakeFetch({
      'GET /api/admin/payments': () => json(200, { payments: [PAYMENT], nextCursor: null }),
      'GET /api/admin/payments/ord_1': () => json(200, { payment: PAYMENT, events: [] }),
    });
    renderWithProviders(<AdminPaymentsPanel />);
    const open = await screen.findByRole('button', { name: 'buyer@example.com' });
    const region = screen.getByRole('region', { name: 'Pagos' });
    expect(region.getAttribute('tabindex')).toBe('0');
    const headers = within(region)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers.slice(0, 4)).toEqual(['Usuario', 'Estado', 'Importe', 'Acciones']);
    expect(within(region).getByRole('button', { name: 'Devolver' })).toBeTruthy();
    fireEvent.click(open);
    expect(await screen.findByRole('dialog', { name: 'ord_1' })).toBeTruthy();
  });
});
