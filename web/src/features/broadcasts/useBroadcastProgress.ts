import { realtimeEvents } from '@coachline/contract/api';
import {
  type Broadcast,
  type BroadcastProgressEvent,
  broadcastProgressEvent,
} from '@coachline/contract/broadcasts';
import { useEffect, useState } from 'react';
import { queryClient } from '../../app/queryClient';
import { onRealtime } from '../../app/realtime';
import { broadcastKeys } from './keys';
import { type Progress, progressOf } from './labels';

/**
 * A send's progress, live: the realtime events for this broadcast move it between the reads of
 * the broadcast (which poll while it is queued or sending); when the send ends, the report's
 * queries are read again for the final numbers.
 */
export function useBroadcastProgress(broadcast: Broadcast): Progress {
  const [event, setEvent] = useState<BroadcastProgressEvent | null>(null);
  const id = broadcast.id;
  useEffect(
    () =>
      onRealtime(realtimeEvents.broadcastProgress, (payload) => {
        const parsed = broadcastProgressEvent.safeParse(payload);
        if (!parsed.success || parsed.data.broadcast_id !== id) return;
        setEvent(parsed.data);
        if (parsed.data.status === 'sent' || parsed.data.status === 'failed')
          void queryClient.invalidateQueries({ queryKey: broadcastKeys.all });
      }),
    [id],
  );
  return progressOf(broadcast, event);
}
