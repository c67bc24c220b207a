import { AppShell } from './app-shell';

/** /fullpage: no header, footer only. */
export function FullpageLayout() {
  return <AppShell />;
}
