import { randomUUID } from 'node:crypto';
import { messages } from '@coachline/contract/messages';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';

export type AppErrorCode =
  | 'validation'
  | 'unauthenticated'
  | 'forbidden'
  | 'not_found'
  | 'throttled'
  | 'limit_exceeded'
  | 'opt_ins_closed'
  | 'send_limit'
  | 'email_exists'
  | 'unavailable'
  | 'bad_gateway';

const statusOf: Record<AppErrorCode, number> = {
  validation: 422,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  throttled: 429,
  limit_exceeded: 422,
  opt_ins_closed: 422,
  // 001 §8: a broadcast past the plan's monthly emails answers 404 with error limit-error.
  send_limit: 404,
  email_exists: 403,
  unavailable: 503,
  bad_gateway: 502,
};

export type FieldErrors = Record<string, string[]>;

/** Every expected failure is an AppError; the one error handler turns it into a response. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: AppErrorCode,
    message: string,
    readonly fields?: FieldErrors,
    readonly retryAfterSeconds?: number,
    readonly email?: string,
  ) {
    super(message);
    this.status = statusOf[code];
  }
}

export const validationError = (fields: FieldErrors, message: string = messages.validationFailed) =>
  new AppError('validation', message, fields);
export const fieldError = (field: string, message: string) =>
  validationError({ [field]: [message] }, message);
export const notFound = () => new AppError('not_found', messages.notFound);
export const forbidden = (message: string = messages.forbidden) =>
  new AppError('forbidden', message);
export const unauthenticated = () => new AppError('unauthenticated', messages.unauthenticated);
export const throttled = (seconds: number, describe = messages.tooManyAttempts) =>
  new AppError('throttled', describe(seconds), undefined, seconds);
export const limitExceeded = (message: string) => new AppError('limit_exceeded', message);
/** A broadcast the plan's monthly emails have no room for: 404 with error limit-error (001 §8). */
export const sendLimit = (message: string) => new AppError('send_limit', message);
/** A public opt-in the plan has no room for: 422 with limit_exceed_v2 (001 §8). */
export const optInsClosed = (message: string) => new AppError('opt_ins_closed', message);
/** 503 with Retry-After: the request cannot be answered in time (a long line, its deadline, a statement cut off). */
export const unavailable = (retryAfterSeconds = 1) =>
  new AppError('unavailable', messages.serverBusy, undefined, retryAfterSeconds);
/** 503 without Retry-After: a service this server would call is not configured; waiting won't help. */
export const notConfigured = (message: string) => new AppError('unavailable', message);
/** 502: a service this server called failed or did not answer in time. */
export const badGateway = (message: string) => new AppError('bad_gateway', message);
/** 403 for a registered email; the body names the email for the client's "already registered" dialog. */
export const emailExists = (message: string, email: string) =>
  new AppError('email_exists', message, undefined, undefined, email);

/** Turns zod issues into the `{ field: [messages] }` map of a 422, with dotted paths. */
export function zodFieldErrors(
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>,
): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || 'body';
    const list = fields[key] ?? [];
    if (!list.includes(issue.message)) list.push(issue.message);
    fields[key] = list;
  }
  return fields;
}

/**
 * What a log may keep of an error. The ORM's query errors carry the statement's parameters in
 * their message and stack (personal data, a password hash): keep the SQL, the database's own
 * error and its code, never the parameters.
 */
export function loggableError(error: unknown): unknown {
  if (!(error instanceof Error) || !('params' in error) || !('query' in error)) return error;
  const cause = error.cause instanceof Error ? error.cause : undefined;
  return {
    type: error.name,
    query: error.query,
    code: databaseErrorCode(error),
    message: cause?.message ?? 'database query failed',
    stack: cause?.stack,
  };
}

/** The SQLSTATE of a database error, unwrapping the ORM's wrapper. */
function databaseErrorCode(error: unknown): string | undefined {
  for (let e = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/**
 * A multipart body cut short or malformed: the parser's own errors (no boundary, a part that
 * ends early, a broken part header), or a part's stream closed before its end because the
 * parser gave up. Only a multipart request can cause these.
 */
function isBrokenMultipart(request: FastifyRequest, error: FastifyError) {
  if (!request.headers['content-type']?.toLowerCase().startsWith('multipart/')) return false;
  return (
    error.code === 'ERR_STREAM_PREMATURE_CLOSE' ||
    /^Multipart: |unexpected end of multipart data|malformed part header/i.test(error.message)
  );
}

function send(reply: FastifyReply, error: AppError) {
  if (error.retryAfterSeconds) reply.header('retry-after', String(error.retryAfterSeconds));
  const body: Record<string, unknown> = { message: error.message };
  if (error.fields) body.errors = error.fields;
  if (error.code === 'limit_exceeded') {
    body.limit_exceed = true;
    body.errors ??= {};
  }
  if (error.code === 'opt_ins_closed') body.limit_exceed_v2 = true;
  if (error.code === 'send_limit') body.error = 'limit-error';
  if (error.code === 'email_exists') {
    body.email_exists = true;
    body.email = error.email;
  }
  return reply.status(error.status).send(body);
}

/** The one place errors become HTTP: 422 shapes for bad input, a bare 500 with a request id otherwise. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) return send(reply, error);
    if (hasZodFastifySchemaValidationErrors(error)) {
      // A path whose id is not a valid id names no row.
      if (error.validationContext === 'params') return send(reply, notFound());
      const issues = error.validation.map((v) => ({
        path: v.instancePath.split('/').filter(Boolean),
        message: v.message ?? 'is invalid',
      }));
      return send(reply, validationError(zodFieldErrors(issues)));
    }
    if (error instanceof ZodError)
      return send(reply, validationError(zodFieldErrors(error.issues)));
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Fastify's own client errors: malformed JSON, body too large, unsupported media type.
      const status = error.statusCode === 400 ? 422 : error.statusCode;
      const message = status === 422 ? messages.validationFailed : error.message;
      return reply
        .status(status)
        .send(status === 422 ? { message, errors: { body: [error.message] } } : { message });
    }
    if (isBrokenMultipart(request, error))
      return send(reply, validationError({ body: [messages.brokenUpload] }));
    const database = databaseErrorCode(error);
    // A unique index that a concurrent request won: the value is taken after all.
    if (database === '23505') return send(reply, new AppError('validation', messages.alreadyTaken));
    // An id beyond the column's range, or not a number at all, names no row.
    if (database === '22003' || database === '22P02') return send(reply, notFound());
    // Text the database cannot store (a NUL, an invalid byte sequence) is bad input.
    if (database === '22021' || database === '22P05')
      return send(reply, validationError({ body: [messages.nulCharacter] }));
    // A statement cut off by statement_timeout (or cancelled): the request ran out of time.
    if (database === '57014') return send(reply, unavailable());
    const requestId = String(request.id ?? randomUUID());
    request.log.error({ err: loggableError(error), requestId }, 'unhandled error');
    return reply.status(500).send({ message: messages.serverError, request_id: requestId });
  });
}
