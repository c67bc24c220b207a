// @vitest-environment jsdom
import type { TAccountDocument, TProfileUpdate } from '@confirma/contracts/account';
import { useQuery } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ACCOUNT } from '../../../testing/account-fixtures';
import { fakeFetch, json, problem } from '../../../testing/fake-fetch';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { strictDomTests } from '../../../testing/strict-dom-tests';
import { ACCOUNT_KEYS } from '../api/query-keys';
import { EmailNoticesSection } from './email-notices-section';

/** The section fed from the query cache, as My Account feeds it. */
function FromCache() {
  const { data } = useQuery({
    queryKey: ACCOUNT_KEYS.account(ACCOUNT.userUid),
    queryFn: () => ACCOUNT,
    initialData: ACCOUNT,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return <EmailNoticesSection account={data} />;
}

/** The server's answer: the document with the update applied. */
const applied = (update: TProfileUpdate): TAccountDocument => ({
  ...ACCOUNT,
  notifications: { ...ACCOUNT.notifications, ...update.notifications },
  language: update.language ?? ACCOUNT.language,
});

const switchOf = (label: RegExp) => screen.getByRole('switch', { name: label }) as HTMLInputElement;

strictDomTests();

describe('EmailNoticesSection', () => {
  it('shows the five e-mail switches on and the language of the notices', () => {
    fakeFetch({});
    renderWithProviders(<FromCache />);
    expect(screen.getByRole('heading', { name: 'Avisos por correo' })).toBeTruthy();
    expect(screen.getAllByRole('switch')).toHaveLength(5);
    expect(switchOf(/^Cuando termina una identificación por vídeo/)).toBeTruthy();
    for (const input of screen.getAllByRole('switch') as HTMLInputElement[]) {
      expect(input.checked).toBe(true);
    }
    expect(switchOf(/^Cuando un firmante rechaza firmar/)).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Idioma de los avisos' }).textContent).toBe(
      'Español',
    );
  });

  it('saves one switch at once, sending only that switch', async () => {
    const { calls } = fakeFetch({
      'PATCH /api/account/profile': (call) => json(200, applied(call.body as TProfileUpdate)),
    });
    renderWithProviders(<FromCache />);
    fireEvent.click(switchOf(/^Cuando un firmante rechaza firmar/));
    expect(await screen.findByText('Preferencia guardada')).toBeTruthy();
    expect(calls.map((call) => call.body)).toEqual([{ notifications: { rejected: false } }]);
    expect(switchOf(/^Cuando un firmante rechaza firmar/).checked).toBe(false);
    expect(switchOf(/^Cuando han firmado todos/).checked).toBe(true);
  });

  it('saves the language of the notices', async () => {
    const { calls } = fakeFetch({
      'PATCH /api/account/profile': (call) => json(200, applied(call.body as TProfileUpdate)),
    });
    renderWithProviders(<FromCache />);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Idioma de los avisos' }));
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Italiano' }));
    expect(await screen.findByText('Preferencia guardada')).toBeTruthy();
    expect(calls.map((call) => call.body)).toEqual([{ language: 'it' }]);
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Idioma de los avisos' }).textContent).toBe(
        'Italiano',
      ),
    );
  });

  it('says so and keeps the switch as it was when the server refuses', async () => {
    fakeFetch({ 'PATCH /api/account/profile': () => problem('UNAUTHORIZED') });
    renderWithProviders(<FromCache />);
    fireEvent.click(switchOf(/^Cuando una solicitud caduca/));
    expect(await screen.findByText('Error. La preferencia no se ha guardado')).toBeTruthy();
    expect(switchOf(/^Cuando una solicitud caduca/).checked).toBe(true);
  });
});
