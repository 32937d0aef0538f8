import { realtimeEvents } from '@coachline/contract/api';
import type { PortalChatMessage } from '@coachline/contract/portal';
import { type InfiniteData, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { addChatMessage, type PortalSession, portalKeys } from './queries';

type ChatData = InfiniteData<{ data: PortalChatMessage[]; has_more: boolean }, number | undefined>;
export type RewardNotice = { points: number; reason: string };

/**
 * The contact's live channel: messages of their chat arrive in the conversation as they are
 * written, and a reward the coach sends is announced. socket.io-client loads after the first
 * paint.
 */
export function usePortalRealtime(session: PortalSession) {
  const { token } = session;
  const client = useQueryClient();
  const [reward, setReward] = useState<RewardNotice | null>(null);
  useEffect(() => {
    let closed = false;
    let close = () => {};
    void import('socket.io-client').then(({ io }) => {
      if (closed) return;
      const socket = io({
        path: '/realtime',
        auth: { token },
        transports: ['websocket', 'polling'],
      });
      socket.on(realtimeEvents.portalChat, (message: PortalChatMessage) => {
        client.setQueryData(portalKeys.chat(session), (data: ChatData | undefined) =>
          addChatMessage(data, message),
        );
        void client.invalidateQueries({ queryKey: portalKeys.home(session) });
      });
      socket.on(realtimeEvents.portalReward, (notice: RewardNotice) => {
        setReward(notice);
        void client.invalidateQueries({ queryKey: portalKeys.rewards(session) });
      });
      close = () => socket.disconnect();
    });
    return () => {
      closed = true;
      close();
    };
  }, [token, client, session]);
  return { reward, dismissReward: () => setReward(null) };
}
