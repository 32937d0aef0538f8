import { buildPath } from '@coachline/contract/routes';
import {
  createSequenceBody,
  renameSequenceBody,
  type Sequence,
} from '@coachline/contract/sequences';
import { TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { FormModal } from '../../ui/FormModal';
import { useContractForm } from '../../ui/useContractForm';
import { useCreateSequence, useRenameSequence } from './queries';

// A sequence's short dialogs: a new one (in the folder shown; its editor opens) and a new title
// for one, from the list or the editor.

export function CreateSequenceModal(props: {
  opened: boolean;
  folderId: number | null;
  onClose: () => void;
}) {
  const { opened, folderId } = props;
  const navigate = useNavigate();
  const create = useCreateSequence();
  const form = useContractForm(createSequenceBody, { title: '', folder_id: folderId });
  useEffect(() => {
    if (opened) form.reset({ title: '', folder_id: folderId });
  }, [opened, folderId, form]);
  return (
    <FormModal
      opened={opened}
      onClose={props.onClose}
      title="Create sequence"
      form={form}
      send={(body, outcome) =>
        create.mutate(body, {
          onError: outcome.onError,
          onSuccess: (res) => {
            outcome.onSuccess();
            void navigate(buildPath('SequenceEdit', { sequence: res.sequence.id }));
          },
        })
      }
      submitLabel="Create sequence"
      busyLabel="Creating"
      busy={create.isPending}
    >
      <TextInput
        label="Sequence title"
        description="Then add its messages, and the contacts who get them."
        aria-required
        maxLength={100}
        data-autofocus
        error={form.formState.errors.title?.message}
        {...form.register('title')}
      />
    </FormModal>
  );
}

export function RenameSequenceModal(props: { sequence: Sequence | null; onClose: () => void }) {
  const { sequence } = props;
  const rename = useRenameSequence();
  const form = useContractForm(renameSequenceBody, { sequence_id: 0, title: '' });
  useEffect(() => {
    if (sequence) form.reset({ sequence_id: sequence.id, title: sequence.title });
  }, [sequence, form]);
  return (
    <FormModal
      opened={sequence !== null}
      onClose={props.onClose}
      title="Rename sequence"
      form={form}
      send={(body, outcome) => rename.mutate(body, outcome)}
      submitLabel="Rename"
      busyLabel="Renaming"
      busy={rename.isPending}
    >
      <TextInput
        label="Sequence title"
        aria-required
        maxLength={100}
        data-autofocus
        error={form.formState.errors.title?.message}
        {...form.register('title')}
      />
    </FormModal>
  );
}
