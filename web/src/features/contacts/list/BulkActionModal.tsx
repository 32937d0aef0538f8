import { genders, lastActions } from '@coachline/contract/constants';
import {
  type ContactTab,
  changeGenderBody,
  changeStatusBody,
  contactLocationBody,
  updateLastActionBody,
} from '@coachline/contract/contacts';
import { groupContactsBody } from '@coachline/contract/groups';
import { journeyContactsBody } from '@coachline/contract/journeys';
import { addContactBody, removeContactBody } from '@coachline/contract/pipelines';
import { buildPath, type RouteName } from '@coachline/contract/routes';
import { sequenceContactsBody } from '@coachline/contract/sequences';
import { tagContactsBody } from '@coachline/contract/tags';
import { taskContactsBody } from '@coachline/contract/tasks';
import { Anchor, Stack, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import {
  type Control,
  Controller,
  type DefaultValues,
  type FieldValues,
  type Path,
} from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { SelectField } from '../../../ui/FormFields';
import { FormModal } from '../../../ui/FormModal';
import { useContractForm } from '../../../ui/useContractForm';
import { useGroups } from '../../groups/queries';
import { usePickableJourneys } from '../../journeys/queries';
import { PipelineStageFields } from '../../pipelines/PipelineStageFields';
import { usePickablePipelines } from '../../pipelines/queries';
import { usePickableSequences } from '../../sequences/queries';
import { useRefreshedSession } from '../../session/sessionQuery';
import { useTagIdsFor } from '../../tags/queries';
import { TagInput } from '../../tags/TagInput';
import { useTasks } from '../../tasks/queries';
import { plural, statusOptions } from '../labels';
import type { BulkDialog } from './BulkBar';
import { type BulkRequest, useBulkAction } from './queries';
import { type Selection, selectedCount, selectionBody } from './selection';

type FormAction = Exclude<BulkDialog, 'merge'>;

const titles: Record<FormAction, { title: string; submit: string; busy: string }> = {
  'add-tag': { title: 'Add tag', submit: 'Add tag', busy: 'Adding' },
  'remove-tag': { title: 'Remove tag', submit: 'Remove tag', busy: 'Removing' },
  'change-status': { title: 'Change status', submit: 'Change status', busy: 'Changing' },
  'change-gender': { title: 'Change gender', submit: 'Change gender', busy: 'Changing' },
  'update-last-action': { title: 'Set last action', submit: 'Set last action', busy: 'Saving' },
  'add-to-group': { title: 'Add to group', submit: 'Add to group', busy: 'Adding' },
  'remove-from-group': {
    title: 'Remove from group',
    submit: 'Remove from group',
    busy: 'Removing',
  },
  'add-to-task': { title: 'Add to task', submit: 'Add to task', busy: 'Adding' },
  'remove-from-task': { title: 'Remove from task', submit: 'Remove from task', busy: 'Removing' },
  'start-journey': { title: 'Start journey', submit: 'Start journey', busy: 'Starting' },
  'stop-journey': { title: 'Stop journey', submit: 'Stop journey', busy: 'Stopping' },
  'add-to-sequence': { title: 'Add to sequence', submit: 'Add to sequence', busy: 'Adding' },
  'remove-from-sequence': {
    title: 'Remove from sequence',
    submit: 'Remove from sequence',
    busy: 'Removing',
  },
  'add-to-pipeline': { title: 'Add to pipeline', submit: 'Add to pipeline', busy: 'Adding' },
  'remove-from-pipeline': {
    title: 'Remove from pipeline',
    submit: 'Remove from pipeline',
    busy: 'Removing',
  },
  move: { title: 'Move to location', submit: 'Move', busy: 'Moving' },
  'copy-to-location': { title: 'Copy to location', submit: 'Copy', busy: 'Copying' },
};

type BulkFormProps = {
  action: FormAction;
  selection: Selection;
  onClose: () => void;
  onDone: () => void;
};

/** One bulk action's form: the contract's body of its call, selection included. */
function BulkForm<Input extends FieldValues, Output>(
  props: BulkFormProps & {
    body: z.ZodType<Output, Input>;
    defaults: DefaultValues<Input>;
    toRequest: (values: Output) => BulkRequest;
    children: (control: Control<Input, unknown, Output>) => ReactNode;
  },
) {
  const bulk = useBulkAction();
  const form = useContractForm(props.body, props.defaults);
  const words = titles[props.action];
  return (
    <FormModal
      opened
      onClose={props.onClose}
      title={words.title}
      form={form}
      send={(values, outcome) =>
        bulk.mutate(
          { request: props.toRequest(values), selection: selectionBody(props.selection) },
          outcome,
        )
      }
      onSent={props.onDone}
      submitLabel={words.submit}
      busy={bulk.isPending}
      busyLabel={words.busy}
    >
      <Text size="sm">
        This applies to {plural(selectedCount(props.selection), 'contact')}
        {props.selection.kind === 'matching' ? ' matching the current filters' : ''}.
      </Text>
      {props.children(form.control)}
    </FormModal>
  );
}

/** The tags of a bulk tag action, entered as names and sent as ids (new names become tags). */
function TagIdsInput(props: {
  name: string;
  onIds: (ids: number[]) => void;
  creatable: boolean;
  error: string | undefined;
}) {
  const [names, setNames] = useState<string[]>([]);
  const tagIdsFor = useTagIdsFor();
  return (
    <TagInput
      label="Tags"
      name={props.name}
      value={names}
      onChange={(next) => {
        setNames(next);
        void tagIdsFor(next).then(props.onIds);
      }}
      creatable={props.creatable}
      error={props.error}
      autoFocus
    />
  );
}

const toId = (value: string | null) => (value ? Number(value) : undefined);

/** The one thing a bulk action applies (a group, a task, a journey…), and where to manage them. */
function PickField<Input extends FieldValues, Output>(props: {
  control: Control<Input, unknown, Output>;
  name: Path<Input>;
  label: string;
  description?: string;
  placeholder: string;
  options: { value: string; label: string }[];
  nothingFound: string;
  manage: { label: string; route: RouteName };
}) {
  return (
    <Stack gap={4}>
      <SelectField
        data-autofocus
        control={props.control}
        name={props.name}
        label={props.label}
        description={props.description}
        placeholder={props.placeholder}
        data={props.options}
        parse={toId}
        searchable
        nothingFoundMessage={props.nothingFound}
      />
      <Anchor component={Link} to={buildPath(props.manage.route)} size="xs">
        {props.manage.label}
      </Anchor>
    </Stack>
  );
}

/** Picks the value a bulk action needs (tags, status, gender, …) and applies it. */
export function BulkActionModal(props: {
  action: FormAction | null;
  selection: Selection;
  /** The group the list is filtered by, which Remove from group starts with. */
  group: number | null;
  tabs: readonly ContactTab[];
  onClose: () => void;
  onDone: () => void;
}) {
  const { action } = props;
  const groups = useGroups(1, '', 100, action === 'add-to-group' || action === 'remove-from-group');
  const tasks = useTasks(
    { status: 'open', page: 1, per_page: 100 },
    action === 'add-to-task' || action === 'remove-from-task',
  );
  const journeys = usePickableJourneys(action === 'start-journey' || action === 'stop-journey');
  const sequences = usePickableSequences(
    action === 'add-to-sequence' || action === 'remove-from-sequence',
  );
  const pipelines = usePickablePipelines(action === 'remove-from-pipeline');
  const session = useRefreshedSession();
  if (action === null) return null;

  const selection = selectionBody(props.selection);
  const common = {
    action,
    selection: props.selection,
    onClose: props.onClose,
    onDone: props.onDone,
  };
  const otherLocations = (session?.locations ?? []).filter(
    (l) => l.id !== session?.accessed_location_id && !l.is_suspended,
  );

  switch (action) {
    case 'add-tag':
    case 'remove-tag':
      return (
        <BulkForm
          {...common}
          body={tagContactsBody}
          defaults={{ tag_ids: [], selection }}
          toRequest={({ tag_ids }) => ({ action, tag_ids })}
        >
          {(control) => (
            <Stack gap={4}>
              <Controller
                control={control}
                name="tag_ids"
                render={({ field, fieldState }) => (
                  <TagIdsInput
                    name={field.name}
                    onIds={field.onChange}
                    creatable={action === 'add-tag'}
                    error={fieldState.error?.message}
                  />
                )}
              />
              <Anchor component={Link} to={buildPath('TagIndex')} size="xs">
                Manage tags
              </Anchor>
            </Stack>
          )}
        </BulkForm>
      );
    case 'change-status':
      return (
        <BulkForm
          {...common}
          body={changeStatusBody}
          defaults={{ status: '', selection }}
          toRequest={({ status }) => ({ action, status })}
        >
          {(control) => (
            <SelectField
              data-autofocus
              control={control}
              name="status"
              label="Status"
              placeholder="Choose a status"
              data={statusOptions(props.tabs)}
              parse={(v) => v ?? ''}
            />
          )}
        </BulkForm>
      );
    case 'change-gender':
      return (
        <BulkForm
          {...common}
          body={changeGenderBody}
          defaults={{ selection }}
          toRequest={({ gender }) => ({ action, gender })}
        >
          {(control) => (
            <SelectField
              data-autofocus
              control={control}
              name="gender"
              label="Gender"
              placeholder="Choose a gender"
              data={[...genders]}
              parse={(v) => v ?? undefined}
            />
          )}
        </BulkForm>
      );
    case 'update-last-action':
      return (
        <BulkForm
          {...common}
          body={updateLastActionBody}
          defaults={{ last_action: null, selection }}
          toRequest={({ last_action }) => ({ action, last_action })}
        >
          {(control) => (
            <SelectField
              data-autofocus
              control={control}
              name="last_action"
              label="Last action"
              placeholder="None"
              description="Leave empty to clear the last action."
              data={lastActions.map((a) => ({ value: a.value, label: a.label }))}
              searchable
              clearable
            />
          )}
        </BulkForm>
      );
    case 'add-to-group':
    case 'remove-from-group':
      return (
        <BulkForm
          {...common}
          body={groupContactsBody}
          defaults={
            action === 'remove-from-group' && props.group !== null
              ? { selection, group_id: props.group }
              : { selection }
          }
          toRequest={({ group_id }) => ({ action, group_id })}
        >
          {(control) => (
            <PickField
              control={control}
              name="group_id"
              label="Group"
              placeholder={groups.isLoading ? 'Loading groups…' : 'Choose a group'}
              options={(groups.data?.data ?? []).map((g) => ({
                value: String(g.id),
                label: g.name,
              }))}
              nothingFound="No groups yet"
              manage={{ label: 'Manage groups', route: 'GroupIndex' }}
            />
          )}
        </BulkForm>
      );
    case 'add-to-task':
    case 'remove-from-task':
      return (
        <BulkForm
          {...common}
          body={taskContactsBody}
          defaults={{ selection }}
          toRequest={({ task_id }) => ({ action, task_id })}
        >
          {(control) => (
            <PickField
              control={control}
              name="task_id"
              label="Task"
              placeholder={tasks.isLoading ? 'Loading tasks…' : 'Choose an open task'}
              options={(tasks.data?.data ?? []).map((t) => ({
                value: String(t.id),
                label: t.title,
              }))}
              nothingFound="No open tasks"
              manage={{ label: 'Manage tasks', route: 'TaskIndex' }}
            />
          )}
        </BulkForm>
      );
    case 'start-journey':
    case 'stop-journey': {
      const starting = action === 'start-journey';
      // Contacts start only on an enabled journey; they may be stopped on any.
      const choices = (journeys.data ?? []).filter((j) => !starting || j.status === 'enabled');
      return (
        <BulkForm
          {...common}
          body={journeyContactsBody}
          defaults={{ selection }}
          toRequest={({ journey_id }) => ({ action, journey_id })}
        >
          {(control) => (
            <PickField
              control={control}
              name="journey_id"
              label="Journey"
              description={
                starting
                  ? 'They start at its first action; those already on it stay where they are.'
                  : 'They stop where they are on it.'
              }
              placeholder={
                journeys.isLoading
                  ? 'Loading journeys…'
                  : starting
                    ? 'Choose an enabled journey'
                    : 'Choose a journey'
              }
              options={choices.map((j) => ({ value: String(j.id), label: j.name }))}
              nothingFound={starting ? 'No enabled journeys' : 'No journeys yet'}
              manage={{ label: 'Manage journeys', route: 'JourneyIndex' }}
            />
          )}
        </BulkForm>
      );
    }
    case 'add-to-sequence':
    case 'remove-from-sequence': {
      const adding = action === 'add-to-sequence';
      return (
        <BulkForm
          {...common}
          body={sequenceContactsBody}
          defaults={{ selection }}
          toRequest={({ sequence_id }) => ({ action, sequence_id })}
        >
          {(control) => (
            <PickField
              control={control}
              name="sequence_id"
              label="Sequence"
              description={
                adding
                  ? 'They get its messages from the first; those already on it stay where they are.'
                  : 'They stop where they are on it; what they were sent stays.'
              }
              placeholder={sequences.isLoading ? 'Loading sequences…' : 'Choose a sequence'}
              options={(sequences.data ?? []).map((q) => ({ value: String(q.id), label: q.title }))}
              nothingFound="No sequences yet"
              manage={{ label: 'Manage sequences', route: 'SequenceIndex' }}
            />
          )}
        </BulkForm>
      );
    }
    case 'add-to-pipeline':
      return (
        <BulkForm
          {...common}
          body={addContactBody}
          defaults={{ stage_id: null, selection }}
          toRequest={({ pipeline_id, stage_id }) => ({ action, pipeline_id, stage_id })}
        >
          {(control) => (
            <Stack gap={4}>
              <PipelineStageFields control={control} />
              <Anchor component={Link} to={buildPath('PipelineIndex')} size="xs">
                Manage pipelines
              </Anchor>
            </Stack>
          )}
        </BulkForm>
      );
    case 'remove-from-pipeline':
      return (
        <BulkForm
          {...common}
          body={removeContactBody}
          defaults={{ selection }}
          toRequest={({ pipeline_id }) => ({ action, pipeline_id })}
        >
          {(control) => (
            <PickField
              control={control}
              name="pipeline_id"
              label="Pipeline"
              description="Their cards leave its board; its history keeps their moves."
              placeholder={pipelines.isLoading ? 'Loading pipelines…' : 'Choose a pipeline'}
              options={(pipelines.data ?? []).map((p) => ({ value: String(p.id), label: p.name }))}
              nothingFound="No pipelines yet"
              manage={{ label: 'Manage pipelines', route: 'PipelineIndex' }}
            />
          )}
        </BulkForm>
      );
    case 'move':
    case 'copy-to-location':
      return (
        <BulkForm
          {...common}
          body={contactLocationBody}
          defaults={{ selection }}
          toRequest={({ location_id }) => ({ action, location_id })}
        >
          {(control) => (
            <SelectField
              data-autofocus
              control={control}
              name="location_id"
              label="Location"
              placeholder="Choose a location"
              data={otherLocations.map((l) => ({ value: String(l.id), label: l.businessname }))}
              parse={toId}
              nothingFoundMessage="No other locations"
            />
          )}
        </BulkForm>
      );
  }
}
