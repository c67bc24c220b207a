// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource } from '../../features/workspace/testing/fake-event-source';
import { detail, uuidOf } from '../../features/workspace/testing/workspace-fixtures';
import { sessionStore } from '../../lib/session-store';
import { ACCOUNT, SESSION } from '../../testing/account-fixtures';
import { fakeFetch, json } from '../../testing/fake-fetch';
import { renderWithProviders } from '../../testing/render-with-providers';
import { strictDomTests } from '../../testing/strict-dom-tests';
import { OperationPage } from './operation-page';

const OP = uuidOf('op', 1);
const at = { path: `/operations/${OP}`, route: '/operations/:uuid' };

strictDomTests();

beforeEach(() => {
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});

afterEach(() => {
  act(() => sessionStore.reset());
});

describe('OperationPage', () => {
  it('sends a visitor to the login page and opens no stream', async () => {
    fakeFetch({ 'GET /api/auth/get-session': () => json(200, null) });
    const { router } = renderWithProviders(<OperationPage />, at);
    await waitFor(() => expect(router.state.location.pathname).toBe('/loginpage'));
    expect(FakeEventSource.instances).toHaveLength(0);
  });

  it('shows the operation live, with a way back to the list', async () => {
    let status: 'SENT' | 'SIGNED' = 'SENT';
    fakeFetch({
      'GET /api/auth/get-session': () => json(200, SESSION),
      'GET /api/account': () => json(200, ACCOUNT),
      [`GET /api/operations/${OP}`]: () => json(200, detail({ status })),
    });
    renderWithProviders(<OperationPage />, at);
    expect(await screen.findByText('Enviada')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Volver a mis operaciones' }).getAttribute('href'),
    ).toBe('/profilepage');

    status = 'SIGNED';
    act(() =>
      FakeEventSource.last.send({
        kind: 'operation',
        operationUuid: OP,
        status: 'SIGNED',
        at: '2030-03-01T10:00:00.000Z',
      }),
    );
    expect(await screen.findByText('Firmada')).toBeTruthy();
  }, 15_000);
});
