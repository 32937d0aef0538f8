import { dbIdText } from '@coachline/contract/ids';
import { buildPath } from '@coachline/contract/routes';
import type { Sequence, SequenceMessage } from '@coachline/contract/sequences';
import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Group,
  Paper,
  Skeleton,
  Stack,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowLeft, IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { useAbilities } from '../../app/abilities';
import { messageCounts } from './labels';
import { MessageTimeline } from './MessageTimeline';
import { useSequence } from './queries';
import { SequenceAnalyticsPanel } from './SequenceAnalyticsPanel';
import { SequenceContactsPanel } from './SequenceContactsPanel';
import { RenameSequenceModal } from './SequenceDialogs';
import { SequenceStart } from './SequenceStart';
import { SequenceStatusSwitch } from './SequenceStatusSwitch';

// A sequence (002 §7 Sequences): its title (renamed in a dialog), active or paused, when it
// starts, and three tabs: its messages in order with their schedules, the contacts on it, and
// what became of its messages. `?tab=` opens a tab.

const tabs = ['messages', 'contacts', 'analytics'] as const;
type EditorTab = (typeof tabs)[number];

function Editor(props: { sequence: Sequence; messages: SequenceMessage[]; timeZone: string }) {
  const { sequence } = props;
  const abilities = useAbilities('sequences');
  // The sequence as it was when Rename opened: a refetch meanwhile does not reset the form.
  const [renaming, setRenaming] = useState<Sequence | null>(null);
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: EditorTab = tabs.find((t) => t === requested) ?? 'messages';
  const show = (value: string | null) => {
    const next = new URLSearchParams(params);
    if (!value || value === 'messages') next.delete('tab');
    else next.set('tab', value);
    setParams(next, { replace: true });
  };
  const active = sequence.status === 'active';
  return (
    <Stack gap="md" pb="md">
      <Anchor component={Link} to={buildPath('SequenceIndex')} size="sm" w="fit-content">
        <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: 'middle' }} /> Back to
        sequences
      </Anchor>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4} style={{ flex: '1 1 320px', minWidth: 0 }}>
          <Group gap="xs" wrap="nowrap" align="flex-start">
            {/* A long title breaks anywhere rather than widen a phone's page. */}
            <Title order={1} size="h2" style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
              {sequence.title}
            </Title>
            {abilities.update ? (
              <ActionIcon
                variant="subtle"
                aria-label="Rename sequence"
                onClick={() => setRenaming(sequence)}
              >
                <IconPencil size={16} aria-hidden />
              </ActionIcon>
            ) : null}
          </Group>
          <Group gap="xs">
            <Badge variant="light" color={active ? 'teal' : 'gray'}>
              {active ? 'Active' : 'Paused'}
            </Badge>
            <Text size="sm" c="dimmed">
              {messageCounts(sequence)} · {sequence.active_count.toLocaleString('en-US')} on it ·{' '}
              {sequence.completed_count.toLocaleString('en-US')} completed
            </Text>
          </Group>
        </Stack>
        <Paper withBorder radius="md" p="sm" maw={420}>
          <Stack gap="xs">
            {abilities.update ? (
              <SequenceStatusSwitch sequence={sequence} label="Sequence active" />
            ) : null}
            <SequenceStart
              sequence={sequence}
              timeZone={props.timeZone}
              canUpdate={abilities.update}
            />
          </Stack>
        </Paper>
      </Group>
      <Tabs value={tab} onChange={show} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="messages">Messages</Tabs.Tab>
          <Tabs.Tab value="contacts">Contacts</Tabs.Tab>
          <Tabs.Tab value="analytics">Analytics</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="messages">
          <MessageTimeline
            sequence={sequence}
            messages={props.messages}
            timeZone={props.timeZone}
          />
        </Tabs.Panel>
        <Tabs.Panel value="contacts">
          <SequenceContactsPanel sequence={sequence} />
        </Tabs.Panel>
        <Tabs.Panel value="analytics">
          <SequenceAnalyticsPanel sequence={sequence} />
        </Tabs.Panel>
      </Tabs>
      <RenameSequenceModal sequence={renaming} onClose={() => setRenaming(null)} />
    </Stack>
  );
}

export function SequenceEditPage() {
  const parsed = dbIdText.safeParse(useParams().sequence);
  const id = parsed.success ? parsed.data : null;
  const found = useSequence(id);
  if (id === null || found.data === null) return <Navigate to={buildPath('Error-404')} replace />;
  if (found.isError) return <Alert color="red">The sequence could not be loaded.</Alert>;
  if (!found.data)
    return (
      <Stack gap="md" role="status" aria-busy="true" aria-label="Loading the sequence">
        <Skeleton h={48} w="40%" />
        <Skeleton h={480} radius="md" />
      </Stack>
    );
  const { sequence, data: messages, time_zone: timeZone } = found.data;
  return <Editor key={sequence.id} sequence={sequence} messages={messages} timeZone={timeZone} />;
}
