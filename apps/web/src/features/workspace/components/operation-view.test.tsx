// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { fakeFetch, json, problem } from '../../../testing/fake-fetch';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { strictDomTests } from '../../../testing/strict-dom-tests';
import { switchLanguage } from '../../../testing/switch-language';
import { detail, uuidOf } from '../testing/workspace-fixtures';
import { OperationView } from './operation-view';

const OP = uuidOf('op', 1);
const DETAIL = `GET /api/operations/${OP}`;
const labels = () =>
  screen.getAllByTestId('timeline-event').map((item) => item.firstElementChild?.textContent);

strictDomTests();

afterAll(async () => {
  await act(() => i18n.changeLanguage('es'));
});

describe('OperationView', () => {
  it.each([
    [
      'es',
      [
        'Operación creada',
        'Invitación enviada',
        'Abrió el enlace de firma',
        'Rechazó firmar',
        'operation.something_new',
      ],
      'Motivo: El precio no es el acordado',
    ],
    [
      'en',
      [
        'Operation created',
        'Invitation sent',
        'Opened the signing link',
        'Declined to sign',
        'operation.something_new',
      ],
      'Reason: El precio no es el acordado',
    ],
  ] as const)(
    'tells the evidence in %s, oldest first',
    async (lang, expected, reason) => {
      await switchLanguage(lang);
      const answer = detail();
      answer.timeline.reverse();
      fakeFetch({ [DETAIL]: () => json(200, answer) });
      renderWithProviders(<OperationView operationUuid={OP} />);
      await waitFor(() => expect(screen.getAllByTestId('timeline-event')).toHaveLength(5));
      expect(labels()).toEqual(expected);
      const rejected = screen.getAllByTestId('timeline-event')[3] as HTMLElement;
      expect(within(rejected).getByText(reason)).toBeTruthy();
      const on = { es: 'en', en: 'on' }[lang];
      expect(within(rejected).getByText(`IP 203.0.113.x · Chrome 142 ${on} Android`)).toBeTruthy();
      expect(within(rejected).getByText(/Luis Pérez/)).toBeTruthy();
      const time = rejected.querySelector('time');
      expect(time?.getAttribute('dateTime')).toBe('2030-03-01T09:04:00.000Z');
      expect(time?.textContent).toBe(
        new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'medium' }).format(
          new Date('2030-03-01T09:04:00.000Z'),
        ),
      );
    },
    15_000,
  );

  it('shows the status, the dates, the next reminder, the signers and the downloads', async () => {
    await switchLanguage('es');
    fakeFetch({ [DETAIL]: () => json(200, detail()) });
    renderWithProviders(<OperationView operationUuid={OP} />);
    const summary = await screen.findByRole('region', { name: 'Resumen' });
    expect(within(summary).getByText('Rechazada')).toBeTruthy();
    expect(within(summary).getByText('Firma con OTP')).toBeTruthy();
    for (const term of [
      'Creada',
      'Caduca',
      'Próximo recordatorio automático',
      'Créditos gastados',
    ]) {
      expect(within(summary).getByText(term)).toBeTruthy();
    }
    const signer = screen.getByTestId('operation-signer');
    expect(within(signer).getByText('Luis Pérez')).toBeTruthy();
    expect(within(signer).getByText('Ha rechazado')).toBeTruthy();
    const download = screen.getByRole('link', { name: 'Descargar Original: contrato-1.pdf' });
    expect(download.getAttribute('href')).toBe('/api/files/original-1?sig=abc');
    expect(download.getAttribute('download')).toBe('contrato-1.pdf');
  }, 15_000);

  it("heads the page with the sender's subject, message and copy recipients", async () => {
    await switchLanguage('en');
    fakeFetch({
      [DETAIL]: () =>
        json(200, {
          ...detail(),
          subject: 'Lease, 3 High Street',
          message: 'Hi Luis,\nhere is the lease.',
          copyRecipients: [{ name: 'Agency', email: 'agency@example.com' }],
        }),
    });
    renderWithProviders(<OperationView operationUuid={OP} />);
    const summary = await screen.findByRole('region', { name: 'Summary' });
    expect(within(summary).getByRole('heading', { name: 'Lease, 3 High Street' })).toBeTruthy();
    const message = within(summary).getByRole('figure', { name: 'Message to the signers' });
    expect(message.querySelector('blockquote')?.textContent).toBe('Hi Luis,\nhere is the lease.');
    expect(within(summary).getByText('Copy to')).toBeTruthy();
    expect(within(summary).getByText('Agency <agency@example.com>')).toBeTruthy();
  }, 15_000);

  it('resends, reminds and cancels after confirming, saying how it went', async () => {
    await switchLanguage('es');
    const { calls } = fakeFetch({
      [DETAIL]: () => json(200, detail()),
      [`POST /api/operations/${OP}/resend`]: () => json(200, { result: 'OK', notified: 1 }),
      [`POST /api/operations/${OP}/remind`]: () => json(200, { result: 'OK', notified: 1 }),
      [`POST /api/operations/${OP}/cancel`]: () => json(200, { status: 'CANCELLED' }),
    });
    renderWithProviders(<OperationView operationUuid={OP} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Reenviar invitación' }));
    expect(await screen.findByText('Invitación reenviada. Firmantes avisados: 1')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Enviar recordatorio' }));
    expect(await screen.findByText('Recordatorio enviado. Firmantes avisados: 1')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Cancelar operación' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Cancelar la operación?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'No, volver' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((call) => call.path.endsWith('/cancel'))).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Cancelar operación' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Sí, cancelar la operación' }));
    expect(await screen.findByText('Operación cancelada')).toBeTruthy();
    const posts = calls.filter((call) => call.method === 'POST').map((call) => call.path);
    expect(posts).toEqual([
      `/api/operations/${OP}/resend`,
      `/api/operations/${OP}/remind`,
      `/api/operations/${OP}/cancel`,
    ]);
    // Each action asks for the operation again (new events, new status).
    expect(calls.filter((call) => call.path === `/api/operations/${OP}`)).toHaveLength(4);
  }, 15_000);

  it.each([
    ['es', 'Ya se envió hace poco. Podrás volver a intentarlo dentro de 45 segundos.'],
    ['en', 'It was sent a moment ago. You can try again in 45 seconds.'],
  ] as const)(
    'says in %s when a refused resend may be tried again',
    async (lang, text) => {
      await switchLanguage(lang);
      fakeFetch({
        [DETAIL]: () => json(200, detail()),
        [`POST /api/operations/${OP}/resend`]: () =>
          problem('RATE_LIMITED', {}, { 'Retry-After': '45' }),
      });
      renderWithProviders(<OperationView operationUuid={OP} />);
      const resend = i18n.getFixedT(lang, 'workspace')('actions.resend');
      fireEvent.click(await screen.findByRole('button', { name: resend }));
      expect((await screen.findByRole('alert')).textContent).toBe(text);
    },
    15_000,
  );

  it('explains a conflict, and offers only the actions the operation allows', async () => {
    await switchLanguage('es');
    fakeFetch({
      [DETAIL]: () =>
        json(200, detail({ actions: { resend: false, remind: true, cancel: false } })),
      [`POST /api/operations/${OP}/remind`]: () => problem('CONFLICT'),
    });
    renderWithProviders(<OperationView operationUuid={OP} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Enviar recordatorio' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'La operación ha cambiado y ya no lo permite.',
    );
    expect(screen.queryByRole('button', { name: 'Reenviar invitación' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancelar operación' })).toBeNull();
  }, 15_000);

  it("says so for an operation that is not the account's", async () => {
    await switchLanguage('es');
    fakeFetch({ [DETAIL]: () => problem('NOT_FOUND') });
    renderWithProviders(<OperationView operationUuid={OP} />);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Esta operación no existe o no es de tu cuenta.',
    );
  });
});
