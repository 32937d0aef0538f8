import {
  createFromTemplateBody,
  createPipelineBody,
  type Pipeline,
  type PipelineCategory,
  renamePipelineBody,
} from '@coachline/contract/pipelines';
import { buildPath } from '@coachline/contract/routes';
import { Select, Stack, Text, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { Controller, type UseFormRegisterReturn } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { FormModal } from '../../ui/FormModal';
import { useContractForm } from '../../ui/useContractForm';
import {
  useCreateFromTemplate,
  useCreatePipeline,
  usePipelineCategories,
  useRenamePipeline,
} from './queries';
import { StageNamesField } from './StageNamesField';

// The pipelines list's short dialogs: a new pipeline from a category's stages (named as
// wished) or from the location's template, each in the folder shown and opening its board; and
// a new name for one.

/** Opens the board of the pipeline just created. */
function useOpenBoard() {
  const navigate = useNavigate();
  return (pipeline: Pipeline) =>
    void navigate(buildPath('PipelineBoard', { pipeline: pipeline.id }));
}

function NameInput(props: UseFormRegisterReturn & { error: string | undefined }) {
  const { error, ...field } = props;
  return (
    <TextInput
      label="Pipeline name"
      aria-required
      maxLength={100}
      data-autofocus
      error={error}
      {...field}
    />
  );
}

export function CreatePipelineModal(props: {
  opened: boolean;
  folderId: number | null;
  onClose: () => void;
}) {
  const { opened, folderId } = props;
  const open = useOpenBoard();
  const create = useCreatePipeline();
  const categories = usePipelineCategories();
  const stagesOf = (category: string) =>
    categories.data?.find((c) => c.value === category)?.stages ?? [];
  const form = useContractForm(createPipelineBody, {
    name: '',
    category: 'sales',
    stages: [],
    folder_id: folderId,
  });
  const { reset } = form;
  const salesStages = categories.data?.find((c) => c.value === 'sales')?.stages;
  useEffect(() => {
    if (opened)
      reset({ name: '', category: 'sales', stages: [...(salesStages ?? [])], folder_id: folderId });
  }, [opened, folderId, salesStages, reset]);
  const errors = form.formState.errors;
  return (
    <FormModal
      opened={opened}
      onClose={props.onClose}
      title="Create pipeline"
      form={form}
      send={(body, outcome) =>
        create.mutate(body, {
          onError: outcome.onError,
          onSuccess: (res) => {
            outcome.onSuccess();
            open(res.pipeline);
          },
        })
      }
      submitLabel="Create pipeline"
      busyLabel="Creating"
      busy={create.isPending}
    >
      <NameInput error={errors.name?.message} {...form.register('name')} />
      <Controller
        control={form.control}
        name="category"
        render={({ field, fieldState }) => (
          <Select
            label="Category"
            description="What the pipeline is for: it starts with the category’s stages."
            data={(categories.data ?? []).map((c) => ({ value: c.value, label: c.title }))}
            value={field.value ?? null}
            allowDeselect={false}
            onChange={(value) => {
              if (!value) return;
              field.onChange(value as PipelineCategory);
              form.setValue('stages', [...stagesOf(value)]);
            }}
            error={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={form.control}
        name="stages"
        render={({ field }) => (
          <StageNamesField
            value={field.value ?? []}
            onChange={field.onChange}
            error={errors.stages?.message ?? errors.stages?.root?.message}
            errorOf={(index) => errors.stages?.[index]?.message}
          />
        )}
      />
    </FormModal>
  );
}

export function CreateFromTemplateModal(props: {
  opened: boolean;
  folderId: number | null;
  stages: string[];
  onClose: () => void;
}) {
  const { opened, folderId } = props;
  const open = useOpenBoard();
  const create = useCreateFromTemplate();
  const form = useContractForm(createFromTemplateBody, { name: '', folder_id: folderId });
  const { reset } = form;
  useEffect(() => {
    if (opened) reset({ name: '', folder_id: folderId });
  }, [opened, folderId, reset]);
  return (
    <FormModal
      opened={opened}
      onClose={props.onClose}
      title="Create from my template"
      form={form}
      send={(body, outcome) =>
        create.mutate(body, {
          onError: outcome.onError,
          onSuccess: (res) => {
            outcome.onSuccess();
            open(res.pipeline);
          },
        })
      }
      submitLabel="Create pipeline"
      busyLabel="Creating"
      busy={create.isPending}
    >
      <NameInput error={form.formState.errors.name?.message} {...form.register('name')} />
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          Stages of your template
        </Text>
        <Text size="sm">{props.stages.join(' → ')}</Text>
      </Stack>
    </FormModal>
  );
}

export function RenamePipelineModal(props: { pipeline: Pipeline | null; onClose: () => void }) {
  const { pipeline } = props;
  const rename = useRenamePipeline();
  const form = useContractForm(renamePipelineBody, { pipeline_id: 0, name: '' });
  const { reset } = form;
  useEffect(() => {
    if (pipeline) reset({ pipeline_id: pipeline.id, name: pipeline.name });
  }, [pipeline, reset]);
  return (
    <FormModal
      opened={pipeline !== null}
      onClose={props.onClose}
      title="Rename pipeline"
      form={form}
      send={(body, outcome) => rename.mutate(body, outcome)}
      submitLabel="Rename"
      busyLabel="Renaming"
      busy={rename.isPending}
    >
      <NameInput error={form.formState.errors.name?.message} {...form.register('name')} />
    </FormModal>
  );
}
