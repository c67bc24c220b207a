// @vitest-environment jsdom
import type { TRequestTemplateCreate } from '@confirma/contracts/request-templates';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { sessionStore } from '../../../lib/session-store';
import { fakeFetch, json, problem } from '../../../testing/fake-fetch';
import { inputNamed, typeInto } from '../../../testing/form-events';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { strictDomTests } from '../../../testing/strict-dom-tests';
import { switchLanguage } from '../../../testing/switch-language';
import { creationRoutes, DOMAIN } from '../testing/creation-fixtures';
import { LEASE, LEASE_ID, LEASE_PDF, SERVICES } from '../testing/template-fixtures';
import { SignatureRequestForm } from './signature-request-form';

const LANGS = ['es', 'en', 'it'] as const;
const t = (lang: string, key: string, options?: Record<string, unknown>) =>
  i18n.getFixedT(lang, 'flows')(key, options);

strictDomTests();
beforeEach(() => window.sessionStorage.clear());
afterAll(async () => {
  await act(() => i18n.changeLanguage('es'));
});

const saveButton = (lang: string) =>
  screen.getByRole('button', { name: t(lang, 'templates.save') });

/** Opens "Guardar como plantilla" and answers its dialog. */
async function openSaveDialog(lang: string) {
  fireEvent.click(saveButton(lang));
  return screen.findByRole('dialog', { name: t(lang, 'templates.saveTitle') });
}

describe.each(LANGS)('saving a request as a template, in %s', (lang) => {
  it('names each signer as a role (Firmante 1 first), keeps no person, and says where it is', async () => {
    await switchLanguage(lang);
    const { calls } = fakeFetch({
      'POST /api/request-templates': ({ body }) =>
        json(201, { ...SERVICES, name: (body as TRequestTemplateCreate).name }),
    });
    renderWithProviders(<SignatureRequestForm />);
    typeInto('signers.0.name', 'Ana');
    typeInto('signers.0.email', 'ana@example.com');
    fireEvent.click(screen.getByRole('button', { name: t(lang, 'create.request.addSigner') }));
    typeInto('subject', 'Servicios 2030');
    const dialog = await openSaveDialog(lang);
    const name = within(dialog).getByRole('textbox', { name: t(lang, 'templates.name') });
    expect((name as HTMLInputElement).value).toBe('Servicios 2030');
    const role = (number: number) =>
      within(dialog).getByRole('textbox', { name: t(lang, 'templates.role', { number }) });
    expect((role(1) as HTMLInputElement).value).toBe(
      t(lang, 'create.request.signer', { number: 1 }),
    );
    // Two roles of one name are refused before anything is sent.
    fireEvent.change(role(2), {
      target: { value: t(lang, 'create.request.signer', { number: 1 }) },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: t(lang, 'templates.saveAction') }));
    await within(dialog).findByText(t(lang, 'templates.validation.roleNameTaken'));
    expect(calls.filter((call) => call.path === '/api/request-templates')).toEqual([]);

    fireEvent.change(role(1), { target: { value: 'Cliente' } });
    fireEvent.change(role(2), { target: { value: 'Empresa' } });
    fireEvent.click(within(dialog).getByRole('button', { name: t(lang, 'templates.saveAction') }));
    await screen.findByText(t(lang, 'templates.saved', { name: 'Servicios 2030' }));
    const body = calls.find((call) => call.path === '/api/request-templates')
      ?.body as TRequestTemplateCreate;
    expect(body).toMatchObject({
      name: 'Servicios 2030',
      subject: 'Servicios 2030',
      contractType: '1',
      document: null,
      order: 'sequential',
    });
    expect(body.roles).toEqual([
      { name: 'Cliente', method: 'SIMPLE', language: lang, placement: null, fields: [] },
      { name: 'Empresa', method: 'SIMPLE', language: lang, placement: null, fields: [] },
    ]);
    expect(JSON.stringify(body)).not.toContain('ana@example.com');
    // The request being written is still there.
    expect(inputNamed('signers.0.name').value).toBe('Ana');
  });
});

