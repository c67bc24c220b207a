// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { sessionStore } from '../../../lib/session-store';
import { fakeFetch } from '../../../testing/fake-fetch';
import { typeInto } from '../../../testing/form-events';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { strictDomTests } from '../../../testing/strict-dom-tests';
import { switchLanguage } from '../../../testing/switch-language';
import { accountToken, creationRoutes, DOMAIN, OP } from '../testing/creation-fixtures';
import { OperationRequestForm } from './operation-request-form';

const LANGS = ['es', 'en', 'it'] as const;
const t = (lang: string, key: string) => i18n.getFixedT(lang, 'flows')(key);

strictDomTests();
afterAll(async () => {
  await act(() => i18n.changeLanguage('es'));
});

const type = typeInto;
const shows = (text: string) => screen.findByText(text);

/** Opens the type select and picks `type`. */
async function chooseType(lang: string, type: 'SIMPLE' | 'BIOMETRICA') {
  const select = screen.getByTestId('type-select');
  fireEvent.mouseDown(within(select.parentElement as HTMLElement).getByRole('combobox'));
  fireEvent.click(
    await screen.findByRole('option', { name: t(lang, `create.form.types.${type}`) }),
  );
}

/** Fills the form for an OTP signature for Ana. */
async function fillOtpRequest() {
  await chooseType('es', 'SIMPLE');
  type('name', 'Ana');
  type('lastname', 'García');
  type('email', 'ana@example.com');
  type('phone', '+34600111222');
}

/** Presses Enviar once the form is valid. */
async function submit() {
  const send = screen.getByRole('button', { name: t('es', 'create.form.submit') });
  await waitFor(() => expect(send).toHaveProperty('disabled', false));
  fireEvent.click(send);
}

// Spec 000 §5, every message in every language: split in three so that no test comes near
// vitest's time limit on a busy machine.
describe.each(LANGS)('the signature request form in %s', (lang) => {
  const v = (key: string) => t(lang, `create.validation.${key}`);
  const sendButton = () => screen.getByRole('button', { name: t(lang, 'create.form.submit') });

  it('requires a type, a name, last names and an e-mail, and keeps Enviar disabled', async () => {
    await switchLanguage(lang);
    renderWithProviders(<OperationRequestForm service="signature" />);
    expect(sendButton()).toHaveProperty('disabled', true);

    // Type: required ('Debes elegir una opción').
    const select = screen.getByTestId('type-select');
    fireEvent.focus(select);
    fireEvent.blur(select);
    await shows(v('typeRequired'));

    type('name', '');
    await shows(v('nameRequired'));
    type('name', 'x'.repeat(51));
    await shows(v('nameMax'));
    type('lastname', '');
    await shows(v('lastnameRequired'));
    type('lastname', 'y'.repeat(51));
    await shows(v('lastnameMax'));
    type('email', '');
    await shows(v('emailRequired'));
    type('email', 'ana@');
    await shows(v('emailInvalid'));
    expect(sendButton()).toHaveProperty('disabled', true);
  });

  it('asks for a phone of 9 to 15 digits, - or + once an OTP signature is chosen', async () => {
    await switchLanguage(lang);
    renderWithProviders(<OperationRequestForm service="signature" />);
    await chooseType(lang, 'SIMPLE');
    type('phone', '');
    await shows(v('phoneRequired'));
    type('phone', '12 34');
    await shows(v('phoneInvalid'));
    expect(sendButton()).toHaveProperty('disabled', true);
  });

  it('needs a PDF of its own when asked to, and enables Enviar once all is valid', async () => {
    await switchLanguage(lang);
    renderWithProviders(<OperationRequestForm service="signature" />);
    await chooseType(lang, 'SIMPLE');
    fireEvent.click(screen.getByRole('checkbox', { name: t(lang, 'create.form.ownDocument') }));
    await shows(v('documentRequired'));
    const picker = screen.getByTestId('pdf-input');
    fireEvent.change(picker, {
      target: { files: [new File(['hello'], 'notes.txt', { type: 'text/plain' })] },
    });
    await shows(v('pdfOnly'));

    type('name', 'Ana');
    type('lastname', 'García');
    type('email', 'ana@example.com');
    type('phone', '+34600111222');
    fireEvent.change(picker, {
      target: {
        files: [new File(['%PDF-1.7\n%%EOF'], 'contrato.pdf', { type: 'application/pdf' })],
      },
    });
    await waitFor(() => expect(screen.getByTestId('picked-file').textContent).toBe('contrato.pdf'));
    await waitFor(() => expect(sendButton()).toHaveProperty('disabled', false));
  });
});

