import {
  type Announcement,
  type AnnouncementInput,
  announcementFields,
  maxAnnouncements,
  maxNavigationItems,
  type NavigationInput,
  type NavigationItem,
  navigationFields,
} from '@coachline/contract/client-portal';
import { Button, Group, Paper, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { IconLink, IconPlus, IconSpeakerphone } from '@tabler/icons-react';
import { Fragment, type ReactNode, useState } from 'react';
import { confirmDelete } from '../../ui/dialogs';
import { EmptyState } from '../../ui/EmptyState';
import { ToggleField } from '../../ui/FormFields';
import { FormModal } from '../../ui/FormModal';
import { EditDeleteActions } from '../../ui/RowActions';
import { SortableList, useSortableRow } from '../../ui/SortableList';
import { useContractForm } from '../../ui/useContractForm';
import {
  useAddAnnouncement,
  useDeleteAnnouncement,
  useDeleteNavigationItem,
  useSaveNavigationItem,
  useSortAnnouncements,
  useSortNavigation,
  useUpdateAnnouncement,
} from './queries';

// The portal's announcements and navigation menu: each a list in the coach's order, dragged to
// reorder (sent as the ordered ids, 001 §4), added and edited in a modal, removed after a
// confirmation, and switched on or off in place.

/** One row of either list: handle, title and detail, the on/off switch, edit and delete. */
function ItemRow(props: {
  id: number;
  title: string;
  detail: string;
  enabled: boolean;
  canUpdate: boolean;
  onToggle: (enabled: boolean) => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const row = useSortableRow({ id: props.id, title: props.title, sortable: props.canUpdate });
  return (
    <Paper
      component="li"
      withBorder
      radius="sm"
      p="xs"
      ref={row.ref}
      style={row.style}
      aria-label={props.title}
    >
      <Group gap="sm" wrap="nowrap">
        {row.handle}
        <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
          <Text size="sm" fw={500} truncate c={props.enabled ? undefined : 'dimmed'}>
            {props.title}
          </Text>
          {props.detail && (
            <Text size="xs" c="dimmed" truncate>
              {props.detail}
            </Text>
          )}
        </Stack>
        <Switch
          aria-label={`Show ${props.title}`}
          checked={props.enabled}
          disabled={!props.canUpdate}
          onChange={(event) => props.onToggle(event.currentTarget.checked)}
        />
        {props.canUpdate && (
          <EditDeleteActions name={props.title} onEdit={props.onEdit} onDelete={props.onDelete} />
        )}
      </Group>
    </Paper>
  );
}

// Announcements

function AnnouncementModal(props: {
  accountId: number;
  editing: Announcement | null;
  opened: boolean;
  onClose: () => void;
}) {
  const { editing } = props;
  const add = useAddAnnouncement(props.accountId);
  const update = useUpdateAnnouncement();
  const form = useContractForm(announcementFields, {
    title: editing?.title ?? '',
    body: editing?.body ?? '',
    enabled: editing?.enabled ?? true,
  } satisfies AnnouncementInput);
  const { errors } = form.formState;
  return (
    <FormModal
      form={form}
      opened={props.opened}
      onClose={props.onClose}
      title={editing ? 'Edit announcement' : 'New announcement'}
      submitLabel={editing ? 'Save announcement' : 'Add announcement'}
      busy={add.isPending || update.isPending}
      send={(values, outcome) =>
        editing
          ? update.mutate({ id: editing.id, ...values }, outcome)
          : add.mutate(values, outcome)
      }
    >
      <TextInput
        label="Title"
        aria-required
        maxLength={120}
        error={errors.title?.message}
        {...form.register('title')}
      />
      <Textarea
        label="Message"
        description="Plain text; line breaks are kept."
        autosize
        minRows={3}
        maxLength={2000}
        error={errors.body?.message}
        {...form.register('body')}
      />
      <ToggleField control={form.control} name="enabled" kind="switch" label="Show in the portal" />
    </FormModal>
  );
}

/** Either list: empty state or the sortable rows, the add button with its limit, and the modal. */
function OrderedListEditor<T extends { id: number; enabled: boolean }>(props: {
  items: T[];
  canUpdate: boolean;
  empty: { icon: ReactNode; title: string; text: string };
  noun: string;
  label: string;
  titleOf: (item: T) => string;
  detailOf: (item: T) => string;
  sort: {
    isPending: boolean;
    mutate: (ids: number[], outcome: { onError: () => void }) => void;
  };
  onToggle: (item: T, enabled: boolean) => void;
  onDelete: (item: T) => void;
  max: number;
  addLabel: string;
  fullNote: ReactNode;
  renderModal: (editing: T | null, onClose: () => void) => ReactNode;
}) {
  const { items, canUpdate, sort } = props;
  const [modal, setModal] = useState<{ editing: T | null } | null>(null);
  const full = items.length >= props.max;
  return (
    <Stack gap="sm">
      {items.length === 0 ? (
        <EmptyState icon={props.empty.icon} title={props.empty.title} text={props.empty.text} />
      ) : (
        <SortableList
          items={items}
          noun={props.noun}
          label={props.label}
          titleOf={props.titleOf}
          busy={sort.isPending}
          onSort={(ids, outcome) => sort.mutate(ids, outcome)}
          renderItem={(item) => (
            <ItemRow
              key={item.id}
              id={item.id}
              title={props.titleOf(item)}
              detail={props.detailOf(item)}
              enabled={item.enabled}
              canUpdate={canUpdate}
              onToggle={(enabled) => props.onToggle(item, enabled)}
              onEdit={() => setModal({ editing: item })}
              onDelete={() => props.onDelete(item)}
            />
          )}
        />
      )}
      {canUpdate && (
        <Group>
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            disabled={full}
            onClick={() => setModal({ editing: null })}
          >
            {props.addLabel}
          </Button>
          {full && (
            <Text size="xs" c="dimmed">
              {props.fullNote}
            </Text>
          )}
        </Group>
      )}
      {modal && (
        <Fragment key={modal.editing?.id ?? 'new'}>
          {props.renderModal(modal.editing, () => setModal(null))}
        </Fragment>
      )}
    </Stack>
  );
}

export function AnnouncementsSection(props: {
  accountId: number;
  items: Announcement[];
  canUpdate: boolean;
}) {
  const sort = useSortAnnouncements();
  const update = useUpdateAnnouncement();
  const remove = useDeleteAnnouncement();
  return (
    <OrderedListEditor
      items={props.items}
      canUpdate={props.canUpdate}
      empty={{
        icon: <IconSpeakerphone size={24} />,
        title: 'No announcements yet',
        text: 'News for every contact: a closed day, a new class, a challenge starting.',
      }}
      noun="announcement"
      label="Announcements"
      titleOf={(a) => a.title}
      detailOf={(a) => a.body}
      sort={sort}
      onToggle={(a, enabled) => update.mutate({ id: a.id, enabled })}
      onDelete={(a) =>
        confirmDelete(`Delete the announcement “${a.title}”? Contacts stop seeing it.`, () =>
          remove.mutate(a.id),
        )
      }
      max={maxAnnouncements}
      addLabel="Add announcement"
      fullNote={<>A portal holds at most {maxAnnouncements} announcements.</>}
      renderModal={(editing, onClose) => (
        <AnnouncementModal accountId={props.accountId} editing={editing} opened onClose={onClose} />
      )}
    />
  );
}

// Navigation menu

function NavigationModal(props: {
  editing: NavigationItem | null;
  opened: boolean;
  onClose: () => void;
}) {
  const { editing } = props;
  const save = useSaveNavigationItem();
  const form = useContractForm(navigationFields, {
    label: editing?.label ?? '',
    url: editing?.url ?? '',
    open_in_new_tab: editing?.open_in_new_tab ?? true,
    enabled: editing?.enabled ?? true,
  } satisfies NavigationInput);
  const { errors } = form.formState;
  return (
    <FormModal
      title={editing ? 'Edit link' : 'New link'}
      submitLabel={editing ? 'Save link' : 'Add link'}
      busy={save.isPending}
      form={form}
      opened={props.opened}
      onClose={props.onClose}
      send={(values, outcome) =>
        save.mutate(editing ? { id: editing.id, ...values } : values, outcome)
      }
    >
      <TextInput
        label="Label"
        aria-required
        maxLength={40}
        error={errors.label?.message}
        {...form.register('label')}
      />
      <TextInput
        label="Web address"
        aria-required
        placeholder="https://"
        maxLength={2048}
        error={errors.url?.message}
        {...form.register('url')}
      />
      <ToggleField
        control={form.control}
        name="open_in_new_tab"
        kind="checkbox"
        label="Open in a new tab"
      />
      <ToggleField control={form.control} name="enabled" kind="switch" label="Show in the portal" />
    </FormModal>
  );
}

export function NavigationSection(props: { items: NavigationItem[]; canUpdate: boolean }) {
  const sort = useSortNavigation();
  const save = useSaveNavigationItem();
  const remove = useDeleteNavigationItem();
  return (
    <OrderedListEditor
      {...props}
      sort={sort}
      titleOf={(n) => n.label}
      detailOf={(n) => n.url}
      noun="link"
      label="Navigation menu"
      empty={{
        icon: <IconLink size={24} />,
        title: 'No links yet',
        text: 'Links in the portal’s menu: your shop, your booking page, your community.',
      }}
      onToggle={(n, enabled) =>
        save.mutate({
          id: n.id,
          label: n.label,
          url: n.url,
          open_in_new_tab: n.open_in_new_tab,
          enabled,
        })
      }
      onDelete={(n) =>
        confirmDelete(`Delete the link “${n.label}” from the portal’s menu?`, () =>
          remove.mutate(n.id),
        )
      }
      max={maxNavigationItems}
      addLabel="Add link"
      fullNote={<>A menu holds at most {maxNavigationItems} links.</>}
      renderModal={(editing, onClose) => (
        <NavigationModal editing={editing} opened onClose={onClose} />
      )}
    />
  );
}
