import { type FileEntry, fileMessages, renameBody } from '@coachline/contract/files';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { FormModal } from '../../ui/FormModal';
import { useContractForm } from '../../ui/useContractForm';
import { useDeleteFiles, useRenameFile } from './queries';

export function RenameFileModal(props: { file: FileEntry | null; onClose: () => void }) {
  const { file, onClose } = props;
  const rename = useRenameFile();
  const form = useContractForm(renameBody, { name: '' });
  useEffect(() => {
    if (file) form.reset({ name: file.name });
  }, [file, form]);
  return (
    <FormModal
      opened={file !== null}
      onClose={onClose}
      title="Rename file"
      form={form}
      send={(body, outcome) => file && rename.mutate({ id: file.id, name: body.name }, outcome)}
      submitLabel="Rename"
      busy={rename.isPending}
    >
      <TextInput
        label="File name"
        description={file ? `The extension stays .${file.ext}` : undefined}
        data-autofocus
        error={form.formState.errors.name?.message}
        {...form.register('name')}
      />
    </FormModal>
  );
}

/** 001 §5: what the typed confirmation lacks, or nothing when it is DELETE. */
export function deleteWordError(typed: string): string | undefined {
  if (typed === 'DELETE') return undefined;
  return typed.trim().toUpperCase() === 'DELETE' ? fileMessages.capitals : fileMessages.typeDelete;
}

/** Deletes the files only once DELETE is typed in capitals (001 §5). */
export function DeleteFilesModal(props: {
  ids: number[];
  onClose: () => void;
  onDeleted: () => void;
}) {
  const { ids, onClose } = props;
  const remove = useDeleteFiles();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | undefined>();
  const close = () => {
    setTyped('');
    setError(undefined);
    onClose();
  };
  const submit = () => {
    const problem = deleteWordError(typed);
    setError(problem);
    if (problem) return;
    remove.mutate(
      { ids, confirmation: typed },
      {
        onSuccess: () => {
          props.onDeleted();
          close();
        },
      },
    );
  };
  return (
    <Modal opened={ids.length > 0} onClose={close} title="Delete files" centered>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack>
          <Text size="sm">
            {ids.length === 1 ? 'This file' : `These ${ids.length} files`} will be deleted for good.{' '}
            {fileMessages.typeDelete}.
          </Text>
          <TextInput
            label="Type DELETE to confirm"
            data-autofocus
            autoComplete="off"
            value={typed}
            error={error}
            onChange={(event) => setTyped(event.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" color="red" loading={remove.isPending}>
              Delete
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
