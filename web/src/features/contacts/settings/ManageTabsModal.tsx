import { type TabGroup, tabGroups } from '@coachline/contract/auth';
import {
  type ContactTab,
  tabCreateBody,
  tabDeleteBody,
  tabUpdateBody,
} from '@coachline/contract/contacts';
import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Modal,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  IconArrowDown,
  IconArrowUp,
  IconCheck,
  IconGripVertical,
  IconPencil,
  IconPlus,
  IconTrash,
  IconX,
} from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { BusyButton } from '../../../ui/BusyButton';
import { FormServerError, SelectField } from '../../../ui/FormFields';
import { onInvalidSubmit, serverErrorsTo } from '../../../ui/forms';
import { useContractForm } from '../../../ui/useContractForm';
import classes from '../contacts.module.css';
import { groupLabels, plural } from '../labels';
import { useCreateTab, useDeleteTab, useRenameTab, useSortTabs } from './queries';
import { moveTab, moveTabTo, orderedIds } from './tabOrder';

type Mode = { kind: 'view' } | { kind: 'rename'; id: number } | { kind: 'delete'; id: number };

/** The new title of a tab, in place of its row. */
function RenameTabForm(props: { tab: ContactTab; onDone: () => void }) {
  const { tab, onDone } = props;
  const rename = useRenameTab();
  const form = useContractForm(tabUpdateBody, { id: tab.id, title: tab.title });
  const submit = form.handleSubmit(
    (body) => rename.mutate(body, { onSuccess: onDone, onError: serverErrorsTo(form) }),
    onInvalidSubmit,
  );
  return (
    <form onSubmit={submit} noValidate>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <TextInput
          aria-label={`New title for ${tab.title}`}
          error={form.formState.errors.title?.message}
          maxLength={50}
          style={{ flex: 1 }}
          size="xs"
          data-autofocus
          {...form.register('title')}
        />
        <ActionIcon
          type="submit"
          aria-label={`Save title of ${tab.title}`}
          loading={rename.isPending}
        >
          <IconCheck size={14} aria-hidden />
        </ActionIcon>
        <ActionIcon variant="subtle" color="gray" aria-label="Cancel renaming" onClick={onDone}>
          <IconX size={14} aria-hidden />
        </ActionIcon>
      </Group>
    </form>
  );
}

/** Deleting a tab asks where its contacts go: no contact is lost. */
function DeleteTabForm(props: {
  tab: ContactTab;
  count: number;
  others: readonly ContactTab[];
  onDone: () => void;
}) {
  const { tab, onDone } = props;
  const remove = useDeleteTab();
  const form = useContractForm(tabDeleteBody, { id: tab.id, move_to: '' });
  const submit = form.handleSubmit(
    (body) => remove.mutate(body, { onSuccess: onDone, onError: serverErrorsTo(form) }),
    onInvalidSubmit,
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs" mt="xs" role="group" aria-label={`Delete ${tab.title}`}>
        <Text size="sm">
          Are you sure? {tab.title} has {plural(props.count, 'contact')}. Choose the tab they move
          to; no contact is lost.
        </Text>
        <SelectField
          control={form.control}
          name="move_to"
          label="Move its contacts to"
          placeholder="Choose a tab"
          data={props.others.map((t) => ({
            value: t.value,
            label: `${t.title} (${groupLabels[t.group]})`,
          }))}
          parse={(v) => v ?? ''}
          data-autofocus
        />
        <FormServerError error={form.formState.errors.root?.server} />
        <Group justify="flex-end" gap="xs">
          <Button size="xs" variant="default" onClick={onDone}>
            Cancel
          </Button>
          <BusyButton
            size="xs"
            color="red"
            type="submit"
            busy={remove.isPending}
            busyLabel="Deleting"
          >
            Delete tab
          </BusyButton>
        </Group>
      </Stack>
    </form>
  );
}

