// @vitest-environment jsdom

import type { TBiometricConsent } from '@confirma/contracts/identification';
import { ZBiometricConsent } from '@confirma/contracts/identification';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { strictDomTests } from '../../../testing/strict-dom-tests';
import { switchLanguage } from '../../../testing/switch-language';
import { BIOMETRIC_CONSENT_VERSION, BiometricConsent } from './biometric-consent';

strictDomTests();

const tr = (key: string, options?: Record<string, unknown>) =>
  i18n.t(`flows:identificationSignature.consent.${key}`, options ?? {});

function renderConsent(props: { retentionDays?: number; liveness?: boolean } = {}) {
  const onAccept = vi.fn<(consent: TBiometricConsent) => void>();
  renderWithProviders(
    <BiometricConsent
      retentionDays={props.retentionDays ?? 30}
      minutes={10}
      liveness={props.liveness ?? true}
      disabled={false}
      onAccept={onAccept}
    />,
  );
  return onAccept;
}

describe('the biometric consent before the camera', () => {
  it('says what, why, for how long (the server’s days) and who, and sends the text accepted', async () => {
    await switchLanguage('en');
    const onAccept = renderConsent({ retentionDays: 14 });
    const retention = tr('retention', { count: 14 });
    expect(retention).toContain('14 days');
    for (const text of [tr('what'), tr('whatLiveness'), tr('why'), retention, tr('who')]) {
      expect(screen.getByText(text)).toBeTruthy();
    }
    const start = screen.getByRole('button', { name: tr('start') }) as HTMLButtonElement;
    expect(start.disabled).toBe(true); // not before the box is ticked
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(start);
    expect(onAccept).toHaveBeenCalledTimes(1);
    const consent = onAccept.mock.calls[0]?.[0] as TBiometricConsent;
    expect(ZBiometricConsent.parse(consent)).toEqual(consent);
    expect(consent).toMatchObject({
      accepted: true,
      language: 'en',
      version: BIOMETRIC_CONSENT_VERSION,
    });
    expect(consent.text).toContain(retention);
    expect(consent.text).toContain(tr('label'));
    expect(Math.abs(Date.parse(consent.acceptedAt ?? '') - Date.now())).toBeLessThan(5000);
    await switchLanguage('es');
  });

  it('leaves out the movements when the server asks for no liveness check', () => {
    renderConsent({ liveness: false });
    expect(screen.queryByText(tr('whatLiveness'))).toBeNull();
    expect(screen.getByText(tr('retention', { count: 30 }))).toBeTruthy();
  });

  it('ends without the camera when declined, with a way back to the text', () => {
    const onAccept = renderConsent();
    fireEvent.click(screen.getByRole('button', { name: tr('decline') }));
    expect(screen.getByRole('status').textContent).toBe(tr('declined'));
    expect(screen.queryByRole('button', { name: tr('start') })).toBeNull();
    expect(onAccept).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: tr('reconsider') }));
    expect(screen.getByRole('button', { name: tr('start') })).toBeTruthy();
  });
});
