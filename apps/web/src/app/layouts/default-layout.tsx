import { AppShell } from './app-shell';
import { MainHeader } from './main-header';

/** Header and footer (the default view of every route). */
export function DefaultLayout() {
  return <AppShell header={<MainHeader />} />;
}
