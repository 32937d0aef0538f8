import {
  progressQuestionTypes,
  progressRelations,
  saveCategoryBody,
  saveQuestionBody,
  saveSectionBody,
} from '@coachline/contract/progress-tracking';
import { Checkbox, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { Controller } from 'react-hook-form';
import { FormModal } from '../../ui/FormModal';
import { useContractForm } from '../../ui/useContractForm';
import { NameField } from './ProgressDialogs';
import { useSaveCategory, useSaveQuestion, useSaveSection } from './queries';

// The editor's short dialogs: a category (metric), a question section's name, a question.

export const relationLabels = { decrease: 'Decrease', increase: 'Increase' } as const;
export const questionTypeLabels = {
  number: 'Number',
  text: 'Text',
  photo: 'Photo',
  scale: 'Scale 1–10',
} as const;

export type CategoryEdit = {
  id?: number;
  name: string;
  unit: string;
  relation: 'decrease' | 'increase';
};

export function CategoryModal(props: {
  trackingId: number;
  edit: CategoryEdit | null;
  onClose: () => void;
}) {
  const { edit, trackingId } = props;
  const save = useSaveCategory(trackingId);
  const form = useContractForm(saveCategoryBody, {
    progress_tracking_id: trackingId,
    name: '',
    unit: '',
    relation: 'decrease',
  });
  useEffect(() => {
    if (edit) form.reset({ progress_tracking_id: trackingId, ...edit });
  }, [edit, form, trackingId]);
  return (
    <FormModal
      opened={edit !== null}
      onClose={props.onClose}
      title={edit?.id ? 'Edit category' : 'Add category'}
      form={form}
      send={(body, outcome) =>
        save.mutate(
          {
            ...(body.id ? { id: body.id } : {}),
            name: body.name,
            unit: body.unit,
            relation: body.relation,
          },
          outcome,
        )
      }
      submitLabel={edit?.id ? 'Save' : 'Add category'}
      busyLabel="Saving"
      busy={save.isPending}
    >
      <NameField
        label="Category name"
        placeholder="Hips"
        error={form.formState.errors.name?.message}
        {...form.register('name')}
      />
      <TextInput
        label="Unit"
        placeholder="cm"
        maxLength={20}
        error={form.formState.errors.unit?.message}
        {...form.register('unit')}
      />
      <Controller
        control={form.control}
        name="relation"
        render={({ field }) => (
          <Stack gap={4}>
            <Text size="sm" fw={500} id="category-relation">
              Progress means the value should
            </Text>
            <SegmentedControl
              aria-labelledby="category-relation"
              data={progressRelations.map((r) => ({ value: r, label: relationLabels[r] }))}
              value={field.value}
              onChange={field.onChange}
            />
          </Stack>
        )}
      />
    </FormModal>
  );
}

export type SectionEdit = { id?: number; name: string };

export function SectionModal(props: {
  trackingId: number;
  edit: SectionEdit | null;
  onClose: () => void;
}) {
  const { edit, trackingId } = props;
  const save = useSaveSection(trackingId);
  const form = useContractForm(saveSectionBody, { progress_tracking_id: trackingId, name: '' });
  useEffect(() => {
    if (edit) form.reset({ progress_tracking_id: trackingId, ...edit });
  }, [edit, form, trackingId]);
  return (
    <FormModal
      opened={edit !== null}
      onClose={props.onClose}
      title={edit?.id ? 'Rename section' : 'Add question section'}
      form={form}
      send={(body, outcome) =>
        save.mutate({ ...(body.id ? { id: body.id } : {}), name: body.name }, outcome)
      }
      submitLabel={edit?.id ? 'Save' : 'Add section'}
      busyLabel="Saving"
      busy={save.isPending}
    >
      <NameField
        label="Section name"
        placeholder="Your week"
        error={form.formState.errors.name?.message}
        {...form.register('name')}
      />
    </FormModal>
  );
}

export type QuestionEdit = {
  section_id: number;
  id?: number;
  type: (typeof progressQuestionTypes)[number];
  label: string;
  unit: string;
  required: boolean;
};

export function QuestionModal(props: { edit: QuestionEdit | null; onClose: () => void }) {
  const { edit } = props;
  const save = useSaveQuestion();
  const form = useContractForm(saveQuestionBody, {
    section_id: 0,
    type: 'number',
    label: '',
    unit: '',
    required: false,
  });
  useEffect(() => {
    if (edit) form.reset(edit);
  }, [edit, form]);
  const type = form.watch('type');
  return (
    <FormModal
      opened={edit !== null}
      onClose={props.onClose}
      title={edit?.id ? 'Edit question' : 'Add question'}
      form={form}
      send={(body, outcome) => save.mutate(body, outcome)}
      submitLabel={edit?.id ? 'Save' : 'Add question'}
      busyLabel="Saving"
      busy={save.isPending}
    >
      <Controller
        control={form.control}
        name="type"
        render={({ field }) => (
          <Select
            label="Answer type"
            allowDeselect={false}
            data={progressQuestionTypes.map((t) => ({ value: t, label: questionTypeLabels[t] }))}
            value={field.value}
            onChange={(value) => field.onChange(value ?? 'number')}
          />
        )}
      />
      <NameField
        label="Question"
        placeholder="How many hours did you sleep on average?"
        error={form.formState.errors.label?.message}
        {...form.register('label')}
      />
      {type === 'number' ? (
        <TextInput
          label="Unit"
          placeholder="hours"
          maxLength={20}
          error={form.formState.errors.unit?.message}
          {...form.register('unit')}
        />
      ) : null}
      <Checkbox label="Required" {...form.register('required')} />
    </FormModal>
  );
}
