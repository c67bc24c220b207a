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
import { accountToken, DOMAIN } from '../testing/creation-fixtures';
import type { TOtherBox } from './signature-placement';
import { SignatureRequestForm } from './signature-request-form';
import { signerColor } from './signer-colors';

/**
 * The page itself is pdf.js's, which jsdom cannot run (the e2e tests place boxes on real
 * pages): here a button stands for a tap on page 1, and the view's props are kept.
 */
const drawn = vi.hoisted(() => ({
  props: null as null | { color?: string; others?: TOtherBox[]; label?: string },
}));
vi.mock('./signature-placement', () => ({
  default: (props: {
    color?: string;
    others?: TOtherBox[];
    label?: string;
    texts?: { placeHere: string };
    onChange: (placement: unknown) => void;
  }) => {
    drawn.props = props;
    return (
      <button
        type="button"
        onClick={() => props.onChange({ pageNumber: 1, x: 50, y: 60, width: 14, height: 14 })}
      >
        {props.texts?.placeHere}
      </button>
    );
  },
}));

const LANGS = ['es', 'en', 'it'] as const;
const t = (lang: string, key: string, options?: Record<string, unknown>) =>
  i18n.getFixedT(lang, 'flows')(key, options);

strictDomTests();
beforeEach(() => window.sessionStorage.clear());
afterAll(async () => {
  await act(() => i18n.changeLanguage('es'));
});

/** The request on the sender's own PDF. */
async function withOwnPdf(lang: string) {
  fireEvent.click(screen.getByRole('checkbox', { name: t(lang, 'create.form.ownDocument') }));
  fireEvent.change(screen.getByTestId('pdf-input'), {
    target: {
      files: [new File(['%PDF-1.7\n%%EOF'], 'contrato.pdf', { type: 'application/pdf' })],
    },
  });
  await screen.findAllByTestId('placement-status');
}

/** Adds a field of `type` to signer `index`, asking `label`. */
async function addField(lang: string, index: number, type: string, label?: string) {
  // The signer's card is looked up each time: the form may render it anew (the document's
  // pages read in late on a busy machine), and a node kept from before shows nothing added.
  const cardOf = () => screen.getAllByTestId('request-signer')[index] as HTMLElement;
  const before = within(cardOf()).queryAllByTestId('request-field').length;
  fireEvent.click(within(cardOf()).getByRole('button', { name: t(lang, 'create.fields.add') }));
  // The new field renders after the click's update; on a busy machine not in the same tick.
  await waitFor(
    () => expect(within(cardOf()).getAllByTestId('request-field')).toHaveLength(before + 1),
    {
      timeout: 30_000,
    },
  );
  const card = cardOf();
  const field = within(card).getAllByTestId('request-field').at(-1) as HTMLElement;
  if (type !== 'text') {
    fireEvent.mouseDown(within(field).getByRole('combobox'));
    fireEvent.click(
      await screen.findByRole('option', { name: t(lang, `create.fields.types.${type}`) }),
    );
  }
  if (label) {
    const at = within(card).getAllByTestId('request-field').length - 1;
    typeInto(`signers.${index}.fields.${at}.label`, label);
  }
}

