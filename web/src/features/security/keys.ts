import type { AuditLogQuery } from '@coachline/contract/security';

// Query keys of the security settings, apart from the hooks so other features can name them.

export const securityKeys = {
  all: ['security'] as const,
  sessions: ['security', 'sessions'] as const,
  auditLog: (query: Partial<AuditLogQuery>) => ['security', 'audit-log', query] as const,
};
