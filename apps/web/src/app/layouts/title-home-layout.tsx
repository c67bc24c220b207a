import { AppShell } from './app-shell';
import { TitleHomeHeader } from './title-home-header';

/** Signer pages: toolbar with logo, title, e-mail and a home button. */
export function TitleHomeLayout() {
  return <AppShell header={<TitleHomeHeader />} />;
}
