import { can } from '@coachline/contract/permissions';
import { buildPath } from '@coachline/contract/routes';
import { Button, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import { IconApps, IconFileImport, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { permissionSubjectOf } from '../../app/abilities';
import { useVisibleAreas } from '../../app/areas';
import { EmptyState } from '../../ui/EmptyState';
import { PageHeader } from '../../ui/PageHeader';
import { ActivityPanel } from '../activity-feed/ActivityPanel';
import { useContactAbilities } from '../contacts/abilities';
import { ContactsChart } from '../contacts/home/ContactsChart';
import { AddContactModal } from '../contacts/list/AddContactModal';
import { useContactTabs } from '../contacts/settings/queries';
import { useRefreshedSession } from '../session/sessionQuery';
import { AppTiles } from './AppTiles';
import { homeCards } from './homeCards';

/** Add contact from Home: the contact centre's own form, in its first tab by default. */
function AddContactShortcut() {
  const [adding, setAdding] = useState(false);
  const tabs = useContactTabs();
  return (
    <>
      <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setAdding(true)}>
        Add contact
      </Button>
      <AddContactModal
        opened={adding}
        onClose={() => setAdding(false)}
        tabs={tabs.data ?? []}
        defaultStatus={tabs.data?.[0]?.value ?? ''}
      />
    </>
  );
}

/** Home (/home): today's numbers, contacts over time, shortcuts and every area's tile. */
export function HomePage() {
  const session = useRefreshedSession();
  const areas = useVisibleAreas();
  const contacts = useContactAbilities();
  const subject = session ? permissionSubjectOf(session) : null;
  const cards = homeCards.filter((c) => !c.area || (subject && can(subject, 'view', c.area)));
  const name = session?.user.fname || session?.user.full_name || '';

  return (
    <Stack gap="lg">
      <PageHeader
        title="Home"
        description={`${name ? `Welcome back, ${name}. ` : ''}Today's numbers, your shortcuts and every part of Coachline you can open.`}
      />

      <SimpleGrid cols={{ base: 1, xs: 2, lg: 5 }} spacing="md">
        {cards.map(({ key, Card }) => (
          <Card key={key} />
        ))}
      </SimpleGrid>

      {contacts.view ? <ContactsChart /> : null}

      <ActivityPanel />

      <Stack gap="xs" component="section" aria-labelledby="home-shortcuts">
        <Title order={2} size="h4" id="home-shortcuts">
          Shortcuts
        </Title>
        <Group gap="sm">
          {contacts.create ? <AddContactShortcut /> : null}
          {contacts.create ? (
            <Button
              variant="default"
              component={Link}
              to={buildPath('ContactIndex')}
              leftSection={<IconFileImport size={16} aria-hidden />}
            >
              Import contacts
            </Button>
          ) : null}
          <Button
            variant="default"
            component={Link}
            to={buildPath('AppsIndex')}
            leftSection={<IconApps size={16} aria-hidden />}
          >
            All apps
          </Button>
        </Group>
      </Stack>

      <Stack gap="xs" component="section" aria-labelledby="home-apps">
        <Title order={2} size="h4" id="home-apps">
          Your apps
        </Title>
        {areas.length > 0 ? (
          <AppTiles areas={areas} />
        ) : (
          <EmptyState
            icon={<IconApps size={24} />}
            title="No apps to open yet"
            text="Your account owner decides which parts of Coachline you can use. Ask them for access."
          />
        )}
      </Stack>
    </Stack>
  );
}
