// @vitest-environment jsdom
import type { TBulkPreview, TBulkSend } from '@confirma/contracts/bulk-sends';
import type { TRequestTemplate } from '@confirma/contracts/request-templates';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { fakeFetch, json, problem } from '../../../testing/fake-fetch';
import { stubPhoneViewport } from '../../../testing/phone-viewport';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { strictDomTests } from '../../../testing/strict-dom-tests';
import { switchLanguage } from '../../../testing/switch-language';
import { BulkSendView } from './bulk-send-view';

const LANGS = ['es', 'en', 'it'] as const;
const t = (lang: string, key: string, options?: Record<string, unknown>) =>
  i18n.getFixedT(lang, 'bulk')(key, options);

strictDomTests();
beforeEach(() => sessionStorage.clear());
afterAll(async () => {
  await act(() => i18n.changeLanguage('es'));
});

const TEMPLATE_ID = '11111111-0000-4000-8000-000000000001';
const BULK_ID = '22222222-0000-4000-8000-000000000002';
const AT = '2030-05-01T10:00:00.000Z';

const TEMPLATE: TRequestTemplate = {
  id: TEMPLATE_ID,
  name: 'Alquiler de vivienda',
  subject: 'Contrato de alquiler',
  message: '',
  order: 'sequential',
  copies: [],
  roles: [
    { id: 'r1', name: 'Inquilino', method: 'SIMPLE', language: 'es', placement: null, fields: [] },
    {
      id: 'r2',
      name: 'Propietario',
      method: 'BIOMETRICA',
      language: 'es',
      placement: null,
      fields: [],
    },
  ],
  document: { name: 'alquiler.pdf', pages: 2, sha256: 'a'.repeat(64), url: '/api/x' },
  contractType: null,
  createdAt: AT,
  updatedAt: AT,
};

const CSV =
  'Inquilino nombre;Inquilino email;Inquilino móvil;Propietario nombre;Propietario email\r\nAna;ana@example.com;600111222;Luis;luis@example.com\r\n';

const PREVIEW: TBulkPreview = {
  template: { id: TEMPLATE_ID, name: 'Alquiler de vivienda' },
  separator: ';',
  columns: [
    { header: 'Inquilino nombre', target: { kind: 'person', roleId: 'r1', part: 'name' } },
    { header: 'Inquilino email', target: { kind: 'person', roleId: 'r1', part: 'email' } },
    { header: 'Inquilino móvil', target: { kind: 'person', roleId: 'r1', part: 'phone' } },
    { header: 'Propietario nombre', target: { kind: 'person', roleId: 'r2', part: 'name' } },
    { header: 'Propietario email', target: { kind: 'person', roleId: 'r2', part: 'email' } },
    { header: 'Notas', target: { kind: 'ignored' } },
  ],
  rows: 3,
  invalidRows: 0,
  valid: true,
  first: [2, 3, 4].map((row) => ({
    row,
    cells: [`Ana ${row}`, `ana${row}@example.com`, '600111222', 'Luis', 'luis@example.com', ''],
    valid: true,
  })),
  issues: [],
  issuesLeftOut: 0,
  creditsPerRow: 4,
  creditsTotal: 12,
  balance: { available: 25, debt: 0 },
  enough: true,
};

/** Row 3's e-mail is not one, and a column the tenant needs is named twice. */
const BAD_PREVIEW: TBulkPreview = {
  ...PREVIEW,
  invalidRows: 1,
  valid: false,
  first: PREVIEW.first.map((row) => ({ ...row, valid: row.row !== 3 })),
  issues: [
    {
      row: 3,
      column: 'Inquilino email',
      message: 'Invalid email address',
      key: 'flows:create.validation.emailInvalid',
    },
    {
      row: 1,
      column: null,
      message: 'No column for the phone of the role Inquilino',
      key: 'bulk:issues.columnMissing.phone',
      params: { role: 'Inquilino' },
    },
  ],
};

