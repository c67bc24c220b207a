// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render-with-providers';
import { restoreSpanishAfterAll, switchLanguage, textsIn } from '../../testing/switch-language';
import { IdentificationPage } from './identification-page';

afterEach(cleanup);
restoreSpanishAfterAll();

const t = textsIn('pages');

describe.each(['es', 'en', 'it'] as const)('the identification page in %s', (lang) => {
  it('says first that video identification is not open yet, and offers the signature demo', async () => {
    await switchLanguage(lang);
    renderWithProviders(<IdentificationPage />, { path: '/identificationpage' });
    const notice = screen.getByText(t(lang, 'identification.notYet.text'));
    const alert = notice.closest('[role="alert"]') as HTMLElement;
    expect(alert).not.toBeNull();
    const link = screen.getByRole('link', { name: t(lang, 'identification.notYet.action') });
    expect(alert.contains(link)).toBe(true);
    expect(link.getAttribute('href')).toBe('/createsignpage');
  });
});
