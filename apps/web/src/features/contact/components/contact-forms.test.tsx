// @vitest-environment jsdom

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { json } from '../../../testing/fake-fetch';
import { inputNamed, typeInto } from '../../../testing/form-events';
import { renderWithProviders } from '../../../testing/render-with-providers';
import {
  choose,
  expectFieldError,
  expectMessages,
  expectSubmit,
  guardContactTests,
  LANGS,
  sendFilled,
  type TMessageCase,
  text,
  toggle,
  touchSelect,
  useLanguage,
} from '../testing/contact-test-kit';
import { ApiContactForm } from './api-contact-form';
import { ContactPageForm } from './contact-page-form';
import { ContactRequestForm } from './contact-request-form';

guardContactTests();

/** The API contact form. */
const API_MESSAGES: TMessageCase[] = [
  ['name', ' ', 'nameRequired'],
  ['name', 'n'.repeat(81), 'nameMax'],
  ['email', '', 'emailRequired'],
  ['email', 'ana@', 'emailInvalid'],
  ['need', 'x'.repeat(2001), 'messageMax'],
  ['agree', 'toggle twice', 'agreeRequired'],
];

const fillApi = () => {
  typeInto('name', 'Ana García');
  typeInto('email', 'ana@example.com');
  typeInto('need', 'Firmar desde nuestro CRM');
  toggle('agree');
};
const problem = (status: number, code: string, errors?: object[]) => () =>
  json(status, { type: 'about:blank', title: code, status, code, errors });

describe('the API page form', () => {
  it('clears every field with Reset', async () => {
    await useLanguage('en');
    renderWithProviders(<ApiContactForm />);
    fillApi();
    await expectSubmit(text('en', 'api.form.send'), true);
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect([inputNamed('name').value, inputNamed('need').value]).toEqual(['', '']);
    expect(inputNamed('agree').checked).toBe(false);
  });

  it('uses the spec’s own texts, as the contact-request form does', async () => {
    await useLanguage('en');
    const texts = (lang: string, form: string, cases: TMessageCase[]) =>
      cases.map(([, , key]) => text(lang, `${form}.validation.${key}`));
    expect(texts('es', 'request', REQUEST_MESSAGES)).toEqual([
      'Nombre es obligatorio',
      'Demasiado largo',
      'Demasiado largo',
      'E-mail es obligatorio',
      'E-mail debe ser válido',
      'El teléfono es obligatorio',
      'Debe ser válido',
      'Demasiado largo',
      '¡Debes aceptar para continuar!',
      '¡Debes aceptar para continuar!',
    ]);
    expect(text('es', 'request.videoIdentification')).toBe('VideoIdentificación');
    expect(text('es', 'request.signOperation')).toBe('Generar Operación de Firma');
    expect(texts('en', 'api', API_MESSAGES)).toEqual([
      'Name is required',
      'Name must be less than 80 characters',
      'E-mail is required',
      'E-mail must be valid',
      'The text must be less than 2000 characters',
      'You must agree to continue!',
    ]);
    expect(text('es', 'api.validation.agreeRequired')).toBe('¡Debes aceptar para continuar!');
    expect([text('es', 'thanks.title'), text('es', 'thanks.text'), text('es', 'error')]).toEqual([
      'Gracias',
      'Hemos recibido tu petición. En breve nos pondremos en contacto contigo.',
      'Ha ocurrido algún problema al registrar tu petición',
    ]);
  });

  it('solves the proof of work, sends the request and thanks the visitor', async () => {
    await useLanguage('en');
    const sent = await sendFilled(<ApiContactForm />, fillApi, text('en', 'api.form.send'));
    await screen.findByText(text('en', 'thanks.text'));
    const body = sent.body() as Record<string, unknown>;
    expect(body).toMatchObject({
      kind: 'API',
      lang: 'en',
      name: 'Ana García',
      email: 'ana@example.com',
      need: 'Firmar desde nuestro CRM',
      agree: true,
    });
    expect(JSON.parse(atob(String(body.altcha))).solution.counter).toBe(3);
    expect(inputNamed('name').value).toBe('');
  });

  it('marks the fields the server refused, focuses the first, and shows the spec’s snackbar', async () => {
    await useLanguage('es');
    const refused = problem(400, 'VALIDATION_FAILED', [
      {
        path: 'body.email',
        message: 'Invalid email address',
        key: 'contact:api.validation.emailInvalid',
      },
      { path: 'body.kind', message: 'Invalid input' },
    ]);
    await sendFilled(<ApiContactForm />, fillApi, text('es', 'api.form.send'), refused);
    await screen.findByText(text('es', 'error'));
    await expectFieldError('email', text('es', 'api.validation.emailInvalid'));
    await waitFor(() => expect(document.activeElement).toBe(inputNamed('email')));
  });

  it('tells the visitor to wait when the per-IP limit is reached', async () => {
    await useLanguage('it');
    const limited = problem(429, 'RATE_LIMITED');
    await sendFilled(<ApiContactForm />, fillApi, text('it', 'api.form.send'), limited);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      `${text('it', 'error')} ${i18n.getFixedT('it', 'errors')('RATE_LIMITED')}`,
    );
  });
});

