import { AppShell } from './app-shell';
import { PageTwoHeader } from './page-two-header';

/** Page-2 variants: their own header, the same footer. */
export function PageTwoLayout() {
  return <AppShell header={<PageTwoHeader />} />;
}
