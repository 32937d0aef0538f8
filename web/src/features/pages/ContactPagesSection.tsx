import type { Contact } from '@coachline/contract/contacts';
import { type ContactPage, pageListAllMax } from '@coachline/contract/pages';
import { buildPath } from '@coachline/contract/routes';
import { Anchor, Badge, Group, Paper, Stack, Switch, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconFileText, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useAbilities } from '../../app/abilities';
import { AssetPickerModal } from '../../ui/AssetPickerModal';
import { AssignedList } from '../../ui/AssignedList';
import { DateTime } from '../../ui/DateTime';
import { confirmAction } from '../../ui/dialogs';
import { RowAction, RowActions } from '../../ui/RowActions';
import {
  useContactEnableDisablePage,
  useContactPages,
  usePickablePages,
  useRestrictPages,
  useSendPages,
} from './queries';

// The contact profile's Pages section (001 §4, §7 Contact): the pages sent to the contact
// (contact/{id}/pages), each enabled or disabled for them and shown in their client portal or
// not (contact/enable-disable-page); pages are sent (page/send-to-contact) and taken back
// (restrict-from-contact).

/** Picks pages by title and sends them to the contact. */
function SendPagesModal(props: { contactId: number; opened: boolean; onClose: () => void }) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const pickable = usePickablePages(debounced, props.opened);
  const send = useSendPages();
  return (
    <AssetPickerModal
      opened={props.opened}
      onClose={props.onClose}
      title="Send pages"
      label="Pages"
      noun="Page"
      description={
        pickable.data?.truncated
          ? `The first ${pageListAllMax} pages by title: type to find others.`
          : 'The location’s pages, by title.'
      }
      placeholder="Search pages by title"
      nothingFound="No pages found"
      search={search}
      onSearch={setSearch}
      options={(pickable.data?.data ?? []).map((p) => ({ value: String(p.id), label: p.title }))}
      searching={pickable.isFetching}
      submitLabel="Send"
      busyLabel="Sending"
      busy={send.isPending}
      onSubmit={(ids, done) =>
        send.mutate({ page_ids: ids, contact_ids: [props.contactId] }, { onSuccess: done })
      }
    />
  );
}

function ContactPageItem(props: { contactId: number; page: ContactPage; canEdit: boolean }) {
  const { page, contactId, canEdit } = props;
  const toggle = useContactEnableDisablePage();
  const restrict = useRestrictPages();
  const set = (change: { enabled: boolean } | { client_portal: boolean }) =>
    toggle.mutate({ contact_id: contactId, page_id: page.id, ...change });
  const titleId = `contact-page-${page.id}`;
  return (
    <Paper
      withBorder
      p="sm"
      radius="sm"
      component="li"
      style={{ listStyle: 'none' }}
      aria-labelledby={titleId}
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Group gap="xs" wrap="nowrap">
              <Anchor
                component={Link}
                to={buildPath('PageEdit', { page: page.id })}
                size="sm"
                fw={600}
                truncate
                id={titleId}
              >
                {page.title}
              </Anchor>
              {page.is_disabled ? (
                <Badge variant="light" color="gray" size="sm">
                  Hidden from all
                </Badge>
              ) : null}
            </Group>
            <Text size="xs" c="dimmed" component="div">
              Sent <DateTime value={page.sent_at} size="xs" />
            </Text>
          </Stack>
          {canEdit ? (
            <RowActions>
              <RowAction
                size="sm"
                label={`Take ${page.title} back`}
                icon={<IconTrash size={14} aria-hidden />}
                danger
                onClick={() =>
                  confirmAction({
                    text: `${page.title} will be taken back from this contact.`,
                    confirmLabel: 'Take back',
                    onConfirm: () =>
                      restrict.mutate({ page_ids: [page.id], contact_ids: [contactId] }),
                  })
                }
              />
            </RowActions>
          ) : null}
        </Group>
        <Group gap="lg" wrap="wrap">
          <Switch
            size="sm"
            label="Enabled"
            checked={page.enabled}
            disabled={!canEdit || toggle.isPending}
            onChange={(e) => set({ enabled: e.currentTarget.checked })}
            aria-describedby={titleId}
          />
          <Switch
            size="sm"
            label="In client portal"
            checked={page.client_portal}
            disabled={!canEdit || toggle.isPending}
            onChange={(e) => set({ client_portal: e.currentTarget.checked })}
            aria-describedby={titleId}
          />
        </Group>
      </Stack>
    </Paper>
  );
}

/** The pages sent to the contact, with their switches. */
export function ContactPagesSection(props: { contact: Contact }) {
  const contactId = props.contact.id;
  const [page, setPage] = useState(1);
  const [sending, setSending] = useState(false);
  const canEdit = useAbilities('pages').update;
  return (
    <AssignedList
      query={useContactPages(contactId, page)}
      onPage={setPage}
      onAdd={canEdit ? () => setSending(true) : undefined}
      addLabel="Send page"
      labels={{ loading: 'Loading the pages', list: 'Pages of the contact', pages: 'Page pages' }}
      empty={{
        icon: <IconFileText size={24} />,
        title: 'No pages yet',
        text: 'Pages sent to this contact show here, each switched on or off for them.',
      }}
      itemHeight={72}
      renderItem={(item) => (
        <ContactPageItem key={item.id} contactId={contactId} page={item} canEdit={canEdit} />
      )}
    >
      <SendPagesModal contactId={contactId} opened={sending} onClose={() => setSending(false)} />
    </AssignedList>
  );
}
