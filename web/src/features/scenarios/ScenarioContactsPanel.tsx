import { assignContactsBody, type ScenarioContact } from '@coachline/contract/scenarios';
import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  MultiSelect,
  Paper,
  Progress,
  Skeleton,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useAbilities } from '../../app/abilities';
import { FormModal } from '../../ui/FormModal';
import { ListFooter } from '../../ui/ListFooter';
import { useContractForm } from '../../ui/useContractForm';
import { ContactPicker } from '../groups/ContactPicker';
import { useTagOptions } from '../tags/queries';
import {
  useAssignContacts,
  usePauseContact,
  useRestrictContacts,
  useScenarioContacts,
  useScenarioTags,
  useUpdateScenarioTags,
} from './queries';

// The contacts on a scenario, latest first, with how far each got; each is paused (kept,
// unable to progress) or let continue, the picked ones at once, and more are assigned.

function AssignModal(props: { scenarioId: number; onClose: () => void }) {
  const assign = useAssignContacts();
  const form = useContractForm(assignContactsBody, { selection: { ids: [] } });
  return (
    <FormModal
      opened
      onClose={props.onClose}
      title="Assign contacts"
      form={form}
      send={(body, outcome) =>
        assign.mutate(
          { scenarioId: props.scenarioId, contactIds: body.selection.ids ?? [] },
          outcome,
        )
      }
      submitLabel="Assign"
      busyLabel="Assigning"
      busy={assign.isPending}
    >
      <Text size="sm" c="dimmed">
        They see the scenario’s steps in their portal and get its tags.
      </Text>
      <Controller
        control={form.control}
        name="selection.ids"
        render={({ field, fieldState }) => (
          <ContactPicker
            label="Contacts"
            value={field.value ?? []}
            onChange={field.onChange}
            {...(fieldState.error?.message ? { error: fieldState.error.message } : {})}
          />
        )}
      />
    </FormModal>
  );
}

function ContactRow(props: {
  row: ScenarioContact;
  selected: boolean;
  onSelect: (on: boolean) => void;
  canUpdate: boolean;
}) {
  const { row } = props;
  const pause = usePauseContact(row.scenario_id);
  const paused = row.status === 'paused';
  const name = row.contact.full_name;
  const percent = row.total_steps === 0 ? 0 : (row.completed_steps / row.total_steps) * 100;
  return (
    <Table.Tr aria-label={name}>
      <Table.Td>
        <Checkbox
          aria-label={`Select ${name}`}
          checked={props.selected}
          onChange={(e) => props.onSelect(e.currentTarget.checked)}
        />
      </Table.Td>
      <Table.Td>
        <Text size="sm" fw={500}>
          {name}
        </Text>
        {row.contact.email ? (
          <Text size="xs" c="dimmed">
            {row.contact.email}
          </Text>
        ) : null}
      </Table.Td>
      <Table.Td miw={160}>
        <Text size="xs">
          {row.completed_steps} of {row.total_steps} steps
        </Text>
        <Progress value={percent} size="sm" aria-label={`Progress of ${name}`} />
      </Table.Td>
      <Table.Td>
        <Badge variant="light" color={paused ? 'orange' : row.completed_at ? 'green' : 'blue'}>
          {paused ? 'Paused' : row.completed_at ? 'Completed' : 'Active'}
        </Badge>
      </Table.Td>
      <Table.Td>
        {props.canUpdate ? (
          <Button
            size="compact-sm"
            variant="default"
            loading={pause.isPending}
            aria-label={`${paused ? 'Resume' : 'Pause'} ${name}`}
            onClick={() => pause.mutate({ contactId: row.contact.id, pause: !paused })}
          >
            {paused ? 'Resume' : 'Pause'}
          </Button>
        ) : null}
      </Table.Td>
    </Table.Tr>
  );
}

