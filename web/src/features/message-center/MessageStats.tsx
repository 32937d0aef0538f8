import type { ConversationChannel } from '@coachline/contract/message-center';
import { SimpleGrid } from '@mantine/core';
import { StatCard } from '../../ui/StatCard';
import { useConversationStats } from './queries';

/** The channel's numbers at the top of the Message Center, as small cards. */
export function MessageStats(props: { channel: ConversationChannel }) {
  const stats = useConversationStats(props.channel);
  const s = stats.data;
  const loading = stats.isPending;
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
      <StatCard
        label="Unread"
        value={s?.unread ?? 0}
        hint={s ? `in ${s.unread_conversations} of ${s.conversations} conversations` : null}
        loading={loading}
      />
      <StatCard
        label="Received today"
        value={s?.received_today ?? 0}
        hint={s ? `${s.received_week} this week` : null}
        loading={loading}
      />
      <StatCard
        label="Sent today"
        value={s?.sent_today ?? 0}
        hint={s ? `${s.sent_week} this week` : null}
        loading={loading}
      />
      <StatCard
        label="Scheduled"
        value={s?.scheduled ?? 0}
        hint={s ? `${s.archived} archived conversations` : null}
        loading={loading}
      />
    </SimpleGrid>
  );
}
