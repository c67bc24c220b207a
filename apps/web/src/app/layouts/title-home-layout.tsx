import { EmbedShell } from '../../features/embed/components/embed-shell';
import { isEmbedded } from '../../features/embed/embed-mode';
import { AppShell } from './app-shell';
import { SignerBrandTheme } from './signer-brand';
import { TitleHomeHeader } from './title-home-header';

/**
 * Signer pages: toolbar with logo, title, e-mail and a home button, in the sending
 * account's brand when it has one; embedded, the page alone.
 */
export function TitleHomeLayout() {
  if (isEmbedded()) return <EmbedShell />;
  return (
    <SignerBrandTheme>
      <AppShell header={<TitleHomeHeader />} />
    </SignerBrandTheme>
  );
}