/** The tags contacts get when assigned, edited in place and saved together. */
function ScenarioTags(props: { scenarioId: number; canUpdate: boolean }) {
  const tags = useScenarioTags(props.scenarioId);
  const options = useTagOptions();
  const save = useUpdateScenarioTags(props.scenarioId);
  // Null until the user changes the choice: the saved tags show until then.
  const [picked, setPicked] = useState<string[] | null>(null);
  const value = picked ?? (tags.data ?? []).map((t) => String(t.id));
  return (
    <Paper withBorder radius="sm" p="sm">
      <Group align="flex-end" wrap="wrap">
        <MultiSelect
          style={{ flex: 1, minWidth: 240 }}
          label="Tags given on assignment"
          description="Contacts assigned from now on get these tags, and start the journeys they trigger."
          data={options}
          value={value}
          onChange={setPicked}
          placeholder={tags.isPending ? 'Loading tags…' : value.length ? undefined : 'No tags'}
          searchable
          clearable
          hidePickedOptions
          nothingFoundMessage="No tags found"
          disabled={!props.canUpdate || tags.isPending}
        />
        {props.canUpdate ? (
          <Button
            variant="default"
            disabled={picked === null}
            loading={save.isPending}
            onClick={() => save.mutate(value.map(Number), { onSuccess: () => setPicked(null) })}
          >
            Save tags
          </Button>
        ) : null}
      </Group>
    </Paper>
  );
}

export function ScenarioContactsPanel(props: { scenarioId: number }) {
  const { scenarioId } = props;
  const abilities = useAbilities('contacts-center');
  const [page, setPage] = useState(1);
  const contacts = useScenarioContacts(scenarioId, { page });
  const restrict = useRestrictContacts(scenarioId);
  const [assigning, setAssigning] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const rows = contacts.data?.data ?? [];
  const picked = rows.filter((r) => selected.has(r.contact.id)).map((r) => r.contact.id);
  const bulk = (on: boolean) =>
    restrict.mutate({ ids: picked, restrict: on }, { onSuccess: () => setSelected(new Set()) });
  return (
    <Stack gap="md">
      <ScenarioTags scenarioId={scenarioId} canUpdate={abilities.update} />
      <Group justify="space-between">
        <Group gap="xs">
          {picked.length > 0 && abilities.update ? (
            <>
              <Text size="sm">{picked.length} selected</Text>
              <Button variant="default" size="sm" onClick={() => bulk(true)}>
                Pause selected
              </Button>
              <Button variant="default" size="sm" onClick={() => bulk(false)}>
                Resume selected
              </Button>
            </>
          ) : null}
        </Group>
        {abilities.update ? (
          <Button
            leftSection={<IconUserPlus size={16} aria-hidden />}
            onClick={() => setAssigning(true)}
          >
            Assign contacts
          </Button>
        ) : null}
      </Group>
      {contacts.isLoading ? (
        <Skeleton role="status" h={120} aria-label="Loading contacts" />
      ) : contacts.isError ? (
        <Alert color="red">The contacts could not be loaded.</Alert>
      ) : rows.length === 0 ? (
        <Text c="dimmed" size="sm">
          No contacts on this scenario yet. Assign some: they see its steps in their portal.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table aria-label="Contacts on the scenario" verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={40}>
                  <span className="visually-hidden">Select</span>
                </Table.Th>
                <Table.Th>Contact</Table.Th>
                <Table.Th>Progress</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>
                  <span className="visually-hidden">Actions</span>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <ContactRow
                  key={row.id}
                  row={row}
                  canUpdate={abilities.update}
                  selected={selected.has(row.contact.id)}
                  onSelect={(on) =>
                    setSelected((now) => {
                      const next = new Set(now);
                      if (on) next.add(row.contact.id);
                      else next.delete(row.contact.id);
                      return next;
                    })
                  }
                />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {contacts.data && contacts.data.total > 0 ? (
        <ListFooter list={contacts.data} onPage={setPage} label="Contact pages" />
      ) : null}
      {assigning ? (
        <AssignModal scenarioId={scenarioId} onClose={() => setAssigning(false)} />
      ) : null}
    </Stack>
  );
}
