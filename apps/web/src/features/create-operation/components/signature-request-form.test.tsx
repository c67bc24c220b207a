// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { sessionStore } from '../../../lib/session-store';
import { fakeFetch, json } from '../../../testing/fake-fetch';
import { inputNamed, typeInto } from '../../../testing/form-events';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { strictDomTests } from '../../../testing/strict-dom-tests';
import { switchLanguage } from '../../../testing/switch-language';
import { accountToken, creationRoutes, DOMAIN, OP } from '../testing/creation-fixtures';
import { SignatureRequestForm } from './signature-request-form';

const LANGS = ['es', 'en', 'it'] as const;
const t = (lang: string, key: string, options?: Record<string, unknown>) =>
  i18n.getFixedT(lang, 'flows')(key, options);

strictDomTests();
beforeEach(() => window.sessionStorage.clear());
afterAll(async () => {
  await act(() => i18n.changeLanguage('es'));
});

const type = typeInto;
const shows = (text: string) => screen.findByText(text);
const sendButton = (lang = 'es') =>
  screen.getByRole('button', { name: t(lang, 'create.form.submit') });

/** Fills signer `index` (an OTP signature: the mobile too). */
function fillSigner(index: number, person: { name: string; email: string; phone: string }) {
  type(`signers.${index}.name`, person.name);
  type(`signers.${index}.lastname`, 'García');
  type(`signers.${index}.email`, person.email);
  type(`signers.${index}.phone`, person.phone);
}

const ANA = { name: 'Ana', email: 'ana@example.com', phone: '+34600111222' };
const LUIS = { name: 'Luis', email: 'luis@example.com', phone: '+34600333444' };

/** Presses Enviar once the form is valid. */
async function submit(lang = 'es') {
  await waitFor(() => expect(sendButton(lang)).toHaveProperty('disabled', false));
  fireEvent.click(sendButton(lang));
}

function addSigner() {
  fireEvent.click(screen.getByRole('button', { name: t('es', 'create.request.addSigner') }));
}

// Every message in every language, now for each signer of the request.
describe.each(LANGS)('the signature request form in %s', (lang) => {
  const v = (key: string) => t(lang, `create.validation.${key}`);

  it('requires a name, last names, an e-mail and the OTP mobile, and keeps Enviar disabled', async () => {
    await switchLanguage(lang);
    renderWithProviders(<SignatureRequestForm />);
    expect(sendButton(lang)).toHaveProperty('disabled', true);
    type('signers.0.name', '');
    await shows(v('nameRequired'));
    type('signers.0.name', 'x'.repeat(51));
    await shows(v('nameMax'));
    type('signers.0.lastname', '');
    await shows(v('lastnameRequired'));
    type('signers.0.email', 'ana@');
    await shows(v('emailInvalid'));
    type('signers.0.phone', '12 34');
    await shows(v('phoneInvalid'));
    type('subject', 's'.repeat(151));
    await shows(v('subjectMax'));
    expect(sendButton(lang)).toHaveProperty('disabled', true);
  });

  it('needs a PDF of its own when asked to, and enables Enviar once all is valid', async () => {
    await switchLanguage(lang);
    renderWithProviders(<SignatureRequestForm />);
    fireEvent.click(screen.getByRole('checkbox', { name: t(lang, 'create.form.ownDocument') }));
    await shows(v('documentRequired'));
    fillSigner(0, ANA);
    fireEvent.change(screen.getByTestId('pdf-input'), {
      target: {
        files: [new File(['%PDF-1.7\n%%EOF'], 'contrato.pdf', { type: 'application/pdf' })],
      },
    });
    await waitFor(() => expect(screen.getByTestId('picked-file').textContent).toBe('contrato.pdf'));
    await waitFor(() => expect(sendButton(lang)).toHaveProperty('disabled', false));
  });
});

describe('the signature request form pressed Enter before it is complete', () => {
  it('announces every missing field in one summary, each entry leading to its field', async () => {
    await switchLanguage('es');
    renderWithProviders(<SignatureRequestForm />);
    type('signers.0.name', 'Ana');
    fireEvent.keyDown(inputNamed('signers.0.name'), { key: 'Enter' });
    const summary = await screen.findByTestId('error-summary');
    expect(summary.getAttribute('role')).toBe('alert');
    await waitFor(() => expect(document.activeElement).toBe(summary));
    const entries = within(summary).getAllByRole('button');
    const v = (key: string) => t('es', `create.validation.${key}`);
    expect(entries.map((entry) => entry.textContent)).toEqual([
      expect.stringContaining(v('lastnameRequired')),
      expect.stringContaining(v('emailRequired')),
      expect.stringContaining(v('phoneRequired')),
    ]);
    fireEvent.click(entries[1] as HTMLElement);
    expect(document.activeElement).toBe(inputNamed('signers.0.email'));
  });
});

