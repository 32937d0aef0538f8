import type { Contact } from '@coachline/contract/contacts';
import { type ContactForm, formListAllMax } from '@coachline/contract/forms';
import { Anchor, Button, Group, Paper, Stack, Switch, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconForms, IconListDetails, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useAbilities } from '../../../app/abilities';
import { AssetPickerModal } from '../../../ui/AssetPickerModal';
import { AssignedList } from '../../../ui/AssignedList';
import { CopyValue } from '../../../ui/CopyValue';
import { DateTime } from '../../../ui/DateTime';
import { confirmAction } from '../../../ui/dialogs';
import { ListFooter } from '../../../ui/ListFooter';
import { LoadingRows } from '../../../ui/LoadingRows';
import { RowAction, RowActions } from '../../../ui/RowActions';
import { useRestrictForms, useSendForms } from '../queries';
import { responsePath } from './FormRespondentsPanel';
import {
  useContactEnableDisable,
  useContactForms,
  usePickableForms,
  useRespondents,
} from './queries';

// The contact profile's Forms section (001 §4, §7 Contact): the forms sent to the contact
// (contact/{contact_id}/forms), each enabled or disabled for them and shown in their client
// portal or not (contact/enable-disable-form), with the contact's personal link and their
// responses; forms are sent (form/send-to-contact) and taken back (restrict-from-contact).

/** Picks forms by title and sends them to the contact. */
function SendFormsModal(props: { contactId: number; opened: boolean; onClose: () => void }) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const pickable = usePickableForms(debounced, props.opened);
  const send = useSendForms();
  return (
    <AssetPickerModal
      opened={props.opened}
      onClose={props.onClose}
      title="Send forms"
      label="Forms"
      noun="Form"
      description={
        pickable.data?.truncated
          ? `The first ${formListAllMax} forms by title: type to find others.`
          : 'The location’s forms, by title.'
      }
      placeholder="Search forms by title"
      nothingFound="No forms found"
      search={search}
      onSearch={setSearch}
      options={(pickable.data?.data ?? []).map((f) => ({ value: String(f.id), label: f.title }))}
      searching={pickable.isFetching}
      submitLabel="Send"
      busyLabel="Sending"
      busy={send.isPending}
      onSubmit={(ids, done) =>
        send.mutate({ form_ids: ids, contact_ids: [props.contactId] }, { onSuccess: done })
      }
    />
  );
}

/** The contact's submissions of one form, each opening its response. */
function ContactResponses(props: { contactId: number; form: ContactForm }) {
  const [page, setPage] = useState(1);
  const list = useRespondents(props.form.id, page, '', props.contactId);
  if (list.isPending) return <LoadingRows rows={2} h={24} label="Loading the responses" />;
  const rows = list.data?.data ?? [];
  if (!list.data || rows.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No responses yet.
      </Text>
    );
  return (
    <Stack gap={6}>
      <Stack component="ul" gap={4} m={0} pl="md" aria-label={`Responses to ${props.form.title}`}>
        {rows.map((r) => (
          <Text component="li" size="sm" key={r.id}>
            <Anchor component={Link} to={responsePath(r)} size="sm">
              Submitted <DateTime value={r.created_at} size="sm" />
            </Anchor>
          </Text>
        ))}
      </Stack>
      {list.data.last_page > 1 ? (
        <ListFooter list={list.data} onPage={setPage} label="Response pages" />
      ) : null}
    </Stack>
  );
}

function ContactFormItem(props: { contactId: number; form: ContactForm; canEdit: boolean }) {
  const { form, contactId, canEdit } = props;
  const toggle = useContactEnableDisable();
  const restrict = useRestrictForms();
  const [showResponses, setShowResponses] = useState(false);
  const set = (change: { enabled: boolean } | { client_portal: boolean }) =>
    toggle.mutate({ contact_id: contactId, form_id: form.id, ...change });
  const titleId = `contact-form-${form.id}`;
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
            <Text size="sm" fw={600} truncate id={titleId}>
              {form.title}
            </Text>
            <Text size="xs" c="dimmed" component="div">
              Sent <DateTime value={form.sent_at} size="xs" />
              {form.last_submitted_at ? (
                <>
                  {' · '}last answered <DateTime value={form.last_submitted_at} size="xs" />
                </>
              ) : null}
            </Text>
          </Stack>
          <RowActions>
            <CopyValue value={form.personal_url} label={`the personal link of ${form.title}`} />
            {canEdit ? (
              <RowAction
                size="sm"
                label={`Take ${form.title} back`}
                icon={<IconTrash size={14} aria-hidden />}
                danger
                onClick={() =>
                  confirmAction({
                    text: `${form.title} will be taken back from this contact. Their responses stay.`,
                    confirmLabel: 'Take back',
                    onConfirm: () =>
                      restrict.mutate({ form_ids: [form.id], contact_ids: [contactId] }),
                  })
                }
              />
            ) : null}
          </RowActions>
        </Group>
        <Group gap="lg" wrap="wrap">
          <Switch
            size="sm"
            label="Enabled"
            checked={form.enabled}
            disabled={!canEdit || toggle.isPending}
            onChange={(e) => set({ enabled: e.currentTarget.checked })}
          />
          <Switch
            size="sm"
            label="In client portal"
            checked={form.client_portal}
            disabled={!canEdit || toggle.isPending}
            onChange={(e) => set({ client_portal: e.currentTarget.checked })}
          />
          <Button
            size="compact-sm"
            variant="subtle"
            leftSection={<IconListDetails size={14} aria-hidden />}
            aria-expanded={showResponses}
            aria-describedby={titleId}
            onClick={() => setShowResponses((v) => !v)}
          >
            Responses ({form.submissions_count})
          </Button>
        </Group>
        {showResponses ? <ContactResponses contactId={contactId} form={form} /> : null}
      </Stack>
    </Paper>
  );
}

/** The forms sent to the contact, with their switches, links and responses. */
export function ContactFormsSection(props: { contact: Contact }) {
  const contactId = props.contact.id;
  const [page, setPage] = useState(1);
  const [sending, setSending] = useState(false);
  const canEdit = useAbilities('forms').update;
  return (
    <AssignedList
      query={useContactForms(contactId, page)}
      onPage={setPage}
      onAdd={canEdit ? () => setSending(true) : undefined}
      addLabel="Send form"
      labels={{ loading: 'Loading the forms', list: 'Forms of the contact', pages: 'Form pages' }}
      empty={{
        icon: <IconForms size={24} />,
        title: 'No forms yet',
        text: 'Forms sent to this contact show here, with their personal link and their answers.',
      }}
      itemHeight={72}
      renderItem={(form) => (
        <ContactFormItem key={form.id} contactId={contactId} form={form} canEdit={canEdit} />
      )}
    >
      <SendFormsModal contactId={contactId} opened={sending} onClose={() => setSending(false)} />
    </AssignedList>
  );
}
