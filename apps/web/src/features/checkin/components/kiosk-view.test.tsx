// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GUEST_DONE_MESSAGE } from '../../../lib/guest-frame';
import { i18n } from '../../../lib/i18n';
import { SESSION_STORAGE_KEY, sessionStore } from '../../../lib/session-store';
import { fakeFetch, json, problem } from '../../../testing/fake-fetch';
import { inputNamed, typeInto } from '../../../testing/form-events';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { strictDomTests } from '../../../testing/strict-dom-tests';
import { switchLanguage } from '../../../testing/switch-language';
import { KIOSK_FRAME_IDLE_MS, KIOSK_IDLE_MS, KIOSK_WARNING_MS } from '../hooks/use-kiosk-idle';
import { KioskView } from './kiosk-view';

strictDomTests();

const ESTABLISHMENT = '6a0f2d3c-1b4e-4f5a-8c9d-0e1f2a3b4c50';
const HOSTAL = {
  establishment: { name: 'Hostal Las Acacias', address: 'Calle Mayor 1, Madrid' },
  mode: 'SIGN' as const,
};
const FIRST = { operationUuid: 'op-first-guest', signerToken: 'tok-first-guest' };
const KIOSK = {
  [`GET /api/establishments/${ESTABLISHMENT}/kiosk`]: () => json(200, HOSTAL),
  [`POST /api/establishments/${ESTABLISHMENT}/kiosk`]: () =>
    json(200, { ...FIRST, signatureType: 'VIDEO_1PASO_OTP', bookingToken: null }),
};

const renderKiosk = () =>
  renderWithProviders(
    <KioskView establishmentId={ESTABLISHMENT} exit={<button type="button">exit</button>} />,
  );

const fillAndSend = () => {
  typeInto('name', 'Lucía');
  typeInto('lastname', 'Gómez Ruiz');
  typeInto('email', 'lucia@example.com');
  typeInto('phone', '+34600111222');
  typeInto('nif', '12345678Z');
  typeInto('bookingReference', 'BK-7781');
  fireEvent.click(screen.getByRole('button', { name: 'Empezar la identificación' }));
};

const guestFrame = () => screen.findByTestId<HTMLIFrameElement>('kiosk-guest-frame');

/** What the guest's pages leave behind in the frame: their session, answers, tab storage. */
function leaveGuestTraces(queryClient: ReturnType<typeof renderKiosk>['queryClient']) {
  act(() =>
    sessionStore.set({
      esignToken: FIRST.signerToken,
      operationUuid: FIRST.operationUuid,
      videoUuid: 'video-first-guest',
      cellphone: '+34600111222',
      operation: { uuid: FIRST.operationUuid },
    }),
  );
  queryClient.setQueryData(['signing', 'operation', FIRST.operationUuid], { name: 'Lucía' });
  queryClient.setQueryData(['traveller', 'report', FIRST.operationUuid], { nif: '12345678Z' });
  window.sessionStorage.setItem('confirma.route-notice', FIRST.operationUuid);
  window.sessionStorage.setItem(
    'confirma.documentLang',
    JSON.stringify({ language: 'it', previous: 'es', dismissed: false }),
  );
}

beforeEach(async () => {
  await switchLanguage('es');
  window.sessionStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
  act(() => sessionStore.reset());
});
afterAll(async () => {
  await act(() => i18n.changeLanguage('es'));
});

