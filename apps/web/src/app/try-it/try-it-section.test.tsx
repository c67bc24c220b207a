// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../lib/session-store';
import { renderWithProviders } from '../../testing/render-with-providers';
import { TryItSection } from './try-it-section';

afterEach(() => {
  cleanup();
  act(() => sessionStore.reset());
});

const demo = () => screen.queryByRole('link', { name: 'Probar la demo sin cuenta' });

describe('TryItSection', () => {
  it('lets a visitor of the signature pages try the demo without an account', () => {
    renderWithProviders(<TryItSection service="signature" />);
    expect(screen.getByRole('button', { name: 'Pruébalo' })).toBeDefined();
    expect(demo()?.getAttribute('href')).toBe('/createsignpage');
  });

  it('offers no demo where there is none, nor to an account holder', () => {
    const { unmount } = renderWithProviders(<TryItSection service="notification" />);
    expect(demo()).toBeNull();
    unmount();
    sessionStore.set({ userLoggedIn: true, userEmail: 'ana@example.com' });
    renderWithProviders(<TryItSection service="signature" />);
    expect(demo()).toBeNull();
  });
});
