import type { Endpoint, EndpointOutput } from '@coachline/contract/endpoint';
import { messages } from '@coachline/contract/messages';
import { canAny } from '@coachline/contract/permissions';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { ctxOf, portalOf } from './auth';
import type { PortalContext, RequestContext } from './context';
import { forbidden, loggableError, notFound, validationError } from './errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract definition the route was registered from. */
    endpoint?: Endpoint;
    /** The route waits on another server, not the database (platform/admission.ts). */
    outbound?: boolean;
  }
}

type Parsed<E, K extends keyof Endpoint> = E extends { [P in K]: infer S extends z.ZodType }
  ? z.output<S>
  : undefined;

/** What a handler gets: the caller (absent on public calls) and the validated input. */
export type HandlerInput<E extends Endpoint> = {
  ctx: E extends { access: 'public' }
    ? null
    : E extends { access: 'contact' }
      ? PortalContext
      : RequestContext;
  params: Parsed<E, 'params'>;
  query: Parsed<E, 'query'>;
  body: Parsed<E, 'body'>;
  request: FastifyRequest;
  reply: FastifyReply;
};

/** A JSON endpoint answers its response; a download sends its file through `reply`. */
type HandlerResult<E extends Endpoint> = E extends { response: z.ZodType }
  ? EndpointOutput<E> | Promise<EndpointOutput<E>>
  : FastifyReply | Promise<FastifyReply>;

export type Route = {
  endpoint: Endpoint;
  handler: (input: HandlerInput<Endpoint>) => unknown;
  /** Waits on another server within its own time limit: no turn, no deadline (admission.ts). */
  outbound?: boolean;
};

/** One route: an endpoint of the contract and the service call that answers it. */
export const handle = <const E extends Endpoint>(
  endpoint: E,
  handler: (input: HandlerInput<E>) => HandlerResult<E>,
  options: { outbound?: boolean } = {},
): Route => ({ endpoint, handler: handler as Route['handler'], ...options });

/** The path of the first string holding a NUL character, which PostgreSQL text cannot store. */
function nulPath(value: unknown): string[] | undefined {
  // A stack rather than recursion: a JSON body may nest a hundred thousand levels deep.
  type Entry = { value: unknown; key: string; parent: Entry | undefined };
  const stack: Entry[] = [{ value, key: '', parent: undefined }];
  for (let entry = stack.pop(); entry; entry = stack.pop()) {
    if (typeof entry.value === 'string') {
      if (!entry.value.includes('\u0000')) continue;
      const path: string[] = [];
      for (let at: Entry | undefined = entry; at?.parent; at = at.parent) path.unshift(at.key);
      return path;
    }
    if (typeof entry.value !== 'object' || entry.value === null) continue;
    const children = Object.entries(entry.value);
    for (let i = children.length - 1; i >= 0; i--)
      stack.push({ value: children[i]![1], key: children[i]![0], parent: entry });
  }
  return undefined;
}

/** NUL in a path names no row; in a query or body it is bad input (422), never a 500. */
async function refuseNul(request: FastifyRequest) {
  if (nulPath(request.params)) throw notFound();
  for (const input of [request.query, request.body]) {
    const path = nulPath(input);
    if (path) throw validationError({ [path.join('.') || 'body']: [messages.nulCharacter] });
  }
}

/**
 * The route's permission, before its input is read: a caller without it learns nothing of the
 * input's rules (403 before 422). `self` and `member` need only the session.
 */
function permissionCheck({ permission }: Endpoint) {
  if (!permission || permission === 'self' || permission === 'member') return undefined;
  return async (request: FastifyRequest) => {
    if (!canAny(ctxOf(request).subject, permission)) throw forbidden();
  };
}

const either = (words: string | readonly string[]) =>
  typeof words === 'string' ? words : words.join(' or ');

/** Who may call, for the API documentation. */
function permissionNote({ access, permission }: Endpoint): string {
  if (access === 'public') return 'Public: no token.';
  if (!permission) return "A contact's client-portal token; a user's is refused.";
  if (permission === 'self') return 'Permission: any signed-in user, on their own user.';
  if (permission === 'member') return 'Permission: any member of the account.';
  return `Permission: ${either(permission.action)} on ${either(permission.area)}.`;
}

function callerOf(access: Endpoint['access'], request: FastifyRequest) {
  if (access === 'public') return null;
  return access === 'contact' ? portalOf(request) : ctxOf(request);
}

/** Registers routes from their endpoints, with the contract's schemas and permission. */
export function registerRoutes(app: FastifyInstance, routes: readonly Route[]) {
  for (const { endpoint, handler, outbound = false } of routes) {
    const { access = 'session' } = endpoint;
    const permitted = permissionCheck(endpoint);
    app.route({
      method: endpoint.method,
      url: `/${endpoint.path}`,
      config: {
        endpoint,
        public: access === 'public',
        allowPendingTwofa: access === 'pending-twofa',
        contact: access === 'contact',
        outbound,
      },
      preValidation: permitted ? [permitted, refuseNul] : refuseNul,
      schema: {
        tags: [endpoint.tag],
        description: [endpoint.description, permissionNote(endpoint)].filter(Boolean).join('\n\n'),
        ...(access === 'public'
          ? { security: [] }
          : endpoint.base === 'checkout'
            ? { security: [{ checkoutToken: [] }] }
            : {}),
        ...(endpoint.params ? { params: endpoint.params } : {}),
        ...(endpoint.query ? { querystring: endpoint.query } : {}),
        ...(endpoint.body ? { body: endpoint.body } : {}),
        ...(endpoint.response ? { response: { 200: endpoint.response } } : {}),
        ...(endpoint.upload ? { consumes: ['multipart/form-data'] } : {}),
        ...(endpoint.produces ? { produces: [...endpoint.produces] } : {}),
      },
      handler: async (request, reply) => {
        try {
          const result = await handler({
            ctx: callerOf(access, request),
            params: request.params,
            query: request.query,
            body: request.body,
            request,
            reply,
          } as HandlerInput<Endpoint>);
          // Answered 503 at its deadline meanwhile (platform/admission.ts): the late result goes.
          return reply.sent && result !== reply ? undefined : result;
        } catch (error) {
          if (!reply.sent) throw error;
          request.log.info({ err: loggableError(error) }, 'failed after its deadline was answered');
          return undefined;
        }
      },
    });
  }
}

/** A feature's routes as a plugin; `setup` registers what they need first (a multipart parser). */
export const routesPlugin =
  (routes: readonly Route[], setup?: (app: FastifyInstance) => Promise<void>): FastifyPluginAsync =>
  async (app) => {
    await setup?.(app);
    registerRoutes(app, routes);
  };

/** An upload's parts; none when the request is not multipart (the service then says so). */
export const uploadedParts = (request: FastifyRequest) =>
  request.isMultipart() ? request.parts() : noParts();

async function* noParts() {}