describe('the signature request form with several people', () => {
  it('sends two signers in order with a copy, a subject and a message, and says who was invited', async () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    await switchLanguage('es');
    sessionStore.set({ domainUuid: DOMAIN });
    const { calls } = fakeFetch(creationRoutes('SIMPLE'));
    renderWithProviders(<SignatureRequestForm />);
    fillSigner(0, ANA);
    addSigner();
    fillSigner(1, LUIS);
    // Luis handwrites: no mobile needed.
    const second = screen.getAllByTestId('request-signer')[1] as HTMLElement;
    fireEvent.mouseDown(within(second).getAllByRole('combobox')[0] as HTMLElement);
    fireEvent.click(
      await screen.findByRole('option', { name: t('es', 'create.form.types.BIOMETRICA') }),
    );
    fireEvent.click(screen.getByRole('button', { name: t('es', 'create.request.addCopy') }));
    type('copies.0.name', 'Gestoría');
    type('copies.0.email', 'gestoria@example.com');
    type('subject', 'Alquiler Calle Mayor 3');
    type('message', 'Hola, te envío el contrato.');
    await submit();

    const dialog = await screen.findByRole('dialog', { name: t('es', 'create.sent.title') });
    expect(dialog.textContent).toContain(
      `${t('es', 'create.request.sent', { emails: ANA.email })} ${t('es', 'create.request.sentNext')}`,
    );
    const open = within(dialog).getByRole('link', { name: t('es', 'create.sent.open') });
    expect(open.getAttribute('href')).toBe(`/operations/${OP}`);
    const created = calls.find((call) => call.path.includes('/create/'));
    const body = created?.body as {
      subject: string;
      message: string;
      copyRecipients: unknown[];
      signers: { level: number; order: number; signaturesType: string[] }[];
    };
    expect(body.subject).toBe('Alquiler Calle Mayor 3');
    expect(body.message).toBe('Hola, te envío el contrato.');
    expect(body.copyRecipients).toEqual([{ name: 'Gestoría', email: 'gestoria@example.com' }]);
    expect(
      body.signers.map(({ level, order, signaturesType }) => [level, order, signaturesType]),
    ).toEqual([
      [1, 1, ['SIMPLE']],
      [2, 1, ['BIOMETRICA']],
    ]);
    // Sent: the draft is gone.
    expect(window.sessionStorage.getItem('confirma.requestDraft')).toBeNull();
  }, 60_000);

  it('invites everyone at once in parallel, and reorders and removes signers', async () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    await switchLanguage('en');
    sessionStore.set({ domainUuid: DOMAIN });
    const { calls } = fakeFetch(creationRoutes('SIMPLE'));
    renderWithProviders(<SignatureRequestForm />);
    fillSigner(0, ANA);
    fireEvent.click(screen.getByRole('button', { name: t('en', 'create.request.addSigner') }));
    fillSigner(1, LUIS);
    fireEvent.click(screen.getByRole('button', { name: t('en', 'create.request.addSigner') }));
    type('signers.2.name', 'Eva');
    fireEvent.click(
      screen.getByRole('button', { name: t('en', 'create.request.removeSigner', { number: 3 }) }),
    );
    fireEvent.click(
      screen.getByRole('button', { name: t('en', 'create.request.moveUp', { number: 2 }) }),
    );
    await waitFor(() => expect(inputNamed('signers.0.name').value).toBe('Luis'));
    fireEvent.click(screen.getByRole('radio', { name: t('en', 'create.request.orders.parallel') }));
    await submit('en');
    const dialog = await screen.findByRole('dialog', { name: t('en', 'create.sent.title') });
    expect(dialog.textContent).toContain(
      t('en', 'create.request.sent', { emails: `${LUIS.email}, ${ANA.email}` }),
    );
    const body = calls.find((call) => call.path.includes('/create/'))?.body as {
      signers: {
        level: number;
        order: number;
        signerData: { identifier: string; value: string }[];
      }[];
    };
    expect(
      body.signers.map((signer) => [
        signer.level,
        signer.order,
        signer.signerData.find((datum) => datum.identifier === 'email')?.value,
      ]),
    ).toEqual([
      [1, 1, LUIS.email],
      [1, 2, ANA.email],
    ]);
  }, 60_000);

  it('marks the field of the signer the server refused', async () => {
    await switchLanguage('es');
    sessionStore.set({ domainUuid: DOMAIN });
    fakeFetch({
      'POST /api/v2/login': accountToken,
      [`POST /api/v2/create/withotpandtoken/${DOMAIN}`]: () =>
        json(400, {
          type: 'about:blank',
          title: 'VALIDATION_FAILED',
          status: 400,
          code: 'VALIDATION_FAILED',
          errors: [{ path: 'body.signers[1].signerData[cellphone]', message: 'not a mobile' }],
        }),
    });
    renderWithProviders(<SignatureRequestForm />);
    fillSigner(0, ANA);
    addSigner();
    fillSigner(1, LUIS);
    await submit();
    await waitFor(() =>
      expect(inputNamed('signers.1.phone').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(inputNamed('signers.0.phone').getAttribute('aria-invalid')).toBe('false');
    await shows(t('es', 'create.validation.phoneInvalid'));
  }, 60_000);
});

