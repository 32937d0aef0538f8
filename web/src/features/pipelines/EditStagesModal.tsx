import {
  createStageBody,
  maxPipelineStages,
  type PipelineStage,
  updateStagesBody,
} from '@coachline/contract/pipelines';
import { plural } from '@coachline/contract/text';
import { ActionIcon, Group, Modal, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { type Control, Controller, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { BusyButton, FormActions } from '../../ui/BusyButton';
import { FormServerError } from '../../ui/FormFields';
import { onInvalidSubmit, serverErrorsTo } from '../../ui/forms';
import { SortableList, useSortableRow } from '../../ui/SortableList';
import { useContractForm } from '../../ui/useContractForm';
import { useCreateStage, useUpdateStages } from './queries';
import { DeleteStageModal } from './StageDialogs';

// "Edit stages": the pipeline's stages in order, renamed in place and put in a new order by
// their handles (the pointer, or Space and the arrows), saved at once (`updateStages`); a
// stage added or deleted is so at once, its contacts moved where the user says.

type StagesForm = z.input<typeof updateStagesBody>;
type StagesControl = Control<StagesForm, unknown, z.output<typeof updateStagesBody>>;

function StageRow(props: {
  stage: { id: number; name: string };
  index: number;
  control: StagesControl;
  count: number;
  canDelete: boolean;
  onDelete: () => void;
}) {
  const { stage, index } = props;
  const row = useSortableRow({ id: stage.id, title: stage.name, sortable: true });
  return (
    <Paper component="li" withBorder radius="sm" p={6} ref={row.ref} style={row.style}>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        {row.handle}
        <Controller
          control={props.control}
          name={`stages.${index}.name`}
          render={({ field, fieldState }) => (
            <TextInput
              aria-label={`Name of stage ${index + 1}`}
              aria-required
              maxLength={100}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              name={field.name}
              error={fieldState.error?.message}
              style={{ flex: 1 }}
            />
          )}
        />
        <Text size="xs" c="dimmed" mt={8} style={{ whiteSpace: 'nowrap' }}>
          {plural(props.count, 'contact')}
        </Text>
        <ActionIcon
          variant="subtle"
          color="red"
          size="lg"
          aria-label={`Delete stage ${stage.name}`}
          disabled={!props.canDelete}
          onClick={props.onDelete}
        >
          <IconTrash size={16} aria-hidden />
        </ActionIcon>
      </Group>
    </Paper>
  );
}

/** A new stage at the end, added at once. */
function AddStageForm(props: { pipelineId: number; onAdded: (stage: PipelineStage) => void }) {
  const create = useCreateStage(props.pipelineId);
  const form = useContractForm(createStageBody, { name: '' });
  const submit = form.handleSubmit(
    (body) =>
      create.mutate(body, {
        onSuccess: (res) => {
          form.reset({ name: '' });
          props.onAdded(res.stage);
        },
        onError: serverErrorsTo(form),
      }),
    onInvalidSubmit,
  );
  return (
    <form onSubmit={submit} noValidate aria-label="Add a stage">
      <Group gap="xs" align="flex-start">
        <TextInput
          aria-label="New stage name"
          placeholder="New stage name"
          maxLength={100}
          error={form.formState.errors.name?.message}
          style={{ flex: 1 }}
          {...form.register('name')}
        />
        <BusyButton type="submit" variant="light" busy={create.isPending} busyLabel="Adding">
          Add stage
        </BusyButton>
      </Group>
    </form>
  );
}

function StagesEditor(props: { pipelineId: number; stages: PipelineStage[]; onClose: () => void }) {
  const update = useUpdateStages();
  const [deleting, setDeleting] = useState<PipelineStage | null>(null);
  const [known, setKnown] = useState(props.stages);
  const form = useContractForm(updateStagesBody, {
    pipeline_id: props.pipelineId,
    stages: props.stages.map((s) => ({ id: s.id, name: s.name })),
  });
  const { control, setValue, getValues } = form;
  const rows = useWatch({ control, name: 'stages' }) ?? [];
  const countOf = (id: number) => known.find((s) => s.id === id)?.contacts_count ?? 0;
  const submit = form.handleSubmit(
    (body) => update.mutate(body, { onSuccess: props.onClose, onError: serverErrorsTo(form) }),
    onInvalidSubmit,
  );
  const reorder = (ids: number[]) => {
    const byId = new Map(getValues('stages').map((s) => [s.id, s]));
    setValue(
      'stages',
      ids.flatMap((id) => byId.get(id) ?? []),
      { shouldDirty: true },
    );
  };
  return (
    <Stack gap="md">
      <form onSubmit={submit} noValidate aria-label="Stages">
        <Stack gap="sm">
          <SortableList
            items={rows}
            noun="stage"
            titleOf={(s) => s.name}
            label="Stages in order"
            onSort={(ids) => reorder(ids)}
            renderItem={(stage, index) => (
              <StageRow
                key={stage.id}
                stage={stage}
                index={index}
                control={control}
                count={countOf(stage.id)}
                canDelete={rows.length > 1}
                onDelete={() => {
                  const found = known.find((s) => s.id === stage.id);
                  if (found) setDeleting({ ...found, name: stage.name });
                }}
              />
            )}
          />
          <FormServerError error={form.formState.errors.root?.server} />
          <FormActions onCancel={props.onClose} busy={update.isPending} busyLabel="Saving">
            Save stages
          </FormActions>
        </Stack>
      </form>
      {rows.length < maxPipelineStages ? (
        <AddStageForm
          pipelineId={props.pipelineId}
          onAdded={(stage) => {
            setKnown((all) => [...all, stage]);
            setValue('stages', [...getValues('stages'), { id: stage.id, name: stage.name }]);
          }}
        />
      ) : null}
      {deleting ? (
        <DeleteStageModal
          stage={deleting}
          stages={known.filter((s) => rows.some((r) => r.id === s.id))}
          onClose={() => setDeleting(null)}
          onDeleted={() => {
            setKnown((all) => all.filter((s) => s.id !== deleting.id));
            setValue(
              'stages',
              getValues('stages').filter((s) => s.id !== deleting.id),
            );
          }}
        />
      ) : null}
    </Stack>
  );
}

export function EditStagesModal(props: {
  opened: boolean;
  pipelineId: number;
  stages: PipelineStage[];
  onClose: () => void;
}) {
  return (
    <Modal opened={props.opened} onClose={props.onClose} title="Edit stages" size="lg" centered>
      {props.opened ? (
        <StagesEditor pipelineId={props.pipelineId} stages={props.stages} onClose={props.onClose} />
      ) : null}
    </Modal>
  );
}
