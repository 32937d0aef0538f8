import { type Scenario, scenarioMessages } from '@coachline/contract/scenarios';
import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconListCheck, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useAbilities } from '../../app/abilities';
import { confirmDelete } from '../../ui/dialogs';
import { EmptyState } from '../../ui/EmptyState';
import { ListFooter } from '../../ui/ListFooter';
import { LoadingRows } from '../../ui/LoadingRows';
import { PageHeader } from '../../ui/PageHeader';
import { SearchInput } from '../../ui/SearchInput';
import { SortableList } from '../../ui/SortableList';
import { useDeleteScenarios, useReorderScenarios, useScenarios } from './queries';
import {
  CreateScenarioModal,
  DuplicateScenariosModal,
  RenameScenarioModal,
} from './ScenarioDialogs';
import { type ScenarioDialog, ScenarioListItem } from './ScenarioListItem';

// The onboarding scenarios of the location (002 §7 Onboarding scenarios; 15 a page, in their
// order), searched by name, put in order by their handles (optimistic: a refused order goes
// back), picked for bulk duplicate and delete; creating one opens its editor.

export function ScenarioIndexPage() {
  const abilities = useAbilities('contacts-center');
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 350);
  const scenarios = useScenarios({ page, ...(debounced ? { search: debounced } : {}) });
  const reorder = useReorderScenarios();
  const remove = useDeleteScenarios();
  const [creating, setCreating] = useState(false);
  const [dialog, setDialog] = useState<ScenarioDialog | null>(null);
  const [copying, setCopying] = useState<Scenario[] | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const rows = scenarios.data?.data ?? [];
  const picked = rows.filter((s) => selected.has(s.id));
  const filtered = debounced !== '';
  const select = (id: number, on: boolean) =>
    setSelected((now) => {
      const next = new Set(now);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <Stack gap="md">
      <PageHeader
        title="Onboarding"
        description="Checklists new clients work through in their portal: categories of steps, each with its videos, links, files and notes."
        action={
          abilities.create ? (
            <Button
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => setCreating(true)}
            >
              Create scenario
            </Button>
          ) : null
        }
      />
      <Group gap="sm" align="flex-end" justify="space-between" wrap="wrap">
        <SearchInput
          label="Search scenarios"
          placeholder="Search by name"
          value={search}
          onChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
          maw={320}
        />
        {picked.length > 0 ? (
          <Group gap="xs" role="group" aria-label="Bulk actions">
            <Text size="sm">{picked.length} selected</Text>
            {abilities.create ? (
              <Button variant="default" onClick={() => setCopying(picked)}>
                Duplicate selected
              </Button>
            ) : null}
            {abilities.delete ? (
              <Button
                color="red"
                variant="light"
                onClick={() =>
                  confirmDelete(
                    `${picked.length === 1 ? 'The selected scenario' : `The ${picked.length} selected scenarios`} will be deleted with their categories, steps and contacts’ progress.`,
                    () =>
                      remove.mutate(
                        picked.map((s) => s.id),
                        { onSuccess: () => setSelected(new Set()) },
                      ),
                  )
                }
              >
                Delete selected
              </Button>
            ) : null}
          </Group>
        ) : null}
      </Group>
      {scenarios.isLoading ? (
        <LoadingRows rows={3} h={110} radius="md" label="Loading scenarios" />
      ) : scenarios.isError ? (
        <Alert color="red">{scenarioMessages.loadFailed}</Alert>
      ) : rows.length === 0 ? (
        <Paper withBorder radius="md">
          <EmptyState
            icon={<IconListCheck size={24} />}
            title={filtered ? 'No scenarios match' : 'No scenarios yet'}
            text={
              filtered
                ? 'Try another name.'
                : 'Write the first weeks of a new client once: watch the welcome video, fill in the intake form, book the first session. Each client you assign ticks the steps off in their portal.'
            }
            action={
              abilities.create && !filtered ? (
                <Button onClick={() => setCreating(true)}>Create your first scenario</Button>
              ) : undefined
            }
          />
        </Paper>
      ) : (
        <SortableList
          items={rows}
          noun="scenario"
          titleOf={(s) => s.name}
          label="Scenarios"
          busy={scenarios.isFetching || reorder.isPending}
          onSort={(ids, outcome) => reorder.mutate(ids, outcome)}
          renderItem={(scenario) => (
            <ScenarioListItem
              key={scenario.id}
              scenario={scenario}
              sortable={abilities.update && rows.length > 1 && !filtered}
              selected={selected.has(scenario.id)}
              onSelect={(on) => select(scenario.id, on)}
              onDialog={(d) => (d.kind === 'duplicate' ? setCopying([d.scenario]) : setDialog(d))}
            />
          )}
        />
      )}
      {scenarios.data && scenarios.data.total > 0 ? (
        <ListFooter list={scenarios.data} onPage={setPage} label="Scenario pages" />
      ) : null}
      <CreateScenarioModal opened={creating} onClose={() => setCreating(false)} />
      <RenameScenarioModal
        scenario={dialog?.kind === 'rename' ? dialog.scenario : null}
        onClose={() => setDialog(null)}
      />
      <DuplicateScenariosModal
        scenarios={copying}
        onClose={() => setCopying(null)}
        onDone={() => setSelected(new Set())}
      />
    </Stack>
  );
}
