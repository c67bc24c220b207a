// @vitest-environment jsdom
import { cleanup, configure, fireEvent, render, screen } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SettingsDrawer } from './settings-drawer.tsx';
import { SettingsProvider } from './settings-provider.tsx';
import { createSettingsStore } from './settings-store.ts';
import { DEFAULT_SETTINGS } from './settings-types.ts';
import { SIDEBAR_IMAGES } from './sidebar-images.ts';

// A bare i18next instance: English texts for the keys this test looks for.
const i18n = createInstance();
void i18n.use(initReactI18next).init({
  lng: 'en',
  initAsync: false,
  showSupportNotice: false,
  resources: {
    en: {
      settings: {
        title: 'Settings',
        schemes: { 'pink-dark': 'Pink dark', 'cyan-dark': 'Cyan dark' },
        showToolbar: 'Show toolbar',
        showFooter: 'Show footer',
        primaryColor: 'Primary colour',
        presetColor: 'Scheme colour',
        sidebarImage: 'Image',
        placement: { fixed: 'Fixed', static: 'Static' },
        variants: { mini: 'Mini' },
        reset: 'Reset',
        close: 'Close',
      },
    },
  },
});

function renderDrawer() {
  const store = createSettingsStore(undefined);
  const onClose = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <SettingsProvider store={store}>
        <SettingsDrawer open onClose={onClose} />
      </SettingsProvider>
    </I18nextProvider>,
  );
  return { store, onClose };
}

afterEach(cleanup);
// Role queries skip the (slow, in jsdom) accessibility-tree visibility checks.
configure({ defaultHidden: true });

describe('SettingsDrawer', () => {
  it('shows the translated title and the six schemes', () => {
    renderDrawer();
    expect(screen.getByRole('heading', { name: 'Settings' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pink dark' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'schemes.blue-light' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Image \d$/ })).toHaveLength(8);
  });

  it('switches the scheme and the palette mode', () => {
    const { store } = renderDrawer();
    const button = screen.getByRole('button', { name: 'Pink dark' });
    fireEvent.click(button);
    expect(store.get().scheme).toBe('pink-dark');
    expect(button.getAttribute('aria-pressed')).toBe('true');
  });

  it('toggles the visibility switches', () => {
    const { store } = renderDrawer();
    const footer = screen.getByRole('switch', { name: 'Show footer' });
    fireEvent.click(footer);
    expect(store.get().showFooter).toBe(false);
    expect(store.get().showToolbar).toBe(true);
    fireEvent.click(screen.getByRole('switch', { name: 'Show toolbar' }));
    expect(store.get().showToolbar).toBe(false);
  });

  it('sets placement, sidebar variant, image and primary colour', () => {
    const { store } = renderDrawer();
    fireEvent.click(screen.getAllByRole('button', { name: 'Static' })[0] as HTMLElement);
    fireEvent.click(screen.getByRole('button', { name: 'Mini' }));
    fireEvent.click(screen.getByRole('button', { name: 'Image 3' }));
    fireEvent.click(screen.getByRole('button', { name: '#2e7d32' }));
    expect(store.get()).toMatchObject({
      toolbarPlacement: 'static',
      sidebarVariant: 'mini',
      sidebarImage: 2,
      primaryColor: '#2e7d32',
    });
    fireEvent.change(screen.getByLabelText('Primary colour'), { target: { value: '#123456' } });
    expect(store.get().primaryColor).toBe('#123456');
    fireEvent.click(screen.getByRole('button', { name: 'Scheme colour' }));
    expect(store.get().primaryColor).toBeNull();
  });

  it('resets everything and closes', () => {
    const { store, onClose } = renderDrawer();
    fireEvent.click(screen.getByRole('button', { name: 'Cyan dark' }));
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(store.get()).toEqual(DEFAULT_SETTINGS);
    for (const close of screen.getAllByRole('button', { name: 'Close' })) fireEvent.click(close);
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('bundles eight distinct images', () => {
    expect(new Set(SIDEBAR_IMAGES).size).toBe(8);
  });
});
