import type { z } from 'zod';
import type { AreaPermission } from './permissions';

// Endpoints as data (ARCHITECTURE §2): each contract area file exports its calls with their
// schemas. The server registers every route from these definitions, the web calls them through
// `api.call(endpoint, input)`, and the OpenAPI document, the cross-tenant sweep and the browser
// tests read the same list. A path is written once, here.

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** The separate APIs of one server, each under its own prefix. */
export const apiBases = {
  v3: '/api/v3',
  billing: '/api/billing',
  v2: '/api/v2',
  checkout: '/api/checkout',
} as const;
export type ApiBase = keyof typeof apiBases;

/**
 * Who may call: `session` (the default) needs a signed-in user session whose second factor is
 * done, `pending-twofa` also accepts one still waiting for it, `public` needs no token at all,
 * and `contact` needs a contact's client-portal session (and refuses a user's).
 */
type EndpointAccess = 'session' | 'pending-twofa' | 'public' | 'contact';

/**
 * What a signed-in caller needs (000 §6), checked before the input is: the one map from route to
 * area and action. The service checks the finer rules (ownership, the contact centre's create).
 * - `{ area, action }`: a permission; where either is a list, any pair will do (a picker's list
 *   is readable from each area that picks from it; a save that creates or updates).
 * - `self`: a call on the caller's own user or session (profile, two-factor, sign-out).
 * - `member`: any member of the account: the lookups every area's pickers and editors read
 *   (plan limits, saved styles, colours) and the editors' own helpers.
 */
export type EndpointPermission = AreaPermission | 'self' | 'member';

type EndpointFields = {
  method: HttpMethod;
  /** Relative to the base, with `:name` segments filled from `params`. */
  path: string;
  base?: ApiBase;
  params?: z.ZodObject;
  query?: z.ZodType;
  body?: z.ZodType;
  /** A multipart body (files): the handler reads the parts itself. */
  upload?: true;
  /** The JSON answer; absent for a file download. */
  response?: z.ZodType;
  /** The content types of a file download. */
  produces?: readonly string[];
  /** The group of the call in the API documentation, and what it does where a name won't say. */
  tag: string;
  description?: string;
};

/** Every call that needs a session names its permission: a call without one doesn't compile. */
export type EndpointDefinition = EndpointFields &
  (
    | { access: Extract<EndpointAccess, 'public' | 'contact'>; permission?: undefined }
    | {
        access?: Exclude<EndpointAccess, 'public' | 'contact'>;
        permission: EndpointPermission;
      }
  );

export type Endpoint = Readonly<EndpointDefinition>;

/** Declares one call; `const` keeps its literal method and path for the types below. */
export const endpoint = <const E extends EndpointDefinition>(definition: E): E => definition;

/** The full path of an endpoint, as the server registers it (`/api/v3/contact/:contact/fetch`). */
export const routePath = (e: Endpoint): string => `${apiBases[e.base ?? 'v3']}/${e.path}`;

/** `METHOD /full/path`, the key of an endpoint in lists and tests. */
export const endpointKey = (e: Endpoint): string => `${e.method} ${routePath(e)}`;

type Schema<E, K extends keyof EndpointDefinition> = E extends {
  [P in K]: infer S extends z.ZodType;
}
  ? S
  : undefined;

/** Path parameters as the caller has them: ids may be numbers. */
type ParamsInput<S> = S extends z.ZodObject ? { [K in keyof z.input<S>]: string | number } : never;

/** What a caller passes: the params the path names, the query and the body of the contract. */
export type EndpointInput<E extends Endpoint> = (Schema<E, 'params'> extends z.ZodObject
  ? { params: ParamsInput<Schema<E, 'params'>> }
  : { params?: undefined }) &
  (Schema<E, 'query'> extends z.ZodType
    ? { query?: z.input<Schema<E, 'query'>> }
    : { query?: undefined }) &
  (Schema<E, 'body'> extends z.ZodType
    ? { body: z.input<Schema<E, 'body'>> }
    : { body?: undefined });

/** The parsed answer of a JSON endpoint. */
export type EndpointOutput<E extends Endpoint> =
  Schema<E, 'response'> extends z.ZodType ? z.output<Schema<E, 'response'>> : never;

/** The path with its `:name` segments filled, under its base. */
export function endpointUrl(
  e: Endpoint,
  params?: Record<string, string | number>,
  query?: Record<string, unknown>,
): string {
  const path = routePath(e).replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${endpointKey(e)} needs the path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
