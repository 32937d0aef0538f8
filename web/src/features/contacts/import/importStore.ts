import type { ImportProgressEvent } from '@coachline/contract/api';
import type { ImportLog } from '@coachline/contract/contact-import';
import { create } from 'zustand';
import {
  applyProgressEvent,
  applyProgressLog,
  type ImportProgress,
  isImportComplete,
} from './importProgress';

// The import on screen, kept outside the drawer so closing the drawer never loses its progress
// and the 'CSV Imported' dialog still appears when the count reaches the total (000 §4.6).

type ImportSession = {
  progress: ImportProgress | null;
  fileName: string;
  /** The 'CSV Imported' dialog is open for this import. */
  resultOpen: boolean;
  /** A whole-import failure (the log's reason), when it stopped instead of finishing. */
  stopped: boolean;
};

export const useImportSession = create<ImportSession>(() => ({
  progress: null,
  fileName: '',
  resultOpen: false,
  stopped: false,
}));

export function trackImport(importId: number, total: number, fileName: string): void {
  useImportSession.setState({
    progress: { importId, count: 0, total },
    fileName,
    resultOpen: false,
    stopped: false,
  });
}

function settle(next: ImportProgress, stopped = false): void {
  const done = stopped || isImportComplete(next);
  useImportSession.setState((s) => ({
    progress: next,
    resultOpen: s.resultOpen || done,
    stopped: s.stopped || stopped,
  }));
}

/** A failed event stops the import on screen at once: the dialog opens and reads the log's reason. */
export function importEvent(event: ImportProgressEvent, userId: number | null): void {
  const current = useImportSession.getState().progress;
  if (!current) return;
  const next = applyProgressEvent(current, event, userId);
  if (next !== current) settle(next, event.status === 'failed');
}

export function importLogSeen(log: ImportLog): void {
  const current = useImportSession.getState().progress;
  if (!current || log.id !== current.importId) return;
  if (log.status === 'failed') {
    settle({ ...current, total: log.total_count }, true);
    return;
  }
  settle(applyProgressLog(current, log));
}

/** Dismissing the result ends the import on screen. */
export function clearImport(): void {
  useImportSession.setState({ progress: null, fileName: '', resultOpen: false, stopped: false });
}
