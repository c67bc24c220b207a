import { afterAll, beforeAll } from 'vitest';
import { startTestServer, type TTestServer } from './test-server.ts';

/**
 * One test server for the enclosing `describe`: started before its tests, closed after
 * them. Call the returned function inside the tests.
 */
export function useTestServer(env: Record<string, string> = {}): () => TTestServer {
  let server: TTestServer | undefined;
  beforeAll(async () => {
    server = await startTestServer(env);
  });
  afterAll(async () => {
    await server?.close();
  });
  return () => {
    if (!server) throw new Error('the test server has not started');
    return server;
  };
}
