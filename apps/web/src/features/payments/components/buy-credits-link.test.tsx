// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { BuyCreditsLink, buyCreditsPath } from './buy-credits-link';

afterEach(cleanup);

describe('BuyCreditsLink', () => {
  it('says how many credits are missing and links to the buy page that comes back', () => {
    renderWithProviders(<BuyCreditsLink needed={3} returnTo="/createsignpage?step=2" />);
    expect(screen.getByTestId('credits-needed').textContent).toContain('Necesitas 3 créditos más.');
    expect(screen.getByRole('link', { name: 'Comprar créditos' }).getAttribute('href')).toBe(
      '/prepaypalPaymentPage?returnTo=%2Fcreatesignpage%3Fstep%3D2',
    );
  });

  it('takes only an in-app route to return to', () => {
    expect(buyCreditsPath('https://evil.example/')).toBe('/prepaypalPaymentPage');
    expect(buyCreditsPath('//evil.example/')).toBe('/prepaypalPaymentPage');
    expect(buyCreditsPath(null)).toBe('/prepaypalPaymentPage');
    renderWithProviders(<BuyCreditsLink needed={0} />);
    expect(screen.queryByTestId('credits-needed')).toBeNull();
    expect(screen.getByTestId('buy-credits-link')).toBeTruthy();
  });
});
