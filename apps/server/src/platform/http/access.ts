import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';

/**
 * The access scopes a route may declare (`config: { access: 'account' }`) and the actor
 * each one resolves. The platform knows only `anonymous`; each module that checks a caller
 * adds its scopes here by declaration merging, beside its resolver:
 *
 *   declare module '../../platform/http/access.ts' {
 *     interface TAccessScopes { account: TAccountActor }
 *   }
 */
export interface TAccessScopes {
  /** Anyone: a public route, said so. */
  anonymous: null;
}

export type TAccessScope = keyof TAccessScopes;

/**
 * How a scope recognises its caller: `resolve` answers the actor or throws (AppError:
 * 401, 403, 404, 429…). It runs in the route's `preHandler` phase (after the body is
 * parsed and validated, as the handlers' own checks did), or `onRequest` for a scope that
 * must refuse before the body is read (the back office).
 */
export interface TAccessResolver<TActor> {
  phase?: 'onRequest' | 'preHandler';
  resolve(request: FastifyRequest, reply: FastifyReply): Promise<TActor>;
}

/** One resolver for every scope: a scope without one does not type-check. */
export type TAccessResolvers = { [S in TAccessScope]: TAccessResolver<TAccessScopes[S]> };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route: see platform/http/README.md. Every route declares one. */
    access?: TAccessScope;
  }
  interface FastifyRequest {
    /** What the route's access scope resolved (read it with actorOf). */
    actor: unknown;
  }
}

/** Routes registered by a third-party plugin, which cannot declare their access. */
export interface TAccessExemption {
  /** The route's URL, or with `prefix` every URL starting with it. */
  url: string;
  prefix?: true;
  /** Why nothing of ours guards them. */
  reason: string;
}

export interface TAccessOptions {
  /** Routes of third-party plugins (documentation UI, static files): no scope asked. */
  exempt: TAccessExemption[];
  /** Routes under a prefix that must all declare one scope (the back office: admin). */
  required?: Record<string, TAccessScope>;
}

/** The access each registered route declared, as 'METHOD /url' → scope (for the tests). */
export type TDeclaredAccess = Map<string, TAccessScope | 'exempt'>;

const declaredByApp = new WeakMap<FastifyInstance, TDeclaredAccess>();

function asList<T>(hooks: T | T[] | undefined): T[] {
  if (hooks === undefined) return [];
  return Array.isArray(hooks) ? hooks : [hooks];
}

/**
 * Authorisation for every route of the app, in one place. Registered once on the root
 * instance before any route: each route must declare `config.access` (a route without it,
 * or with a scope nobody resolves, stops the server at start-up), and its scope's resolver
 * is appended to the route's own hooks, so it runs after the plugin's hooks (same-origin
 * guard, rate limits) and the route's earlier preHandlers, where the checks ran before.
 * The handler then reads the actor with actorOf.
 */
export function registerAccess(
  app: FastifyInstance,
  resolvers: TAccessResolvers,
  { exempt, required = {} }: TAccessOptions,
): void {
  const declared: TDeclaredAccess = new Map();
  declaredByApp.set(app, declared);
  app.decorateRequest('actor', null);
  const hooks = new Map<
    TAccessScope,
    (request: FastifyRequest, reply: FastifyReply) => Promise<void>
  >();
  for (const scope of Object.keys(resolvers) as TAccessScope[]) {
    const resolver = resolvers[scope] as TAccessResolver<unknown>;
    hooks.set(scope, async (request, reply) => {
      request.actor = await resolver.resolve(request, reply);
    });
  }

  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = asList(route.method);
    const access = route.config?.access;
    const keys = methods.map((method) => `${method} ${route.url}`);
    if (access === undefined) {
      if (
        exempt.some(({ url, prefix }) => (prefix ? route.url.startsWith(url) : route.url === url))
      ) {
        for (const key of keys) declared.set(key, 'exempt');
        return;
      }
      throw new Error(`${keys.join(', ')} declares no access (config.access)`);
    }
    const hook = hooks.get(access);
    if (!hook)
      throw new Error(`${keys.join(', ')} declares access '${access}', which nobody resolves`);
    for (const [prefix, scope] of Object.entries(required)) {
      if (route.url.startsWith(prefix) && access !== scope) {
        throw new Error(`${keys.join(', ')} is under ${prefix} and must declare access '${scope}'`);
      }
    }
    for (const key of keys) declared.set(key, access);
    if (resolvers[access].phase === 'onRequest') {
      route.onRequest = [...asList(route.onRequest), hook];
    } else {
      route.preHandler = [...asList(route.preHandler), hook];
    }
  });
}

/** Every route's declared access (or 'exempt'), as registered on this app. */
export function declaredAccess(app: FastifyInstance): TDeclaredAccess {
  const declared = declaredByApp.get(app);
  if (!declared) throw new Error('registerAccess was not called on this app');
  return declared;
}

/**
 * The actor the route's access scope resolved. It reads, it never checks: a route that
 * did not declare `scope` is a programming error and throws.
 */
export function actorOf<S extends TAccessScope>(
  request: FastifyRequest,
  scope: S,
): TAccessScopes[S] {
  const declared = request.routeOptions.config.access;
  if (declared !== scope) {
    throw new Error(`${request.routeOptions.url} declares access '${declared}', not '${scope}'`);
  }
  return request.actor as TAccessScopes[S];
}

/** The signed-in account holder's user id, on a route whose access scope is `account`. */
export function accountUserOf(request: FastifyRequest): string {
  return actorOf(request, 'account').userId;
}

/** An account's own record named in the path (`:id`): whose it must be, and which. */
export function ownRecordOf(request: FastifyRequest & { params: { id: string } }) {
  return { userId: accountUserOf(request), id: request.params.id };
}

/** The `anonymous` scope: anyone passes; the actor is null. */
export const anonymousAccess: TAccessResolver<null> = { resolve: async () => null };
