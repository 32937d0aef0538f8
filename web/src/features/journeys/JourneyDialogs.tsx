import { createJourneyBody, type Journey, renameJourneyBody } from '@coachline/contract/journeys';
import { buildPath } from '@coachline/contract/routes';
import { TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { FormModal } from '../../ui/FormModal';
import { useContractForm } from '../../ui/useContractForm';
import { useCreateJourney, useRenameJourney } from './queries';

// The journeys list's short dialogs: a new journey (in the folder shown; its builder opens)
// and a new name for one.

export function CreateJourneyModal(props: {
  opened: boolean;
  folderId: number | null;
  onClose: () => void;
}) {
  const { opened, folderId } = props;
  const navigate = useNavigate();
  const create = useCreateJourney();
  const form = useContractForm(createJourneyBody, { name: '', folder_id: folderId });
  useEffect(() => {
    if (opened) form.reset({ name: '', folder_id: folderId });
  }, [opened, folderId, form]);
  return (
    <FormModal
      opened={opened}
      onClose={props.onClose}
      title="Create journey"
      form={form}
      send={(body, outcome) =>
        create.mutate(body, {
          onError: outcome.onError,
          onSuccess: (res) => {
            outcome.onSuccess();
            void navigate(buildPath('JourneyEdit', { journey: res.journey.id }));
          },
        })
      }
      submitLabel="Create journey"
      busyLabel="Creating"
      busy={create.isPending}
    >
      <TextInput
        label="Journey name"
        description="It starts disabled: add its trigger and actions, then enable it."
        aria-required
        maxLength={100}
        data-autofocus
        error={form.formState.errors.name?.message}
        {...form.register('name')}
      />
    </FormModal>
  );
}

export function RenameJourneyModal(props: { journey: Journey | null; onClose: () => void }) {
  const { journey } = props;
  const rename = useRenameJourney();
  const form = useContractForm(renameJourneyBody, { name: '' });
  useEffect(() => {
    if (journey) form.reset({ name: journey.name });
  }, [journey, form]);
  return (
    <FormModal
      opened={journey !== null}
      onClose={props.onClose}
      title="Rename journey"
      form={form}
      send={(body, outcome) => rename.mutate({ id: journey?.id ?? 0, name: body.name }, outcome)}
      submitLabel="Rename"
      busyLabel="Renaming"
      busy={rename.isPending}
    >
      <TextInput
        label="Journey name"
        aria-required
        maxLength={100}
        data-autofocus
        error={form.formState.errors.name?.message}
        {...form.register('name')}
      />
    </FormModal>
  );
}
