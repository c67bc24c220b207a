import { vi } from 'vitest';

/**
 * A phone's viewport for the media queries (MUI's useMediaQuery): every `max-width` query
 * matches, every `min-width` one does not. Undone by vi.unstubAllGlobals().
 */
export function stubPhoneViewport(): void {
  vi.stubGlobal('matchMedia', (media: string) => ({
    matches: media.includes('max-width'),
    media,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));
}