describe('the signature request form and the balance', () => {
  it('disables Enviar when the credits are short, offers to buy, and keeps the draft', async () => {
    await switchLanguage('es');
    sessionStore.set({ credits: { currentcredits: 3 } });
    const buy = vi.fn((needed: number) => <p>buy {needed}</p>);
    const first = renderWithProviders(<SignatureRequestForm buyCredits={buy} />);
    fillSigner(0, ANA);
    await waitFor(() => expect(sendButton()).toHaveProperty('disabled', false));
    expect(screen.queryByText(/^buy/)).toBeNull();
    addSigner();
    fillSigner(1, LUIS);
    // Two OTP signatures cost 4; the balance is 3.
    await shows('buy 1');
    expect(sendButton()).toHaveProperty('disabled', true);
    type('subject', 'Arras');
    first.unmount();

    // Back from buying: the request is as it was, and says so.
    sessionStore.set({ credits: { currentcredits: 10 } });
    renderWithProviders(<SignatureRequestForm buyCredits={buy} />);
    await shows(t('es', 'create.request.draftRestored'));
    expect(inputNamed('signers.1.email').value).toBe(LUIS.email);
    expect(inputNamed('subject').value).toBe('Arras');
    await waitFor(() => expect(sendButton()).toHaveProperty('disabled', false));
    fireEvent.click(screen.getByRole('button', { name: t('es', 'create.form.clear') }));
    await waitFor(() => expect(inputNamed('subject').value).toBe(''));
    expect(window.sessionStorage.getItem('confirma.requestDraft')).toBeNull();
  }, 60_000);

  it.each(LANGS)('says what sending does for the way chosen, in %s', async (lang) => {
    await switchLanguage(lang);
    renderWithProviders(<SignatureRequestForm />);
    const how = screen.getByRole('radiogroup', { name: t(lang, 'create.request.delivery') });
    const says = (delivery: 'here' | 'email') =>
      expect(document.getElementById(how.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
        t(lang, `create.request.deliveryHelp.${delivery}`),
      );
    says('email');
    fireEvent.click(
      within(how).getByRole('radio', { name: t(lang, 'create.request.deliveries.here') }),
    );
    await waitFor(() => says('here'));
  });
});

describe('the signature request form when the server refuses the request', () => {
  it.each([
    [413, 'PDF_TOO_COMPLEX'],
    [415, 'PDF_ACTIVE_CONTENT'],
    [402, 'INSUFFICIENT_CREDITS'],
  ])('says why: %i %s', async (status, code) => {
    await switchLanguage('es');
    sessionStore.set({ domainUuid: DOMAIN });
    fakeFetch({
      'POST /api/v2/login': accountToken,
      [`POST /api/v2/create/withotpandtoken/${DOMAIN}`]: () =>
        json(status, { type: 'about:blank', title: code, status, code }),
    });
    renderWithProviders(<SignatureRequestForm />);
    fillSigner(0, ANA);
    await submit();
    const why = i18n.getFixedT('es', 'errors')(code);
    expect(why).not.toBe(code);
    await shows(`${t('es', 'create.errors.create')} ${why}`);
  });
});
