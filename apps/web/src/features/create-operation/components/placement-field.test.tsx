// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { switchLanguage } from '../../../testing/switch-language';
import { PlacementField } from './placement-field';
import { SignatureRequestForm } from './signature-request-form';

afterEach(cleanup);
afterAll(async () => {
  await act(() => i18n.changeLanguage('es'));
});

const t = (lang: string, key: string, values: Record<string, unknown> = {}) =>
  i18n.getFixedT(lang, 'flows')(`create.placement.${key}`, values);
const PDF = { name: 'contrato.pdf', b64: 'JVBERi0xLjcKJSVFT0Y=' };

describe.each(['es', 'en', 'it'] as const)('where the signature goes, in %s', (lang) => {
  it('is automatic until the sender places it, and automatic again on request', async () => {
    await switchLanguage(lang);
    const onChange = vi.fn();
    const { rerender } = renderWithProviders(
      <PlacementField pdf={PDF} value={null} onChange={onChange} />,
    );
    expect(screen.getByText(t(lang, 'title'))).toBeTruthy();
    expect(screen.getByTestId('placement-status').textContent).toBe(t(lang, 'automatic'));
    expect(screen.getByRole('button', { name: t(lang, 'choose') })).toBeTruthy();
    expect(screen.queryByRole('button', { name: t(lang, 'reset') })).toBeNull();

    const placement = { pageNumber: 3, x: 60, y: 130, width: 180, height: 56 };
    rerender(<PlacementField pdf={PDF} value={placement} onChange={onChange} />);
    expect(screen.getByTestId('placement-status').textContent).toBe(t(lang, 'placed', { page: 3 }));
    fireEvent.click(screen.getByRole('button', { name: t(lang, 'reset') }));
    expect(onChange).toHaveBeenCalledWith(null);
  });
});

describe('the signature request form and the placement', () => {
  it('offers the placement once a PDF of its own is picked, without loading pdf.js', async () => {
    await switchLanguage('es');
    renderWithProviders(<SignatureRequestForm />);
    expect(screen.queryByTestId('placement-status')).toBeNull();
    fireEvent.click(
      screen.getByRole('checkbox', {
        name: i18n.getFixedT('es', 'flows')('create.form.ownDocument'),
      }),
    );
    fireEvent.change(screen.getByTestId('pdf-input'), {
      target: {
        files: [new File(['%PDF-1.7\n%%EOF'], 'contrato.pdf', { type: 'application/pdf' })],
      },
    });
    await waitFor(() =>
      expect(screen.getByTestId('placement-status').textContent).toBe(t('es', 'automatic')),
    );
    expect(screen.queryByTestId('signature-placement')).toBeNull();
  });
});
