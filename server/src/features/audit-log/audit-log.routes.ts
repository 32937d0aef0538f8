import { securityEndpoints as api } from '@coachline/contract/security';
import type { Deps } from '../../platform/deps';
import { handle, routesPlugin } from '../../platform/endpoints';
import * as auditLog from './audit-log.service';

export const auditLogRoutes = (deps: Deps) =>
  routesPlugin([handle(api.auditLog, ({ ctx, query }) => auditLog.auditLog(deps, ctx, query))]);
