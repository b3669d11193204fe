import type { FastifyContextConfig, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import type { z } from 'zod';
import {
  UPLOAD_MAX_BYTES,
  type Access,
  type EndpointDefinition,
  type MemberAccess,
  type Permission,
  type StaffAccess,
} from '@platform/contract';
import type { App } from './types.ts';
import { ok, replies } from './envelope.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract endpoint the route was registered from (every route of the router has one). */
    endpoint?: EndpointDefinition;
  }
}

/** An async hook (onRequest, preHandler). */
export type Hook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/** The onRequest guards behind each `access` value, handed in by app.ts (the platform imports no module). */
export interface RouteGuards {
  session: Hook;
  member: Hook;
  memberOrFreePlay: Hook;
  staff: (permission: Permission | null, options: { duringPasswordChange?: boolean }) => Hook;
}

/** Output of a schema the endpoint may leave out: what the handler then gets is `undefined`. */
type Decoded<E, K extends string> = E extends { [P in K]: infer S extends z.ZodType }
  ? z.output<S>
  : undefined;

/** What a handler gets: the validated parts of the request, and the request and reply themselves. */
export interface RouteContext<E extends EndpointDefinition> {
  params: Decoded<E, 'params'>;
  query: Decoded<E, 'query'>;
  /** The decoded JSON body, or the raw bytes of an upload. */
  body: E extends { upload: true } ? unknown : Decoded<E, 'body'>;
  request: FastifyRequest;
  reply: FastifyReply;
}

type RouteAnswer<E> =
  (E extends { response: infer R extends z.ZodType } ? z.output<R> : never) | FastifyReply;

/**
 * A handler answers the envelope's value (the router wraps it in `{ success: true, value }`), or
 * the reply itself once it has sent something else: bytes, a redirect, pre-serialised JSON.
 */
export type RouteHandler<E extends EndpointDefinition> = (
  context: RouteContext<E>,
) => RouteAnswer<E> | Promise<RouteAnswer<E>>;

/** What a route has beside its endpoint: limits and hooks of this server, not of the contract. */
export interface RouteOptions {
  /** The per-IP limit of @fastify/rate-limit. */
  rateLimit?: FastifyContextConfig['rateLimit'];
  bodyLimit?: number;
  /** Runs after the access guard. */
  onRequest?: Hook;
  preHandler?: Hook;
  /** The response schemas made from the endpoint's `response`; the shared envelope's (`replies`) unless given. */
  replies?: (value: z.ZodType) => FastifySchema['response'];
}

export type Router = {
  <E extends EndpointDefinition>(endpoint: E, handler: RouteHandler<E>, options?: RouteOptions): void;
  /** The same router for an encapsulated scope (a plugin with its own body parser or hooks). */
  within(scope: App): Router;
};

const isStaffAccess = (access: Access): access is StaffAccess =>
  typeof access === 'object' && 'staff' in access;

/**
 * Registers routes from contract endpoints: `access` becomes the onRequest guard, `encrypted`
 * the encryption hook's flag, `response` the envelope schema, and the handler gets the request's
 * validated parts. Created once in app.ts.
 */
export const createRouter = (app: App, { guards }: { guards: RouteGuards }): Router => {
  const memberGuards: Record<MemberAccess, Hook> = {
    session: guards.session,
    member: guards.member,
    'member-or-free-play': guards.memberOrFreePlay,
  };
  const guardOf = (access: Access): Hook | null => {
    if (typeof access === 'string')
      return access in memberGuards ? memberGuards[access as MemberAccess] : null;
    if (isStaffAccess(access)) return guards.staff(access.staff, access);
    return memberGuards[access.member];
  };

  const routerOf = (scope: App): Router => {
    const route = <E extends EndpointDefinition>(
      endpoint: E,
      handler: RouteHandler<E>,
      options: RouteOptions = {},
    ) => {
      const { access } = endpoint;
      const guard = guardOf(access);
      const onRequest = [guard, options.onRequest].filter((hook) => hook !== null && hook !== undefined);
      const duringPasswordChange = typeof access === 'object' && !isStaffAccess(access);
      scope.route({
        method: endpoint.method,
        url: endpoint.path,
        ...(onRequest.length > 0 ? { onRequest } : {}),
        ...(options.preHandler ? { preHandler: options.preHandler } : {}),
        ...(endpoint.upload ? { bodyLimit: UPLOAD_MAX_BYTES } : {}),
        ...(options.bodyLimit === undefined ? {} : { bodyLimit: options.bodyLimit }),
        config: {
          endpoint,
          ...(endpoint.encrypted ? { encrypted: true } : {}),
          ...(duringPasswordChange ? { allowPasswordChangeOnly: true } : {}),
          ...(options.rateLimit ? { rateLimit: options.rateLimit } : {}),
        },
        schema: {
          ...(endpoint.tags ? { tags: [...endpoint.tags] } : {}),
          summary: endpoint.summary,
          ...(endpoint.description ? { description: endpoint.description } : {}),
          ...(endpoint.params ? { params: endpoint.params } : {}),
          ...(endpoint.query ? { querystring: endpoint.query } : {}),
          ...(endpoint.body ? { body: endpoint.body } : {}),
          ...(endpoint.headers ? { headers: endpoint.headers } : {}),
          ...(endpoint.response ? { response: (options.replies ?? replies)(endpoint.response) } : {}),
        },
        handler: async (request, reply) => {
          const value = await handler({
            params: request.params,
            query: request.query,
            body: request.body,
            request,
            reply,
          } as RouteContext<E>);
          return value === reply ? reply : ok(value);
        },
      });
    };
    return Object.assign(route, { within: routerOf });
  };
  return routerOf(app);
};
