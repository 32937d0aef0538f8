import type { EmailDomain, EmailSender } from '@coachline/contract/email-domains';
import { Badge, Button, Group, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconMapPin, IconPencil, IconPlus, IconStar, IconTrash } from '@tabler/icons-react';
import { confirmDelete } from '../../ui/dialogs';
import { RowAction, RowActions } from '../../ui/RowActions';
import type { SenderDraft } from './DomainForms';
import type { LocationsTarget } from './LocationsModal';
import { useActivateSender, useDeleteSender, useSenderLocations } from './queries';

/** A domain's senders: the addresses mail goes out as, one of them active. */
export function SenderList(props: {
  domain: EmailDomain;
  canManage: boolean;
  onEdit: (draft: SenderDraft) => void;
  onLocations: (target: LocationsTarget) => void;
}) {
  const { domain, canManage } = props;
  const activate = useActivateSender();
  const remove = useDeleteSender();
  const locations = useSenderLocations();
  const draftOf = (sender?: EmailSender): SenderDraft => ({
    id: sender?.id,
    email_domain_id: domain.id,
    domain: domain.domain,
    name: sender?.name ?? '',
    email: sender?.email ?? '',
  });

  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Title order={4} size="h5">
          Senders
        </Title>
        {canManage ? (
          <Button
            size="compact-sm"
            variant="subtle"
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={() => props.onEdit(draftOf())}
            aria-label={`Add sender at ${domain.domain}`}
          >
            Add sender
          </Button>
        ) : null}
      </Group>
      {domain.senders.length === 0 ? (
        <Text size="sm" c="dimmed">
          No senders yet. Add the address your emails go out as, like hello@{domain.domain}.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={480}>
          <Table aria-label={`Senders at ${domain.domain}`} verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Email</Table.Th>
                <Table.Th>Locations</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {domain.senders.map((sender) => (
                <Table.Tr key={sender.id}>
                  <Table.Td>
                    <Group gap="xs">
                      <Text size="sm">{sender.name}</Text>
                      {sender.is_active ? (
                        <Badge variant="light" color="teal">
                          Active
                        </Badge>
                      ) : null}
                    </Group>
                  </Table.Td>
                  <Table.Td>{sender.email}</Table.Td>
                  <Table.Td>{sender.location_ids.length || '—'}</Table.Td>
                  <Table.Td>
                    {canManage ? (
                      <RowActions>
                        {sender.is_active ? null : (
                          <RowAction
                            label={`Make ${sender.email} the active sender`}
                            icon={<IconStar size={16} aria-hidden />}
                            onClick={() => activate.mutate(sender.id)}
                          />
                        )}
                        <RowAction
                          label={`Locations sending as ${sender.email}`}
                          icon={<IconMapPin size={16} aria-hidden />}
                          onClick={() =>
                            props.onLocations({
                              title: `Locations sending as ${sender.email}`,
                              text: 'These locations send as this sender; each location has one.',
                              locationIds: sender.location_ids,
                              save: (ids) =>
                                locations.mutateAsync({ id: sender.id, location_ids: ids }),
                            })
                          }
                        />
                        <RowAction
                          label={`Edit ${sender.email}`}
                          icon={<IconPencil size={16} aria-hidden />}
                          onClick={() => props.onEdit(draftOf(sender))}
                        />
                        <RowAction
                          label={`Delete ${sender.email}`}
                          icon={<IconTrash size={16} aria-hidden />}
                          danger
                          onClick={() =>
                            confirmDelete(`The sender ${sender.email} will be deleted.`, () =>
                              remove.mutate(sender.id),
                            )
                          }
                        />
                      </RowActions>
                    ) : null}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
