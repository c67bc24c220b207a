import { AppShell } from './app-shell';

/** /kiosk/:establishmentId: the reception kiosk is the whole screen (no header, menu or footer). */
export function KioskLayout() {
  return <AppShell bare />;
}