describe('KioskView', () => {
  it('shows the establishment, the languages, the checklist and one big start', async () => {
    fakeFetch(KIOSK);
    renderKiosk();
    expect((await screen.findByTestId('kiosk-establishment')).textContent).toContain(
      'Hostal Las AcaciasCalle Mayor 1, Madrid',
    );
    // The tablet's camera is used: the guest's phone only gets the code that signs.
    expect(
      Array.from(screen.getByTestId('checkin-checklist').querySelectorAll('li')).map(
        (item) => item.textContent,
      ),
    ).toEqual([
      'Tu DNI, NIE o pasaporte',
      'Tu móvil, para el código que te enviamos por SMS',
      'Buena luz, sin reflejos sobre el documento',
      'Unos 3 minutos',
    ]);
    expect(screen.getByTestId('kiosk-start').textContent).toBe('Empezar el registro');
    fireEvent.click(screen.getByTestId('kiosk-language-en'));
    await waitFor(() =>
      expect(screen.getByTestId('kiosk-start').textContent).toBe('Start check-in'),
    );
    // The guest's language is for now: the kiosk's own stays remembered.
    expect(window.localStorage.getItem('confirma.lang')).not.toBe('en');
  });

  it('checks a guest in, frames their pages, thanks them, and leaves nothing of them for the next', async () => {
    const { calls } = fakeFetch(KIOSK);
    const { queryClient } = renderKiosk();
    fireEvent.click(await screen.findByTestId('kiosk-start'));
    fillAndSend();
    const frame = await guestFrame();
    const src = new URLSearchParams(frame.getAttribute('src')?.split('?')[1]);
    expect(frame.getAttribute('src')).toMatch(/^#\/identificationSignature\?/);
    expect(Object.fromEntries(src)).toEqual({
      operation: FIRST.operationUuid,
      token: FIRST.signerToken,
      lang: 'es',
    });
    expect(frame.getAttribute('allow')).toBe('camera; microphone');
    const sent = calls.find((call) => call.path.endsWith('/kiosk') && call.method === 'POST');
    expect(sent?.body).toMatchObject({ nif: '12345678Z', lang: 'es' });
    expect(sent?.body).not.toHaveProperty('altcha');

    leaveGuestTraces(queryClient);
    // The sealed parte tells the kiosk (a message from the frame, of this origin).
    act(() =>
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { type: GUEST_DONE_MESSAGE },
          origin: window.location.origin,
          source: frame.contentWindow,
        }),
      ),
    );
    expect((await screen.findByTestId('kiosk-thanks')).textContent).toContain(
      'Gracias: tu registro está completo',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Volver al inicio' }));
    fireEvent.click(await screen.findByTestId('kiosk-start'));

    // The second guest: an empty form, and no trace of the first anywhere.
    expect(inputNamed('name').value).toBe('');
    expect(inputNamed('nif').value).toBe('');
    expect(inputNamed('bookingReference').value).toBe('');
    const cached = JSON.stringify(
      queryClient
        .getQueryCache()
        .getAll()
        .map((query) => [query.queryKey, query.state.data]),
    );
    expect(cached).not.toContain(FIRST.operationUuid);
    expect(cached).not.toContain('12345678Z');
    expect(queryClient.getMutationCache().getAll()).toEqual([]);
    expect(sessionStore.get()).toMatchObject({
      esignToken: null,
      operationUuid: null,
      videoUuid: null,
      cellphone: null,
      operation: null,
    });
    const stored = window.localStorage.getItem(SESSION_STORAGE_KEY) ?? '';
    expect(stored).not.toContain(FIRST.signerToken);
    expect(stored).not.toContain(FIRST.operationUuid);
    expect(Object.keys(window.sessionStorage)).toEqual([]);
    expect(screen.queryByTestId('kiosk-guest-frame')).toBeNull();
  });

  it('says an establishment out of credits in reception words, keeping the guest on the form', async () => {
    fakeFetch({
      ...KIOSK,
      [`POST /api/establishments/${ESTABLISHMENT}/kiosk`]: () => problem('INSUFFICIENT_CREDITS'),
    });
    renderKiosk();
    fireEvent.click(await screen.findByTestId('kiosk-start'));
    fillAndSend();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Ahora no se puede hacer el registro en esta tableta. Pregunta en recepción.',
    );
    expect(screen.queryByTestId('kiosk-guest-frame')).toBeNull();
  });

  it('is done on the signature confirmation page; Finish ends a guest at any time', async () => {
    fakeFetch(KIOSK);
    renderKiosk();
    fireEvent.click(await screen.findByTestId('kiosk-start'));
    fillAndSend();
    const frame = await guestFrame();
    fireEvent.load(frame);
    act(() => {
      if (frame.contentWindow) frame.contentWindow.location.hash = '#/resumeSignature';
    });
    expect(await screen.findByTestId('kiosk-thanks')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Volver al inicio' }));
    fireEvent.click(await screen.findByTestId('kiosk-start'));
    fillAndSend();
    await guestFrame();
    fireEvent.click(screen.getByTestId('kiosk-finish'));
    expect(await screen.findByTestId('kiosk-start')).toBeTruthy();
    expect(screen.queryByTestId('kiosk-guest-frame')).toBeNull();
  });

  it('asks whether the guest is still there after 3 idle minutes, then starts again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fakeFetch(KIOSK);
    renderKiosk();
    fireEvent.click(await screen.findByTestId('kiosk-start'));
    typeInto('name', 'Lucía');
    act(() => vi.advanceTimersByTime(KIOSK_IDLE_MS - 1000));
    expect(screen.queryByTestId('kiosk-idle')).toBeNull();
    act(() => vi.advanceTimersByTime(1000));
    expect((await screen.findByTestId('kiosk-idle')).textContent).toContain('¿Sigues ahí?');
    // A touch answers it: the form stays as it was.
    fireEvent.click(screen.getByTestId('kiosk-idle-stay'));
    await waitFor(() => expect(screen.queryByTestId('kiosk-idle')).toBeNull());
    expect(inputNamed('name').value).toBe('Lucía');
    // Unanswered: the start again, the form forgotten.
    act(() => vi.advanceTimersByTime(KIOSK_IDLE_MS));
    await screen.findByTestId('kiosk-idle');
    act(() => vi.advanceTimersByTime(KIOSK_WARNING_MS));
    fireEvent.click(await screen.findByTestId('kiosk-start'));
    expect(inputNamed('name').value).toBe('');
  });

  it('waits longer while the guest pages show, then clears them too', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { queryClient } = renderKioskWithGuest();
    await guestFrame();
    // The frame's wait starts once its effects have run.
    await act(async () => undefined);
    leaveGuestTraces(queryClient);
    act(() => vi.advanceTimersByTime(KIOSK_IDLE_MS));
    expect(screen.queryByTestId('kiosk-idle')).toBeNull();
    act(() => vi.advanceTimersByTime(KIOSK_FRAME_IDLE_MS - KIOSK_IDLE_MS));
    await screen.findByTestId('kiosk-idle');
    act(() => vi.advanceTimersByTime(KIOSK_WARNING_MS));
    await screen.findByTestId('kiosk-start');
    expect(screen.queryByTestId('kiosk-guest-frame')).toBeNull();
    expect(sessionStore.get().esignToken).toBeNull();
    expect(queryClient.getQueryData(['signing', 'operation', FIRST.operationUuid])).toBeUndefined();
  });
});

function renderKioskWithGuest() {
  fakeFetch(KIOSK);
  const view = renderKiosk();
  void screen.findByTestId('kiosk-start').then((start) => {
    fireEvent.click(start);
    fillAndSend();
  });
  return view;
}
