import type { EmailDomain } from '@coachline/contract/email-domains';
import { Badge, Button, Divider, Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { IconMapPin, IconRosetteDiscountCheck, IconStar, IconTrash } from '@tabler/icons-react';
import { confirmDelete } from '../../ui/dialogs';
import { DnsRecordsTable } from './DnsRecordsTable';
import type { SenderDraft } from './DomainForms';
import type { LocationsTarget } from './LocationsModal';
import {
  useActivateEmailDomain,
  useDeleteEmailDomain,
  useDomainLocations,
  useEnableEmailDomain,
  useVerifyEmailDomain,
} from './queries';
import { SenderList } from './SenderList';

export type DomainAbilities = { create: boolean; update: boolean; delete: boolean };

/** One sending domain: its state, the records to publish, its senders and what may be done. */
export function DomainCard(props: {
  domain: EmailDomain;
  can: DomainAbilities;
  onEditSender: (draft: SenderDraft) => void;
  onLocations: (target: LocationsTarget) => void;
}) {
  const { domain, can } = props;
  const verify = useVerifyEmailDomain();
  const activate = useActivateEmailDomain();
  const enable = useEnableEmailDomain();
  const remove = useDeleteEmailDomain();
  const locations = useDomainLocations();
  const headingId = `domain-${domain.id}`;

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={4}>
            <Title order={3} size="h4" id={headingId} style={{ wordBreak: 'break-all' }}>
              {domain.domain}
            </Title>
            <Group gap="xs">
              {domain.is_verified ? (
                <Badge color="teal" variant="light">
                  Verified
                </Badge>
              ) : (
                <Badge color="yellow" variant="light">
                  Not verified
                </Badge>
              )}
              {domain.is_active ? (
                <Badge color="blue" variant="light">
                  Active
                </Badge>
              ) : null}
              {domain.location_ids.length > 0 ? (
                <Badge color="gray" variant="light">
                  {domain.location_ids.length === 1
                    ? '1 location'
                    : `${domain.location_ids.length} locations`}
                </Badge>
              ) : null}
            </Group>
          </Stack>
          {can.update ? (
            <Switch
              label="Enabled"
              aria-label={`Send from ${domain.domain}`}
              checked={domain.enabled}
              disabled={enable.isPending}
              onChange={(event) =>
                enable.mutate({ id: domain.id, status: event.currentTarget.checked ? 1 : 0 })
              }
            />
          ) : null}
        </Group>

        <Text size="sm" c="dimmed">
          Publish these records at your domain's DNS host, then verify. DNS changes can take a while
          to show.
        </Text>
        <DnsRecordsTable domain={domain.domain} records={domain.dns_details} />

        {can.update || can.delete ? (
          <Group gap="xs">
            {can.update ? (
              <Button
                leftSection={<IconRosetteDiscountCheck size={16} aria-hidden />}
                loading={verify.isPending}
                onClick={() => verify.mutate(domain.id)}
                aria-label={`Verify ${domain.domain}`}
              >
                Verify
              </Button>
            ) : null}
            {can.update && !domain.is_active ? (
              <Button
                variant="default"
                leftSection={<IconStar size={16} aria-hidden />}
                loading={activate.isPending}
                onClick={() => activate.mutate(domain.id)}
                aria-label={`Make active: ${domain.domain}`}
              >
                Make active
              </Button>
            ) : null}
            {can.update ? (
              <Button
                variant="default"
                leftSection={<IconMapPin size={16} aria-hidden />}
                aria-label={`Locations sending from ${domain.domain}`}
                onClick={() =>
                  props.onLocations({
                    title: `Locations sending from ${domain.domain}`,
                    text: 'These locations send from this domain instead of the active one; each location has one.',
                    locationIds: domain.location_ids,
                    save: (ids) => locations.mutateAsync({ id: domain.id, location_ids: ids }),
                  })
                }
              >
                Locations
              </Button>
            ) : null}
            {can.delete ? (
              <Button
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={16} aria-hidden />}
                onClick={() =>
                  confirmDelete(
                    `The domain ${domain.domain} and its senders will be deleted. Emails will no longer be sent from it.`,
                    () => remove.mutate(domain.id),
                  )
                }
                aria-label={`Delete ${domain.domain}`}
              >
                Delete
              </Button>
            ) : null}
          </Group>
        ) : null}

        <Divider />
        <SenderList
          domain={domain}
          canManage={can.update}
          onEdit={props.onEditSender}
          onLocations={props.onLocations}
        />
      </Stack>
    </Paper>
  );
}
