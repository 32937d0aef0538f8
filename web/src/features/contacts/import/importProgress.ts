import type { ImportProgressEvent } from '@coachline/contract/api';
import type { ImportLog } from '@coachline/contract/contact-import';

// Progress of a contact import (000 §4.6): a bar with "N of M" fed by the realtime
// import-progress events, percent rounded, done when the count equals the total.

export type ImportProgress = { importId: number; count: number; total: number };

/** Whole percent, 0–100; an empty import is complete. */
export function progressPercent(count: number, total: number): number {
  if (total <= 0) return count >= total ? 100 : 0;
  return Math.min(100, Math.max(0, Math.round((count / total) * 100)));
}

export function progressLabel(count: number, total: number): string {
  return `${Math.min(count, total).toLocaleString('en-US')} of ${total.toLocaleString('en-US')}`;
}

export function isImportComplete(p: Pick<ImportProgress, 'count' | 'total'>): boolean {
  return p.total >= 0 && p.count >= p.total;
}

/**
 * Folds an event into the progress of the import on screen: events of other imports or users
 * are ignored, and the count never goes backwards (events may arrive out of order).
 */
export function applyProgressEvent(
  current: ImportProgress,
  event: ImportProgressEvent,
  userId: number | null,
): ImportProgress {
  if (event.import_id !== current.importId) return current;
  if (userId !== null && event.user_id !== userId) return current;
  return {
    importId: current.importId,
    total: event.total_count,
    count: Math.max(current.count, event.count),
  };
}

/** The progress a polled import log shows (the fallback when realtime is not connected yet). */
export function applyProgressLog(current: ImportProgress, log: ImportLog): ImportProgress {
  if (log.id !== current.importId) return current;
  const finished = log.status === 'completed' || log.status === 'failed';
  const total = log.total_count;
  return {
    importId: current.importId,
    total,
    count: finished ? total : Math.max(current.count, log.count),
  };
}
