import type { TTestServer } from './test-server.ts';

/**
 * Every route of the running app whose path starts with `prefix`, as 'METHOD /path', read
 * from Fastify's route tree (printRoutes draws it four characters per level), so routes
 * any module adds are found too, hidden ones included. HEAD (Fastify's twin of GET) is
 * left out.
 */
export function routesOf(server: TTestServer, prefix: string): string[] {
  const stack: string[] = [];
  const found: string[] = [];
  for (const line of server.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([\s│├└─]*)(\S.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match?.[2]) continue;
    const depth = (match[1] ?? '').length / 4 - 1;
    stack.length = depth;
    const full = `${stack.join('')}${match[2]}`;
    stack.push(match[2]);
    if (!full.startsWith(prefix)) continue;
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) {
      if (method !== 'HEAD') found.push(`${method} ${full}`);
    }
  }
  return found;
}
