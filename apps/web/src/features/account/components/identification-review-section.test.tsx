// @vitest-environment jsdom
import type { TAccountDocument, TProfileUpdate } from '@confirma/contracts/account';
import { useQuery } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ACCOUNT } from '../../../testing/account-fixtures';
import { fakeFetch, json, problem } from '../../../testing/fake-fetch';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { strictDomTests } from '../../../testing/strict-dom-tests';
import { restoreSpanishAfterAll, switchLanguage, textsIn } from '../../../testing/switch-language';
import { ACCOUNT_KEYS } from '../api/query-keys';
import { IdentificationReviewSection } from './identification-review-section';

const a = textsIn('account');
const k = (lang: 'es' | 'en' | 'it', key: string) => a(lang, `profile.identificationReview.${key}`);

/** The section fed from the query cache, as My Account feeds it. */
function FromCache({ account = ACCOUNT }: { account?: TAccountDocument }) {
  const { data } = useQuery({
    queryKey: ACCOUNT_KEYS.account(account.userUid),
    queryFn: () => account,
    initialData: account,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return <IdentificationReviewSection account={data} />;
}

/** The server's answer: the document with the update applied. */
const applied = (update: TProfileUpdate): TAccountDocument => ({
  ...ACCOUNT,
  identificationReview: { ...ACCOUNT.identificationReview, ...update.identificationReview },
});

const radio = (lang: 'es' | 'en' | 'it', by: 'PLATFORM' | 'OWNER') =>
  screen.getByRole('radio', {
    name: new RegExp(`^${k(lang, `deciders.${by}.label`).replace(/[()]/g, '\\$&')}`),
  }) as HTMLInputElement;
const fourEyes = (lang: 'es' | 'en' | 'it') =>
  screen.getByRole('switch', { name: k(lang, 'fourEyes') }) as HTMLInputElement;

strictDomTests();
restoreSpanishAfterAll();

describe('IdentificationReviewSection', () => {
  it.each(['es', 'en', 'it'] as const)(
    'shows Confirma’s reviewers chosen by default and four eyes off, with what each means (%s)',
    async (lang) => {
      await switchLanguage(lang);
      fakeFetch({});
      renderWithProviders(<FromCache />);
      expect(screen.getByRole('heading', { name: k(lang, 'title') })).toBeTruthy();
      expect(screen.getByRole('radiogroup', { name: k(lang, 'by') })).toBeTruthy();
      expect(radio(lang, 'PLATFORM').checked).toBe(true);
      expect(radio(lang, 'OWNER').checked).toBe(false);
      expect(fourEyes(lang).checked).toBe(false);
      const help = document.getElementById(fourEyes(lang).getAttribute('aria-describedby') ?? '');
      expect(help?.textContent).toBe(k(lang, 'fourEyesPlatform'));
      expect(radio(lang, 'OWNER').closest('label')?.textContent).toBe(
        `${k(lang, 'deciders.OWNER.label')} — ${k(lang, 'deciders.OWNER.text')}`,
      );
    },
  );

  it('saves the choice of the account deciding its own, sending only that', async () => {
    await switchLanguage('es');
    const { calls } = fakeFetch({
      'PATCH /api/account/profile': (call) => json(200, applied(call.body as TProfileUpdate)),
    });
    renderWithProviders(<FromCache />);
    fireEvent.click(radio('es', 'OWNER'));
    expect(await screen.findByText(a('es', 'profile.notices.saved'))).toBeTruthy();
    expect(calls.map((call) => call.body)).toEqual([{ identificationReview: { by: 'OWNER' } }]);
    await waitFor(() => expect(radio('es', 'OWNER').checked).toBe(true));
    // Four eyes now means a Confirma reviewer confirms the owner's decisions.
    const help = document.getElementById(fourEyes('es').getAttribute('aria-describedby') ?? '');
    expect(help?.textContent).toBe(k('es', 'fourEyesOwner'));
  });

  it('saves four-eyes review', async () => {
    await switchLanguage('es');
    const { calls } = fakeFetch({
      'PATCH /api/account/profile': (call) => json(200, applied(call.body as TProfileUpdate)),
    });
    renderWithProviders(<FromCache />);
    fireEvent.click(fourEyes('es'));
    expect(await screen.findByText(a('es', 'profile.notices.saved'))).toBeTruthy();
    expect(calls.map((call) => call.body)).toEqual([{ identificationReview: { fourEyes: true } }]);
    await waitFor(() => expect(fourEyes('es').checked).toBe(true));
  });

  it('says so and keeps the choice as it was when the server refuses', async () => {
    await switchLanguage('es');
    fakeFetch({ 'PATCH /api/account/profile': () => problem('VALIDATION_FAILED') });
    renderWithProviders(<FromCache />);
    fireEvent.click(radio('es', 'OWNER'));
    expect(await screen.findByText(a('es', 'profile.notices.saveError'))).toBeTruthy();
    expect(radio('es', 'PLATFORM').checked).toBe(true);
  });
});
