import type { ImportLog } from '@coachline/contract/contact-import';
import { describe, expect, it } from 'vitest';
import {
  applyProgressEvent,
  applyProgressLog,
  isImportComplete,
  progressLabel,
  progressPercent,
} from './importProgress';

describe('import progress (000 §4.6)', () => {
  it('rounds the percent', () => {
    expect(progressPercent(1, 3)).toBe(33);
    expect(progressPercent(2, 3)).toBe(67);
    expect(progressPercent(199, 200)).toBe(100);
    expect(progressPercent(1, 200)).toBe(1);
    expect(progressPercent(0, 200)).toBe(0);
  });

  it('stays within 0–100 and treats an empty import as complete', () => {
    expect(progressPercent(5, 3)).toBe(100);
    expect(progressPercent(0, 0)).toBe(100);
  });

  it('says "N of M"', () => {
    expect(progressLabel(250, 1200)).toBe('250 of 1,200');
    expect(progressLabel(1300, 1200)).toBe('1,200 of 1,200');
  });

  it('is complete when the count equals the total', () => {
    expect(isImportComplete({ count: 9, total: 10 })).toBe(false);
    expect(isImportComplete({ count: 10, total: 10 })).toBe(true);
  });

  const start = { importId: 5, count: 0, total: 10 };
  const event = (
    over: Partial<{ user_id: number; import_id: number; count: number; total_count: number }>,
  ) => ({
    user_id: 1,
    import_id: 5,
    count: 4,
    total_count: 10,
    ...over,
  });

  it('folds in events of this import and user only, never going backwards', () => {
    const p = applyProgressEvent(start, event({}), 1);
    expect(p).toEqual({ importId: 5, count: 4, total: 10 });
    expect(applyProgressEvent(p, event({ count: 2 }), 1).count).toBe(4);
    expect(applyProgressEvent(p, event({ import_id: 6, count: 9 }), 1)).toBe(p);
    expect(applyProgressEvent(p, event({ user_id: 2, count: 9 }), 1)).toBe(p);
  });

  it('a finished import log completes the bar', () => {
    const log = {
      id: 5,
      status: 'completed',
      total_count: 10,
      count: 8,
    } as ImportLog;
    expect(applyProgressLog(start, log)).toEqual({ importId: 5, count: 10, total: 10 });
    expect(applyProgressLog(start, { ...log, status: 'running' })).toEqual({
      importId: 5,
      count: 8,
      total: 10,
    });
  });
});
