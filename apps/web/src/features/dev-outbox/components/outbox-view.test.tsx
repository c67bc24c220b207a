// @vitest-environment jsdom
import type { TOutboxMessage } from '@confirma/contracts/outbox';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { i18n, loadLanguage } from '../../../lib/i18n';
import { OutboxView } from './outbox-view';

const MESSAGES: TOutboxMessage[] = [
  {
    id: 'm2',
    channel: 'sms',
    to: '+34600000000',
    subject: null,
    text: 'Tu código es 123456',
    html: null,
    attachments: [],
    createdAt: '2025-01-02T10:00:00.000Z',
  },
  {
    id: 'm1',
    channel: 'email',
    to: 'ana@example.com',
    subject: 'Verifica tu correo',
    text: 'Abre el enlace para verificar tu dirección.',
    html: '<p>Abre el enlace</p>',
    attachments: [
      { filename: 'contrato-firmado.pdf', contentType: 'application/pdf', blobKey: 'a'.repeat(64) },
    ],
    createdAt: '2025-01-01T10:00:00.000Z',
  },
];

let fetchMock: Mock<(input: string) => Promise<Response>>;

function answer(status: number, body?: unknown) {
  fetchMock.mockImplementation(
    async () =>
      new Response(body === undefined ? null : JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
  );
}

function renderView() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <OutboxView />
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'error');
});

afterEach(() => {
  cleanup();
  expect(console.error).not.toHaveBeenCalled();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('OutboxView', () => {
  // The router loads every text before this page; rendered alone, the test loads them.
  beforeAll(() => loadLanguage('es'));
  it('says the outbox is disabled when the endpoint answers 404', async () => {
    answer(404);
    renderView();
    expect(await screen.findByText(/bandeja de salida está desactivada/)).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith('/api/dev/outbox', expect.anything());
  });

  it('lists the messages and filters by channel', async () => {
    answer(200, { messages: MESSAGES });
    renderView();
    expect(await screen.findByText('Verifica tu correo')).toBeTruthy();
    expect(screen.getByText('Tu código es 123456')).toBeTruthy();
    expect(screen.getByText('(sin asunto)')).toBeTruthy();
    expect(screen.getByText('2 mensajes')).toBeTruthy();

    answer(200, { messages: [MESSAGES[0]] });
    fireEvent.click(screen.getByRole('button', { name: 'SMS' }));
    await waitFor(() =>
      expect(fetchMock).toHaveBeenLastCalledWith('/api/dev/outbox?channel=sms', expect.anything()),
    );
    expect(await screen.findByText('1 mensaje')).toBeTruthy();
  });

  it('refreshes on demand and reports server failures', async () => {
    answer(200, { messages: [] });
    renderView();
    expect(await screen.findByText('No hay mensajes.')).toBeTruthy();

    answer(500, { code: 'INTERNAL' });
    fireEvent.click(screen.getByRole('button', { name: 'Actualizar' }));
    expect(await screen.findByText(/No se han podido cargar los mensajes/)).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
