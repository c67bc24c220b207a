// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { fakeFetch, json, problem } from '../../../testing/fake-fetch';
import { stubPhoneViewport } from '../../../testing/phone-viewport';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { strictDomTests } from '../../../testing/strict-dom-tests';
import { switchLanguage } from '../../../testing/switch-language';
import { LEASE, LEASE_ID, SERVICES, SERVICES_ID, summaryOf } from '../testing/template-fixtures';
import { RequestTemplatesPanel } from './request-templates-panel';

const LANGS = ['es', 'en', 'it'] as const;
const t = (lang: string, key: string, options?: Record<string, unknown>) =>
  i18n.getFixedT(lang, 'flows')(key, options);

strictDomTests();
afterEach(() => vi.unstubAllGlobals());
afterAll(async () => {
  await act(() => i18n.changeLanguage('es'));
});

const listed = (items = [LEASE, SERVICES]) => ({
  'GET /api/request-templates': () => json(200, { items: items.map(summaryOf) }),
});

describe.each(LANGS)('the request templates of My Account in %s', (lang) => {
  it('lists each with its document, roles and date, and uses one in the request form', async () => {
    await switchLanguage(lang);
    fakeFetch(listed());
    renderWithProviders(<RequestTemplatesPanel />);
    const table = await screen.findByRole('region', { name: t(lang, 'templates.list.title') });
    const rows = within(table).getAllByTestId('template-row');
    expect(rows).toHaveLength(2);
    const [lease, services] = rows as [HTMLElement, HTMLElement];
    expect(within(lease).getByRole('rowheader').textContent).toBe('Alquiler de vivienda');
    expect(lease.textContent).toContain('alquiler.pdf');
    expect(lease.textContent).toContain(t(lang, 'templates.list.roles', { count: 2 }));
    expect(lease.textContent).toContain('Inquilino, Propietario');
    expect(services.textContent).toContain(t(lang, 'create.form.contracts.1'));
    expect(services.textContent).toContain(t(lang, 'templates.list.roles', { count: 1 }));
    const use = within(lease).getByRole('link', {
      name: t(lang, 'templates.list.useLabel', { name: 'Alquiler de vivienda' }),
    });
    expect(use.getAttribute('href')).toBe(`/createsignpagelight?template=${LEASE_ID}`);
    const bulk = within(lease).getByRole('link', {
      name: t(lang, 'templates.list.bulkLabel', { name: 'Alquiler de vivienda' }),
    });
    expect(bulk.getAttribute('href')).toBe(`/templates/${LEASE_ID}/bulk`);
  });
});

describe('the request templates of My Account', () => {
  it('renames one, saying so; a name left empty is refused before anything is sent', async () => {
    await switchLanguage('es');
    const { calls } = fakeFetch({
      ...listed(),
      [`PATCH /api/request-templates/${LEASE_ID}`]: () =>
        json(200, { ...LEASE, name: 'Alquiler 2030' }),
    });
    renderWithProviders(<RequestTemplatesPanel />);
    fireEvent.click(
      await screen.findByRole('button', {
        name: t('es', 'templates.list.renameLabel', { name: 'Alquiler de vivienda' }),
      }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: t('es', 'templates.list.renameTitle'),
    });
    const name = within(dialog).getByRole('textbox', { name: t('es', 'templates.name') });
    expect((name as HTMLInputElement).value).toBe('Alquiler de vivienda');
    fireEvent.change(name, { target: { value: '   ' } });
    fireEvent.click(
      within(dialog).getByRole('button', { name: t('es', 'templates.list.renameAction') }),
    );
    await within(dialog).findByText(t('es', 'templates.validation.nameRequired'));
    expect(calls.filter((call) => call.method === 'PATCH')).toEqual([]);
    fireEvent.change(name, { target: { value: 'Alquiler 2030' } });
    fireEvent.click(
      within(dialog).getByRole('button', { name: t('es', 'templates.list.renameAction') }),
    );
    await screen.findByText(t('es', 'templates.list.renamed'));
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ name: 'Alquiler 2030' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('deletes one once asked, and the focus goes to the list', async () => {
    await switchLanguage('es');
    let items = [LEASE, SERVICES];
    const { calls } = fakeFetch({
      'GET /api/request-templates': () => json(200, { items: items.map(summaryOf) }),
      [`DELETE /api/request-templates/${SERVICES_ID}`]: () => {
        items = [LEASE];
        return new Response(null, { status: 204 });
      },
    });
    renderWithProviders(<RequestTemplatesPanel />);
    fireEvent.click(
      await screen.findByRole('button', {
        name: t('es', 'templates.list.deleteLabel', { name: 'Servicios' }),
      }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: t('es', 'templates.list.deleteTitle'),
    });
    expect(dialog.textContent).toContain(
      t('es', 'templates.list.deleteText', { name: 'Servicios' }),
    );
    // Cancel first: nothing is deleted.
    fireEvent.click(within(dialog).getByRole('button', { name: t('es', 'templates.cancel') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((call) => call.method === 'DELETE')).toEqual([]);

    fireEvent.click(
      screen.getByRole('button', {
        name: t('es', 'templates.list.deleteLabel', { name: 'Servicios' }),
      }),
    );
    const again = await screen.findByRole('dialog', {
      name: t('es', 'templates.list.deleteTitle'),
    });
    fireEvent.click(
      within(again).getByRole('button', { name: t('es', 'templates.list.deleteAction') }),
    );
    await screen.findByText(t('es', 'templates.list.deleted', { name: 'Servicios' }));
    await waitFor(() => expect(screen.getAllByTestId('template-row')).toHaveLength(1));
    await waitFor(() =>
      expect(document.activeElement?.textContent).toBe(t('es', 'templates.list.title')),
    );
  });

  it('says why a deletion failed, inside the dialog', async () => {
    await switchLanguage('es');
    fakeFetch({
      ...listed(),
      [`DELETE /api/request-templates/${LEASE_ID}`]: () => problem('NOT_FOUND'),
    });
    renderWithProviders(<RequestTemplatesPanel />);
    fireEvent.click(
      await screen.findByRole('button', {
        name: t('es', 'templates.list.deleteLabel', { name: 'Alquiler de vivienda' }),
      }),
    );
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(
      within(dialog).getByRole('button', { name: t('es', 'templates.list.deleteAction') }),
    );
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      i18n.getFixedT('es', 'errors')('NOT_FOUND'),
    );
  });

  it('shows cards on a phone, and says when there is none yet', async () => {
    await switchLanguage('es');
    stubPhoneViewport();
    fakeFetch(listed());
    const first = renderWithProviders(<RequestTemplatesPanel />);
    const cards = await screen.findByRole('list', { name: t('es', 'templates.list.title') });
    expect(within(cards).getAllByRole('listitem')).toHaveLength(2);
    expect(
      within(cards)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Alquiler de vivienda', 'Servicios']);
    first.unmount();
    fakeFetch(listed([]));
    renderWithProviders(<RequestTemplatesPanel />);
    await screen.findByText(t('es', 'templates.list.empty'));
  });
});
