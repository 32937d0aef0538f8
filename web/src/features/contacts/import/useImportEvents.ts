import {
  type ImportProgressEvent,
  importProgressEvent,
  realtimeEvents,
} from '@coachline/contract/api';
import { useEffect, useRef } from 'react';
import { onRealtime } from '../../../app/realtime';

/** Calls `listener` for every import-progress event on the user's realtime channel. */
export function useImportProgressEvents(listener: (event: ImportProgressEvent) => void): void {
  const latest = useRef(listener);
  latest.current = listener;
  useEffect(
    () =>
      onRealtime(realtimeEvents.importProgress, (payload) => {
        const parsed = importProgressEvent.safeParse(payload);
        if (parsed.success) latest.current(parsed.data);
      }),
    [],
  );
}
