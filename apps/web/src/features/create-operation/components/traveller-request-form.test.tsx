// @vitest-environment jsdom
import type { TCreateOperationRequest } from '@confirma/contracts/operations';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { sessionStore } from '../../../lib/session-store';
import { fakeFetch } from '../../../testing/fake-fetch';
import { typeInto } from '../../../testing/form-events';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { strictDomTests } from '../../../testing/strict-dom-tests';
import { switchLanguage } from '../../../testing/switch-language';
import { creationRoutes, DOMAIN, OP } from '../testing/creation-fixtures';
import { OperationRequestForm } from './operation-request-form';

const t = (lang: string, key: string) => i18n.getFixedT(lang, 'flows')(key);
const field = (name: string) => document.querySelector(`input[name="${name}"]`);

strictDomTests();
beforeEach(() => sessionStore.reset());
afterAll(async () => {
  await act(() => i18n.changeLanguage('es'));
});

async function typeOptions() {
  const select = screen.getByTestId('type-select');
  fireEvent.mouseDown(within(select.parentElement as HTMLElement).getByRole('combobox'));
  const listbox = await screen.findByRole('listbox');
  return within(listbox).getAllByRole('option');
}

async function chooseType(value: string, lang = 'es') {
  const option = (await typeOptions()).find(
    (one) => one.textContent === t(lang, `create.form.types.${value}`),
  );
  if (!option) throw new Error(`no option ${value}`);
  fireEvent.click(option);
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
}

/** The traveller report's choices, and its trial. */
describe.each(['es', 'en', 'it'] as const)('the traveller request form in %s', (lang) => {
  it('offers the three choices, the mobile only for the last two', async () => {
    await switchLanguage(lang);
    renderWithProviders(<OperationRequestForm service="traveller" />);
    expect((await typeOptions()).map((option) => option.textContent)).toEqual([
      t(lang, 'create.form.types.IDENTIFICATION_NO_ASISTIDA'),
      t(lang, 'create.form.types.VIDEO_1PASO_OTP'),
      t(lang, 'create.form.types.PARTE_VIAJERO'),
    ]);
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await chooseType('IDENTIFICATION_NO_ASISTIDA', lang);
    expect(field('nif')).not.toBeNull();
    expect(field('phone')).toBeNull();
    await chooseType('VIDEO_1PASO_OTP', lang);
    expect(field('phone')).not.toBeNull();
    await chooseType('PARTE_VIAJERO', lang);
    expect(field('phone')).not.toBeNull();
  });
});

describe('the traveller trial', () => {
  const payloadOf = (calls: { path: string; body: unknown }[]) =>
    calls.find((one) => one.path.includes('/withotpandtoken/'))?.body as TCreateOperationRequest;

  it("has 'Parte Viajero' alone, refuses a bad ID number and phone, and opens the identification here", async () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    await switchLanguage('es');
    sessionStore.set({ domainUuid: DOMAIN });
    const { calls } = fakeFetch(creationRoutes('VIDEO_1PASO_OTP'));
    const opened: string[] = [];
    renderWithProviders(
      <OperationRequestForm
        service="trial"
        openHere={({ operationUuid }) => opened.push(operationUuid)}
      />,
    );
    expect((await typeOptions()).map((option) => option.textContent)).toEqual([
      t('es', 'parte.trial.type'),
    ]);
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
    // No PDF: the parte is the document.
    expect(screen.queryByRole('checkbox')).toBeNull();
    typeInto('name', 'José Luis');
    typeInto('lastname', 'García de la Fuente');
    typeInto('email', 'jose@example.com');
    typeInto('nif', '12345678A');
    await screen.findByText(t('es', 'create.validation.nifInvalid'));
    typeInto('phone', '12ab');
    await screen.findByText(t('es', 'create.validation.phoneInvalid'));
    const send = screen.getByRole('button', { name: t('es', 'create.form.submit') });
    expect(send).toHaveProperty('disabled', true);
    typeInto('nif', '12345678Z');
    typeInto('phone', '+34600111222');
    await waitFor(() => expect(send).toHaveProperty('disabled', false));
    fireEvent.click(send);
    await waitFor(() => expect(opened).toEqual([OP]));
    const payload = payloadOf(calls);
    expect(payload.operationData.opClass).toBe(1243);
    expect(payload.signers[0]?.signaturesType).toEqual(['VIDEO_1PASO_OTP']);
    expect(field('name')).not.toBeNull();
  }, 15_000);
});
