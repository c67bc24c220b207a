// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { typeInto } from '../../../testing/form-events';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { switchLanguage } from '../../../testing/switch-language';
import { DemoForm } from './demo-form';

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

  it("shows the demo variant's own messages (spec 000 §5) and enables Send when valid", async () => {
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
      t(lang, 'demo.types.PARTE_VIAJERO'),
    ]);
    fireEvent.click(options[0] as HTMLElement);
    await waitFor(() => expect(send).toHaveProperty('disabled', false));
  });
});

describe('the demo form with Parte Viajero', () => {
  it('sends the traveller report to its own page (the demo runs no identification)', async () => {
    await switchLanguage('es');
    const { router } = renderWithProviders(<DemoForm />);
    type('name', 'Lucía');
    type('lastname', 'Gómez');
    type('email', 'lucia@example.com');
    type('phone', '+34600111222');
    const select = screen.getByTestId('demo-type-select');
    fireEvent.mouseDown(within(select.parentElement as HTMLElement).getByRole('combobox'));
    const options = await screen.findAllByRole('option');
    fireEvent.click(options[2] as HTMLElement);
    await screen.findByText(t('es', 'parte.demo.text'));
    const send = screen.getByRole('button', { name: t('es', 'create.form.submit') });
    expect(send).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('link', { name: t('es', 'parte.demo.action') }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/createparteviajeropage'));
  }, 30_000);
});