describe.each(LANGS)('the request editor in %s', (lang) => {
  const place = (item: string) => t(lang, 'create.placement.place', { item });

  it('names each box by what it is and whose: the signature, the checkbox, the date', async () => {
    await switchLanguage(lang);
    renderWithProviders(<SignatureRequestForm />);
    await withOwnPdf(lang);
    typeInto('signers.0.name', 'Ana');
    typeInto('signers.0.lastname', 'Ruiz');
    fireEvent.click(screen.getByRole('button', { name: t(lang, 'create.request.addSigner') }));
    await addField(lang, 0, 'checkbox', 'Acepto la cláusula 7');
    await addField(lang, 1, 'date');

    const ana = t(lang, 'create.placement.of.name', { name: 'Ana Ruiz' });
    const second = t(lang, 'create.placement.of.number', { number: 2 });
    const names = [
      place(t(lang, 'create.placement.items.signature', { of: ana })),
      place(
        t(lang, 'create.placement.items.checkboxLabelled', {
          of: ana,
          label: 'Acepto la cláusula 7',
        }),
      ),
      place(t(lang, 'create.placement.items.signature', { of: second })),
      place(t(lang, 'create.placement.items.date', { of: second })),
    ];
    for (const name of names) expect(screen.getByRole('button', { name })).toBeTruthy();
    expect(new Set(names).size).toBe(4);
    // One generic "choose where the signature goes" no more.
    expect(screen.queryByRole('button', { name: t(lang, 'create.placement.choose') })).toBeNull();
    if (lang === 'es') {
      expect(names[0]).toBe('Colocar la firma de Ana Ruiz');
      expect(names[1]).toBe('Colocar la casilla «Acepto la cláusula 7» de Ana Ruiz');
      expect(names[3]).toBe('Colocar la fecha de la firma del firmante 2');
    }

    // One view of the document for every box, the signers in its legend.
    fireEvent.click(screen.getByRole('button', { name: names[1] }));
    const view = await screen.findByTestId('request-document-view');
    expect(
      within(view).getByRole('heading', { name: t(lang, 'create.placement.viewTitle') }),
    ).toBeTruthy();
    const legend = within(view).getByRole('list', { name: t(lang, 'create.placement.legend') });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      `${t(lang, 'create.request.signer', { number: 1 })} · Ana Ruiz`,
      t(lang, 'create.request.signer', { number: 2 }),
    ]);
    // The checkbox put on page 1 in the view, in Ana's colour.
    const checkbox = t(lang, 'create.placement.items.checkboxLabelled', {
      of: ana,
      label: 'Acepto la cláusula 7',
    });
    fireEvent.click(
      await within(view).findByRole('button', {
        name: t(lang, 'create.placement.placeHereItem', { item: checkbox }),
      }),
    );
    const field = within(screen.getAllByTestId('request-signer')[0] as HTMLElement).getByTestId(
      'request-field',
    );
    await waitFor(() =>
      expect(within(field).getByTestId('placement-status').textContent).toBe(
        t(lang, 'create.placement.placed', { page: 1 }),
      ),
    );
    expect(drawn.props?.color).toBe(signerColor(0));
    // Another box is placed in the same view, beside the boxes placed before.
    fireEvent.click(screen.getByRole('button', { name: names[3] }));
    expect(screen.getAllByTestId('request-document-view')).toHaveLength(1);
    await waitFor(() => expect(drawn.props?.color).toBe(signerColor(1)));
    expect(drawn.props?.others).toEqual([
      {
        key: 's0f0',
        target: '0.0',
        placement: { pageNumber: 1, x: 50, y: 60, width: 14, height: 14 },
        color: signerColor(0),
        label: checkbox,
      },
    ]);
    fireEvent.click(within(view).getByRole('button', { name: t(lang, 'create.placement.done') }));
    await waitFor(() => expect(screen.queryByTestId('request-document-view')).toBeNull());
  }, 90_000);
});

describe('the request editor and its errors', () => {
  it('clears the fields and boxes placed on a PDF when another PDF is chosen', async () => {
    await switchLanguage('es');
    renderWithProviders(<SignatureRequestForm />);
    await withOwnPdf('es');
    await addField('es', 0, 'date');
    fireEvent.change(screen.getByTestId('pdf-input'), {
      target: { files: [new File(['%PDF-1.7\n%EOF\n'], 'otro.pdf', { type: 'application/pdf' })] },
    });
    await waitFor(() => expect(screen.queryAllByTestId('request-field')).toHaveLength(0), {
      timeout: 30_000,
    });
  }, 90_000);

  it('says a field needs a place only once the sender tries to send, not when it is added', async () => {
    await switchLanguage('es');
    renderWithProviders(<SignatureRequestForm />);
    await withOwnPdf('es');
    await addField('es', 0, 'date');
    typeInto('signers.0.name', 'Ana');
    const needed = t('es', 'create.validation.fieldPlacementRequired');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByText(needed)).toBeNull();
    fireEvent.keyDown(inputNamed('signers.0.name'), { key: 'Enter' });
    await screen.findByText(needed);
  }, 90_000);

  it('shows a restored draft without an error before the sender does anything', async () => {
    await switchLanguage('es');
    const first = renderWithProviders(<SignatureRequestForm />);
    typeInto('signers.0.name', 'Ana');
    // Its own PDF asked for, none chosen yet.
    fireEvent.click(screen.getByRole('checkbox', { name: t('es', 'create.form.ownDocument') }));
    first.unmount();
    renderWithProviders(<SignatureRequestForm />);
    await screen.findByText(t('es', 'create.request.draftRestored'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByText(t('es', 'create.validation.documentRequired'))).toBeNull();
    expect(document.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0);
  });

  it('names the signer in the summary of what the server refused', async () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
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
    for (const [index, name] of ['Luis', 'Ana'].entries()) {
      if (index) {
        fireEvent.click(screen.getByRole('button', { name: t('es', 'create.request.addSigner') }));
      }
      typeInto(`signers.${index}.name`, name);
      typeInto(`signers.${index}.lastname`, 'Ruiz');
      typeInto(`signers.${index}.email`, `${name.toLowerCase()}@example.com`);
      typeInto(`signers.${index}.phone`, `+3460011122${index}`);
    }
    const send = screen.getByRole('button', { name: t('es', 'create.form.submit') });
    await waitFor(() => expect(send).toHaveProperty('disabled', false));
    fireEvent.click(send);
    const summary = await screen.findByTestId('error-summary');
    const entries = await within(summary).findAllByRole('button');
    expect(entries.map((entry) => entry.textContent)).toEqual([
      `Firmante 2 (Ana Ruiz) · ${t('es', 'create.form.phone')}: ${t('es', 'create.validation.phoneInvalid')}`,
    ]);
  }, 90_000);
});