describe('saving a request as a template', () => {
  it('says so when the server refuses it, and keeps the dialog open', async () => {
    await switchLanguage('es');
    fakeFetch({ 'POST /api/request-templates': () => problem('PDF_ACTIVE_CONTENT') });
    renderWithProviders(<SignatureRequestForm />);
    const dialog = await openSaveDialog('es');
    fireEvent.change(within(dialog).getByRole('textbox', { name: t('es', 'templates.name') }), {
      target: { value: 'Contrato' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: t('es', 'templates.saveAction') }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      i18n.getFixedT('es', 'errors')('PDF_ACTIVE_CONTENT'),
    );
  });
});

describe('saving a complete request as a template', () => {
  /** A request that could be sent as it is: one OTP signer, all of their data. */
  function fillRequest() {
    typeInto('signers.0.name', 'Ana');
    typeInto('signers.0.lastname', 'Ruiz');
    typeInto('signers.0.email', 'ana@example.com');
    typeInto('signers.0.phone', '+34600111222');
    typeInto('subject', 'Servicios 2030');
  }

  it('saves the template and sends nothing: no request is created, nothing is charged', async () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    await switchLanguage('es');
    sessionStore.set({ domainUuid: DOMAIN, credits: { currentcredits: 10 } });
    const { calls } = fakeFetch({
      ...creationRoutes('SIMPLE'),
      'POST /api/request-templates': ({ body }) =>
        json(201, { ...SERVICES, name: (body as TRequestTemplateCreate).name }),
    });
    renderWithProviders(<SignatureRequestForm />);
    fillRequest();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: t('es', 'create.form.submit') })).toHaveProperty(
        'disabled',
        false,
      ),
    );
    const dialog = await openSaveDialog('es');
    fireEvent.click(within(dialog).getByRole('button', { name: t('es', 'templates.saveAction') }));
    await screen.findByText(t('es', 'templates.saved', { name: 'Servicios 2030' }));
    expect(calls.filter((call) => call.path === '/api/request-templates')).toHaveLength(1);
    // A send would have gone on after the template's answer: give it the time to.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(calls.filter((call) => call.path.includes('/create/'))).toEqual([]);
    expect(screen.queryByRole('dialog', { name: t('es', 'create.sent.title') })).toBeNull();
    expect(inputNamed('signers.0.email').value).toBe('ana@example.com');
  });

  it('Enter in the dialog does not check or send the request behind it', async () => {
    await switchLanguage('es');
    fakeFetch({});
    renderWithProviders(<SignatureRequestForm />);
    // Incomplete: Enter in one of the request's own fields would list what is missing.
    typeInto('signers.0.name', 'Ana');
    const dialog = await openSaveDialog('es');
    const name = within(dialog).getByRole('textbox', { name: t('es', 'templates.name') });
    fireEvent.keyDown(name, { key: 'Enter' });
    // A check of the request would mark its missing fields and list them.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(inputNamed('signers.0.lastname').getAttribute('aria-invalid')).toBe('false');
    expect(screen.queryByTestId('error-summary')).toBeNull();
  });
});

describe('a request started from a template', () => {
  it('fills the form from it: every role a signer with its box and fields; the sender names the people', async () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    await switchLanguage('es');
    sessionStore.set({ domainUuid: DOMAIN });
    const applied = vi.fn();
    const { calls } = fakeFetch({
      [`GET /api/request-templates/${LEASE_ID}`]: () => json(200, LEASE),
      [`GET /api/request-templates/${LEASE_ID}/document`]: () =>
        new Response(LEASE_PDF, { headers: { 'content-type': 'application/pdf' } }),
      ...creationRoutes('SIMPLE'),
    });
    renderWithProviders(<SignatureRequestForm templateId={LEASE_ID} onTemplateApplied={applied} />);
    await screen.findByText(t('es', 'templates.using', { name: 'Alquiler de vivienda' }));
    expect(applied).toHaveBeenCalledOnce();
    const cards = screen.getAllByTestId('request-signer');
    expect(cards.map((card) => card.querySelector('h3')?.textContent)).toEqual([
      t('es', 'create.request.signerRole', { number: 1, role: 'Inquilino' }),
      t('es', 'create.request.signerRole', { number: 2, role: 'Propietario' }),
    ]);
    expect(screen.getByTestId('picked-file').textContent).toBe('alquiler.pdf');
    expect(inputNamed('subject').value).toBe('Contrato de alquiler');
    expect(inputNamed('signers.0.fields.0.value').value).toBe('900 €');
    // Each role's person, and the rent of this request.
    typeInto('signers.0.name', 'Ana');
    typeInto('signers.0.lastname', 'García');
    typeInto('signers.0.email', 'ana@example.com');
    typeInto('signers.0.phone', '+34600111222');
    typeInto('signers.1.name', 'Luis');
    typeInto('signers.1.lastname', 'Pérez');
    typeInto('signers.1.email', 'luis@example.com');
    typeInto('signers.0.fields.0.value', '950 €');
    const send = screen.getByRole('button', { name: t('es', 'create.form.submit') });
    await waitFor(() => expect(send).toHaveProperty('disabled', false));
    fireEvent.click(send);
    await screen.findByRole('dialog', { name: t('es', 'create.sent.title') });
    const body = calls.find((call) => call.path.includes('/create/'))?.body as {
      message: string;
      copyRecipients: unknown[];
      documents: { contrato: { documentName: string; documentB64: string } };
      signers: {
        level: number;
        signaturesType: string[];
        boxPositions?: unknown[];
        fields?: { id: string; value?: string }[];
        signerData: { identifier: string; value: string }[];
      }[];
    };
    expect(body.message).toBe('Hola, aquí tienes el contrato.');
    expect(body.copyRecipients).toEqual([{ name: 'Gestoría', email: 'gestoria@example.com' }]);
    expect(atob(body.documents.contrato.documentB64)).toBe(LEASE_PDF);
    const [tenant, owner] = body.signers;
    expect(tenant?.boxPositions).toEqual([
      { pageNumber: 1, x: 60, y: 90, width: 180, height: 60, reference: 'contrato' },
    ]);
    expect(tenant?.fields?.map(({ id, value }) => [id, value])).toEqual([
      ['f1', '950 €'],
      ['f2', undefined],
    ]);
    expect(owner?.signaturesType).toEqual(['BIOMETRICA']);
    expect(owner?.signerData.find((datum) => datum.identifier === 'idiomadef')?.value).toBe(
      'en-en',
    );
  });

  it('says when the template cannot be opened, and the form stays usable', async () => {
    await switchLanguage('es');
    fakeFetch({ [`GET /api/request-templates/${LEASE_ID}`]: () => problem('NOT_FOUND') });
    renderWithProviders(<SignatureRequestForm templateId={LEASE_ID} />);
    await screen.findByText(t('es', 'templates.loadFailed'));
    expect(screen.getAllByTestId('request-signer')).toHaveLength(1);
  });
});