const bulk = (changes: Partial<TBulkSend> = {}): TBulkSend => ({
  id: BULK_ID,
  templateId: TEMPLATE_ID,
  templateName: 'Alquiler de vivienda',
  state: 'running',
  total: 3,
  created: 1,
  failed: 0,
  cancelled: 0,
  pending: 2,
  credits: { reserved: 12, used: 4, returned: 0 },
  cancelling: false,
  createdAt: AT,
  finishedAt: null,
  resultUrl: `/api/bulk-sends/${BULK_ID}/result.csv`,
  ...changes,
});

const routes = (preview: TBulkPreview = PREVIEW) => ({
  [`GET /api/request-templates/${TEMPLATE_ID}`]: () => json(200, TEMPLATE),
  'GET /api/bulk-sends': () => json(200, { items: [] }),
  [`POST /api/request-templates/${TEMPLATE_ID}/bulk/preview`]: () => json(200, preview),
});

function renderView({ sendId = null as string | null } = {}) {
  const onSent = vi.fn();
  const onAnother = vi.fn();
  const view = renderWithProviders(
    <BulkSendView
      templateId={TEMPLATE_ID}
      sendId={sendId}
      onSent={onSent}
      onAnother={onAnother}
      operationsPath="/profilepage?tab=operations"
      buyCredits={(needed) => <p data-testid="buy">{`buy ${needed}`}</p>}
    />,
  );
  return { ...view, onSent, onAnother };
}

async function pickCsv(text = CSV, name = 'clientes.csv') {
  const input = (await screen.findByTestId('bulk-file-input')) as HTMLInputElement;
  const file = new File([text], name, { type: 'text/csv' });
  fireEvent.change(input, { target: { files: [file] } });
  return screen.findByTestId('bulk-preview');
}

describe.each(LANGS)('the bulk send of a template in %s', (lang) => {
  it('offers the CSV template in the reader language, checks the picked file and lists every problem', async () => {
    await switchLanguage(lang);
    const { calls } = fakeFetch(routes(BAD_PREVIEW));
    renderView();
    const download = await screen.findByRole('link', { name: t(lang, 'prepare.download') });
    expect(download.getAttribute('href')).toBe(
      `/api/request-templates/${TEMPLATE_ID}/bulk/template.csv?lang=${lang}`,
    );
    expect(
      screen.getByText(t(lang, 'prepare.roles', { roles: 'Inquilino, Propietario' })),
    ).toBeTruthy();

    const preview = await pickCsv();
    // The file's text goes to the server as it is, to be read there.
    expect(calls.find((call) => call.path.endsWith('/bulk/preview'))?.body).toEqual({ csv: CSV });
    expect(screen.getByTestId('bulk-file-name').textContent).toBe('clientes.csv');
    expect(within(preview).getByTestId('bulk-summary').textContent).toBe(
      t(lang, 'preview.summary', { count: 3 }),
    );
    expect(within(preview).getByRole('alert').textContent).toBe(
      t(lang, 'preview.invalid', { count: 1 }),
    );
    // The first rows, the wrong one marked; the ignored column named, not shown.
    const table = within(preview).getByRole('region', { name: t(lang, 'preview.firstRows') });
    const rows = within(table).getAllByTestId('bulk-row');
    expect(rows.map((row) => row.textContent?.includes(t(lang, 'preview.invalidRow')))).toEqual([
      false,
      true,
      false,
    ]);
    expect(within(table).queryByText('Notas')).toBeNull();
    expect(
      within(preview).getByText(t(lang, 'preview.ignored', { columns: 'Notas' })),
    ).toBeTruthy();
    // Each problem in words: what, where.
    const issues = within(preview).getByTestId('bulk-issues');
    expect(issues.textContent).toContain(
      i18n.getFixedT(lang, 'flows')('create.validation.emailInvalid'),
    );
    expect(issues.textContent).toContain(
      `${t(lang, 'preview.rowAt', { row: 3 })} · Inquilino email`,
    );
    expect(issues.textContent).toContain(
      t(lang, 'issues.columnMissing.phone', { role: 'Inquilino' }),
    );
    expect(issues.textContent).toContain(t(lang, 'preview.header'));
    // Nothing can be sent while there are problems.
    const send = within(preview).getByTestId('bulk-send') as HTMLButtonElement;
    expect(send.textContent).toBe(t(lang, 'send', { count: 3 }));
    expect(send.disabled).toBe(true);
  });
});

