import { appVersionEvent, realtimeEvents } from '@coachline/contract/api';
import { useEffect } from 'react';
import { handleUnauthorized } from '../api/effects';
import { sessionKeys } from '../features/session/keys';
import { queryClient } from './queryClient';
import { onRealtime, startRealtime, stopRealtime } from './realtime';
import { announceVersion } from './uiState';

/** Connects the realtime channel for a signed-in session; 'session-expired' acts as a 401. */
export function useRealtimeSession(token: string | null): void {
  useEffect(() => {
    if (!token) return;
    const offExpired = onRealtime(realtimeEvents.sessionExpired, () => handleUnauthorized());
    // Their role, locations or permissions changed: read the session again.
    const offPermissions = onRealtime(realtimeEvents.permissionsChanged, () => {
      void queryClient.invalidateQueries({ queryKey: sessionKeys.refresh });
    });
    const offVersion = onRealtime(realtimeEvents.appVersion, (payload) => {
      const parsed = appVersionEvent.safeParse(payload);
      if (parsed.success) announceVersion(parsed.data.version);
    });
    startRealtime(token);
    return () => {
      offExpired();
      offPermissions();
      offVersion();
      stopRealtime();
    };
  }, [token]);
}
