import type { TPermission } from '@confirma/contracts/organizations';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { AppError } from '../errors.ts';

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
  phase?: 'onRequest' | 'preValidation' | 'preHandler';
  resolve(request: FastifyRequest, reply: FastifyReply): Promise<TActor>;
}

/** One resolver for every scope: a scope without one does not type-check. */
export type TAccessResolvers = { [S in TAccessScope]: TAccessResolver<TAccessScopes[S]> };

/**
 * What an actor who is a member of an organisation carries: their role's permissions. A
 * route of a scope whose actor may be a member declares the permission it asks.
 */
export interface TPermissionHolder {
  permissions: readonly TPermission[];
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route: see platform/http/README.md. Every route declares one. */
    access?: TAccessScope;
    /**
     * What a member calling it must be allowed by their role (ROLE_PERMISSIONS): checked
     * as soon as the scope resolved a member, before anything else; 403 ROLE_FORBIDDEN.
     */
    permission?: TPermission;
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
  /** The scopes whose actor may be an organisation's member: their routes declare a permission. */
  memberScopes?: readonly TAccessScope[];
  /**
   * The member a request comes from, if any (null: a signer, or no credential at all), for
   * the routes of a member scope whose resolver runs after validation (it needs the path's
   * operation): their permission is checked before the body is validated, so that a role
   * refused is told so whatever it sent.
   */
  memberGate?: (request: FastifyRequest) => Promise<TPermissionHolder | null>;
  /** Routes under a prefix that must all declare one scope (the back office: admin). */
  required?: Record<string, TAccessScope>;
}

/** The access each registered route declared, as 'METHOD /url' → scope (for the tests). */
export type TDeclaredAccess = Map<string, TAccessScope | 'exempt'>;

/** The permission each member route declared, as 'METHOD /url' → permission (for the tests). */
export type TDeclaredPermissions = Map<string, TPermission>;

const permissionsByApp = new WeakMap<FastifyInstance, TDeclaredPermissions>();

/** 403 ROLE_FORBIDDEN unless a member actor's role allows `permission` (other actors pass). */
function checkPermission(actor: unknown, permission: TPermission | undefined): void {
  if (permission === undefined || actor === null || typeof actor !== 'object') return;
  const held = (actor as Partial<TPermissionHolder>).permissions;
  if (held !== undefined && !held.includes(permission)) {
    throw new AppError(
      'ROLE_FORBIDDEN',
      `Your role in this organisation does not allow this (${permission})`,
    );
  }
}

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
  { exempt, required = {}, memberScopes = [], memberGate }: TAccessOptions,
): void {
  const declared: TDeclaredAccess = new Map();
  const permissions: TDeclaredPermissions = new Map();
  declaredByApp.set(app, declared);
  permissionsByApp.set(app, permissions);
  app.decorateRequest('actor', null);
  const hooks = new Map<
    TAccessScope,
    (request: FastifyRequest, reply: FastifyReply) => Promise<void>
  >();
  for (const scope of Object.keys(resolvers) as TAccessScope[]) {
    const resolver = resolvers[scope] as TAccessResolver<unknown>;
    hooks.set(scope, async (request, reply) => {
      request.actor = await resolver.resolve(request, reply);
      checkPermission(request.actor, request.routeOptions.config.permission);
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
    const permission = route.config?.permission;
    if (memberScopes.includes(access) && permission === undefined) {
      throw new Error(
        `${keys.join(', ')} is open to members ('${access}') and declares no permission`,
      );
    }
    for (const key of keys) {
      declared.set(key, access);
      if (permission !== undefined) permissions.set(key, permission);
    }
    const phase = resolvers[access].phase;
    if (memberGate && permission !== undefined && (phase ?? 'preHandler') === 'preHandler') {
      const gate = async (request: FastifyRequest) => {
        checkPermission(await memberGate(request), permission);
      };
      route.preValidation = [...asList(route.preValidation), gate];
    }
    if (phase === 'onRequest') {
      route.onRequest = [...asList(route.onRequest), hook];
    } else if (phase === 'preValidation') {
      route.preValidation = [...asList(route.preValidation), hook];
    } else {
      route.preHandler = [...asList(route.preHandler), hook];
    }
  });
}

/** Every member route's declared permission, as registered on this app. */
export function declaredPermissions(app: FastifyInstance): TDeclaredPermissions {
  const declared = permissionsByApp.get(app);
  if (!declared) throw new Error('registerAccess was not called on this app');
  return declared;
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

/** The organisation the member acts for, on a route whose access scope is `account`. */
export function organizationOf(request: FastifyRequest): string {
  return actorOf(request, 'account').organizationId;
}

/** The organisation's own record named in the path (`:id`): whose it must be, and which. */
export function ownRecordOf(request: FastifyRequest & { params: { id: string } }) {
  return { organizationId: organizationOf(request), id: request.params.id };
}

/** The `anonymous` scope: anyone passes; the actor is null. */
export const anonymousAccess: TAccessResolver<null> = { resolve: async () => null };
