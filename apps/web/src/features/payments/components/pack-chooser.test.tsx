// @vitest-environment jsdom
import type { TOrder, TPaymentMethodOffer, TProduct } from '@confirma/contracts/payments';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { ACCOUNT } from '../../../testing/account-fixtures';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { switchLanguage } from '../../../testing/switch-language';
import { PackChooser } from './pack-chooser';
import { PaymentDemo } from './payment-demo';
import { PurchasesPanel } from './purchases-panel';

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

const BILLED = {
  ...ACCOUNT,
  profile: {
    ...ACCOUNT.profile,
    taxId: '12345678Z',
    address: 'Calle Mayor 2',
    postalcode: '28013',
    city: 'Madrid',
    country: 'España',
  },
};

function order(provider: string, productName: string): TOrder {
  return {
    id: `ord_${provider}`,
    productId: 'credits-20',
    productName,
    credits: 20,
    amountCents: 1000,
    currency: 'EUR',
    method: 'card',
    provider,
    status: 'PAID',
    failureMessage: null,
    transfer: null,
    invoiceId: null,
    creditNoteId: null,
    boughtBy: null,
    expiresAt: null,
    refundedAt: null,
    createdAt: '2030-01-01T10:00:00.000Z',
    paidAt: '2030-01-01T10:01:00.000Z',
  };
}

let fetchMock: Mock<(input: string) => Promise<Response>>;

/** The server's answers, by path. */
function serve(answers: Record<string, unknown>) {
  fetchMock.mockImplementation(async (input) => {
    const path = String(input).split('?')[0] ?? '';
    if (!(path in answers)) return new Response(null, { status: 404 });
    return new Response(JSON.stringify(answers[path]), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
}

const renderChooser = () => renderWithProviders(<PackChooser onTransfer={() => {}} />);

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(async () => {
  cleanup();
  await switchLanguage('es');
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('buying credits', () => {
  it('says payments are not configured when the server offers no way to pay', async () => {
    serve({
      '/api/payments/products': { products: [PACK] },
      '/api/payments/methods': { methods: [] },
    });
    renderChooser();
    expect((await screen.findByTestId('payments-not-configured')).textContent).toBe(
      'Los pagos no están configurados en este servidor: todavía no se pueden comprar créditos.',
    );
    expect(screen.queryByText('Pack 20')).toBeNull();
  });

  it('offers only the methods the server takes, and says PRUEBA for test payments', async () => {
    const methods: TPaymentMethodOffer[] = [
      { method: 'card', test: true },
      { method: 'wallet', test: false },
    ];
    serve({
      '/api/payments/products': { products: [PACK] },
      '/api/payments/methods': { methods },
      '/api/account': BILLED,
    });
    renderChooser();
    fireEvent.click(await screen.findByText('Selecciona esta opción'));
    await screen.findByTestId('payment-choices');
    expect(screen.getByTestId('pay-card')).toBeTruthy();
    expect(screen.getByTestId('pay-wallet')).toBeTruthy();
    expect(screen.queryByTestId('pay-transfer')).toBeNull();
    expect(screen.getByTestId('test-payments').textContent).toMatch(/^PRUEBAPagos de prueba/);
  });

  it.each([
    [
      'es',
      'Selecciona esta opción: Pack 20, 20 créditos',
      'Incluye 1,74 € de IVA (21 %) sobre 8,26 €',
    ],
    ['en', 'Select this option: Pack 20, 20 credits', 'Includes €1.74 VAT (21%) on €8.26'],
    [
      'it',
      'Seleziona questa opzione: Pack 20, 20 crediti',
      'Include 1,74 € di IVA (21%) su 8,26 €',
    ],
  ])(
    'names each pack in its button and says the VAT its price includes, in %s',
    async (lang, name, vat) => {
      await switchLanguage(lang as 'es' | 'en' | 'it');
      const PACK_50 = {
        ...PACK,
        id: 'credits-50',
        name: 'Pack 50',
        credits: 50,
        priceCents: 2000,
        vat: { rateBp: 2100, baseCents: 1653, vatCents: 347 },
      };
      serve({
        '/api/payments/products': { products: [PACK, PACK_50] },
        '/api/payments/methods': { methods: [{ method: 'card', test: false }] },
      });
      renderChooser();
      const chip = await screen.findByRole('button', { name });
      // The visible words begin its accessible name (WCAG 2.5.3).
      expect(name.startsWith(chip.textContent ?? '-')).toBe(true);
      expect(screen.getAllByRole('button', { name: /Pack 50/ })).toHaveLength(1);
      // Intl writes a no-break space before the euro sign.
      const said = screen.getAllByTestId('vat-included')[0]?.textContent?.replace(/\s/g, ' ');
      expect(said).toBe(vat);
    },
  );

  it('lists no PRUEBA mark for real payments', async () => {
    serve({
      '/api/payments/products': { products: [PACK] },
      '/api/payments/methods': { methods: [{ method: 'card', test: false }] },
      '/api/account': BILLED,
    });
    renderChooser();
    fireEvent.click(await screen.findByText('Selecciona esta opción'));
    await screen.findByTestId('payment-choices');
    expect(screen.queryByTestId('test-payments')).toBeNull();
  });

  it('marks a test purchase PRUEBA in the list of purchases', async () => {
    serve({
      '/api/payments/orders': {
        orders: [order('sandbox', 'Pack prueba'), order('stripe', 'Pack real')],
        nextCursor: null,
      },
    });
    renderWithProviders(<PurchasesPanel />);
    const rows = await screen.findAllByTestId('purchase-row');
    expect(
      rows.map((row) => row.querySelector('[data-testid="test-mark"]')?.textContent ?? null),
    ).toEqual(['PRUEBA', null]);
  });
});

describe('the payment demo', () => {
  it('runs against the sandbox, and says no real charge is made', async () => {
    serve({ '/api/payments/methods': { methods: [{ method: 'card', test: true }] } });
    renderWithProviders(<PaymentDemo demoRef={null} />);
    await screen.findByText('Entorno de pruebas (sandbox): no se realiza ningún cargo real.');
    expect(screen.getByText('Pagar con tarjeta de crédito')).toBeTruthy();
  });

  it('is not offered where the sandbox is off, and leads to Buy Credits', async () => {
    serve({ '/api/payments/methods': { methods: [{ method: 'card', test: false }] } });
    renderWithProviders(<PaymentDemo demoRef={null} />);
    expect((await screen.findByTestId('demo-unavailable')).textContent).toMatch(
      /^La demostración de pago no está disponible en este servidor/,
    );
    expect(screen.queryByText('Pagar con tarjeta de crédito')).toBeNull();
    expect(screen.queryByText(/sandbox/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Comprar créditos' }).getAttribute('href')).toBe(
      '/prepaypalPaymentPage',
    );
  });
});
