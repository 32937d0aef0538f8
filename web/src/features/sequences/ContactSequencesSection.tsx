import type { Contact } from '@coachline/contract/contacts';
import { buildPath } from '@coachline/contract/routes';
import { type SequenceSubscriber, sequenceContactsBody } from '@coachline/contract/sequences';
import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconMailFast, IconUserMinus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useAbilities } from '../../app/abilities';
import { AssignedList } from '../../ui/AssignedList';
import { DateTime, useTimeZone } from '../../ui/DateTime';
import { formatDateTime } from '../../ui/dates';
import { confirmAction } from '../../ui/dialogs';
import { PickOneModal } from '../../ui/PickOneModal';
import { RowAction, RowActions } from '../../ui/RowActions';
import { subscriberStatusLabels } from './labels';
import { useContactSequences, usePickableSequences, useSequenceContacts } from './queries';

// The contact profile's Sequences section: the sequences the contact is on or went through,
// latest first, with the message they wait for and when it goes; added to one, or removed
// from one where they are.

function AddToSequenceModal(props: { contactId: number; onClose: () => void }) {
  const sequences = usePickableSequences();
  const add = useSequenceContacts('add');
  return (
    <PickOneModal
      title="Add to sequence"
      body={sequenceContactsBody}
      defaults={{ selection: { ids: [props.contactId] } }}
      name="sequence_id"
      label="Sequence"
      placeholder={sequences.isLoading ? 'Loading sequences…' : 'Choose a sequence'}
      description="The contact gets its messages in order from the first."
      options={(sequences.data ?? []).map((s) => ({
        value: String(s.id),
        label: s.status === 'paused' ? `${s.title} (paused)` : s.title,
      }))}
      nothingFound="No sequences yet"
      submitLabel="Add"
      busyLabel="Adding"
      busy={add.isPending}
      send={(body, outcome) => add.mutate(body, outcome)}
      onClose={props.onClose}
    />
  );
}

function ContactSequenceItem(props: {
  subscriber: SequenceSubscriber;
  onRemove: (() => void) | null;
}) {
  const { subscriber: s } = props;
  const status = subscriberStatusLabels[s.status];
  const timeZone = useTimeZone();
  return (
    <Paper
      component="li"
      withBorder
      radius="sm"
      p="sm"
      style={{ listStyle: 'none' }}
      aria-label={s.sequence.title}
    >
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Group gap="xs">
            <Anchor
              component={Link}
              to={buildPath('SequenceEdit', { sequence: s.sequence.id })}
              size="sm"
              fw={600}
            >
              {s.sequence.title}
            </Anchor>
            <Badge variant="light" color={status.color} size="sm">
              {status.label}
            </Badge>
          </Group>
          {s.next_message ? (
            <Text size="sm" lineClamp={1}>
              Next: {s.next_message.title}
              {s.next_at ? `, ${formatDateTime(new Date(s.next_at), timeZone)}` : ''}
            </Text>
          ) : null}
          {s.detail ? (
            <Text size="xs" c="dimmed">
              {s.detail}
            </Text>
          ) : null}
          <Text size="xs" c="dimmed" component="div">
            <Group gap={4}>
              {`${s.sent_count.toLocaleString('en-US')} sent · started`}{' '}
              <DateTime value={s.started_at} size="xs" />
              {s.finished_at ? (
                <>
                  · finished <DateTime value={s.finished_at} size="xs" />
                </>
              ) : null}
            </Group>
          </Text>
        </Stack>
        {props.onRemove ? (
          <RowActions>
            <RowAction
              label={`Remove from ${s.sequence.title}`}
              icon={<IconUserMinus size={16} aria-hidden />}
              onClick={props.onRemove}
              danger
            />
          </RowActions>
        ) : null}
      </Group>
    </Paper>
  );
}

export function ContactSequencesSection(props: { contact: Contact }) {
  const { contact } = props;
  const canUpdate = useAbilities('sequences').update;
  const [page, setPage] = useState(1);
  const sequences = useContactSequences(contact.id, { page, per_page: 10 });
  const remove = useSequenceContacts('remove');
  const [adding, setAdding] = useState(false);
  const stop = (s: SequenceSubscriber) =>
    confirmAction({
      text: `The contact will stop where they are on ${s.sequence.title}; what they were sent stays.`,
      confirmLabel: 'Remove',
      onConfirm: () =>
        remove.mutate({ sequence_id: s.sequence.id, selection: { ids: [contact.id] } }),
    });
  return (
    <AssignedList
      query={sequences}
      onPage={setPage}
      onAdd={canUpdate ? () => setAdding(true) : undefined}
      addLabel="Add to sequence"
      labels={{
        loading: 'Loading the sequences',
        list: 'Sequences of the contact',
        pages: 'Sequence pages',
      }}
      empty={{
        icon: <IconMailFast size={24} />,
        title: 'Not on any sequence',
        text: 'Sequences this contact is on, and those they finished, show here with the message they wait for.',
      }}
      itemHeight={64}
      renderItem={(s) => (
        <ContactSequenceItem
          key={s.id}
          subscriber={s}
          onRemove={canUpdate && s.status === 'active' ? () => stop(s) : null}
        />
      )}
    >
      {adding ? (
        <AddToSequenceModal contactId={contact.id} onClose={() => setAdding(false)} />
      ) : null}
    </AssignedList>
  );
}