/** The creation form's messages and the DNI/NIE check letter. */
const PAGE_MESSAGES: TMessageCase[] = [
  ['name', '', 'nameRequired'],
  ['name', 'n'.repeat(51), 'nameMax'],
  ['lastname', '', 'lastnameRequired'],
  ['lastname', 'a'.repeat(51), 'lastnameMax'],
  ['email', '', 'emailRequired'],
  ['email', 'luis@', 'emailInvalid'],
  ['nif', '', 'nifRequired'],
  ['nif', '12345678A', 'nifInvalid'],
];
const MOBILE_MESSAGES: TMessageCase[] = [
  ['phone', '', 'phoneRequired'],
  ['phone', '600 11', 'phoneInvalid'],
];

const phoneField = () => document.querySelector('input[name="phone"]');

describe.each(LANGS)('the contact page form in %s', (lang) => {
  const v = (key: string) => text(lang, `page.validation.${key}`);
  const type = (value: string) => text(lang, `page.form.signatureSelectedOptions.${value}`);

  it('shows every validation message on its field; the mobile only for two types', {
    timeout: 20_000,
  }, async () => {
    await useLanguage(lang);
    renderWithProviders(<ContactPageForm />);
    const send = text(lang, 'page.form.send');
    await expectSubmit(send, false);
    await expectMessages(PAGE_MESSAGES, v);
    touchSelect('signatureSelected-select');
    await screen.findByText(v('typeRequired'));

    typeInto('name', 'Luis');
    typeInto('lastname', 'Pérez');
    typeInto('email', 'luis@example.com');
    typeInto('nif', 'x1234567l');
    await choose('signatureSelected-select', type('IDENTIFICATION'));
    expect(phoneField()).toBeNull();
    await expectSubmit(send, true);

    await choose('signatureSelected-select', type('IDENTIFICATION_SIGNATURE'));
    await screen.findByLabelText(new RegExp(text(lang, 'page.form.phone')));
    await expectSubmit(send, false);
    await expectMessages(MOBILE_MESSAGES, v);
    typeInto('phone', '+34600111222');
    await expectSubmit(send, true);
    // The traveller report asks for it too; the number typed stays.
    await choose('signatureSelected-select', type('TRAVELLER_REPORT'));
    expect(phoneField()).not.toBeNull();
    await expectSubmit(send, true);
    await choose('signatureSelected-select', type('IDENTIFICATION'));
    await waitFor(() => expect(phoneField()).toBeNull());
  });
});

describe('the contact page form', () => {
  it('uses the creation form’s messages', async () => {
    await useLanguage('it');
    expect(text('es', 'page.validation.nifRequired')).toBe('El número de identidad es obligatorio');
    expect(text('es', 'page.validation.phoneRequired')).toBe('El teléfono es requerido');
    expect(text('it', 'page.validation.typeRequired')).toBe('Devi scegliere un opzione');
    expect(text('es', 'page.form.signatureSelectedOptions.TRAVELLER_REPORT')).toBe(
      'Identificación y firma Parte Viajero',
    );
  });

  it('gives the operation-type select the width of its row, as the text fields have', async () => {
    await useLanguage('es');
    renderWithProviders(<ContactPageForm />);
    const field = (element: Element) => element.closest('.MuiFormControl-root') as HTMLElement;
    const select = field(screen.getByTestId('signatureSelected-select'));
    // jsdom lays nothing out: the stylesheet's width is what a browser would apply.
    expect(getComputedStyle(select).width).toBe('100%');
    expect(getComputedStyle(field(inputNamed('email'))).width).toBe('100%');
  });

  it('sends the type, the normalised DNI and the mobile, then thanks the visitor', async () => {
    await useLanguage('es');
    const sent = await sendFilled(
      <ContactPageForm />,
      async () => {
        typeInto('name', 'Luis');
        typeInto('lastname', 'Pérez Gil');
        typeInto('email', 'luis@example.com');
        typeInto('nif', '12345678z');
        await choose(
          'signatureSelected-select',
          text('es', 'page.form.signatureSelectedOptions.TRAVELLER_REPORT'),
        );
        typeInto('phone', '+34600111222');
      },
      text('es', 'page.form.send'),
    );
    await screen.findByText(text('es', 'thanks.text'));
    expect(sent.body()).toMatchObject({
      kind: 'CONTACT_PAGE',
      lang: 'es',
      lastname: 'Pérez Gil',
      nif: '12345678Z',
      signatureSelected: 'TRAVELLER_REPORT',
      phone: '+34600111222',
    });
  });
});

