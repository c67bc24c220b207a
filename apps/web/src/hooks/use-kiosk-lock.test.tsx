// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { enterKioskMode, leaveKioskMode } from '../lib/kiosk-mode';
import { useKioskLock } from './use-kiosk-lock';

const framing = vi.hoisted(() => ({ framed: false }));
vi.mock('../lib/kiosk-mode', async (original) => ({
  ...(await original<typeof import('../lib/kiosk-mode')>()),
  isFramed: () => framing.framed,
}));

const KIOSK = '/kiosk/6a0f2d3c-1b4e-4f5a-8c9d-0e1f2a3b4c50';

function lockAt(path: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
  );
  return renderHook(() => useKioskLock(), { wrapper }).result.current;
}

afterEach(() => {
  leaveKioskMode();
  framing.framed = false;
});

describe('useKioskLock', () => {
  it('leaves every page alone while no kiosk is on', () => {
    expect(lockAt('/profilepage')).toBeNull();
  });

  it('sends any other page of the tab back to its kiosk', () => {
    enterKioskMode(KIOSK);
    expect(lockAt(KIOSK)).toBeNull();
    expect(lockAt('/profilepage')).toBe(KIOSK);
    expect(lockAt('/kiosk')).toBe(KIOSK);
    expect(lockAt('/identificationSignature')).toBe(KIOSK);
  });

  it('shows only the guest pages inside the kiosk frame', () => {
    enterKioskMode(KIOSK);
    framing.framed = true;
    for (const path of [
      '/identificationSignature',
      '/parteviajero',
      '/resumeSignature',
      '/legales',
    ]) {
      expect(lockAt(path), path).toBeNull();
    }
    for (const path of ['/profilepage', '/kiosk', KIOSK, '/operations/abc']) {
      expect(lockAt(path), path).toBe('/identificationSignature');
    }
  });
});
