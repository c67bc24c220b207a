import { AppShell } from './app-shell';
import { TravellerHeader } from './traveller-header';

/** Traveller-report flow: toolbar with page title and subtitle. */
export function TravellerLayout() {
  return <AppShell header={<TravellerHeader />} />;
}
