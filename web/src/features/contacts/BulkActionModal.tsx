import { type Gender, genders, type LastAction, lastActions } from '@coachline/contract/constants';
import type { ContactTab } from '@coachline/contract/contacts';
import { Anchor, Button, Group, Modal, MultiSelect, Select, Stack, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { useSession } from '../../app/session';
import { BusyButton } from '../../ui/BusyButton';
import { useGroups } from '../groups/queries';
import { useTagOptions } from '../tags/queries';
import type { BulkDialog } from './BulkBar';
import { plural, statusOptions } from './labels';
import { type BulkRequest, useBulkAction } from './queries';
import { type Selection, selectedCount, selectionBody } from './selection';

type FormAction = Exclude<BulkDialog, 'merge'>;

const titles: Record<FormAction, { title: string; submit: string; busy: string }> = {
  'add-tag': { title: 'Add tag', submit: 'Add tag', busy: 'Adding' },
  'remove-tag': { title: 'Remove tag', submit: 'Remove tag', busy: 'Removing' },
  'change-status': { title: 'Change status', submit: 'Change status', busy: 'Changing' },
  'change-gender': { title: 'Change gender', submit: 'Change gender', busy: 'Changing' },
  'update-last-action': { title: 'Set last action', submit: 'Set last action', busy: 'Saving' },
  'add-to-group': { title: 'Add to group', submit: 'Add to group', busy: 'Adding' },
  move: { title: 'Move to location', submit: 'Move', busy: 'Moving' },
  'copy-to-location': { title: 'Copy to location', submit: 'Copy', busy: 'Copying' },
};

/** Picks the value a bulk action needs (tags, status, gender, …) and applies it. */
export function BulkActionModal(props: {
  action: FormAction | null;
  selection: Selection;
  tabs: readonly ContactTab[];
  onClose: () => void;
  onDone: () => void;
}) {
  const { action } = props;
  const bulk = useBulkAction();
  const tagOptions = useTagOptions();
  const groups = useGroups(1, '', 100, action === 'add-to-group');
  const session = useSession((s) => s.session);
  const [tagIds, setTagIds] = useState<string[]>([]);
  const [value, setValue] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const count = selectedCount(props.selection);

  const close = () => {
    setTagIds([]);
    setValue(null);
    setError(null);
    props.onClose();
  };

  const otherLocations = (session?.locations ?? []).filter(
    (l) => l.id !== session?.accessed_location_id && !l.is_suspended,
  );

  const requestOf = (): BulkRequest | string => {
    switch (action) {
      case 'add-tag':
      case 'remove-tag':
        return tagIds.length > 0
          ? { action, tag_ids: tagIds.map(Number) }
          : 'Please select at least one tag';
      case 'change-status':
        return value ? { action, status: value } : 'Please choose a status';
      case 'change-gender':
        return value ? { action, gender: value as Gender } : 'Please choose a gender';
      case 'update-last-action':
        return { action, last_action: (value as LastAction | null) ?? null };
      case 'add-to-group':
        return value ? { action, group_id: Number(value) } : 'Please choose a group';
      case 'move':
      case 'copy-to-location':
        return value ? { action, location_id: Number(value) } : 'Please choose a location';
      default:
        return 'Please choose an action';
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const request = requestOf();
    if (typeof request === 'string') {
      setError(request);
      return;
    }
    bulk.mutate(
      { request, selection: selectionBody(props.selection) },
      {
        onSuccess: () => {
          close();
          props.onDone();
        },
      },
    );
  };

  const field = () => {
    const common = { error, 'data-autofocus': true, comboboxProps: { withinPortal: true } };
    switch (action) {
      case 'add-tag':
      case 'remove-tag':
        return (
          <Stack gap={4}>
            <MultiSelect
              label="Tags"
              placeholder="Choose tags"
              data={tagOptions}
              value={tagIds}
              onChange={(v) => {
                setTagIds(v);
                setError(null);
              }}
              searchable
              nothingFoundMessage="No tags"
              {...common}
            />
            <Anchor component={Link} to="/tags" size="xs">
              Manage tags
            </Anchor>
          </Stack>
        );
      case 'change-status':
        return (
          <Select
            label="Status"
            placeholder="Choose a status"
            data={statusOptions(props.tabs)}
            value={value}
            onChange={setValue}
            {...common}
          />
        );
      case 'change-gender':
        return (
          <Select
            label="Gender"
            placeholder="Choose a gender"
            data={[...genders]}
            value={value}
            onChange={setValue}
            {...common}
          />
        );
      case 'update-last-action':
        return (
          <Select
            label="Last action"
            placeholder="None"
            description="Leave empty to clear the last action."
            data={lastActions.map((a) => ({ value: a.value, label: a.label }))}
            value={value}
            onChange={setValue}
            searchable
            clearable
            {...common}
          />
        );
      case 'add-to-group':
        return (
          <Stack gap={4}>
            <Select
              label="Group"
              placeholder={groups.isLoading ? 'Loading groups…' : 'Choose a group'}
              data={(groups.data?.data ?? []).map((g) => ({ value: String(g.id), label: g.name }))}
              value={value}
              onChange={setValue}
              searchable
              nothingFoundMessage="No groups yet"
              {...common}
            />
            <Anchor component={Link} to="/groups" size="xs">
              Manage groups
            </Anchor>
          </Stack>
        );
      case 'move':
      case 'copy-to-location':
        return (
          <Select
            label="Location"
            placeholder="Choose a location"
            data={otherLocations.map((l) => ({ value: String(l.id), label: l.businessname }))}
            value={value}
            onChange={setValue}
            nothingFoundMessage="No other locations"
            {...common}
          />
        );
      default:
        return null;
    }
  };

  const words = action ? titles[action] : null;
  return (
    <Modal opened={action !== null} onClose={close} title={words?.title} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">
            This applies to {plural(count, 'contact')}
            {props.selection.kind === 'matching' ? ' matching the current filters' : ''}.
          </Text>
          {field()}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <BusyButton type="submit" busy={bulk.isPending} busyLabel={words?.busy ?? 'Saving'}>
              {words?.submit}
            </BusyButton>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
