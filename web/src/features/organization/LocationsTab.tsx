import type { OrganizationLocation } from '@coachline/contract/organization';
import {
  Badge,
  Button,
  Group,
  Paper,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import {
  IconBuildingStore,
  IconPencil,
  IconPlayerPause,
  IconPlayerPlay,
  IconPlus,
  IconRestore,
  IconTrash,
  IconUserPlus,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useAbilities } from '../../app/abilities';
import { DateTime } from '../../ui/DateTime';
import { confirmAction } from '../../ui/dialogs';
import { EmptyState } from '../../ui/EmptyState';
import { LoadingRows } from '../../ui/LoadingRows';
import { RowAction, RowActions } from '../../ui/RowActions';
import { useRefreshedSession } from '../session/sessionQuery';
import {
  AddUsersModal,
  DeleteLocationModal,
  type LocationDraft,
  LocationModal,
} from './LocationForms';
import {
  useIsOwner,
  useOrganizationLocations,
  useRestoreLocation,
  useSuspendLocation,
} from './queries';

function StatusBadge(props: { location: OrganizationLocation }) {
  const { location } = props;
  if (location.deleted_at)
    return (
      <Badge color="red" variant="light">
        Deleted
      </Badge>
    );
  if (location.is_suspended)
    return (
      <Badge color="yellow" variant="light">
        Suspended
      </Badge>
    );
  return (
    <Badge color="teal" variant="light">
      Active
    </Badge>
  );
}

/**
 * Admin Settings' Locations (002 §7 Organization): the primary location and the secondary
 * ones, each to rename, suspend or activate, delete (restorable for 30 days) or staff.
 */
export function LocationsTab() {
  const abilities = useAbilities('admin-settings');
  const session = useRefreshedSession();
  const locations = useOrganizationLocations();
  const suspend = useSuspendLocation();
  const restore = useRestoreLocation();
  const [editing, setEditing] = useState<LocationDraft>(null);
  const [deleting, setDeleting] = useState<OrganizationLocation | null>(null);
  const [staffing, setStaffing] = useState<OrganizationLocation | null>(null);
  const list = locations.data?.locations ?? [];
  const secondary = list.filter((l) => !l.is_primary);
  const here = session?.accessed_location_id;
  const owner = useIsOwner();
  const create = abilities.create ? () => setEditing({}) : undefined;

  const toggleSuspension = (location: OrganizationLocation) => {
    const status = location.is_suspended ? 0 : 1;
    confirmAction({
      text: location.is_suspended
        ? `Activate ${location.businessname}? Its users can work in it again.`
        : `Suspend ${location.businessname}? Its users lose access until you activate it; nothing in it is deleted.`,
      confirmLabel: location.is_suspended ? 'Activate' : 'Suspend',
      onConfirm: () => suspend.mutate({ id: location.id, status }),
    });
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={2} size="h3">
            Locations
          </Title>
          <Text size="sm" c="dimmed">
            Your studios, each with its own contacts, and the staff who work in them.
          </Text>
        </div>
        {create ? (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={create}>
            New location
          </Button>
        ) : null}
      </Group>
      {locations.isLoading ? <LoadingRows rows={3} h={44} label="Loading locations" /> : null}
      {!locations.isLoading && secondary.length === 0 ? (
        <Paper withBorder radius="md">
          <EmptyState
            icon={<IconBuildingStore size={24} />}
            title="No other locations yet"
            text="Run several studios from one account: each location keeps its own contacts, and you decide who works where."
            action={create ? <Button onClick={create}>Add your first location</Button> : undefined}
          />
        </Paper>
      ) : null}
      {list.length > 0 ? (
        <Table.ScrollContainer minWidth={640}>
          <Table striped highlightOnHover stickyHeader>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Location</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Users</Table.Th>
                <Table.Th>Time zone</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.map((location) => {
                const name = location.businessname;
                const current = location.id === here;
                return (
                  <Table.Tr key={location.id}>
                    <Table.Td>
                      <Text size="sm" fw={500}>
                        {name}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {location.is_primary ? 'Primary location' : null}
                        {current
                          ? location.is_primary
                            ? ' · you are here'
                            : 'You are here'
                          : null}
                        {location.restorable_until ? (
                          <>
                            Restorable until <DateTime value={location.restorable_until} />
                          </>
                        ) : null}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <StatusBadge location={location} />
                    </Table.Td>
                    <Table.Td>{location.users_count}</Table.Td>
                    <Table.Td>{location.timezone}</Table.Td>
                    <Table.Td>
                      {location.is_primary ? (
                        // The primary location is the organization's: its owner renames it.
                        owner ? (
                          <RowActions>
                            <RowAction
                              label={`Edit ${name}`}
                              icon={<IconPencil size={16} aria-hidden />}
                              onClick={() => setEditing({ location })}
                            />
                          </RowActions>
                        ) : null
                      ) : location.deleted_at ? (
                        abilities.delete ? (
                          <Group justify="flex-end">
                            <Button
                              size="xs"
                              variant="light"
                              leftSection={<IconRestore size={14} aria-hidden />}
                              loading={restore.isPending && restore.variables === location.id}
                              onClick={() => restore.mutate(location.id)}
                              aria-label={`Restore ${name}`}
                            >
                              Restore
                            </Button>
                          </Group>
                        ) : null
                      ) : (
                        <RowActions>
                          {abilities.update ? (
                            <>
                              <RowAction
                                label={`Add users to ${name}`}
                                icon={<IconUserPlus size={16} aria-hidden />}
                                onClick={() => setStaffing(location)}
                              />
                              <RowAction
                                label={`Edit ${name}`}
                                icon={<IconPencil size={16} aria-hidden />}
                                onClick={() => setEditing({ location })}
                              />
                              <RowAction
                                label={`${location.is_suspended ? 'Activate' : 'Suspend'} ${name}`}
                                icon={
                                  location.is_suspended ? (
                                    <IconPlayerPlay size={16} aria-hidden />
                                  ) : (
                                    <IconPlayerPause size={16} aria-hidden />
                                  )
                                }
                                // Nobody suspends the location they are working in.
                                disabled={current && !location.is_suspended}
                                loading={suspend.isPending && suspend.variables?.id === location.id}
                                onClick={() => toggleSuspension(location)}
                              />
                            </>
                          ) : null}
                          {abilities.delete ? (
                            <RowAction
                              label={`Delete ${name}`}
                              danger
                              disabled={current}
                              icon={<IconTrash size={16} aria-hidden />}
                              onClick={() => setDeleting(location)}
                            />
                          ) : null}
                        </RowActions>
                      )}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
      <LocationModal draft={editing} onClose={() => setEditing(null)} />
      <DeleteLocationModal location={deleting} onClose={() => setDeleting(null)} />
      <AddUsersModal location={staffing} onClose={() => setStaffing(null)} />
    </Stack>
  );
}
