import type {
  Conversation,
  ConversationChannel,
  ConversationFilter,
} from '@coachline/contract/message-center';
import {
  Badge,
  Group,
  SegmentedControl,
  Stack,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconMessages } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { DateTime } from '../../ui/DateTime';
import { EmptyState } from '../../ui/EmptyState';
import { LoadingRows } from '../../ui/LoadingRows';
import { Pages } from '../../ui/Pages';
import { SearchInput } from '../../ui/SearchInput';
import classes from './MessageCenter.module.css';
import { useConversations } from './queries';

const filterLabels: Record<Exclude<ConversationFilter, 'all'>, string> = {
  inbox: 'Inbox',
  unread: 'Unread',
  archived: 'Archived',
};

const emptyText: Record<Exclude<ConversationFilter, 'all'>, string> = {
  inbox: 'Conversations with your contacts show here as soon as a message goes or comes.',
  unread: 'Every message has been read.',
  archived: 'Archived conversations rest here until the contact writes again.',
};

/** The channel's conversations with search, the inbox / unread / archived filter and badges. */
export function ConversationList(props: {
  channel: ConversationChannel;
  selected: number | null;
  onSelect: (conversation: Conversation) => void;
}) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [filter, setFilter] = useState<Exclude<ConversationFilter, 'all'>>('inbox');
  const [page, setPage] = useState(1);
  const list = useConversations(props.channel, { search: debounced.trim(), filter, page });
  const rows = list.data?.data ?? [];
  // The open conversation follows what the list says of it now (a new message, read).
  const { selected, onSelect } = props;
  const fresh = rows.find((c) => c.contact_id === selected);
  useEffect(() => {
    if (fresh) onSelect(fresh);
  }, [fresh, onSelect]);

  return (
    <Stack gap="xs">
      <SearchInput
        label="Search conversations"
        placeholder="Name, email or number"
        value={search}
        onChange={(value) => {
          setSearch(value);
          setPage(1);
        }}
      />
      <SegmentedControl
        aria-label="Show conversations"
        size="xs"
        fullWidth
        value={filter}
        onChange={(value) => {
          setFilter(value as typeof filter);
          setPage(1);
        }}
        data={Object.entries(filterLabels).map(([value, label]) => ({ value, label }))}
      />
      {list.isPending ? (
        <LoadingRows rows={4} h={48} label="Loading conversations" />
      ) : rows.length === 0 ? (
        <EmptyState
          icon={<IconMessages size={24} />}
          title={debounced ? 'No conversation matches' : 'No conversations'}
          text={debounced ? 'Try another name, email or number.' : emptyText[filter]}
        />
      ) : (
        <nav aria-label="Conversations">
          <ul className={classes.list}>
            {rows.map((c) => (
              <li key={c.contact_id}>
                <UnstyledButton
                  className={classes.conversation}
                  aria-current={props.selected === c.contact_id ? 'true' : undefined}
                  onClick={() => props.onSelect(c)}
                >
                  <Group justify="space-between" wrap="nowrap" gap="xs">
                    <Text fw={c.unread > 0 ? 700 : 500} size="sm" truncate>
                      {c.name}
                    </Text>
                    <DateTime value={c.last_at} size="xs" />
                  </Group>
                  <Group justify="space-between" wrap="nowrap" gap="xs">
                    <Text size="xs" c="dimmed" truncate>
                      {c.last_direction === 'outbound' ? 'You: ' : ''}
                      {c.last_message}
                    </Text>
                    {c.unread > 0 ? (
                      <Badge size="sm" circle color="red">
                        {c.unread}
                        <VisuallyHidden> unread</VisuallyHidden>
                      </Badge>
                    ) : null}
                  </Group>
                </UnstyledButton>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <Pages
        total={list.data?.last_page ?? 1}
        value={page}
        onChange={setPage}
        label="Conversation pages"
      />
    </Stack>
  );
}
