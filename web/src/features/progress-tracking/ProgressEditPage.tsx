import { dbIdText } from '@coachline/contract/ids';
import type { ProgressTracking } from '@coachline/contract/progress-tracking';
import { buildPath } from '@coachline/contract/routes';
import { plural } from '@coachline/contract/text';
import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Group,
  Skeleton,
  Stack,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowLeft, IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { isApiError } from '../../api/client';
import { useAbilities } from '../../app/abilities';
import { useTabParam } from '../workouts/BuilderShell';
import { ContactsPanel } from './ContactsPanel';
import { LeaderboardPanel } from './LeaderboardPanel';
import { TrackingNameModal } from './ProgressDialogs';
import { ProofsPanel } from './ProofsPanel';
import { QuestionsPanel } from './QuestionsPanel';
import { useProgress } from './queries';
import { SettingsPanel } from './SettingsPanel';

// A progress tracking's editor: its name (renamed in a dialog) and tabs — its metrics and
// questions, the public page and reminder, its contacts, the leaderboard and the photos.
// `?tab=` opens a tab (none for the first).

const tabs = ['questions', 'settings', 'contacts', 'leaderboard', 'proofs'] as const;
const tabLabels = {
  questions: 'Questions',
  settings: 'Settings',
  contacts: 'Contacts',
  leaderboard: 'Leaderboard',
  proofs: 'Proofs',
} as const;

function Editor(props: {
  tracking: ProgressTracking;
  categories: Parameters<typeof QuestionsPanel>[0]['categories'];
}) {
  const { tracking } = props;
  const canUpdate = useAbilities('progress-tracking').update;
  const [tab, show] = useTabParam(tabs);
  const [renaming, setRenaming] = useState<ProgressTracking | null>(null);
  const panels = {
    questions: <QuestionsPanel tracking={tracking} categories={props.categories} />,
    settings: <SettingsPanel tracking={tracking} />,
    contacts: <ContactsPanel trackingId={tracking.id} name={tracking.name} />,
    leaderboard: <LeaderboardPanel trackingId={tracking.id} />,
    proofs: <ProofsPanel trackingId={tracking.id} />,
  };
  return (
    <Stack gap="md">
      <Anchor component={Link} to={buildPath('ProgressTrackingIndex')} size="sm" w="fit-content">
        <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: 'middle' }} /> Back to progress
        tracking
      </Anchor>
      <Group gap="xs">
        <Title order={1} size="h2" style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
          {tracking.name}
        </Title>
        {canUpdate ? (
          <ActionIcon
            variant="subtle"
            aria-label="Rename progress tracking"
            onClick={() => setRenaming(tracking)}
          >
            <IconPencil size={16} aria-hidden />
          </ActionIcon>
        ) : null}
        <Badge variant="light" color={tracking.has_reminder ? 'green' : 'gray'}>
          {tracking.has_reminder ? 'Reminder on' : 'Reminder off'}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed">
        {plural(props.categories.length, 'metric')} · {plural(tracking.contacts_count, 'contact')}
      </Text>
      <Tabs value={tab} onChange={show} keepMounted={false}>
        <Tabs.List mb="md" style={{ flexWrap: 'nowrap', overflowX: 'auto' }}>
          {tabs.map((t) => (
            <Tabs.Tab key={t} value={t}>
              {tabLabels[t]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {tabs.map((t) => (
          <Tabs.Panel key={t} value={t}>
            {panels[t]}
          </Tabs.Panel>
        ))}
      </Tabs>
      <TrackingNameModal kind="rename" tracking={renaming} onClose={() => setRenaming(null)} />
    </Stack>
  );
}

export function ProgressEditPage() {
  const parsed = dbIdText.safeParse(useParams().progress_tracking);
  const id = parsed.success ? parsed.data : 0;
  const tracking = useProgress(id);
  if (!parsed.success) return <Navigate to={buildPath('Error-404')} replace />;
  if (tracking.isLoading)
    return <Skeleton role="status" h={240} aria-label="Loading the progress tracking" />;
  if (tracking.isError) {
    if (isApiError(tracking.error) && tracking.error.status === 404)
      return <Navigate to={buildPath('Error-404')} replace />;
    return <Alert color="red">The progress tracking could not be loaded.</Alert>;
  }
  if (!tracking.data) return null;
  return (
    <Editor
      key={tracking.data.progress_tracking.id}
      tracking={tracking.data.progress_tracking}
      categories={tracking.data.categories}
    />
  );
}
