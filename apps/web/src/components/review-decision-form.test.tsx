// @vitest-environment jsdom
import type { TReviewDecisionRequest } from '@confirma/contracts/review-decision';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing/render-with-providers';
import { strictDomTests } from '../testing/strict-dom-tests';
import { restoreSpanishAfterAll, switchLanguage, textsIn } from '../testing/switch-language';
import { ReviewDecisionForm } from './review-decision-form';

const r = textsIn('review');
const REASON = 'The portrait and the selfie are the same person.';

strictDomTests();
restoreSpanishAfterAll();

function renderForm(error: string | null = null) {
  const onDecide = vi.fn<(request: TReviewDecisionRequest) => void>();
  renderWithProviders(<ReviewDecisionForm busy={false} error={error} onDecide={onDecide} />);
  return onDecide;
}

const approve = (lang: 'es' | 'en' | 'it' = 'es') =>
  screen.getByRole('button', { name: r(lang, 'form.approve') }) as HTMLButtonElement;
const reject = () => screen.getByRole('button', { name: r('es', 'form.reject') });
const reason = () => screen.getByRole('textbox', { name: new RegExp(r('es', 'form.reason')) });
const tick = (item: 'samePerson' | 'documentPresent' | 'dataConsistent') =>
  fireEvent.click(screen.getByRole('checkbox', { name: r('es', `form.items.${item}`) }));

describe('the review decision form', () => {
  it.each(['es', 'en', 'it'] as const)(
    'keeps Approve disabled until the three items are ticked, and says why (%s)',
    async (lang) => {
      await switchLanguage(lang);
      renderForm();
      expect(screen.getAllByRole('checkbox')).toHaveLength(3);
      expect(approve(lang).disabled).toBe(true);
      const hint = screen.getByText(r(lang, 'form.approveNeedsChecklist'));
      expect(approve(lang).getAttribute('aria-describedby')).toBe(hint.id);
      const boxes = screen.getAllByRole('checkbox');
      fireEvent.click(boxes[0] as HTMLElement);
      fireEvent.click(boxes[1] as HTMLElement);
      expect(approve(lang).disabled).toBe(true);
      fireEvent.click(boxes[2] as HTMLElement);
      expect(approve(lang).disabled).toBe(false);
      expect(screen.queryByText(r(lang, 'form.approveNeedsChecklist'))).toBeNull();
      // Unticking one disables it again.
      fireEvent.click(boxes[1] as HTMLElement);
      expect(approve(lang).disabled).toBe(true);
    },
  );

  it('refuses a decision without a reason, and one too short, saying so under the field', async () => {
    await switchLanguage('es');
    const onDecide = renderForm();
    fireEvent.click(reject());
    expect(await screen.findByText(r('es', 'validation.reasonTooShort'))).toBeTruthy();
    expect(reason().getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(reason(), { target: { value: '   short   ' } });
    fireEvent.click(reject());
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.getByText(r('es', 'validation.reasonTooShort'))).toBeTruthy();
    expect(onDecide).not.toHaveBeenCalled();
  });

  it('counts the reason against its 1000 characters and stops there', async () => {
    await switchLanguage('es');
    renderForm();
    fireEvent.change(reason(), { target: { value: REASON } });
    expect(screen.getByText(`${REASON.length}/1000`)).toBeTruthy();
    expect(reason().getAttribute('maxlength')).toBe('1000');
  });

  it('rejects with the reason (trimmed) and what was ticked', async () => {
    await switchLanguage('es');
    const onDecide = renderForm();
    tick('samePerson');
    fireEvent.change(reason(), { target: { value: `  ${REASON}  ` } });
    fireEvent.click(reject());
    await waitFor(() => expect(onDecide).toHaveBeenCalledTimes(1));
    expect(onDecide.mock.calls[0]?.[0]).toEqual({
      decision: 'REJECT',
      reason: REASON,
      checklist: { samePerson: true, documentPresent: false, dataConsistent: false },
    });
  });

  it('approves once the checklist is complete and the reason given', async () => {
    await switchLanguage('es');
    const onDecide = renderForm();
    tick('samePerson');
    tick('documentPresent');
    tick('dataConsistent');
    fireEvent.change(reason(), { target: { value: REASON } });
    fireEvent.click(approve());
    await waitFor(() => expect(onDecide).toHaveBeenCalledTimes(1));
    expect(onDecide.mock.calls[0]?.[0]).toEqual({
      decision: 'APPROVE',
      reason: REASON,
      checklist: { samePerson: true, documentPresent: true, dataConsistent: true },
    });
  });

  it('shows the server refusal as an alert', async () => {
    await switchLanguage('es');
    renderForm('Otro revisor distinto debe confirmar la primera decisión.');
    expect(screen.getByRole('alert').textContent).toBe(
      'Otro revisor distinto debe confirmar la primera decisión.',
    );
  });
});
