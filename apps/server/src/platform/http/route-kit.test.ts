import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerProblemHandlers } from './problem.ts';
import { NO_STORE, privateRoutes, problems } from './route-kit.ts';

const PUBLIC_URL = 'https://confirma.test';

async function appWith(sameOrigin?: boolean) {
  const app = Fastify();
  registerProblemHandlers(app);
  await app.register(async (scope) => {
    privateRoutes(scope, { publicUrl: PUBLIC_URL, sameOrigin });
    scope.get('/mine', async () => ({ ok: true }));
    scope.get('/public', async (_request, reply) =>
      reply.header('cache-control', 'public, max-age=60').send({ ok: true }),
    );
    scope.post('/change', async () => ({ ok: true }));
  });
  app.get('/outside', async () => ({ ok: true }));
  return app;
}

describe('privateRoutes', () => {
  it('answers no-store unless the route chose its own cache policy, and only in its plugin', async () => {
    const app = await appWith();
    expect((await app.inject({ url: '/mine' })).headers['cache-control']).toBe(NO_STORE);
    expect((await app.inject({ url: '/public' })).headers['cache-control']).toBe(
      'public, max-age=60',
    );
    expect((await app.inject({ url: '/outside' })).headers['cache-control']).toBeUndefined();
  });

  it("refuses a state change from another site's page, and keeps the no-store on the refusal", async () => {
    const app = await appWith();
    const refused = await app.inject({
      method: 'POST',
      url: '/change',
      headers: { origin: 'https://evil.test' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['cache-control']).toBe(NO_STORE);
    const same = await app.inject({
      method: 'POST',
      url: '/change',
      headers: { origin: PUBLIC_URL },
    });
    expect(same.statusCode).toBe(200);
    const read = await app.inject({ url: '/mine', headers: { origin: 'https://evil.test' } });
    expect(read.statusCode).toBe(200);
  });

  it('lets a cross-site call through when the plugin has no browser session to protect', async () => {
    const app = await appWith(false);
    const call = await app.inject({
      method: 'POST',
      url: '/change',
      headers: { origin: 'https://evil.test' },
    });
    expect(call.statusCode).toBe(200);
  });
});

describe('problems', () => {
  it('documents each status as the problem document', () => {
    const documented = problems(400, 404);
    expect(Object.keys(documented)).toEqual(['400', '404']);
    expect(documented[404].safeParse({ type: 'x' }).success).toBe(false);
  });
});
