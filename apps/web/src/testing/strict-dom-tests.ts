import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, expect, vi } from 'vitest';

/**
 * The hooks of a file of jsdom component tests: a test fails if anything was written to
 * console.error (React warnings included); after each, the DOM is emptied and the stubbed
 * globals (fetch, EventSource…) and spies are restored.
 */
export function strictDomTests(): void {
  beforeEach(() => {
    vi.spyOn(console, 'error');
  });
  afterEach(() => {
    cleanup();
    expect(console.error).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}
