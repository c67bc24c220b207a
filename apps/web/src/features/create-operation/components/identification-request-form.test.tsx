// @vitest-environment jsdom
import type { TCreateOperationRequest } from '@confirma/contracts/operations';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { sessionStore } from '../../../lib/session-store';
import { fakeFetch, json } from '../../../testing/fake-fetch';
import { inputNamed, typeInto } from '../../../testing/form-events';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { strictDomTests } from '../../../testing/strict-dom-tests';
import { switchLanguage } from '../../../testing/switch-language';
import { creationRoutes, DOMAIN, OP } from '../testing/creation-fixtures';
import { OperationRequestForm } from './operation-request-form';
import { SignatureRequestForm } from './signature-request-form';

const LANGS = ['es', 'en', 'it'] as const;
const t = (lang: string, key: string, values: Record<string, unknown> = {}) =>
  i18n.getFixedT(lang, 'flows')(key, values);
const type = typeInto;
const field = (name: string) => document.querySelector(`input[name="${name}"]`);

strictDomTests();
beforeEach(() => sessionStore.reset());
afterAll(async () => {
  await act(() => i18n.changeLanguage('es'));
});

/** The type select's options, as the person sees them. */
async function typeOptions() {
  const select = screen.getByTestId('type-select');
  fireEvent.mouseDown(within(select.parentElement as HTMLElement).getByRole('combobox'));
  const listbox = await screen.findByRole('listbox');
  return within(listbox).getAllByRole('option');
}

async function chooseType(lang: string, value: string) {
  const options = await typeOptions();
  const option = options.find((one) => one.textContent === t(lang, `create.form.types.${value}`));
  if (!option) throw new Error(`no option ${value}`);
  fireEvent.click(option);
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
}

/** A server that offers video identification. */
const CONFIG = { domainUuid: DOMAIN, google: false, identification: true };

/** Picks the first signer's way of signing in the signature request form. */
async function chooseMethod(value: string) {
  const card = screen.getByTestId('request-signer');
  fireEvent.mouseDown(within(card).getAllByRole('combobox')[0] as HTMLElement);
  fireEvent.click(
    await screen.findByRole('option', { name: t('es', `create.form.types.${value}`) }),
  );
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
}

const cost = () => screen.getByTestId('creation-cost').textContent ?? '';

