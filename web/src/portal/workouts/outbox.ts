import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { PortalError } from '../api';
import { type PortalSession, portalKeys } from '../queries';
import { workoutCall } from './api';
import { dequeue, loadOutbox, markRefused, useContactId } from './storage';

// Sends the finished sessions this phone holds: right after Finish, when the browser says it is
// online again, and when the portal starts. Each carries the client_id made when it started, so
// sending one twice (a reply lost on the way back) records it once.

const sending = new Set<string>();

/** Tries every queued session of the contact once; stops at the first network failure. */
export async function flushOutbox(
  session: PortalSession,
  contact: number,
  onSent?: () => void,
): Promise<void> {
  for (const item of loadOutbox(session.account, contact)) {
    const id = item.body.client_id;
    if (item.refused || sending.has(id)) continue;
    sending.add(id);
    try {
      await workoutCall('log', { params: { workout: item.workout.id }, body: item.body }, session);
      dequeue(session.account, contact, id);
      onSent?.();
    } catch (error) {
      const status = error instanceof PortalError ? error.status : 0;
      // Offline, signed out, or the server failing: it waits for the next chance.
      if (status === 0 || status === 401 || status === 408 || status === 429 || status >= 500)
        return;
      markRefused(
        session.account,
        contact,
        id,
        error instanceof PortalError ? error.message : 'The workout could not be saved.',
      );
    } finally {
      sending.delete(id);
    }
  }
}

/** The portal's part of the outbox: a send on start and on every `online` event. */
export function useWorkoutSync(session: PortalSession, contactFromMe: number | undefined) {
  const contact = useContactId(session.account, contactFromMe);
  const client = useQueryClient();
  // Only once `me` says whose token this is: never one contact's sessions with another's token.
  const ready = contactFromMe !== undefined && contact === contactFromMe;
  useEffect(() => {
    if (!ready || contact === null) return;
    const sent = () => {
      void client.invalidateQueries({ queryKey: portalKeys.workouts(session) });
      void client.invalidateQueries({ queryKey: portalKeys.workoutPlans(session) });
    };
    const flush = () => void flushOutbox(session, contact, sent);
    flush();
    window.addEventListener('online', flush);
    return () => window.removeEventListener('online', flush);
  }, [ready, contact, session, client]);
}
