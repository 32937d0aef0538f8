import { dbIdText } from '@coachline/contract/ids';
import { buildPath } from '@coachline/contract/routes';
import { type Scenario, scenarioMessages } from '@coachline/contract/scenarios';
import { plural } from '@coachline/contract/text';
import {
  ActionIcon,
  Alert,
  Anchor,
  Group,
  Skeleton,
  Stack,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowLeft, IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { useAbilities } from '../../app/abilities';
import { CategoryList } from './CategoryList';
import { useScenario } from './queries';
import { ScenarioBrandingPanel } from './ScenarioBrandingPanel';
import { ScenarioContactsPanel } from './ScenarioContactsPanel';
import { RenameScenarioModal } from './ScenarioDialogs';
import { categoriesText } from './ScenarioListItem';
import { ScenarioPreviewPanel } from './ScenarioPreviewPanel';

// A scenario's editor (issue 16 §6): its name (renamed in a dialog), counts, and tabs: its
// categories and steps with their contents, its contacts, its branding and the coach's
// preview. `?tab=` opens a tab.

const tabs = ['steps', 'contacts', 'branding', 'preview'] as const;
type Tab = (typeof tabs)[number];

function Editor(props: { scenario: Scenario }) {
  const { scenario } = props;
  const abilities = useAbilities('contacts-center');
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: Tab = tabs.find((t) => t === asked) ?? 'steps';
  const [renaming, setRenaming] = useState<Scenario | null>(null);
  return (
    <Stack gap="md">
      <Anchor component={Link} to={buildPath('OnboardingIndex')} size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} aria-hidden />
          Back to scenarios
        </Group>
      </Anchor>
      <Group gap="xs">
        <Title order={1} size="h2">
          {scenario.name}
        </Title>
        {abilities.update ? (
          <ActionIcon
            variant="subtle"
            aria-label="Rename scenario"
            onClick={() => setRenaming(scenario)}
          >
            <IconPencil size={16} aria-hidden />
          </ActionIcon>
        ) : null}
      </Group>
      <Text size="sm" c="dimmed">
        {categoriesText(scenario.categories_count)} · {plural(scenario.steps_count, 'step')} ·{' '}
        {plural(scenario.contacts_count, 'contact')}
      </Text>
      <Tabs
        value={tab}
        onChange={(value) =>
          setParams(
            (now) => {
              const next = new URLSearchParams(now);
              next.set('tab', value ?? 'steps');
              return next;
            },
            { replace: true },
          )
        }
        keepMounted={false}
      >
        <Tabs.List>
          <Tabs.Tab value="steps">Steps</Tabs.Tab>
          <Tabs.Tab value="contacts">Contacts</Tabs.Tab>
          <Tabs.Tab value="branding">Branding</Tabs.Tab>
          <Tabs.Tab value="preview">Preview</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="steps" pt="md">
          <CategoryList scenarioId={scenario.id} />
        </Tabs.Panel>
        <Tabs.Panel value="contacts" pt="md">
          <ScenarioContactsPanel scenarioId={scenario.id} />
        </Tabs.Panel>
        <Tabs.Panel value="branding" pt="md">
          <ScenarioBrandingPanel scenarioId={scenario.id} />
        </Tabs.Panel>
        <Tabs.Panel value="preview" pt="md">
          <ScenarioPreviewPanel scenarioId={scenario.id} />
        </Tabs.Panel>
      </Tabs>
      <RenameScenarioModal scenario={renaming} onClose={() => setRenaming(null)} />
    </Stack>
  );
}

export function ScenarioEditPage() {
  const parsed = dbIdText.safeParse(useParams().scenario);
  const id = parsed.success ? parsed.data : null;
  const scenario = useScenario(id);
  if (id === null) return <Navigate to={buildPath('Error-404')} replace />;
  if (scenario.isLoading)
    return <Skeleton role="status" h={240} aria-label="Loading the scenario" />;
  if (scenario.isError) return <Alert color="red">{scenarioMessages.loadFailed}</Alert>;
  if (!scenario.data) return <Navigate to={buildPath('Error-404')} replace />;
  return <Editor key={scenario.data.id} scenario={scenario.data} />;
}
