// @vitest-environment jsdom
import type { TWebhookDelivery, TWebhookEndpoint } from '@confirma/contracts/webhooks';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeFetch, json, problem } from '../../../testing/fake-fetch';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { strictDomTests } from '../../../testing/strict-dom-tests';
import { WebhooksSection } from './webhooks-section';

const ID = '4f1c2b8e-3a59-4c1e-9d4b-2a6f0e7c1d35';
const endpoint = (patch: Partial<TWebhookEndpoint> = {}): TWebhookEndpoint => ({
  id: ID,
  url: 'https://erp.example.com/hooks',
  events: ['operation.signed'],
  description: '',
  enabled: true,
  disabledReason: null,
  failingSince: null,
  createdAt: '2030-01-10T10:00:00.000Z',
  ...patch,
});
const delivery = (n: number, patch: Partial<TWebhookDelivery> = {}): TWebhookDelivery => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  endpointId: ID,
  messageId: `msg_${n}`,
  eventType: 'operation.signed',
  status: 'SUCCEEDED',
  attempts: 1,
  responseStatus: 200,
  durationMs: 87,
  responseExcerpt: null,
  nextAttemptAt: null,
  lastAttemptAt: '2030-01-11T10:00:00.000Z',
  createdAt: '2030-01-11T10:00:00.000Z',
  ...patch,
});
const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
const list = (endpoints: TWebhookEndpoint[]) => () => json(200, { endpoints });
const cards = () => screen.queryAllByTestId('webhook-endpoint');

strictDomTests();

