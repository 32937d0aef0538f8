import type { HabitTracking } from '@coachline/contract/habit-tracking';
import { dbIdText } from '@coachline/contract/ids';
import { buildPath } from '@coachline/contract/routes';
import { plural } from '@coachline/contract/text';
import { ActionIcon, Anchor, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useAbilities } from '../../app/abilities';
import { BuilderGate, useTabParam } from '../workouts/BuilderShell';
import { CategoriesPanel } from './CategoriesPanel';
import { ContactHabitDrawer } from './ContactHabitDrawer';
import { HabitContactsPanel } from './HabitContactsPanel';
import { RenameHabitTrackingModal } from './HabitTrackingDialogs';
import { LeaderboardPanel } from './LeaderboardPanel';
import { ProofsPanel } from './ProofsPanel';
import { useHabitTracking } from './queries';
import { SettingsPanel } from './SettingsPanel';

// A habit tracking's editor: its name (renamed in a dialog), counts, and tabs kept in `?tab=`:
// its categories of habits, its settings (public page and reminder), its contacts, the
// leaderboard and the photo proofs. `?contact=<id>` opens a contact's view over any tab.

const tabs = ['habits', 'settings', 'contacts', 'leaderboard', 'proofs'] as const;

function Editor(props: { tracking: HabitTracking }) {
  const { tracking } = props;
  const canUpdate = useAbilities('habit-tracking').update;
  const [tab, show] = useTabParam(tabs);
  const [params, setParams] = useSearchParams();
  const contact = dbIdText.safeParse(params.get('contact'));
  const openContact = (contactId: number | null) => {
    const next = new URLSearchParams(params);
    if (contactId === null) next.delete('contact');
    else next.set('contact', String(contactId));
    setParams(next, { replace: true });
  };
  const [renaming, setRenaming] = useState(false);
  return (
    <Stack gap="md" pb="md">
      <Anchor component={Link} to={buildPath('HabitTrackingIndex')} size="sm" w="fit-content">
        <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: 'middle' }} /> Back to habit
        tracking
      </Anchor>
      <Stack gap={4}>
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <Title order={1} size="h2" style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
            {tracking.name}
          </Title>
          {canUpdate ? (
            <ActionIcon
              variant="subtle"
              aria-label="Rename habit tracking"
              onClick={() => setRenaming(true)}
            >
              <IconPencil size={16} aria-hidden />
            </ActionIcon>
          ) : null}
        </Group>
        <Text size="sm" c="dimmed">
          {plural(tracking.habits_count, 'habit')} · {plural(tracking.contacts_count, 'contact')}
        </Text>
      </Stack>
      <Tabs value={tab} onChange={show} keepMounted={false}>
        <Tabs.List mb="md" style={{ flexWrap: 'nowrap', overflowX: 'auto' }}>
          <Tabs.Tab value="habits">Habits</Tabs.Tab>
          <Tabs.Tab value="settings">Settings</Tabs.Tab>
          <Tabs.Tab value="contacts">Contacts</Tabs.Tab>
          <Tabs.Tab value="leaderboard">Leaderboard</Tabs.Tab>
          <Tabs.Tab value="proofs">Proofs</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="habits">
          <CategoriesPanel trackingId={tracking.id} canUpdate={canUpdate} />
        </Tabs.Panel>
        <Tabs.Panel value="settings">
          <SettingsPanel tracking={tracking} canUpdate={canUpdate} />
        </Tabs.Panel>
        <Tabs.Panel value="contacts">
          <HabitContactsPanel tracking={tracking} canUpdate={canUpdate} onOpen={openContact} />
        </Tabs.Panel>
        <Tabs.Panel value="leaderboard">
          <LeaderboardPanel trackingId={tracking.id} onOpen={openContact} />
        </Tabs.Panel>
        <Tabs.Panel value="proofs">
          <ProofsPanel trackingId={tracking.id} />
        </Tabs.Panel>
      </Tabs>
      {renaming ? (
        <RenameHabitTrackingModal tracking={tracking} onClose={() => setRenaming(false)} />
      ) : null}
      <ContactHabitDrawer
        trackingId={tracking.id}
        contactId={contact.success ? contact.data : null}
        onClose={() => openContact(null)}
      />
    </Stack>
  );
}

export function HabitTrackingEditPage() {
  const parsed = dbIdText.safeParse(useParams().habit_tracking);
  const id = parsed.success ? parsed.data : null;
  const found = useHabitTracking(id);
  return (
    <BuilderGate noun="habit tracking" id={id} found={found}>
      {(tracking) => <Editor key={tracking.id} tracking={tracking} />}
    </BuilderGate>
  );
}
