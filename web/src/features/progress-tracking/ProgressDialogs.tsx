import {
  createProgressBody,
  type ProgressTracking,
  renameProgressBody,
} from '@coachline/contract/progress-tracking';
import { buildPath } from '@coachline/contract/routes';
import { TextInput, type TextInputProps } from '@mantine/core';
import { useEffect } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { FormModal } from '../../ui/FormModal';
import { useContractForm } from '../../ui/useContractForm';
import { useCreateProgress, useDuplicateProgress, useRenameProgress } from './queries';

// A tracking's short dialogs: a new one (its editor opens), a new name, and a copy under a
// name (categories, questions, settings and reminder; never contacts).

export const editPath = (id: number) =>
  buildPath('ProgressTrackingEdit', { progress_tracking: id });

/** The name field every dialog here has (its label and help are the dialog's). */
export function NameField(
  props: TextInputProps & { error?: string | undefined } & UseFormRegisterReturn,
) {
  return <TextInput aria-required maxLength={150} data-autofocus {...props} />;
}

export function CreateProgressModal(props: { opened: boolean; onClose: () => void }) {
  const { opened } = props;
  const navigate = useNavigate();
  const create = useCreateProgress();
  const form = useContractForm(createProgressBody, { name: '' });
  useEffect(() => {
    if (opened) form.reset({ name: '' });
  }, [opened, form]);
  return (
    <FormModal
      opened={opened}
      onClose={props.onClose}
      title="Create progress tracking"
      form={form}
      send={(body, outcome) =>
        create.mutate(body, {
          onError: outcome.onError,
          onSuccess: (res) => {
            outcome.onSuccess();
            void navigate(editPath(res.progress_tracking.id));
          },
        })
      }
      submitLabel="Create"
      busyLabel="Creating"
      busy={create.isPending}
    >
      <NameField
        label="Name"
        description="It starts with weight, waist and body fat; add your own metrics and questions next."
        error={form.formState.errors.name?.message}
        {...form.register('name')}
      />
    </FormModal>
  );
}

/** A new name for a tracking (`rename`), or a copy of it under a name (`duplicate`). */
export function TrackingNameModal(props: {
  kind: 'rename' | 'duplicate';
  tracking: ProgressTracking | null;
  onClose: () => void;
}) {
  const { tracking, kind } = props;
  const rename = useRenameProgress();
  const duplicate = useDuplicateProgress();
  const write = kind === 'rename' ? rename : duplicate;
  const form = useContractForm(renameProgressBody, { progress_tracking_id: 0, name: '' });
  useEffect(() => {
    if (tracking)
      form.reset({
        progress_tracking_id: tracking.id,
        name: kind === 'rename' ? tracking.name : `${tracking.name} (copy)`,
      });
  }, [tracking, form, kind]);
  return (
    <FormModal
      opened={tracking !== null}
      onClose={props.onClose}
      title={kind === 'rename' ? 'Rename progress tracking' : 'Duplicate progress tracking'}
      form={form}
      send={(body, outcome) => write.mutate(body, outcome)}
      submitLabel={kind === 'rename' ? 'Rename' : 'Duplicate'}
      busyLabel={kind === 'rename' ? 'Renaming' : 'Duplicating'}
      busy={write.isPending}
    >
      <NameField
        label={kind === 'rename' ? 'Name' : 'Name of the copy'}
        description={
          kind === 'rename'
            ? undefined
            : 'Categories, questions, settings and reminder are copied; contacts are not.'
        }
        error={form.formState.errors.name?.message}
        {...form.register('name')}
      />
    </FormModal>
  );
}
