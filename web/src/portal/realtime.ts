import { realtimeEvents } from '@coachline/contract/api';
import type { PortalChatMessage } from '@coachline/contract/portal';
import { type InfiniteData, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { addChatMessage, portalKeys } from './queries';

type ChatData = InfiniteData<{ data: PortalChatMessage[]; has_more: boolean }, number | undefined>;
export type RewardNotice = { points: number; reason: string };

/**
 * The contact's live channel: messages of their chat arrive in the conversation as they are
 * written, and a reward the coach sends is announced. socket.io-client loads after the first
 * paint.
 */
export function usePortalRealtime(token: string) {
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
        client.setQueryData(portalKeys.chat(), (data: ChatData | undefined) =>
          addChatMessage(data, message),
        );
        void client.invalidateQueries({ queryKey: portalKeys.home() });
      });
      socket.on(realtimeEvents.portalReward, (notice: RewardNotice) => {
        setReward(notice);
        void client.invalidateQueries({ queryKey: portalKeys.rewards() });
      });
      close = () => socket.disconnect();
    });
    return () => {
      closed = true;
      close();
    };
  }, [token, client]);
  return { reward, dismissReward: () => setReward(null) };
}
