import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../platform/deps';
import { redactUrl } from '../../platform/redact';
import { auditedAdminOf, recordAccess, recordOutcome } from './audit-log.service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The audit log entry of this request, when its session is an account access. */
    auditEntryId?: number;
  }
}

const readOnly = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Records every changing request of an accessed session in the organization's audit log, in
 * one place for every route of the API scope, built and future. The entry is written before
 * the request acts (before validation, so refused input is seen too): if it cannot be written,
 * the request fails and nothing is done unrecorded. Its status is added when the answer is
 * ready.
 */
export function registerAccessAudit(app: FastifyInstance, deps: Deps) {
  app.addHook('preValidation', async (request) => {
    const ctx = request.ctx;
    if (!ctx || readOnly.has(request.method)) return;
    const adminUserId = auditedAdminOf(ctx);
    if (adminUserId === undefined) return;
    request.auditEntryId = await recordAccess(deps, ctx, adminUserId, {
      method: request.method,
      path: redactUrl(request.url),
      ip: request.ip,
    });
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.auditEntryId === undefined || !request.ctx) return payload;
    try {
      await recordOutcome(deps, request.ctx, request.auditEntryId, reply.statusCode);
    } catch (error) {
      // The request is recorded already; only its status is missing.
      request.log.error({ err: error }, 'could not record the status of an audited request');
    }
    return payload;
  });
}
