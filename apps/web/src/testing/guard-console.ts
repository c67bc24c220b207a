import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, expect, vi } from 'vitest';

/**
 * For a component test file: each test fails if React or a component logged an error,
 * and leaves no rendered tree, stubbed global or spy behind.
 */
export function guardConsoleErrors() {
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
