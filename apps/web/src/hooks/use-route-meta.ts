import { useMatches } from 'react-router';
import { isRouteDef, type TRouteDef } from '../config/routes';

/** The route-table entry of the page being shown (undefined on the 404 page). */
export function useRouteMeta(): TRouteDef | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (isRouteDef(handle)) return handle;
  }
  return undefined;
}
