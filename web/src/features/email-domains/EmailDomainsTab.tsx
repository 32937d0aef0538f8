import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconMail, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useAbilities } from '../../app/abilities';
import { EmptyState } from '../../ui/EmptyState';
import { LoadingRows } from '../../ui/LoadingRows';
import { useRefreshedSession } from '../session/sessionQuery';
import { DomainCard } from './DomainCard';
import { AddDomainModal, type SenderDraft, SenderModal } from './DomainForms';
import { LocationsModal, type LocationsTarget } from './LocationsModal';
import { useEmailDomains } from './queries';

/**
 * Admin Settings' Email domains (002 §7): the organization's own domains to send from, the DNS
 * records each publishes, its senders and the locations that use them.
 */
export function EmailDomainsTab() {
  const domains = useEmailDomains();
  const abilities = useAbilities('admin-settings');
  const session = useRefreshedSession();
  // A company location user works in one location; the organization's domains are not theirs.
  const organizationWide = !session?.user.is_company_location;
  const can = {
    create: abilities.create && organizationWide,
    update: abilities.update && organizationWide,
    delete: abilities.delete && organizationWide,
  };
  const [adding, setAdding] = useState(false);
  const [sender, setSender] = useState<SenderDraft | null>(null);
  const [locationsOf, setLocationsOf] = useState<LocationsTarget | null>(null);
  const list = domains.data?.domains ?? [];
  const add = can.create ? () => setAdding(true) : undefined;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={2} size="h3">
            Email domains
          </Title>
          <Text size="sm" c="dimmed">
            Send emails from your own domain, signed so inboxes trust them.
          </Text>
        </div>
        {add ? (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={add}>
            Add domain
          </Button>
        ) : null}
      </Group>
      {domains.isLoading ? (
        <LoadingRows rows={2} h={220} radius="md" label="Loading domains" />
      ) : null}
      {!domains.isLoading && list.length === 0 ? (
        <Paper withBorder radius="md">
          <EmptyState
            icon={<IconMail size={24} />}
            title="No sending domains yet"
            text="Add your domain to send emails as yourgym.com instead of a shared address. You will get three DNS records to publish."
            action={add ? <Button onClick={add}>Add your first domain</Button> : undefined}
          />
        </Paper>
      ) : null}
      {list.map((domain) => (
        <DomainCard
          key={domain.id}
          domain={domain}
          can={can}
          onEditSender={setSender}
          onLocations={setLocationsOf}
        />
      ))}
      <AddDomainModal opened={adding} onClose={() => setAdding(false)} />
      <SenderModal draft={sender} onClose={() => setSender(null)} />
      <LocationsModal target={locationsOf} onClose={() => setLocationsOf(null)} />
    </Stack>
  );
}
