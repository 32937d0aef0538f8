import type { Contact } from '@coachline/contract/contacts';
import { requiredId } from '@coachline/contract/ids';
import { buildPath } from '@coachline/contract/routes';
import { Anchor, Badge, Button, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconListCheck, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { z } from 'zod';
import { useAbilities } from '../../app/abilities';
import { DateTime } from '../../ui/DateTime';
import { EmptyState } from '../../ui/EmptyState';
import { LoadingRows } from '../../ui/LoadingRows';
import { PickOneModal } from '../../ui/PickOneModal';
import {
  useAllScenarios,
  useAssignContacts,
  useContactScenarios,
  usePauseContact,
} from './queries';

// The contact profile's Onboarding section: the scenarios the contact works through in their
// portal, each with how far they got, paused or let continue; and assigning another.

const pickScenario = z.object({ scenario_id: requiredId('scenario') });

function AssignScenarioModal(props: { contactId: number; onClose: () => void }) {
  const scenarios = useAllScenarios();
  const assign = useAssignContacts();
  return (
    <PickOneModal
      title="Assign onboarding"
      body={pickScenario}
      defaults={{}}
      name="scenario_id"
      label="Scenario"
      placeholder={scenarios.isLoading ? 'Loading scenarios…' : 'Choose a scenario'}
      description="The contact sees its steps in their portal and gets its tags."
      options={(scenarios.data ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
      nothingFound="No scenarios yet"
      submitLabel="Assign"
      busyLabel="Assigning"
      busy={assign.isPending}
      send={(body, outcome) =>
        assign.mutate({ scenarioId: body.scenario_id, contactIds: [props.contactId] }, outcome)
      }
      onClose={props.onClose}
    />
  );
}

function PauseButton(props: {
  scenarioId: number;
  contactId: number;
  paused: boolean;
  name: string;
}) {
  const pause = usePauseContact(props.scenarioId);
  return (
    <Button
      size="compact-sm"
      variant="default"
      loading={pause.isPending}
      aria-label={`${props.paused ? 'Resume' : 'Pause'} on ${props.name}`}
      onClick={() => pause.mutate({ contactId: props.contactId, pause: !props.paused })}
    >
      {props.paused ? 'Resume' : 'Pause'}
    </Button>
  );
}

export function ContactOnboardingSection(props: { contact: Contact }) {
  const { contact } = props;
  const canUpdate = useAbilities('contacts-center').update;
  const scenarios = useContactScenarios(contact.id);
  const [assigning, setAssigning] = useState(false);
  const add = canUpdate ? (
    <Button
      size="xs"
      variant="light"
      leftSection={<IconPlus size={14} aria-hidden />}
      onClick={() => setAssigning(true)}
    >
      Assign onboarding
    </Button>
  ) : null;
  const rows = scenarios.data ?? [];
  return (
    <Stack gap="sm">
      {scenarios.isPending ? (
        <LoadingRows rows={2} h={72} radius="sm" label="Loading the onboarding" />
      ) : rows.length === 0 ? (
        <EmptyState
          icon={<IconListCheck size={24} />}
          title="No onboarding yet"
          text="Checklists this contact works through in their portal show here, with how far they got."
          action={add}
        />
      ) : (
        <>
          {add ? <Group justify="flex-end">{add}</Group> : null}
          <Stack component="ul" gap="xs" p={0} m={0} aria-label="Onboarding of the contact">
            {rows.map((row) => {
              const paused = row.status === 'paused';
              const percent =
                row.total_steps === 0 ? 0 : (row.completed_steps / row.total_steps) * 100;
              return (
                <Paper
                  key={row.id}
                  component="li"
                  withBorder
                  radius="sm"
                  p="sm"
                  style={{ listStyle: 'none' }}
                  aria-label={row.scenario_name}
                >
                  <Group justify="space-between" wrap="nowrap" align="flex-start">
                    <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
                      <Group gap="xs">
                        <Anchor
                          component={Link}
                          to={`${buildPath('ScenarioEdit', { scenario: row.scenario_id })}?tab=contacts`}
                          size="sm"
                          fw={600}
                        >
                          {row.scenario_name}
                        </Anchor>
                        <Badge
                          variant="light"
                          size="sm"
                          color={paused ? 'orange' : row.completed_at ? 'green' : 'blue'}
                        >
                          {paused ? 'Paused' : row.completed_at ? 'Completed' : 'Active'}
                        </Badge>
                      </Group>
                      <Progress
                        value={percent}
                        size="sm"
                        maw={320}
                        aria-label={`Progress on ${row.scenario_name}`}
                      />
                      <Text size="xs" c="dimmed" component="div">
                        <Group gap={4}>
                          {row.completed_steps} of {row.total_steps} steps · assigned{' '}
                          <DateTime value={row.assigned_at} size="xs" />
                        </Group>
                      </Text>
                    </Stack>
                    {canUpdate ? (
                      <PauseButton
                        scenarioId={row.scenario_id}
                        contactId={contact.id}
                        paused={paused}
                        name={row.scenario_name}
                      />
                    ) : null}
                  </Group>
                </Paper>
              );
            })}
          </Stack>
        </>
      )}
      {assigning ? (
        <AssignScenarioModal contactId={contact.id} onClose={() => setAssigning(false)} />
      ) : null}
    </Stack>
  );
}
