// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { strictDomTests } from '../../../testing/strict-dom-tests';
import { restoreSpanishAfterAll, switchLanguage, textsIn } from '../../../testing/switch-language';
import { CaptureCountdown, clockOf } from './capture-countdown';

const flows = textsIn('flows');
strictDomTests();
restoreSpanishAfterAll();
beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: false, toFake: ['setInterval', 'Date'] }));
afterEach(() => vi.useRealTimers());

const live = () => document.querySelector('[aria-live="polite"]')?.textContent;

describe('the time left of the capture', () => {
  it('writes minutes and seconds, never below zero', () => {
    expect(clockOf(600_000)).toBe('10:00');
    expect(clockOf(65_400)).toBe('1:06');
    expect(clockOf(-5)).toBe('0:00');
  });

  it('ticks every second on screen and speaks only when the minutes change', async () => {
    await switchLanguage('en');
    const deadline = Date.now() + 10 * 60_000;
    renderWithProviders(<CaptureCountdown deadline={deadline} />);
    const timer = screen.getByRole('timer');
    expect(timer.textContent).toContain('10:00');
    expect(live()).toBe(flows('en', 'identificationSignature.countdown.announce', { count: 10 }));
    act(() => vi.advanceTimersByTime(1000));
    expect(timer.textContent).toContain('9:59');
    // Still "10 minutes" for the screen reader: nothing new to say each second.
    expect(live()).toBe(flows('en', 'identificationSignature.countdown.announce', { count: 10 }));
    act(() => vi.advanceTimersByTime(59_000));
    expect(timer.textContent).toContain('9:00');
    expect(live()).toBe(flows('en', 'identificationSignature.countdown.announce', { count: 9 }));
    act(() => vi.advanceTimersByTime(8 * 60_000 + 1000));
    expect(timer.textContent).toContain('0:59');
    expect(live()).toBe(flows('en', 'identificationSignature.countdown.lastMinute'));
  });
});