/** The contact form. */
const REQUEST_MESSAGES: TMessageCase[] = [
  ['name', '', 'nameRequired'],
  ['name', 'n'.repeat(201), 'nameMax'],
  ['company', 'c'.repeat(101), 'companyMax'],
  ['email', '', 'emailRequired'],
  ['email', 'marta@', 'emailInvalid'],
  ['phone', '', 'phoneRequired'],
  ['phone', '123456', 'phoneInvalid'],
  ['message', 'm'.repeat(2001), 'messageMax'],
  ['consentPrivacy', 'toggle twice', 'consentRequired'],
  ['consentContact', 'toggle twice', 'consentRequired'],
];

const fillRequest = () => {
  typeInto('name', 'Marta Ruiz');
  typeInto('company', 'Hoteles del Sur');
  typeInto('email', 'marta@example.com');
  typeInto('phone', '955 123 456');
  typeInto('message', 'Identificar huéspedes');
  toggle('consentPrivacy');
  toggle('consentContact');
};
const SEND = () => text('es', 'request.form.send');
const signOperation = () => ({ name: text('es', 'request.signOperation') });

/** The two forms whose fields are all text or checkboxes, at their limits once valid. */
const FORMS = [
  {
    form: 'api',
    ui: () => <ApiContactForm />,
    messages: API_MESSAGES,
    fill: () => {
      fillApi();
      typeInto('name', 'n'.repeat(80));
      typeInto('need', '');
    },
  },
  {
    form: 'request',
    ui: () => <ContactRequestForm />,
    messages: REQUEST_MESSAGES,
    fill: fillRequest,
  },
] as const;

describe.each(LANGS)('in %s', (lang) => {
  it.each(FORMS)(
    'the $form form shows every validation message on its field; submit waits until valid',
    {
      timeout: 20_000,
    },
    async ({ form, ui, messages, fill }) => {
      await useLanguage(lang);
      renderWithProviders(ui());
      await expectSubmit(text(lang, `${form}.form.send`), false);
      await expectMessages(messages, (key) => text(lang, `${form}.validation.${key}`));
      fill();
      await expectSubmit(text(lang, `${form}.form.send`), true);
    },
  );
});

describe('the contact-request form', () => {
  it('thanks with Cerrar and VideoIdentificación, then reveals Generar Operación de Firma', async () => {
    await useLanguage('es');
    expect(screen.queryByRole('link', signOperation())).toBeNull();
    const sent = await sendFilled(
      <ContactRequestForm />,
      fillRequest,
      SEND(),
      undefined,
      '/identificationpage',
    );
    const dialog = await screen.findByRole('dialog', { name: text('es', 'thanks.title') });
    expect(within(dialog).getByText(text('es', 'thanks.text'))).toBeDefined();
    expect(sent.body()).toMatchObject({
      kind: 'CONTACT_REQUEST',
      company: 'Hoteles del Sur',
      phone: '955 123 456',
      message: 'Identificar huéspedes',
      consentPrivacy: true,
      consentContact: true,
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const link = await screen.findByRole('link', signOperation());
    expect(link.getAttribute('href')).toBe('/createsignpage');

    expect(link.closest('[role="status"]')?.textContent).toContain(text('es', 'request.sentNote'));

    // A second request: this time the dialog's VideoIdentificación leads to the page's
    // explanation of video identification (a new visit of it: the router scrolls it to the
    // top), not to a capture that is not open yet.
    fillRequest();
    fireEvent.click(await expectSubmit(SEND(), true));
    const again = await screen.findByRole('dialog');
    const before = sent.router.state.location.key;
    fireEvent.click(within(again).getByRole('button', { name: 'VideoIdentificación' }));
    await waitFor(() => expect(sent.router.state.location.key).not.toBe(before));
    expect(sent.router.state.location.pathname).toBe('/identificationpage');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('link', signOperation())).toBeDefined();
  });

  it('keeps Generar Operación de Firma revealed when the visitor comes back in this tab', async () => {
    await useLanguage('es');
    const { unmount } = await sendFilled(<ContactRequestForm />, fillRequest, SEND());
    await screen.findByRole('dialog');
    unmount();
    const { router } = renderWithProviders(<ContactRequestForm />, { path: '/somewhere' });
    expect(screen.getByRole('link', signOperation()).getAttribute('href')).toBe('/createsignpage');
    expect(screen.queryByRole('dialog')).toBeNull();
    // Sent from another page, VideoIdentificación still leads to the identification page.
    fillRequest();
    fireEvent.click(await expectSubmit(SEND(), true));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: 'VideoIdentificación',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/identificationpage'));
  });

  it('keeps the values and shows the spec’s snackbar when the request fails', async () => {
    await useLanguage('es');
    const failed = () => json(500, { type: 'x', title: 'x', status: 500, code: 'INTERNAL' });
    await sendFilled(<ContactRequestForm />, fillRequest, SEND(), failed);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Ha ocurrido algún problema al registrar tu petición');
    expect((document.querySelector('input[name="name"]') as HTMLInputElement).value).toBe(
      'Marta Ruiz',
    );
    expect(screen.queryByRole('link', signOperation())).toBeNull();
  });
});
