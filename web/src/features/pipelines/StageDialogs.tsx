import {
  deleteStageBody,
  type PipelineCard,
  type PipelineStage,
  renameStageBody,
  stageChangeBody,
} from '@coachline/contract/pipelines';
import { plural } from '@coachline/contract/text';
import { Text, TextInput } from '@mantine/core';
import { SelectField } from '../../ui/FormFields';
import { FormModal, type SendOutcome } from '../../ui/FormModal';
import { PickOneModal } from '../../ui/PickOneModal';
import { useContractForm } from '../../ui/useContractForm';
import { cardName } from './BoardCard';
import { useDeleteStage, useRenameStage } from './queries';

// The board's short dialogs about a stage (rename it, delete it and say where its contacts go)
// and about a card (move it to another stage without dragging). Each is rendered while open.

export function RenameStageModal(props: { stage: PipelineStage; onClose: () => void }) {
  const rename = useRenameStage();
  const form = useContractForm(renameStageBody, {
    stage_id: props.stage.id,
    name: props.stage.name,
  });
  return (
    <FormModal
      opened
      onClose={props.onClose}
      title="Rename stage"
      form={form}
      send={(body, outcome) => rename.mutate(body, outcome)}
      submitLabel="Rename"
      busyLabel="Renaming"
      busy={rename.isPending}
    >
      <TextInput
        label="Stage name"
        aria-required
        maxLength={100}
        data-autofocus
        error={form.formState.errors.name?.message}
        {...form.register('name')}
      />
    </FormModal>
  );
}

/** The stage next to `stage`, where its contacts go unless told otherwise. */
const neighbourOf = (stages: PipelineStage[], stage: PipelineStage) => {
  const at = stages.findIndex((s) => s.id === stage.id);
  return stages[at - 1] ?? stages[at + 1] ?? null;
};

/** Deletes a stage; its contacts move to the stage chosen, or leave the pipeline. */
export function DeleteStageModal(props: {
  stage: PipelineStage;
  stages: PipelineStage[];
  onClose: () => void;
  /** After it is deleted, beside closing. */
  onDeleted?: () => void;
}) {
  const { stage } = props;
  const remove = useDeleteStage();
  const form = useContractForm(deleteStageBody, {
    stage_id: stage.id,
    move_to_stage_id: neighbourOf(props.stages, stage)?.id ?? null,
  });
  const others = props.stages.filter((s) => s.id !== stage.id);
  return (
    <FormModal
      opened
      onClose={props.onClose}
      title={`Delete stage ${stage.name}`}
      form={form}
      send={(body, outcome) => remove.mutate(body, outcome)}
      onSent={props.onDeleted}
      submitLabel="Delete stage"
      busyLabel="Deleting"
      busy={remove.isPending}
    >
      <Text size="sm">
        {stage.contacts_count > 0
          ? `${plural(stage.contacts_count, 'contact')} ${stage.contacts_count === 1 ? 'is' : 'are'} in this stage. Where do they go?`
          : 'No contacts are in this stage.'}
      </Text>
      {stage.contacts_count > 0 ? (
        <SelectField
          data-autofocus
          control={form.control}
          name="move_to_stage_id"
          label="Move its contacts to"
          description="Clear it to take them off the pipeline; its history keeps their moves."
          placeholder="Nowhere: they leave the pipeline"
          data={others.map((s) => ({ value: String(s.id), label: s.name }))}
          parse={(v) => (v ? Number(v) : null)}
          clearable
        />
      ) : null}
    </FormModal>
  );
}

/** "Move to stage…": the keyboard's and screen reader's way to move a card to another stage. */
export function MoveCardModal(props: {
  card: PipelineCard;
  stages: PipelineStage[];
  busy: boolean;
  send: (stageId: number, outcome: SendOutcome) => void;
  onClose: () => void;
}) {
  const { card } = props;
  return (
    <PickOneModal
      title={`Move ${cardName(card)}`}
      body={stageChangeBody}
      defaults={{ contact_id: card.contact.id, pipeline: card.pipeline_id }}
      name="stage_id"
      label="Stage"
      description="The card goes on top of the stage chosen."
      placeholder="Choose a stage"
      nothingFound="No other stages"
      options={props.stages
        .filter((s) => s.id !== card.stage_id)
        .map((s) => ({ value: String(s.id), label: s.name }))}
      submitLabel="Move"
      busyLabel="Moving"
      busy={props.busy}
      send={(body, outcome) => props.send(body.stage_id, outcome)}
      onClose={props.onClose}
    />
  );
}