describe('the bulk send of a template', () => {
  it('sends a correct file once (its key kept for a retry) and says so', async () => {
    await switchLanguage('es');
    const { calls } = fakeFetch({
      ...routes(),
      [`POST /api/request-templates/${TEMPLATE_ID}/bulk`]: () => json(201, bulk()),
    });
    const { onSent } = renderView();
    const preview = await pickCsv();
    const credits = within(preview).getByTestId('bulk-credits');
    expect(credits.textContent).toContain(t('es', 'credits.cost', { count: 12 }));
    expect(credits.textContent).toContain(t('es', 'credits.perRow', { count: 4 }));
    expect(credits.textContent).toContain(t('es', 'credits.balance', { count: 25 }));
    expect(screen.queryByTestId('buy')).toBeNull();
    // Kept for the visit (buying credits leaves the page).
    expect(
      JSON.parse(sessionStorage.getItem(`confirma.bulk-csv.${TEMPLATE_ID}`) ?? '{}').text,
    ).toBe(CSV);
    fireEvent.click(within(preview).getByTestId('bulk-send'));
    await waitFor(() => expect(onSent).toHaveBeenCalledWith(BULK_ID));
    const sent = calls.find((call) => call.path.endsWith('/bulk') && call.method === 'POST');
    expect(sent?.body).toEqual({ csv: CSV });
    expect(sent?.headers['Idempotency-Key']).toMatch(/^[A-Za-z0-9._:-]{8,100}$/);
    expect(sessionStorage.getItem(`confirma.bulk-csv.${TEMPLATE_ID}`)).toBeNull();
  });

  it('short of credits: how many are missing and the way to buy them; the file is there on coming back', async () => {
    await switchLanguage('es');
    const short = { ...PREVIEW, balance: { available: 5, debt: 0 }, enough: false };
    const { calls } = fakeFetch(routes(short));
    renderView();
    const preview = await pickCsv();
    expect(screen.getByTestId('buy').textContent).toBe('buy 7');
    expect((within(preview).getByTestId('bulk-send') as HTMLButtonElement).disabled).toBe(true);
    // Back from buying: the same file is checked again, the balance read anew.
    screen.getByTestId('bulk-preview');
    const checks = () => calls.filter((call) => call.path.endsWith('/bulk/preview')).length;
    expect(checks()).toBe(1);
    renderView();
    await waitFor(() => expect(checks()).toBe(2));
    expect(screen.getAllByTestId('bulk-file-name').at(-1)?.textContent).toBe('clientes.csv');
  });

  it("says the server's refusal of the send, and checks the file again", async () => {
    await switchLanguage('es');
    const { calls } = fakeFetch({
      ...routes(),
      [`POST /api/request-templates/${TEMPLATE_ID}/bulk`]: () => problem('INSUFFICIENT_CREDITS'),
    });
    const { onSent } = renderView();
    const preview = await pickCsv();
    fireEvent.click(within(preview).getByTestId('bulk-send'));
    const alert = await screen.findByText((text) => text.startsWith(t('es', 'sendFailed')));
    expect(alert.textContent).toContain(i18n.getFixedT('es', 'errors')('INSUFFICIENT_CREDITS'));
    expect(onSent).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(calls.filter((call) => call.path.endsWith('/bulk/preview'))).toHaveLength(2),
    );
  });

  it('refuses a file that is not text before sending anything', async () => {
    await switchLanguage('es');
    const { calls } = fakeFetch(routes());
    renderView();
    const input = (await screen.findByTestId('bulk-file-input')) as HTMLInputElement;
    const xlsx = new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0])], 'clientes.xlsx');
    fireEvent.change(input, { target: { files: [xlsx] } });
    expect((await screen.findByRole('alert')).textContent).toBe(t('es', 'upload.notText'));
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it("follows a bulk send's progress to its end, then offers its result file", async () => {
    await switchLanguage('it');
    let reads = 0;
    fakeFetch({
      ...routes(),
      [`GET /api/bulk-sends/${BULK_ID}`]: () => {
        reads += 1;
        return json(
          200,
          reads < 2
            ? bulk()
            : bulk({
                state: 'done',
                created: 2,
                failed: 1,
                pending: 0,
                credits: { reserved: 12, used: 8, returned: 4 },
                finishedAt: AT,
              }),
        );
      },
    });
    renderView({ sendId: BULK_ID });
    const progress = await screen.findByTestId('bulk-progress');
    expect(within(progress).getByTestId('bulk-state').textContent).toBe(
      `${t('it', 'progress.states.running')} · ${t('it', 'progress.count', { done: 1, total: 3 })}`,
    );
    expect(
      within(progress)
        .getByRole('progressbar', { name: t('it', 'progress.label') })
        .getAttribute('aria-valuenow'),
    ).toBe('33');
    expect(within(progress).getByRole('button', { name: t('it', 'progress.cancel') })).toBeTruthy();
    // Read again every second until it ends.
    await waitFor(
      () =>
        expect(within(progress).getByTestId('bulk-state').textContent).toContain(
          t('it', 'progress.states.done'),
        ),
      { timeout: 3000 },
    );
    expect(within(progress).getByTestId('bulk-failed').textContent).toContain('1');
    expect(progress.textContent).toContain(
      t('it', 'progress.credits', { reserved: 12, used: 8, returned: 4 }),
    );
    expect(within(progress).getByText(t('it', 'progress.failedHelp'))).toBeTruthy();
    const result = within(progress).getByRole('link', { name: t('it', 'progress.result') });
    expect(result.getAttribute('href')).toBe(`/api/bulk-sends/${BULK_ID}/result.csv?lang=it`);
    expect(within(progress).queryByRole('button', { name: t('it', 'progress.cancel') })).toBeNull();
  });

  it('cancels a running bulk send from the keyboard', async () => {
    await switchLanguage('es');
    const { calls } = fakeFetch({
      ...routes(),
      [`GET /api/bulk-sends/${BULK_ID}`]: () => json(200, bulk()),
      [`POST /api/bulk-sends/${BULK_ID}/cancel`]: () => json(200, bulk({ cancelling: true })),
    });
    renderView({ sendId: BULK_ID });
    const cancel = await screen.findByRole('button', { name: t('es', 'progress.cancel') });
    cancel.focus();
    fireEvent.click(cancel);
    await waitFor(() =>
      expect(screen.getByTestId('bulk-state').textContent).toContain(
        t('es', 'progress.states.cancelling'),
      ),
    );
    expect(calls.filter((call) => call.path.endsWith('/cancel'))).toHaveLength(1);
    expect(
      (screen.getByRole('button', { name: t('es', 'progress.cancel') }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
  });

  it("lists the template's earlier bulk sends on a phone, each with its page and result", async () => {
    await switchLanguage('es');
    stubPhoneViewport();
    fakeFetch({
      ...routes(),
      'GET /api/bulk-sends': () =>
        json(200, { items: [bulk({ state: 'done', pending: 0, created: 3, finishedAt: AT })] }),
    });
    renderView();
    const history = await screen.findByRole('region', { name: t('es', 'history.title') });
    const [row] = within(history).getAllByTestId('bulk-history-row');
    expect(row?.textContent).toContain(t('es', 'progress.states.done'));
    expect(row?.textContent).toContain(t('es', 'history.rows', { created: 3, total: 3 }));
    const links = within(row as HTMLElement).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      `/templates/${TEMPLATE_ID}/bulk?send=${BULK_ID}`,
      `/api/bulk-sends/${BULK_ID}/result.csv?lang=es`,
    ]);
  });
});