describe('the signature request form once the request is sent by e-mail', () => {
  it('refreshes the credits at once and leads to the operation page', async () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    await switchLanguage('es');
    sessionStore.set({ domainUuid: DOMAIN });
    fakeFetch(creationRoutes('SIMPLE'));
    const { queryClient } = renderWithProviders(<OperationRequestForm service="signature" />);
    const accountKey = ['account', 'u1', 'document'];
    queryClient.setQueryData(accountKey, { cached: true });
    await fillOtpRequest();
    fireEvent.click(screen.getByRole('radio', { name: t('es', 'create.form.deliveries.email') }));
    await submit();
    const dialog = await screen.findByRole('dialog', { name: t('es', 'create.sent.title') });
    expect(queryClient.getQueryState(accountKey)?.isInvalidated).toBe(true);
    const open = within(dialog).getByRole('link', { name: t('es', 'create.sent.open') });
    expect(open.getAttribute('href')).toBe(`/operations/${OP}`);
  }, 15_000);
});

// Issue 14: what a new user met when trying the form.
describe('the signature request form as a new user meets it', () => {
  const pdf = (name: string) => new File(['%PDF-1.7\n%%EOF'], name, { type: 'application/pdf' });

  it('takes "a document is needed" back as soon as a PDF is picked, and shows it when removed', async () => {
    await switchLanguage('es');
    renderWithProviders(<OperationRequestForm service="signature" />);
    await chooseType('es', 'BIOMETRICA');
    fireEvent.click(screen.getByRole('checkbox', { name: t('es', 'create.form.ownDocument') }));
    const needed = t('es', 'create.validation.documentRequired');
    await shows(needed);

    fireEvent.change(screen.getByTestId('pdf-input'), { target: { files: [pdf('contrato.pdf')] } });
    await waitFor(() => expect(screen.getByTestId('picked-file').textContent).toBe('contrato.pdf'));
    await waitFor(() => expect(screen.queryByText(needed)).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: t('es', 'create.form.removeFile') }));
    await shows(needed);
  });

  it.each(LANGS)('says what sending does for the place chosen to sign, in %s', async (lang) => {
    await switchLanguage(lang);
    renderWithProviders(<OperationRequestForm service="signature" />);
    const where = screen.getByRole('radiogroup', { name: t(lang, 'create.form.delivery') });
    const says = (delivery: 'here' | 'email') =>
      expect(where.getAttribute('aria-describedby') ?? '').toSatisfy((ids: string) =>
        ids
          .split(' ')
          .some(
            (id) =>
              document.getElementById(id)?.textContent ===
              t(lang, `create.form.deliveryHelp.${delivery}`),
          ),
      );
    says('here');
    fireEvent.click(
      within(where).getByRole('radio', { name: t(lang, 'create.form.deliveries.email') }),
    );
    await waitFor(() => says('email'));
    expect(screen.queryByText(t(lang, 'create.form.deliveryHelp.here'))).toBeNull();
  });
});

describe('the signature request form when the server refuses the request', () => {
  const problem = (status: number, code: string) =>
    new Response(JSON.stringify({ type: 'about:blank', title: code, status, code }), {
      status,
      headers: { 'content-type': 'application/problem+json' },
    });

  /** Fills the form for an OTP signature of an own PDF and sends it; the server answers `answer`. */
  async function sendOwnPdf(answer: Response) {
    sessionStore.set({ domainUuid: DOMAIN });
    fakeFetch({
      'POST /api/v2/login': accountToken,
      [`POST /api/v2/create/withotpandtoken/${DOMAIN}`]: () => answer,
    });
    renderWithProviders(<OperationRequestForm service="signature" />);
    await fillOtpRequest();
    fireEvent.click(screen.getByRole('checkbox', { name: t('es', 'create.form.ownDocument') }));
    fireEvent.change(screen.getByTestId('pdf-input'), {
      target: {
        files: [new File(['%PDF-1.7\n%%EOF'], 'contrato.pdf', { type: 'application/pdf' })],
      },
    });
    await submit();
  }

  it('marks the phone the server cannot send a code to, with its message', async () => {
    await switchLanguage('es');
    const refused = new Response(
      JSON.stringify({
        type: 'about:blank',
        title: 'VALIDATION_FAILED',
        status: 400,
        code: 'VALIDATION_FAILED',
        errors: [
          {
            path: 'body.signers[0].signerData[cellphone]',
            message: 'flows:create.validation.phoneInvalid',
          },
        ],
      }),
      { status: 400, headers: { 'content-type': 'application/problem+json' } },
    );
    await sendOwnPdf(refused);
    const phone = screen.getByRole('textbox', { name: new RegExp(t('es', 'create.form.phone')) });
    await waitFor(() => expect(phone.getAttribute('aria-invalid')).toBe('true'));
    await shows(t('es', 'create.validation.phoneInvalid'));
  }, 15_000);

  it.each([
    [413, 'PDF_TOO_COMPLEX'],
    [415, 'PDF_ACTIVE_CONTENT'],
    [415, 'UNSUPPORTED_MEDIA_TYPE'],
    [413, 'PAYLOAD_TOO_LARGE'],
  ])('says why: %i %s', async (status, code) => {
    await switchLanguage('es');
    await sendOwnPdf(problem(status, code));
    const failed = t('es', 'create.errors.create');
    const why = i18n.getFixedT('es', 'errors')(code);
    expect(why).not.toBe(code);
    await shows(`${failed} ${why}`);
  });
});
