import type { Contact } from '@coachline/contract/contacts';
import { buildPath } from '@coachline/contract/routes';
import {
  Anchor,
  Badge,
  CloseButton,
  Group,
  Paper,
  Select,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { Link } from 'react-router';
import { useBulkAction } from '../contacts/list/queries';
import { useContactGroups, useGroups } from './queries';

/**
 * The profile's Groups section: the groups the contact is in, each leading to the contact list
 * filtered by it; with update on the contact, it joins or leaves a group here.
 */
export function ContactGroups(props: { contact: Contact }) {
  const { contact } = props;
  const canEdit = contact.can.update;
  const groups = useContactGroups(contact.id);
  const all = useGroups(1, '', 100, canEdit);
  const bulk = useBulkAction();
  const member = groups.data?.data ?? [];
  const joinable = (all.data?.data ?? [])
    .filter((g) => !member.some((m) => m.id === g.id))
    .map((g) => ({ value: String(g.id), label: g.name }));
  const change = (action: 'add-to-group' | 'remove-from-group', groupId: number) =>
    bulk.mutate({ request: { action, group_id: groupId }, selection: { ids: [contact.id] } });

  return (
    <Paper withBorder radius="md" p="md" mt="md" component="section" aria-labelledby="groups-title">
      <Stack gap="sm">
        <Title order={2} size="h5" id="groups-title">
          Groups
        </Title>
        {groups.isLoading ? (
          <Skeleton h={24} role="status" aria-label="Loading groups" />
        ) : member.length === 0 ? (
          <Text size="sm" c="dimmed">
            Not in any group yet.
          </Text>
        ) : (
          <Group gap="xs" component="ul" aria-label="Groups of this contact" p={0} m={0}>
            {member.map((g) => (
              <Badge
                key={g.id}
                component="li"
                size="lg"
                variant="light"
                radius="sm"
                tt="none"
                style={{ color: 'var(--mantine-color-blue-9)' }}
                rightSection={
                  canEdit ? (
                    <CloseButton
                      size="xs"
                      aria-label={`Remove from ${g.name}`}
                      disabled={bulk.isPending}
                      onClick={() => change('remove-from-group', g.id)}
                    />
                  ) : null
                }
              >
                <Anchor
                  component={Link}
                  to={`${buildPath('ContactIndex')}?group_id=${g.id}`}
                  size="sm"
                  c="inherit"
                >
                  {g.name}
                </Anchor>
              </Badge>
            ))}
          </Group>
        )}
        {canEdit ? (
          <Select
            aria-label="Add to a group"
            placeholder={joinable.length ? 'Add to a group' : 'No other groups'}
            data={joinable}
            value={null}
            onChange={(v) => (v ? change('add-to-group', Number(v)) : undefined)}
            searchable
            disabled={bulk.isPending || joinable.length === 0}
            nothingFoundMessage="No groups"
            size="sm"
          />
        ) : null}
      </Stack>
    </Paper>
  );
}
