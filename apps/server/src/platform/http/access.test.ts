import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { AppError } from '../errors.ts';
import {
  actorOf,
  anonymousAccess,
  declaredAccess,
  registerAccess,
  type TAccessResolvers,
  type TAccessScope,
} from './access.ts';
import { registerProblemHandlers } from './problem.ts';
import { registerSpa, SPA_ROUTES } from './spa.ts';

/** The test's own scopes, as strings: the real ones are the modules'. */
const MEMBER = 'test-member' as TAccessScope;
const GATE = 'test-gate' as TAccessScope;
const calls: string[] = [];

/** A member is whoever says `x-member: <name>`; the gate refuses everyone, on arrival. */
const resolvers: TAccessResolvers = {
  anonymous: anonymousAccess,
  'test-member': {
    resolve: async (request: FastifyRequest) => {
      calls.push('member');
      const name = request.headers['x-member'];
      if (typeof name !== 'string') throw new AppError('UNAUTHORIZED', 'Who are you?');
      return { name };
    },
  },
  'test-gate': {
    phase: 'onRequest',
    resolve: async () => {
      throw new AppError('FORBIDDEN', 'Closed');
    },
  },
} as unknown as TAccessResolvers;

function appWithAccess(): FastifyInstance {
  const app = Fastify();
  registerProblemHandlers(app);
  registerAccess(app, resolvers, { exempt: [], required: { '/back/': GATE } });
  return app;
}

/** The error registering `routes` stops the app with, or null when it starts. */
async function startError(routes: (app: FastifyInstance) => void): Promise<string | null> {
  const app = appWithAccess();
  try {
    routes(app);
    await app.ready();
    return null;
  } catch (error) {
    return (error as Error).message;
  } finally {
    await app.close();
  }
}

describe('registerAccess', () => {
  afterEach(() => {
    calls.length = 0;
  });

  it('stops the server at start-up when a route declares no access', async () => {
    expect(await startError((app) => app.get('/open', async () => 'hi'))).toBe(
      'GET /open declares no access (config.access)',
    );
    expect(
      await startError((app) => {
        app.register(async (scope) => {
          scope.post('/nested', async () => 'hi');
        });
      }),
    ).toBe('POST /nested declares no access (config.access)');
    expect(
      await startError((app) =>
        app.get('/open', { config: { access: 'anonymous' } }, async () => 'hi'),
      ),
    ).toBeNull();
  });

  it('stops it when a scope has no resolver, or a route under a required prefix declares another', async () => {
    expect(
      await startError((app) =>
        app.get('/x', { config: { access: 'nobody' as 'anonymous' } }, async () => 'hi'),
      ),
    ).toBe("GET /x declares access 'nobody', which nobody resolves");
    expect(
      await startError((app) =>
        app.get('/back/stats', { config: { access: MEMBER } }, async () => 'hi'),
      ),
    ).toBe("GET /back/stats is under /back/ and must declare access 'test-gate'");
  });

  it("runs the scope's resolver after the plugin's hooks and the route's own preHandlers, and hands the actor over", async () => {
    const app = appWithAccess();
    await app.register(async (scope) => {
      scope.addHook('preHandler', async () => {
        calls.push('plugin');
      });
      scope.get(
        '/me',
        {
          config: { access: MEMBER },
          preHandler: async () => {
            calls.push('route');
          },
        },
        async (request) => {
          calls.push('handler');
          return actorOf(request, MEMBER);
        },
      );
    });
    const refused = await app.inject('/me');
    expect(refused.statusCode).toBe(401);
    expect(calls).toEqual(['plugin', 'route', 'member']);
    calls.length = 0;
    const answered = await app.inject({ url: '/me', headers: { 'x-member': 'Ada' } });
    expect(answered.json()).toEqual({ name: 'Ada' });
    expect(calls).toEqual(['plugin', 'route', 'member', 'handler']);
    expect(declaredAccess(app).get('GET /me')).toBe('test-member');
    await app.close();
  });

  it('refuses an onRequest scope before the body is parsed', async () => {
    const app = appWithAccess();
    app.post('/back/up', { config: { access: GATE } }, async () => 'never');
    const response = await app.inject({
      method: 'POST',
      url: '/back/up',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(response.statusCode).toBe(403);
    await app.close();
  });

  it('actorOf throws for a scope the route did not declare (a programming error, not a check)', async () => {
    const app = appWithAccess();
    app.get('/open', { config: { access: 'anonymous' } }, async (request) =>
      actorOf(request, MEMBER),
    );
    const response = await app.inject('/open');
    expect(response.statusCode).toBe(500);
    await app.close();
  });

  it("exempts only the listed third-party routes: the web client's wildcard", async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'access-spa-'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>x</title>');
    const app = Fastify();
    registerAccess(app, resolvers, { exempt: [SPA_ROUTES] });
    expect(await registerSpa(app, dist)).toBe(true);
    await app.ready();
    expect(declaredAccess(app).get('GET /*')).toBe('exempt');
    expect((await app.inject('/')).statusCode).toBe(200);
    await app.close();
    fs.rmSync(dist, { recursive: true });
  });
});