function TabRow(props: {
  tab: ContactTab;
  first: boolean;
  last: boolean;
  count: number;
  others: readonly ContactTab[];
  mode: Mode;
  setMode: (m: Mode) => void;
  onMove: (id: number, delta: -1 | 1) => void;
  dragging: boolean;
  over: boolean;
  dragProps: React.HTMLAttributes<HTMLDivElement>;
}) {
  const { tab } = props;
  const renaming = props.mode.kind === 'rename' && props.mode.id === tab.id;
  const deleting = props.mode.kind === 'delete' && props.mode.id === tab.id;
  const done = () => props.setMode({ kind: 'view' });

  return (
    <Paper
      withBorder
      p="xs"
      radius="sm"
      className={classes.dropRow}
      data-dragging={props.dragging || undefined}
      data-over={props.over || undefined}
      {...props.dragProps}
    >
      {renaming ? (
        <RenameTabForm tab={tab} onDone={done} />
      ) : (
        <Group gap="xs" wrap="nowrap" justify="space-between">
          <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
            <IconGripVertical size={16} className={classes.dragHandle} aria-hidden />
            <Text size="sm" fw={500} truncate>
              {tab.title}
            </Text>
            <Badge size="sm" variant="light" color="gray">
              {props.count}
            </Badge>
          </Group>
          <Group gap={2} wrap="nowrap">
            <ActionIcon
              variant="subtle"
              aria-label={`Move ${tab.title} up`}
              onClick={() => props.onMove(tab.id, -1)}
              disabled={props.first}
            >
              <IconArrowUp size={14} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              aria-label={`Move ${tab.title} down`}
              onClick={() => props.onMove(tab.id, 1)}
              disabled={props.last}
            >
              <IconArrowDown size={14} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              aria-label={`Rename ${tab.title}`}
              onClick={() => props.setMode({ kind: 'rename', id: tab.id })}
            >
              <IconPencil size={14} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Delete ${tab.title}`}
              onClick={() => props.setMode({ kind: 'delete', id: tab.id })}
              disabled={props.others.length === 0}
            >
              <IconTrash size={14} aria-hidden />
            </ActionIcon>
          </Group>
        </Group>
      )}
      {deleting ? (
        <DeleteTabForm tab={tab} count={props.count} others={props.others} onDone={done} />
      ) : null}
    </Paper>
  );
}

function AddTab(props: { group: TabGroup }) {
  const create = useCreateTab();
  const [open, setOpen] = useState(false);
  const form = useContractForm(tabCreateBody, { group: props.group, title: '' });
  const close = () => {
    form.reset();
    setOpen(false);
  };
  const submit = form.handleSubmit(
    (body) => create.mutate(body, { onSuccess: close, onError: serverErrorsTo(form) }),
    onInvalidSubmit,
  );
  if (!open) {
    return (
      <Button
        size="compact-xs"
        variant="subtle"
        leftSection={<IconPlus size={12} aria-hidden />}
        onClick={() => setOpen(true)}
        aria-label={`Add a tab to ${groupLabels[props.group]}`}
      >
        Add tab
      </Button>
    );
  }
  return (
    <form onSubmit={submit} noValidate>
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <TextInput
          size="xs"
          aria-label={`Title of the new ${groupLabels[props.group]} tab`}
          placeholder="Tab title"
          error={form.formState.errors.title?.message}
          maxLength={50}
          style={{ flex: 1 }}
          autoFocus
          {...form.register('title')}
        />
        <BusyButton size="xs" type="submit" busy={create.isPending} busyLabel="Adding">
          Add
        </BusyButton>
        <Button size="xs" variant="default" onClick={close}>
          Cancel
        </Button>
      </Group>
    </form>
  );
}

/**
 * Tab management (001 §2): rename, delete (asking where its contacts go), add, and re-order by
 * drag and drop or with the move up/down buttons.
 */
export function ManageTabsModal(props: {
  opened: boolean;
  onClose: () => void;
  tabs: readonly ContactTab[];
  canEdit: boolean;
}) {
  const sort = useSortTabs();
  const [mode, setMode] = useState<Mode>({ kind: 'view' });
  const [order, setOrder] = useState<readonly ContactTab[]>(props.tabs);
  const [drag, setDrag] = useState<{ id: number; over: number | null } | null>(null);

  useEffect(() => {
    setOrder(props.tabs);
  }, [props.tabs]);

  const commit = (next: readonly ContactTab[]) => {
    const before = orderedIds(order);
    setOrder(next);
    const ids = orderedIds(next);
    if (ids.join() !== before.join()) sort.mutate(ids, { onError: () => setOrder(props.tabs) });
  };

  const onMove = (id: number, delta: -1 | 1) => commit(moveTab(order, id, delta));

  return (
    <Modal opened={props.opened} onClose={props.onClose} title="Manage tabs" size="lg" centered>
      <Stack gap="lg">
        <Text size="sm" c="dimmed">
          Rename, add, delete or drag tabs into order. Tabs stay in their group: leads, trials,
          clients, staff and lost.
        </Text>
        {tabGroups.map((group) => {
          const items = order.filter((t) => t.group === group);
          return (
            <Stack key={group} gap={6} component="section" aria-labelledby={`manage-${group}`}>
              <Group justify="space-between">
                <Title order={3} size="h6" id={`manage-${group}`}>
                  {groupLabels[group]}
                </Title>
                {props.canEdit ? <AddTab group={group} /> : null}
              </Group>
              {items.length === 0 ? (
                <Text size="sm" c="dimmed">
                  No tabs in this group.
                </Text>
              ) : null}
              {items.map((tab, i) => (
                <TabRow
                  key={tab.id}
                  tab={tab}
                  first={i === 0}
                  last={i === items.length - 1}
                  count={tab.count}
                  others={order.filter((t) => t.id !== tab.id)}
                  mode={mode}
                  setMode={setMode}
                  onMove={onMove}
                  dragging={drag?.id === tab.id}
                  over={drag !== null && drag.over === tab.id && drag.id !== tab.id}
                  dragProps={{
                    draggable: mode.kind === 'view',
                    onDragStart: (e) => {
                      e.dataTransfer.effectAllowed = 'move';
                      e.dataTransfer.setData('text/plain', String(tab.id));
                      setDrag({ id: tab.id, over: null });
                    },
                    onDragOver: (e) => {
                      const dragged = order.find((t) => t.id === drag?.id);
                      if (!dragged || dragged.group !== tab.group) return;
                      e.preventDefault();
                      if (drag?.over !== tab.id) setDrag({ id: dragged.id, over: tab.id });
                    },
                    onDrop: (e) => {
                      e.preventDefault();
                      if (drag) commit(moveTabTo(order, drag.id, tab.id));
                      setDrag(null);
                    },
                    onDragEnd: () => setDrag(null),
                  }}
                />
              ))}
            </Stack>
          );
        })}
      </Stack>
    </Modal>
  );
}
