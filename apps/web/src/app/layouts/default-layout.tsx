import { AppShell } from './app-shell';
import { MainHeader } from './main-header';

/** Header and footer (spec 000 §2: the default view of every route). */
export function DefaultLayout() {
  return <AppShell header={<MainHeader />} />;
}
