// @vitest-environment jsdom
import * as account from '@confirma/contracts/account';
import * as admin from '@confirma/contracts/admin';
import * as constants from '@confirma/contracts/constants';
import * as contact from '@confirma/contracts/contact';
import * as establishments from '@confirma/contracts/establishments';
import * as identification from '@confirma/contracts/identification';
import * as ocr from '@confirma/contracts/ocr';
import * as operations from '@confirma/contracts/operations';
import * as payments from '@confirma/contracts/payments';
import * as review from '@confirma/contracts/review';
import * as reviewDecision from '@confirma/contracts/review-decision';
import {
  collectCodes,
  describeLeaks,
  findTextLeaks,
  type TTextLanguage,
} from '@confirma/contracts/text-leaks';
import * as traveller from '@confirma/contracts/traveller';
import * as webhooks from '@confirma/contracts/webhooks';
import * as workspace from '@confirma/contracts/workspace';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ROUTES } from '../config/routes';
import { FakeEventSource } from '../features/workspace/testing/fake-event-source';
import { i18n } from '../lib/i18n';
import { leaveKioskMode } from '../lib/kiosk-mode';
import { sessionStore } from '../lib/session-store';
import { pageText } from '../testing/page-text';
import { switchLanguage } from '../testing/switch-language';
import { CHECKIN_TOKEN, FIXTURE_DATA, OP, stubFixtureApi, VIDEO } from '../testing/text-fixtures';
import { UNTRANSLATED_NAMES } from '../testing/untranslated-names';
import { App } from './app';

/**
 * Every route, in es, en and it, signed in as an administrator whose account reaches every
 * status, type, kind and event the product has (testing/text-fixtures.ts), each of its tabs
 * opened: the text a person reads (testing/page-text.ts) has no i18n key, no code and, in
 * Spanish and Italian, nothing left in English; Spanish says tú
 * (`@confirma/contracts/text-leaks`).
 */

const LANGUAGES: TTextLanguage[] = ['en', 'es', 'it'];

/** The routes, and the states of some that a link opens (a query names what to show). */
const PAGES = [
  ...ROUTES.map((route) =>
    route.path.replace(':uuid', OP).replace(':token', 'tok').replace(':establishmentId', OP),
  ),
  `/verify?op=${OP}`,
  `/checkin/${CHECKIN_TOKEN}`,
  `/parteviajero?operation=${OP}`,
  `/resumeIdentification?operation=${OP}&video=${VIDEO}&viewer=owner`,
  `/templates/${OP}/bulk?send=${OP}`,
];

const CODES = collectCodes([
  account,
  admin,
  constants,
  contact,
  establishments,
  identification,
  ocr,
  operations,
  payments,
  review,
  reviewDecision,
  traveller,
  webhooks,
  workspace,
]);

/**
 * Lets effects, lazy parts and answers land, then waits for every spinner to go (a bar
 * with a value, a bulk send's progress, stays: it is what the page shows).
 */
async function settle() {
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  const spinners = () =>
    screen.queryAllByRole('progressbar').filter((bar) => !bar.hasAttribute('aria-valuenow'));
  await waitFor(() => expect(spinners()).toEqual([]), { timeout: 3000 }).catch(() => undefined);
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
}

/** The page's text at `path`, and after opening each of its tabs in turn. */
async function readPage(path: string): Promise<string> {
  window.location.hash = `#${path}`;
  render(<App />);
  // A route's first render loads (and on a cold run transforms) its lazy parts: on a busy
  // machine that takes seconds.
  await screen.findByRole('heading', { level: 1 }, { timeout: 30_000 });
  await settle();
  const texts = [pageText()];
  const tabs = screen.queryAllByRole('tab').map((tab) => tab.textContent ?? '');
  for (const name of tabs) {
    const tab = screen.queryAllByRole('tab').find((one) => one.textContent === name);
    if (!tab) continue;
    fireEvent.click(tab);
    await settle();
    texts.push(pageText());
  }
  cleanup();
  act(() => sessionStore.reset());
  // The kiosk's page locks the tab to itself: the next page is read unlocked.
  leaveKioskMode();
  return texts.join('\n');
}

beforeAll(() => {
  window.scrollTo = vi.fn() as typeof window.scrollTo;
  vi.stubGlobal('EventSource', FakeEventSource);
  stubFixtureApi();
});

afterAll(async () => {
  vi.unstubAllGlobals();
  await act(() => i18n.changeLanguage('es'));
});

afterEach(() => {
  cleanup();
});

describe('every route', () => {
  for (const path of PAGES) {
    it(`${path}: no key, code, English or "usted" in es/en/it`, async () => {
      const texts = new Map<TTextLanguage, string>();
      for (const language of LANGUAGES) {
        await switchLanguage(language);
        texts.set(language, await readPage(path));
      }
      const english = texts.get('en') ?? '';
      const leaks = LANGUAGES.flatMap((language) =>
        describeLeaks(
          findTextLeaks(texts.get(language) ?? '', {
            language,
            english,
            data: [...FIXTURE_DATA, ...UNTRANSLATED_NAMES],
            codes: CODES,
          }),
        ).map((line) => `${language}: ${line}`),
      );
      expect(leaks).toEqual([]);
    }, 60_000);
  }
});
