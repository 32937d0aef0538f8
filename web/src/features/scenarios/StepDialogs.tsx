import { requiredId } from '@coachline/contract/ids';
import {
  contentBody,
  createStepBody,
  type ScenarioStep,
  scenarioContentTypes,
  scenarioNameBody,
} from '@coachline/contract/scenarios';
import { Select, Textarea, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { FormModal } from '../../ui/FormModal';
import { PickOneModal } from '../../ui/PickOneModal';
import { useContractForm } from '../../ui/useContractForm';
import { useAddContent, useContentLibrary, useSaveCategory, useSaveStep } from './queries';

// The editor's short dialogs: a category's name, a step's title and description, and a content
// (text, video, link or file) put on a step: a new one, or one of the library.

export type CategoryEdit = { scenarioId: number; id: number | null; name: string };

export function CategoryModal(props: { edit: CategoryEdit | null; onClose: () => void }) {
  const { edit } = props;
  const save = useSaveCategory(edit?.scenarioId ?? 0);
  const form = useContractForm(scenarioNameBody, { name: '' });
  useEffect(() => {
    if (edit) form.reset({ name: edit.name });
  }, [edit, form]);
  return (
    <FormModal
      opened={edit !== null}
      onClose={props.onClose}
      title={edit?.id ? 'Rename category' : 'Add category'}
      form={form}
      send={(body, outcome) => save.mutate({ id: edit?.id ?? null, name: body.name }, outcome)}
      submitLabel={edit?.id ? 'Save' : 'Add category'}
      busyLabel="Saving"
      busy={save.isPending}
    >
      <TextInput
        label="Category name"
        aria-required
        maxLength={150}
        data-autofocus
        error={form.formState.errors.name?.message}
        {...form.register('name')}
      />
    </FormModal>
  );
}

export type StepEdit = { categoryId: number; step: ScenarioStep | null };

export function StepModal(props: { edit: StepEdit | null; onClose: () => void }) {
  const { edit } = props;
  const save = useSaveStep(edit?.categoryId ?? 0);
  const form = useContractForm(createStepBody, { category_id: 0, name: '', description: '' });
  useEffect(() => {
    if (edit)
      form.reset({
        category_id: edit.categoryId,
        name: edit.step?.name ?? '',
        description: edit.step?.description ?? '',
      });
  }, [edit, form]);
  return (
    <FormModal
      opened={edit !== null}
      onClose={props.onClose}
      title={edit?.step ? 'Edit step' : 'Add step'}
      form={form}
      send={(body, outcome) =>
        save.mutate(
          { id: edit?.step?.id ?? null, name: body.name, description: body.description ?? '' },
          outcome,
        )
      }
      submitLabel={edit?.step ? 'Save' : 'Add step'}
      busyLabel="Saving"
      busy={save.isPending}
    >
      <TextInput
        label="Step title"
        aria-required
        maxLength={150}
        data-autofocus
        error={form.formState.errors.name?.message}
        {...form.register('name')}
      />
      <Textarea
        label="Description"
        autosize
        minRows={3}
        maxLength={5000}
        error={form.formState.errors.description?.message}
        {...form.register('description')}
      />
    </FormModal>
  );
}

const typeLabels = { text: 'Text', video: 'Video', link: 'Link', file: 'File' } as const;

/** A new content of the library, put at the end of the step. */
export function AddContentModal(props: { stepId: number | null; onClose: () => void }) {
  const { stepId } = props;
  const add = useAddContent(stepId ?? 0);
  const form = useContractForm(contentBody, { data: { type: 'text', title: '', body: '' } });
  useEffect(() => {
    if (stepId !== null) form.reset({ data: { type: 'text', title: '', body: '' } });
  }, [stepId, form]);
  const type = form.watch('data.type');
  const errors = form.formState.errors.data as
    | Partial<Record<'title' | 'url' | 'body', { message?: string }>>
    | undefined;
  return (
    <FormModal
      opened={stepId !== null}
      onClose={props.onClose}
      title="Add content"
      form={form}
      send={(body, outcome) => add.mutate({ data: body.data }, outcome)}
      submitLabel="Add content"
      busyLabel="Adding"
      busy={add.isPending}
    >
      <Controller
        control={form.control}
        name="data.type"
        render={({ field }) => (
          <Select
            label="Type"
            allowDeselect={false}
            data={scenarioContentTypes.map((t) => ({ value: t, label: typeLabels[t] }))}
            value={field.value}
            onChange={(value) => field.onChange(value ?? 'text')}
          />
        )}
      />
      <TextInput
        label="Title"
        aria-required
        maxLength={150}
        data-autofocus
        error={errors?.title?.message}
        {...form.register('data.title')}
      />
      {type === 'text' ? null : (
        <TextInput
          label={type === 'video' ? 'Video address' : type === 'file' ? 'File address' : 'Address'}
          aria-required
          placeholder="https://"
          error={errors?.url?.message}
          {...form.register('data.url')}
        />
      )}
      <Textarea
        label={type === 'text' ? 'Text' : 'Note'}
        autosize
        minRows={3}
        error={errors?.body?.message}
        {...form.register('data.body')}
      />
    </FormModal>
  );
}

const pickContent = z.object({ content_id: requiredId('content') });

/** A content of the library, put at the end of the step: the same content on several steps. */
export function LibraryContentModal(props: { stepId: number; onClose: () => void }) {
  const library = useContentLibrary();
  const add = useAddContent(props.stepId);
  return (
    <PickOneModal
      title="Add from the library"
      body={pickContent}
      defaults={{}}
      name="content_id"
      label="Content"
      placeholder={library.isLoading ? 'Loading the library…' : 'Choose a content'}
      description="Contents you made before, on this scenario or another. A change to one shows on every step that has it."
      options={(library.data ?? []).map((c) => ({
        value: String(c.id),
        label: `${c.data.title} (${typeLabels[c.data.type]})`,
      }))}
      nothingFound="The library is empty: add a new content instead"
      submitLabel="Add content"
      busyLabel="Adding"
      busy={add.isPending}
      send={(body, outcome) => add.mutate({ contentId: body.content_id }, outcome)}
      onClose={props.onClose}
    />
  );
}
