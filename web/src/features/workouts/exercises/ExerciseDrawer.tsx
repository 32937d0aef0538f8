import {
  type CreateExerciseBody,
  createExerciseBody,
  type Exercise,
} from '@coachline/contract/workouts';
import {
  Anchor,
  Badge,
  Button,
  Group,
  Image,
  MultiSelect,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import type { RefObject } from 'react';
import { Controller } from 'react-hook-form';
import { useAbilities } from '../../../app/abilities';
import { FormActions } from '../../../ui/BusyButton';
import { FormDrawer, useReportDirty } from '../../../ui/FormDrawer';
import { FormServerError } from '../../../ui/FormFields';
import { onInvalidSubmit, serverErrorsTo } from '../../../ui/forms';
import { useContractForm } from '../../../ui/useContractForm';
import { ImageField } from '../../image-library/ImageField';
import { useAttributes, useAttributeTypes, useCreateExercise, useUpdateExercise } from './queries';

// An exercise in a side panel: a new one, one of the location's own to edit, a copy of any to
// make one's own, or (the library's, read-only) to read.

export type ExerciseDraft =
  | { kind: 'new' }
  | { kind: 'edit' | 'copy' | 'view'; exercise: Exercise };

const titles = {
  new: 'New exercise',
  edit: 'Edit exercise',
  copy: 'Duplicate exercise',
  view: 'Exercise',
} as const;

function defaultsOf(draft: ExerciseDraft): CreateExerciseBody {
  if (draft.kind === 'new')
    return { name: '', attribute_ids: [], video_url: '', cover_image_url: '', notes: '' };
  const e = draft.exercise;
  return {
    name: draft.kind === 'copy' ? `${e.name} (copy)`.slice(0, 150) : e.name,
    attribute_ids: e.attributes.map((a) => a.id),
    video_url: e.video_url,
    cover_image_url: e.cover_image_url,
    notes: e.notes,
  };
}

/** The exercise's attributes: one multi-select per attribute type. */
function AttributeFields(props: { value: number[]; onChange: (ids: number[]) => void }) {
  const types = useAttributeTypes().data ?? [];
  const attributes = useAttributes().data ?? [];
  return (
    <Stack gap="xs">
      {types.map((t) => {
        const own = attributes.filter((a) => a.attribute_type_id === t.id);
        if (own.length === 0) return null;
        const ids = new Set(own.map((a) => a.id));
        return (
          <MultiSelect
            key={t.id}
            label={t.name}
            searchable
            clearable
            data={own.map((a) => ({ value: String(a.id), label: a.name }))}
            value={props.value.filter((id) => ids.has(id)).map(String)}
            onChange={(values) =>
              props.onChange([...props.value.filter((id) => !ids.has(id)), ...values.map(Number)])
            }
          />
        );
      })}
    </Stack>
  );
}

function ExerciseForm(props: {
  draft: ExerciseDraft;
  dirty: RefObject<boolean>;
  onClose: () => void;
}) {
  const { draft } = props;
  const create = useCreateExercise();
  const update = useUpdateExercise();
  const form = useContractForm(createExerciseBody, defaultsOf(draft));
  useReportDirty(props.dirty, form.formState.isDirty);
  const busy = create.isPending || update.isPending;
  const submit = form.handleSubmit((body) => {
    const outcome = { onSuccess: props.onClose, onError: serverErrorsTo(form) };
    if (draft.kind === 'edit') update.mutate({ exercise_id: draft.exercise.id, ...body }, outcome);
    else create.mutate(body, outcome);
  }, onInvalidSubmit);
  const errors = form.formState.errors;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Name"
          aria-required
          maxLength={150}
          data-autofocus
          error={errors.name?.message}
          {...form.register('name')}
        />
        <Controller
          control={form.control}
          name="attribute_ids"
          render={({ field }) => (
            <AttributeFields value={field.value ?? []} onChange={field.onChange} />
          )}
        />
        <TextInput
          label="Video link"
          description="A YouTube or Vimeo address, starting with https://"
          type="url"
          maxLength={2000}
          error={errors.video_url?.message}
          {...form.register('video_url')}
        />
        <ImageField
          control={form.control}
          name="cover_image_url"
          size="800x600"
          label="Cover image"
        />
        <Textarea
          label="Notes"
          description="How to do it: set-up, cues, what to avoid."
          autosize
          minRows={3}
          maxLength={5000}
          error={errors.notes?.message}
          {...form.register('notes')}
        />
        <FormServerError error={errors.root?.server} />
        <FormActions onCancel={props.onClose} busy={busy} busyLabel="Saving">
          {draft.kind === 'edit' ? 'Save exercise' : 'Create exercise'}
        </FormActions>
      </Stack>
    </form>
  );
}

function ExerciseView(props: { exercise: Exercise; onCopy: (() => void) | null }) {
  const { exercise } = props;
  const types = useAttributeTypes().data ?? [];
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {exercise.name}
      </Title>
      {exercise.library ? (
        <Text size="sm" c="dimmed">
          From the library: read-only. Duplicate it to make your own version.
        </Text>
      ) : null}
      {exercise.cover_image_url ? (
        <Image
          src={exercise.cover_image_url}
          alt={exercise.name}
          radius="md"
          mah={240}
          fit="contain"
        />
      ) : null}
      {types.map((t) => {
        const own = exercise.attributes.filter((a) => a.attribute_type_id === t.id);
        if (own.length === 0) return null;
        return (
          <Group key={t.id} gap={6}>
            <Text size="sm" fw={600}>
              {t.name}:
            </Text>
            {own.map((a) => (
              <Badge key={a.id} variant="light" size="sm">
                {a.name}
              </Badge>
            ))}
          </Group>
        );
      })}
      {exercise.video_url ? (
        <Anchor href={exercise.video_url} target="_blank" rel="noopener" size="sm">
          Watch the video
        </Anchor>
      ) : null}
      {exercise.notes ? (
        <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
          {exercise.notes}
        </Text>
      ) : null}
      {props.onCopy ? (
        <Group>
          <Button variant="light" onClick={props.onCopy}>
            Duplicate
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}

export function ExerciseDrawer(props: {
  draft: ExerciseDraft | null;
  onClose: () => void;
  onDraft?: (draft: ExerciseDraft) => void;
}) {
  const { draft } = props;
  const canCreate = useAbilities('workouts').create;
  return (
    <FormDrawer
      opened={draft !== null}
      title={draft ? titles[draft.kind] : ''}
      changes="Your changes to this exercise"
      onClose={props.onClose}
      size="lg"
    >
      {(dirty) =>
        !draft ? null : draft.kind === 'view' ? (
          <ExerciseView
            exercise={draft.exercise}
            onCopy={
              canCreate && props.onDraft
                ? () => props.onDraft?.({ kind: 'copy', exercise: draft.exercise })
                : null
            }
          />
        ) : (
          <ExerciseForm
            key={`${draft.kind}-${'exercise' in draft ? draft.exercise.id : 0}`}
            draft={draft}
            dirty={dirty}
            onClose={props.onClose}
          />
        )
      }
    </FormDrawer>
  );
}
