import type { addContactBody } from '@coachline/contract/pipelines';
import { Select, Stack } from '@mantine/core';
import { type Control, useController } from 'react-hook-form';
import type { z } from 'zod';
import { usePickablePipelines } from './queries';

/** The form putting contacts on a pipeline (`addContactBody`): these fields pick its stage. */
export type AddToPipelineControl = Control<
  z.input<typeof addContactBody>,
  unknown,
  z.output<typeof addContactBody>
>;

const toId = (value: string | null) => (value ? Number(value) : undefined);

/**
 * A pipeline, then one of its stages (the first when none is picked): where "Add to pipeline"
 * puts contacts, on the profile and in the contact centre's bulk actions.
 */
export function PipelineStageFields(props: { control: AddToPipelineControl }) {
  const pipelines = usePickablePipelines();
  const pipeline = useController({ control: props.control, name: 'pipeline_id' });
  const stage = useController({ control: props.control, name: 'stage_id' });
  const stages = pipelines.data?.find((p) => p.id === pipeline.field.value)?.stages ?? [];
  return (
    <Stack gap="sm">
      <Select
        data-autofocus
        label="Pipeline"
        placeholder={pipelines.isLoading ? 'Loading pipelines…' : 'Choose a pipeline'}
        data={(pipelines.data ?? []).map((p) => ({ value: String(p.id), label: p.name }))}
        value={pipeline.field.value ? String(pipeline.field.value) : null}
        onChange={(value) => {
          pipeline.field.onChange(toId(value));
          stage.field.onChange(null);
        }}
        searchable
        nothingFoundMessage="No pipelines yet"
        error={pipeline.fieldState.error?.message}
      />
      <Select
        label="Stage"
        description="Those on the pipeline already stay where they are."
        placeholder={stages[0] ? `The first: ${stages[0].name}` : 'Choose a pipeline first'}
        data={stages.map((s) => ({ value: String(s.id), label: s.name }))}
        value={stage.field.value ? String(stage.field.value) : null}
        onChange={(value) => stage.field.onChange(toId(value) ?? null)}
        disabled={stages.length === 0}
        clearable
        error={stage.fieldState.error?.message}
      />
    </Stack>
  );
}
