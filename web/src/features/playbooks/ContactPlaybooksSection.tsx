import type { Contact } from '@coachline/contract/contacts';
import { type ContactPlaybook, playbookListAllMax } from '@coachline/contract/playbooks';
import { buildPath } from '@coachline/contract/routes';
import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconBook2, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useAbilities } from '../../app/abilities';
import { AssetPickerModal } from '../../ui/AssetPickerModal';
import { AssignedList } from '../../ui/AssignedList';
import { DateTime } from '../../ui/DateTime';
import { confirmAction } from '../../ui/dialogs';
import { RowAction, RowActions } from '../../ui/RowActions';
import {
  useContactPlaybooks,
  usePickablePlaybooks,
  useRestrictPlaybooks,
  useSendPlaybooks,
} from './queries';

// The contact profile's Playbooks section (001 §7 Contact, issue 13 §6): the playbooks sent to
// the contact (contact/{id}/playbooks) with their progress, sent (playbook/send-to-contact) and
// taken back (restrict-from-contact).

function SendPlaybooksModal(props: { contactId: number; opened: boolean; onClose: () => void }) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const pickable = usePickablePlaybooks(debounced, props.opened);
  const send = useSendPlaybooks();
  return (
    <AssetPickerModal
      opened={props.opened}
      onClose={props.onClose}
      title="Send playbooks"
      label="Playbooks"
      noun="Playbook"
      description={
        pickable.data?.truncated
          ? `The first ${playbookListAllMax} playbooks by title: type to find others.`
          : 'The location’s playbooks, by title.'
      }
      placeholder="Search playbooks by title"
      nothingFound="No playbooks found"
      search={search}
      onSearch={setSearch}
      options={(pickable.data?.data ?? []).map((p) => ({ value: String(p.id), label: p.title }))}
      searching={pickable.isFetching}
      submitLabel="Send"
      busyLabel="Sending"
      busy={send.isPending}
      onSubmit={(ids, done) =>
        send.mutate({ playbook_ids: ids, contact_ids: [props.contactId] }, { onSuccess: done })
      }
    />
  );
}

function ContactPlaybookItem(props: {
  contactId: number;
  playbook: ContactPlaybook;
  canEdit: boolean;
}) {
  const { playbook, contactId } = props;
  const restrict = useRestrictPlaybooks();
  const titleId = `contact-playbook-${playbook.id}`;
  return (
    <Paper
      withBorder
      p="sm"
      radius="sm"
      component="li"
      style={{ listStyle: 'none' }}
      aria-labelledby={titleId}
    >
      <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Anchor
            component={Link}
            to={buildPath('PlaybookEdit', { playbook: playbook.id })}
            size="sm"
            fw={600}
            truncate
            id={titleId}
          >
            {playbook.title}
          </Anchor>
          <Text size="xs" c="dimmed" component="div">
            {playbook.completed_steps} of {playbook.steps_count} steps completed · sent{' '}
            <DateTime value={playbook.sent_at} size="xs" />
            {playbook.last_viewed_at ? (
              <>
                {' · '}last viewed <DateTime value={playbook.last_viewed_at} size="xs" />
              </>
            ) : null}
          </Text>
        </Stack>
        {props.canEdit ? (
          <RowActions>
            <RowAction
              size="sm"
              label={`Take ${playbook.title} back`}
              icon={<IconTrash size={14} aria-hidden />}
              danger
              onClick={() =>
                confirmAction({
                  text: `${playbook.title} will be taken back from this contact, with their progress in it.`,
                  confirmLabel: 'Take back',
                  onConfirm: () =>
                    restrict.mutate({ playbook_ids: [playbook.id], contact_ids: [contactId] }),
                })
              }
            />
          </RowActions>
        ) : null}
      </Group>
    </Paper>
  );
}

/** The playbooks sent to the contact, with their progress. */
export function ContactPlaybooksSection(props: { contact: Contact }) {
  const contactId = props.contact.id;
  const [page, setPage] = useState(1);
  const [sending, setSending] = useState(false);
  const canEdit = useAbilities('playbooks').update;
  return (
    <AssignedList
      query={useContactPlaybooks(contactId, page)}
      onPage={setPage}
      onAdd={canEdit ? () => setSending(true) : undefined}
      addLabel="Send playbook"
      labels={{
        loading: 'Loading the playbooks',
        list: 'Playbooks of the contact',
        pages: 'Playbook pages',
      }}
      empty={{
        icon: <IconBook2 size={24} />,
        title: 'No playbooks yet',
        text: 'Playbooks sent to this contact show here, with how far they got.',
      }}
      itemHeight={60}
      renderItem={(playbook) => (
        <ContactPlaybookItem
          key={playbook.id}
          contactId={contactId}
          playbook={playbook}
          canEdit={canEdit}
        />
      )}
    >
      <SendPlaybooksModal
        contactId={contactId}
        opened={sending}
        onClose={() => setSending(false)}
      />
    </AssignedList>
  );
}
