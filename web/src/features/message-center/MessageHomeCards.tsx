import { buildPath } from '@coachline/contract/routes';
import { StatCard } from '../../ui/StatCard';
import type { HomeCard } from '../home/homeCards';
import { useUnreadCount } from '../session/queries';

// The Message Center's card on Home: unread messages from contacts, SMS and portal chat.

function UnreadMessagesCard() {
  const unread = useUnreadCount();
  const data = unread.data;
  return (
    <StatCard
      label="Unread messages"
      value={data?.total ?? 0}
      hint={data ? `${data.sms} SMS · ${data.portal_chat} portal chat` : null}
      loading={unread.isPending}
      to={buildPath('MessageCenter')}
      linkLabel="Open the Message Center"
    />
  );
}

export const messageHomeCards: readonly HomeCard[] = [
  { key: 'unread-messages', area: 'sms-center', Card: UnreadMessagesCard },
];
