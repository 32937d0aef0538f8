import { buildPath } from '@coachline/contract/routes';
import { bulkDuplicateBody, type Scenario, scenarioNameBody } from '@coachline/contract/scenarios';
import { Text, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { FormModal } from '../../ui/FormModal';
import { useContractForm } from '../../ui/useContractForm';
import { useCreateScenario, useDuplicateScenarios, useRenameScenario } from './queries';

// A scenario's short dialogs: a new one (its editor opens), a new name, and copies of one or
// several under a name.

export function CreateScenarioModal(props: { opened: boolean; onClose: () => void }) {
  const { opened } = props;
  const navigate = useNavigate();
  const create = useCreateScenario();
  const form = useContractForm(scenarioNameBody, { name: '' });
  useEffect(() => {
    if (opened) form.reset({ name: '' });
  }, [opened, form]);
  return (
    <FormModal
      opened={opened}
      onClose={props.onClose}
      title="Create scenario"
      form={form}
      send={(body, outcome) =>
        create.mutate(body, {
          onError: outcome.onError,
          onSuccess: (res) => {
            outcome.onSuccess();
            void navigate(buildPath('ScenarioEdit', { scenario: res.scenario.id }));
          },
        })
      }
      submitLabel="Create scenario"
      busyLabel="Creating"
      busy={create.isPending}
    >
      <TextInput
        label="Scenario name"
        description="Then add its categories and steps, and the clients who work through them."
        aria-required
        maxLength={150}
        data-autofocus
        error={form.formState.errors.name?.message}
        {...form.register('name')}
      />
    </FormModal>
  );
}

export function RenameScenarioModal(props: { scenario: Scenario | null; onClose: () => void }) {
  const { scenario } = props;
  const rename = useRenameScenario(scenario?.id ?? 0);
  const form = useContractForm(scenarioNameBody, { name: '' });
  useEffect(() => {
    if (scenario) form.reset({ name: scenario.name });
  }, [scenario, form]);
  return (
    <FormModal
      opened={scenario !== null}
      onClose={props.onClose}
      title="Rename scenario"
      form={form}
      send={(body, outcome) => rename.mutate(body, outcome)}
      submitLabel="Rename"
      busyLabel="Renaming"
      busy={rename.isPending}
    >
      <TextInput
        label="Scenario name"
        aria-required
        maxLength={150}
        data-autofocus
        error={form.formState.errors.name?.message}
        {...form.register('name')}
      />
    </FormModal>
  );
}

/** Copies the scenarios (their steps, contents, tags and branding; never contacts). */
export function DuplicateScenariosModal(props: {
  scenarios: Scenario[] | null;
  onClose: () => void;
  onDone?: () => void;
}) {
  const { scenarios } = props;
  const duplicate = useDuplicateScenarios();
  const form = useContractForm(bulkDuplicateBody, { name: '', ids: [] });
  const one = scenarios?.length === 1 ? scenarios[0] : null;
  useEffect(() => {
    if (scenarios)
      form.reset({
        name: scenarios.length === 1 ? `${scenarios[0]?.name ?? ''} (copy)` : 'Copy',
        ids: scenarios.map((s) => s.id),
      });
  }, [scenarios, form]);
  return (
    <FormModal
      opened={scenarios !== null}
      onClose={props.onClose}
      onSent={props.onDone}
      title={one ? 'Duplicate scenario' : 'Duplicate scenarios'}
      form={form}
      send={(body, outcome) => duplicate.mutate(body, outcome)}
      submitLabel="Duplicate"
      busyLabel="Duplicating"
      busy={duplicate.isPending}
    >
      {one ? null : (
        <Text size="sm" c="dimmed">
          Each copy is named “name (original)”.
        </Text>
      )}
      <TextInput
        label="Name of the copy"
        aria-required
        maxLength={150}
        data-autofocus
        error={form.formState.errors.name?.message}
        {...form.register('name')}
      />
    </FormModal>
  );
}
