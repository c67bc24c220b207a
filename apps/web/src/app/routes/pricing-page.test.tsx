// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeFetch } from '../../testing/fake-fetch';
import { renderWithProviders } from '../../testing/render-with-providers';
import { strictDomTests } from '../../testing/strict-dom-tests';
import { switchLanguage } from '../../testing/switch-language';
import { PricingPage } from './pricing-page';

strictDomTests();

describe('the pricing page', () => {
  it("names each pack's button after its pack, the visible words first, and says the VAT", async () => {
    await switchLanguage('es');
    fakeFetch({});
    renderWithProviders(<PricingPage />);
    const buttons = await screen.findAllByRole('link', { name: /^Comprar créditos, / });
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Comprar créditos, 20 créditos',
      'Comprar créditos, 50 créditos',
      'Comprar créditos, 300 créditos',
    ]);
    for (const button of buttons) expect(button.textContent).toBe('Comprar créditos');
    const vat = screen.getAllByTestId('vat-included').map((line) => line.textContent);
    expect(vat[0]?.replace(/\s/g, ' ')).toBe('Incluye 1,74 € de IVA (21 %) sobre 8,26 €');
  });
});