describe('WebhooksSection', () => {
  it('adds an endpoint with a whole group of events; its secret is shown once; then it is listed', async () => {
    let saved: TWebhookEndpoint[] = [];
    const { calls } = fakeFetch({
      'GET /api/webhooks/endpoints': () => json(200, { endpoints: saved }),
      'POST /api/webhooks/endpoints': (call) => {
        const body = call.body as Pick<TWebhookEndpoint, 'url' | 'events'>;
        saved = [endpoint({ ...body, description: 'ERP' })];
        return json(201, { ...saved[0], secret: SECRET });
      },
    });
    renderWithProviders(<WebhooksSection userId="u1" />);
    expect(await screen.findByText('Todavía no tienes endpoints.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Añadir endpoint' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo endpoint' });
    fireEvent.change(within(dialog).getByLabelText(/^URL/), { target: { value: 'erp' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Añadir' }));
    expect(await within(dialog).findByText(/Escribe una URL completa/)).toBeTruthy();
    expect(within(dialog).getByText('Elige al menos un evento.')).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText(/^URL/), {
      target: { value: 'https://erp.example.com/hooks' },
    });
    fireEvent.change(within(dialog).getByLabelText(/^Descripción/), { target: { value: 'ERP' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Todos: Operaciones' }));
    const signed = within(dialog).getByRole('checkbox', {
      name: 'Operación firmada por todos operation.signed',
    }) as HTMLInputElement;
    expect(signed.checked).toBe(true);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /signer\.signed$/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Añadir' }));

    const shown = await screen.findByRole('dialog', { name: 'Secreto de firma' });
    expect(within(shown).getByText(/no se volverá a mostrar/)).toBeTruthy();
    expect((within(shown).getByLabelText('Secreto de firma') as HTMLInputElement).value).toBe(
      SECRET,
    );
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      url: 'https://erp.example.com/hooks',
      description: 'ERP',
      events: [
        'operation.created',
        'operation.signed',
        'operation.rejected',
        'operation.expired',
        'operation.cancelled',
        'signer.signed',
      ],
    });
    fireEvent.click(within(shown).getByRole('button', { name: 'Ya lo he guardado' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(
      within(cards()[0] as HTMLElement).getByText('https://erp.example.com/hooks'),
    ).toBeTruthy();
    expect(document.body.textContent).not.toContain(SECRET);
  });

  it('shows the URL the server refused on the URL field', async () => {
    fakeFetch({
      'GET /api/webhooks/endpoints': list([]),
      'POST /api/webhooks/endpoints': () =>
        problem('VALIDATION_FAILED', { errors: [{ path: 'body.url', message: 'private' }] }),
    });
    renderWithProviders(<WebhooksSection userId="u1" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Añadir endpoint' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/^URL/), {
      target: { value: 'http://127.0.0.1/x' },
    });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Todos: Pagos' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Añadir' }));
    expect(await within(dialog).findByText(/debe ser una dirección pública/)).toBeTruthy();
  });

  it("tells each endpoint's state and disables, rotates and deletes", async () => {
    let endpoints = [
      endpoint(),
      endpoint({
        id: '5f1c2b8e-3a59-4c1e-9d4b-2a6f0e7c1d35',
        url: 'https://old.example.com/h',
        enabled: false,
        disabledReason: 'FAILING',
        failingSince: '2030-01-01T08:00:00.000Z',
      }),
    ];
    const { calls } = fakeFetch({
      'GET /api/webhooks/endpoints': () => json(200, { endpoints }),
      [`PATCH /api/webhooks/endpoints/${ID}`]: (call) => {
        const [first, ...rest] = endpoints;
        endpoints = [
          { ...(first as TWebhookEndpoint), enabled: false, disabledReason: 'OWNER' },
          ...rest,
        ];
        expect(call.body).toEqual({ enabled: false });
        return json(200, endpoints[0]);
      },
      [`POST /api/webhooks/endpoints/${ID}/rotate-secret`]: () =>
        json(200, { ...endpoints[0], secret: SECRET }),
      [`DELETE /api/webhooks/endpoints/${ID}`]: () => {
        endpoints = endpoints.slice(1);
        return new Response(null, { status: 204 });
      },
    });
    renderWithProviders(<WebhooksSection userId="u1" />);
    await waitFor(() => expect(cards()).toHaveLength(2));
    const first = () => within(cards()[0] as HTMLElement);
    expect(first().getByText('Activo')).toBeTruthy();
    const failing = within(cards()[1] as HTMLElement);
    expect(failing.getByText('Desactivado: ha fallado durante 5 días')).toBeTruthy();
    expect(failing.getByText(/^Falla desde el/)).toBeTruthy();
    expect(failing.getByRole('button', { name: 'Activar' })).toBeTruthy();

    fireEvent.click(first().getByRole('button', { name: 'Desactivar' }));
    expect(await screen.findByText('Endpoint desactivado')).toBeTruthy();
    expect(await first().findByText('Desactivado por ti')).toBeTruthy();

    fireEvent.click(first().getByRole('button', { name: 'Cambiar secreto' }));
    const rotate = await screen.findByRole('dialog', { name: '¿Cambiar el secreto de firma?' });
    fireEvent.click(within(rotate).getByRole('button', { name: 'Cambiar secreto' }));
    const shown = await screen.findByRole('dialog', { name: 'Secreto de firma' });
    expect(within(shown).getByText(/durante 24 horas/)).toBeTruthy();
    expect((within(shown).getByLabelText('Secreto de firma') as HTMLInputElement).value).toBe(
      SECRET,
    );
    fireEvent.click(within(shown).getByRole('button', { name: 'Ya lo he guardado' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(first().getByRole('button', { name: 'Eliminar' }));
    const confirm = await screen.findByRole('dialog', { name: '¿Eliminar este endpoint?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(calls.map((call) => `${call.method} ${call.path}`)).toContain(
      `DELETE /api/webhooks/endpoints/${ID}`,
    );
  });

  it('edits the URL and events of an endpoint', async () => {
    const { calls } = fakeFetch({
      'GET /api/webhooks/endpoints': list([endpoint({ description: 'ERP' })]),
      [`PATCH /api/webhooks/endpoints/${ID}`]: (call) =>
        json(200, endpoint(call.body as Partial<TWebhookEndpoint>)),
    });
    renderWithProviders(<WebhooksSection userId="u1" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Editar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar endpoint' });
    const url = within(dialog).getByLabelText(/^URL/) as HTMLInputElement;
    expect(url.value).toBe('https://erp.example.com/hooks');
    fireEvent.change(url, { target: { value: 'https://erp.example.com/v2' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /payment\.paid$/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Endpoint guardado')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      url: 'https://erp.example.com/v2',
      events: ['operation.signed', 'payment.paid'],
      description: 'ERP',
    });
  });

  it('shows the deliveries a page at a time, by state, with the answer and a resend', async () => {
    const base = `/api/webhooks/endpoints/${ID}/deliveries`;
    const { calls } = fakeFetch({
      'GET /api/webhooks/endpoints': list([endpoint()]),
      [`GET ${base}`]: (call) => {
        if (call.path.includes('status=FAILED')) {
          return json(200, { deliveries: [], nextCursor: null });
        }
        return call.path.includes('cursor=')
          ? json(200, { deliveries: [delivery(1)], nextCursor: null })
          : json(200, {
              deliveries: [
                delivery(3, {
                  status: 'PENDING',
                  attempts: 3,
                  responseStatus: 500,
                  durationMs: 1200,
                  responseExcerpt: 'Internal error: db down',
                  nextAttemptAt: '2030-01-11T12:00:00.000Z',
                }),
                delivery(2, { responseStatus: null, durationMs: null, status: 'FAILED' }),
              ],
              nextCursor: 'c2',
            });
      },
      [`POST /api/webhooks/deliveries/${delivery(3).id}/resend`]: () =>
        json(202, delivery(3, { status: 'PENDING' })),
    });
    renderWithProviders(<WebhooksSection userId="u1" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Entregas' }));
    const dialog = await screen.findByRole('dialog', { name: /^Entregas/ });
    const items = () => within(dialog).queryAllByTestId('webhook-delivery');
    await waitFor(() => expect(items()).toHaveLength(2));
    const pending = within(items()[0] as HTMLElement);
    expect(pending.getByText('Pendiente')).toBeTruthy();
    expect(pending.getByText('operation.signed')).toBeTruthy();
    expect(pending.getByText(/Operación firmada por todos/)).toBeTruthy();
    expect(pending.getByText(/3 intentos · Respuesta 500 · 1200 ms/)).toBeTruthy();
    const toggle = pending.getByRole('button', { name: 'Ver respuesta' });
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(pending.getByText('Internal error: db down')).toBeTruthy();
    expect(within(items()[1] as HTMLElement).getByText(/Sin respuesta/)).toBeTruthy();

    fireEvent.click(pending.getByRole('button', { name: /^Reenviar operation\.signed/ }));
    expect(await screen.findByText('Reenvío programado')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Cargar más' }));
    await waitFor(() => expect(items()).toHaveLength(3));

    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Estado' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Fallida' }));
    expect(await within(dialog).findByText('Todavía no hay entregas.')).toBeTruthy();
    const paths = calls.filter((call) => call.path.startsWith(base)).map((call) => call.path);
    expect(paths).toContain(`${base}?limit=20&cursor=c2`);
    expect(paths).toContain(`${base}?limit=20&status=FAILED`);
  });

  it('reports endpoints that cannot be loaded', async () => {
    fakeFetch({});
    renderWithProviders(<WebhooksSection userId="u1" />);
    expect(await screen.findByText('No se han podido cargar tus webhooks.')).toBeTruthy();
  });
});
