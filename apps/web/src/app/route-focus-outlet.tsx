import { Outlet } from 'react-router';
import { useRouteFocus } from '../hooks/use-route-focus';

/**
 * The router's root element: every page below it, and on a route change focus on the new
 * page's heading (across layouts too, which remount their frame).
 */
export function RouteFocusOutlet() {
  useRouteFocus();
  return <Outlet />;
}
