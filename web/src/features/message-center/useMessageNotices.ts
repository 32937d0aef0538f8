import { realtimeEvents } from '@coachline/contract/api';
import { smsReceivedEvent } from '@coachline/contract/integrations';
import { portalMessageEvent } from '@coachline/contract/message-center';
import { messages } from '@coachline/contract/messages';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onRealtime } from '../../app/realtime';
import { toast } from '../../ui/toast';
import { sessionKeys } from '../session/keys';
import { messageCenterKeys } from './keys';

/**
 * Messages from contacts, live (000 §7.4): an SMS received or a portal chat message is toasted
 * wherever the user is, and the bell and any open conversation are refreshed.
 */
export function useMessageNotices(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refresh = (channel: 'sms' | 'portal') => {
      void queryClient.invalidateQueries({ queryKey: sessionKeys.unread });
      void queryClient.invalidateQueries({ queryKey: messageCenterKeys.channel(channel) });
    };
    const offSms = onRealtime(realtimeEvents.smsReceived, (payload) => {
      const event = smsReceivedEvent.safeParse(payload);
      if (!event.success) return;
      toast('info', messages.smsNotice(event.data.name, event.data.body));
      refresh('sms');
    });
    const offPortal = onRealtime(realtimeEvents.portalMessage, (payload) => {
      if (!portalMessageEvent.safeParse(payload).success) return;
      toast('info', messages.portalChatNotice);
      refresh('portal');
    });
    return () => {
      offSms();
      offPortal();
    };
  }, [queryClient]);
}