describe.each(LANGS)('the identification request form in %s', (lang) => {
  const v = (key: string) => t(lang, `create.validation.${key}`);

  it("offers 'Identificación no asistida' and '… y firma' only", async () => {
    await switchLanguage(lang);
    renderWithProviders(<OperationRequestForm service="identification" />);
    expect(screen.getByLabelText(new RegExp(t(lang, 'create.identification.type')))).toBeTruthy();
    const labels = (await typeOptions()).map((option) => option.textContent);
    expect(labels).toEqual([
      t(lang, 'create.form.types.IDENTIFICATION_NO_ASISTIDA'),
      t(lang, 'create.form.types.VIDEO_1PASO_OTP'),
    ]);
    expect(labels).not.toContain(t(lang, 'create.form.types.SIMPLE'));
  });

  it('asks for the document number of both, and the mobile only where the OTP signature follows', async () => {
    await switchLanguage(lang);
    renderWithProviders(<OperationRequestForm service="identification" />);
    expect(field('nif')).toBeNull();
    await chooseType(lang, 'IDENTIFICATION_NO_ASISTIDA');
    expect(field('phone')).toBeNull();
    type('nif', '');
    await screen.findByText(v('nifRequired'));

    await chooseType(lang, 'VIDEO_1PASO_OTP');
    expect(field('nif')).not.toBeNull();
    type('phone', '');
    await screen.findByText(v('phoneRequired'));
    type('phone', '12 34');
    await screen.findByText(v('phoneInvalid'));
    expect(screen.getByRole('button', { name: t(lang, 'create.form.submit') })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('shows what it costs before sending (3, or 5 with the signature) and the balance', async () => {
    await switchLanguage(lang);
    sessionStore.set({ credits: { currentcredits: 4 } });
    renderWithProviders(<OperationRequestForm service="identification" />);
    expect(cost()).toContain(
      t(lang, 'create.identification.costChoose', { identification: 3, withSignature: 5 }),
    );
    expect(cost()).toContain(t(lang, 'create.form.balance', { count: 4 }));
    await chooseType(lang, 'IDENTIFICATION_NO_ASISTIDA');
    expect(cost()).toContain(t(lang, 'create.identification.cost', { credits: 3 }));
    const short = i18n.getFixedT(lang, 'errors')('INSUFFICIENT_CREDITS');
    expect(cost()).not.toContain(short);
    await chooseType(lang, 'VIDEO_1PASO_OTP');
    expect(cost()).toContain(t(lang, 'create.identification.cost', { credits: 5 }));
    // 4 credits cannot pay 5: said before sending.
    expect(cost()).toContain(short);
  });
});

describe('the signature request form', () => {
  it('asks for no document number unless a video identification comes first', async () => {
    await switchLanguage('es');
    sessionStore.set({ domainUuid: DOMAIN });
    fakeFetch({ 'GET /api/config': () => json(200, CONFIG) });
    renderWithProviders(<SignatureRequestForm />);
    for (const value of ['SIMPLE', 'BIOMETRICA']) {
      await chooseMethod(value);
      expect(field('signers.0.name')).not.toBeNull();
      expect(field('signers.0.nif')).toBeNull();
    }
    await chooseMethod('VIDEO_1PASO_OTP');
    expect(field('signers.0.nif')).not.toBeNull();
  });
});

describe('creating an identification', () => {
  function fakeCreation() {
    sessionStore.set({ domainUuid: DOMAIN, videoUuid: 'an-earlier-video' });
    return fakeFetch(creationRoutes('IDENTIFICATION_NO_ASISTIDA'));
  }

  async function fill(value: string) {
    await chooseType('es', value);
    type('name', 'Ana');
    type('lastname', 'García');
    type('email', 'ana@example.com');
    type('nif', '12345678Z');
  }

  async function submit() {
    const send = screen.getByRole('button', { name: t('es', 'create.form.submit') });
    await waitFor(() => expect(send).toHaveProperty('disabled', false));
    fireEvent.click(send);
  }

  const payloadOf = (calls: { method: string; path: string; body: unknown }[]) => {
    const call = calls.find((one) => one.path.includes('/withotpandtoken/'));
    return call?.body as TCreateOperationRequest;
  };
  const signerData = (payload: TCreateOperationRequest) =>
    Object.fromEntries(payload.signers[0]?.signerData.map((d) => [d.identifier, d.value]) ?? []);

  it('opens the capture screen on this device with the new operation and its signer token', async () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    await switchLanguage('es');
    const { calls } = fakeCreation();
    const { router } = renderWithProviders(<OperationRequestForm service="identification" />);
    await fill('IDENTIFICATION_NO_ASISTIDA');
    // The phone typed under another type is not asked for, nor sent.
    expect(field('phone')).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: t('es', 'create.form.deliveries.here') }));
    await submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/identificationSignature'));
    const payload = payloadOf(calls);
    expect(payload.signers[0]?.signaturesType).toEqual(['IDENTIFICATION_NO_ASISTIDA']);
    expect(payload.operationData.opClass).toBe(1241);
    expect(signerData(payload)).toMatchObject({ nif: '12345678Z', email: 'ana@example.com' });
    expect(signerData(payload).cellphone).toBeUndefined();
    const emailDatum = payload.signers[0]?.signerData.find((d) => d.identifier === 'email');
    expect(emailDatum?.actions).toContainEqual({
      action: 'avoidSendSignEmail',
      step: 'FIRMA-INICIO',
    });
    expect(sessionStore.get()).toMatchObject({
      operationUuid: OP,
      esignToken: 'signer-token',
      videoUuid: null,
    });
  }, 15_000);

  it('e-mails the link of an identification followed by the signature, and says so', async () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    await switchLanguage('es');
    const { calls } = fakeCreation();
    renderWithProviders(<OperationRequestForm service="identification" />);
    await fill('VIDEO_1PASO_OTP');
    type('phone', '+34600111222');
    fireEvent.click(screen.getByRole('radio', { name: t('es', 'create.form.deliveries.email') }));
    await submit();
    const dialog = await screen.findByRole('dialog', { name: t('es', 'create.sent.title') });
    expect(dialog.textContent).toContain(
      t('es', 'create.identification.sent', { email: 'ana@example.com' }),
    );
    const payload = payloadOf(calls);
    expect(payload.signers[0]?.signaturesType).toEqual(['VIDEO_1PASO_OTP']);
    expect(signerData(payload)).toMatchObject({ nif: '12345678Z', cellphone: '+34600111222' });
    expect(inputNamed('name').value).toBe('');
  }, 15_000);
});
