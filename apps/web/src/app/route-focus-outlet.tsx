import { Navigate, Outlet } from 'react-router';
import { useKioskLock } from '../hooks/use-kiosk-lock';
import { useRouteFocus } from '../hooks/use-route-focus';

/**
 * The router's root element: every page below it, and on a route change focus on the new
 * page's heading (across layouts too, which remount their frame). A tab locked to the
 * reception kiosk shows the kiosk whatever the address.
 */
export function RouteFocusOutlet() {
  useRouteFocus();
  const lockedTo = useKioskLock();
  if (lockedTo) return <Navigate to={lockedTo} replace />;
  return <Outlet />;
}
