import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';

function stripFromRealQuery(name: string) {
  const url = new URL(window.location.href);
  if (!url.searchParams.has(name)) return;
  url.searchParams.delete(name);
  window.history.replaceState(window.history.state, '', url);
}

/**
 * A parameter an e-mailed link brings, from the query inside the hash route
 * (`/#/page?x=1`) or from the real query string (`/?x=1#/page`): links land either way.
 * The real query string outlives hash navigation, so the parameter is removed from it
 * when the page is left: a reset token or an error must not follow the user around.
 */
export function useLandingParam(name: string): string | null {
  const location = useLocation();
  const [fromRealQuery] = useState(() =>
    typeof window === 'undefined' ? null : new URLSearchParams(window.location.search).get(name),
  );
  useEffect(() => () => stripFromRealQuery(name), [name]);
  return new URLSearchParams(location.search).get(name) ?? fromRealQuery;
}
