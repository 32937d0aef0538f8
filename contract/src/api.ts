import { z } from 'zod';

// Response shapes every area shares (ARCHITECTURE.md §3).

export const paginated = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.array(item),
    current_page: z.number().int(),
    last_page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
  });
export type Paginated<T> = {
  data: T[];
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
};

/** A page of a list: page and per_page (1–100). */
export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(25),
});
export type PageQuery = z.infer<typeof pageQuery>;

/** 001 §9: dashboard lists show 6 a page. */
export const dashboardPageQuery = pageQuery.extend({
  per_page: z.coerce.number().int().min(1).max(100).default(6),
});

export const statusResponse = z.object({ status: z.literal(1) });

/** Realtime (Socket.IO at /realtime): event names on the per-user channel. */
export const realtimeEvents = {
  sessionExpired: 'session-expired',
  appVersion: 'app-version',
  importProgress: 'import-progress',
  contentUpload: 'content-upload-event',
  smsReceived: 'sms-received',
  portalMessage: 'portal-message',
  /** To a contact's portal: a message of their chat, written by the coach or by them. */
  portalChat: 'portal-chat',
  /** To a contact's portal: the coach sent them points. */
  portalReward: 'portal-reward',
  broadcastProgress: 'broadcast-progress',
  /** A page of a Canva import was built into a playbook step (or the import ended). */
  canvaBuildProgress: 'canva-build-progress',
  /** The user's role, locations or permissions changed: the web reads its session again. */
  permissionsChanged: 'permissions-changed',
} as const;

export const appVersionEvent = z.object({ version: z.string() });
export const importProgressStatuses = ['running', 'completed', 'failed'] as const;
export const importProgressEvent = z.object({
  user_id: z.number().int(),
  import_id: z.number().int(),
  count: z.number().int(),
  total_count: z.number().int(),
  /** The last event of an import says how it ended; its reason is in the import log. */
  status: z.enum(importProgressStatuses).optional(),
});
export type ImportProgressEvent = z.infer<typeof importProgressEvent>;
