// @vitest-environment jsdom
import type { TAccountDocument } from '@confirma/contracts/account';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ACCOUNT as ANA, EMPTY_PROFILE } from '../../../testing/account-fixtures';
import { fakeFetch, json } from '../../../testing/fake-fetch';
import { guardConsoleErrors } from '../../../testing/guard-console';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { ProfileForm } from './profile-form';

const ACCOUNT: TAccountDocument = { ...ANA, profile: { ...EMPTY_PROFILE, city: 'Madrid' } };

const input = (label: RegExp) =>
  screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;
const save = () => screen.getByRole('button', { name: 'Guardar' }) as HTMLButtonElement;

guardConsoleErrors();

describe('ProfileForm', () => {
  it('shows the e-mail read-only and a counter per field with the spec limits', () => {
    fakeFetch({});
    renderWithProviders(<ProfileForm account={ACCOUNT} />);
    expect(input(/^Correo electrónico/).readOnly).toBe(true);
    expect(input(/^Correo electrónico/).value).toBe('ana@example.com');
    expect(input(/^Ciudad/).value).toBe('Madrid');
    expect(input(/^Teléfono/).maxLength).toBe(12);
    expect(input(/^Alias/).maxLength).toBe(40);
    expect(screen.getByText('6/50')).toBeTruthy();
    expect(screen.getByText('15/100')).toBeTruthy();
  });

  it("saves the nine fields and says 'Tus datos se han actualizado'", async () => {
    const { calls } = fakeFetch({
      'PATCH /api/account/profile': (call) =>
        json(200, { ...ACCOUNT, profile: call.body as TAccountDocument['profile'] }),
    });
    renderWithProviders(<ProfileForm account={ACCOUNT} />);
    fireEvent.change(input(/^Nombre/), { target: { value: 'Ana' } });
    expect(await screen.findByText('3/50')).toBeTruthy();
    await waitFor(() => expect(save().disabled).toBe(false));
    fireEvent.click(save());
    expect(await screen.findByText('Tus datos se han actualizado')).toBeTruthy();
    expect(calls[0]?.body).toEqual({ ...EMPTY_PROFILE, firstname: 'Ana', city: 'Madrid' });
  });

  it("says 'Error. Tus datos no se han guardado' when the server refuses", async () => {
    fakeFetch({
      'PATCH /api/account/profile': () =>
        json(400, {
          type: 'about:blank',
          title: 'Invalid',
          status: 400,
          code: 'VALIDATION_FAILED',
          errors: [{ path: 'body.phone', message: 'validation.tooLong' }],
        }),
    });
    renderWithProviders(<ProfileForm account={ACCOUNT} />);
    await waitFor(() => expect(save().disabled).toBe(false));
    fireEvent.click(save());
    expect(await screen.findByText('Error. Tus datos no se han guardado')).toBeTruthy();
  });
});
