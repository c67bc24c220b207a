import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeEach, expect, type MockInstance, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import type { TLanguage } from '../../../lib/language';
import { fakeFetch, json } from '../../../testing/fake-fetch';
import { inputNamed, typeInto } from '../../../testing/form-events';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { switchLanguage } from '../../../testing/switch-language';

export const LANGS = ['es', 'en', 'it'] as const;

/** The `contact` text `key` in `lang`. */
export const text = (lang: string, key: string) => i18n.getFixedT(lang, 'contact')(key);

/** The thank-you title in each language: proof that the language's texts are loaded. */
const THANKS: Record<TLanguage, string> = { es: 'Gracias', en: 'Thank you', it: 'Grazie' };

/**
 * Loads `lang`'s texts (English and Italian are lazy chunks) and switches to it; without
 * the load, i18next would silently fall back to Spanish.
 */
export async function useLanguage(lang: TLanguage) {
  await switchLanguage(lang);
  expect(text(lang, 'thanks.title')).toBe(THANKS[lang]);
}

/**
 * Waits until the field `name` is marked invalid and its accessible description
 * (aria-describedby, what a screen reader reads with it) shows `message`.
 */
export async function expectFieldError(name: string, message: string) {
  await waitFor(() => {
    const input = inputNamed(name);
    const ids = (input.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
    const described = ids.map((id) => document.getElementById(id)?.textContent ?? '');
    expect(described.join(' | '), `the description of ${name}`).toContain(message);
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });
}

/** Ticks or unticks the checkbox `name` as a person would, leaving it touched. */
export function toggle(name: string) {
  const box = inputNamed(name);
  fireEvent.focus(box);
  fireEvent.click(box);
  fireEvent.blur(box);
}

/** Focuses and leaves the select `testId` without choosing: it becomes touched. */
export function touchSelect(testId: string) {
  const select = screen.getByTestId(testId);
  fireEvent.focus(select);
  fireEvent.blur(select);
}

/** Opens the select `testId` and picks the option labelled `label`. */
export async function choose(testId: string, label: string) {
  const select = screen.getByTestId(testId);
  fireEvent.mouseDown(within(select.parentElement as HTMLElement).getByRole('combobox'));
  fireEvent.click(await screen.findByRole('option', { name: label }));
}

/** The submit button is enabled (the form is valid) or not. */
export async function expectSubmit(name: string, enabled: boolean) {
  const button = screen.getByRole('button', { name });
  await waitFor(() => expect(button).toHaveProperty('disabled', !enabled));
  return button;
}

/**
 * The contact endpoints as the server answers them: a real (cheap) challenge, which the
 * form solves with WebCrypto, and the request's answer `answer`.
 */
export function contactRoutes(answer: () => Response) {
  return {
    'GET /api/contacts/challenge': async () =>
      json(
        200,
        await createChallenge({
          algorithm: 'PBKDF2/SHA-256',
          cost: 1,
          counter: 3,
          deriveKey,
          hmacSignatureSecret: 'test-secret',
          expiresAt: new Date(Date.now() + 60_000),
        }),
      ),
    'POST /api/contacts': answer,
  };
}

export const RECEIVED = () =>
  json(201, { id: 'C1767225600123', state: 'RECEIVED', createdAt: '2026-01-01T00:00:00.123Z' });

/**
 * Hooks for a contact form test file: no React error on the console, a clean DOM and
 * fetch after each test, Spanish again at the end.
 */
export function guardContactTests() {
  let consoleErrors: MockInstance<typeof console.error>;
  beforeEach(() => {
    consoleErrors = vi.spyOn(console, 'error');
  });
  afterEach(() => {
    cleanup();
    // What a sent request revealed is remembered for the tab (sessionStorage).
    window.sessionStorage.clear();
    vi.unstubAllGlobals();
    const logged = consoleErrors.mock.calls.map((call) => call.map(String).join(' '));
    vi.restoreAllMocks();
    expect(logged, 'errors on the console').toEqual([]);
  });
  afterAll(async () => {
    await useLanguage('es');
  });
}

/** `[field, value typed, message key]`: typing the value shows the key's message on the field. */
export type TMessageCase = readonly [string, string, string];

/** Types each case's value and checks its message, in order. */
export async function expectMessages(
  cases: readonly TMessageCase[],
  message: (key: string) => string,
) {
  for (const [field, value, key] of cases) {
    if (value === 'toggle twice') {
      toggle(field);
      toggle(field);
    } else {
      typeInto(field, value);
    }
    await expectFieldError(field, message(key));
  }
}

/**
 * Renders `ui` with the contact endpoints answering `answer`, fills it with `fill`, sends
 * it with the button `send` and returns the recorded calls and the router.
 */
export async function sendFilled(
  ui: ReactNode,
  fill: () => void | Promise<void>,
  send: string,
  answer: () => Response = RECEIVED,
  path = '/',
) {
  const { calls } = fakeFetch(contactRoutes(answer));
  const { router, unmount } = renderWithProviders(ui, { path });
  await fill();
  fireEvent.click(await expectSubmit(send, true));
  return {
    calls,
    router,
    unmount,
    body: () => calls.find((call) => call.method === 'POST')?.body,
  };
}
