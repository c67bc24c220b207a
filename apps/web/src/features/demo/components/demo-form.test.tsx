// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { sessionStore } from '../../../lib/session-store';
import { typeInto } from '../../../testing/form-events';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { switchLanguage } from '../../../testing/switch-language';
import { createDemoOperation } from '../api/create-demo-operation';
import { DemoForm } from './demo-form';

vi.mock('../api/create-demo-operation', () => ({ createDemoOperation: vi.fn() }));

const LANGS = ['es', 'en', 'it'] as const;
const t = (lang: string, key: string) => i18n.getFixedT(lang, 'flows')(key);

beforeEach(() => {
  vi.spyOn(console, 'error');
});
afterEach(() => {
  cleanup();
  expect(console.error).not.toHaveBeenCalled();
  vi.restoreAllMocks();
});
afterAll(async () => {
  await act(() => i18n.changeLanguage('es'));
});

const type = typeInto;

describe.each(LANGS)('the demo form in %s', (lang) => {
  const v = (key: string) => t(lang, `demo.validation.${key}`);

  it("shows the demo variant's own messages and enables Send when valid", async () => {
    await switchLanguage(lang);
    renderWithProviders(<DemoForm />);
    const send = screen.getByRole('button', { name: t(lang, 'create.form.submit') });
    expect(send).toHaveProperty('disabled', true);

    type('name', '');
    await screen.findByText(v('nameRequired'));
    type('name', 'n'.repeat(51));
    await screen.findByText(v('nameMax'));
    type('lastname', '');
    await screen.findByText(v('lastnameRequired'));
    type('email', '');
    await screen.findByText(v('emailRequired'));
    type('email', 'lucia@');
    await screen.findByText(v('emailInvalid'));
    type('phone', '');
    await screen.findByText(v('phoneRequired'));
    type('phone', '600 11');
    await screen.findByText(v('phoneInvalid'));
    const select = screen.getByTestId('demo-type-select');
    fireEvent.focus(select);
    fireEvent.blur(select);
    await screen.findByText(v('typeRequired'));

    type('name', 'Lucía');
    type('lastname', 'Gómez');
    type('email', 'lucia@example.com');
    type('phone', '+34600111222');
    fireEvent.mouseDown(within(select.parentElement as HTMLElement).getByRole('combobox'));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      t(lang, 'demo.types.SIMPLE'),
      t(lang, 'demo.types.BIOMETRICA'),
      t(lang, 'demo.types.IDENTIFICACION_FIRMA'),
      t(lang, 'demo.types.PARTE_VIAJERO'),
    ]);
    fireEvent.click(options[0] as HTMLElement);
    await waitFor(() => expect(send).toHaveProperty('disabled', false));
  });
});

describe.each(LANGS)('the demo form offers identification plus signature in %s', (lang) => {
  it('asks for the document number, says it is free, and opens the capture screen here', async () => {
    await switchLanguage(lang);
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const create = vi.mocked(createDemoOperation).mockResolvedValue({
      operationUuid: 'a644af18-9f23-4e0b-843b-a300448590ba',
      documentUuid: '5d2f3c1e-7a8b-4c9d-8e0f-1a2b3c4d5e6f',
      signerToken: 'signer-token',
      signatureType: 'VIDEO_1PASO_OTP',
    });
    const { router } = renderWithProviders(<DemoForm />);
    type('name', 'Lucía');
    type('lastname', 'Gómez');
    type('email', 'lucia@example.com');
    type('phone', '+34600111222');
    const select = screen.getByTestId('demo-type-select');
    fireEvent.mouseDown(within(select.parentElement as HTMLElement).getByRole('combobox'));
    const option = await screen.findByRole('option', {
      name: t(lang, 'demo.types.IDENTIFICACION_FIRMA'),
    });
    fireEvent.click(option);
    await screen.findByText(t(lang, 'demo.identificationFree'));
    const send = screen.getByRole('button', { name: t(lang, 'create.form.submit') });
    type('nif', '');
    await screen.findByText(t(lang, 'demo.validation.nifRequired'));
    expect(send).toHaveProperty('disabled', true);
    type('nif', '12345678A');
    await screen.findByText(t(lang, 'demo.validation.nifInvalid'));
    type('nif', '12345678Z');
    await waitFor(() => expect(send).toHaveProperty('disabled', false));
    fireEvent.click(send);
    await waitFor(() => expect(router.state.location.pathname).toBe('/identificationSignature'));
    expect(create).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'IDENTIFICACION_FIRMA', nif: '12345678Z', lang }),
    );
    expect(sessionStore.get()).toMatchObject({
      operationUuid: 'a644af18-9f23-4e0b-843b-a300448590ba',
      esignToken: 'signer-token',
      videoUuid: null,
    });
  }, 30_000);
});
