import {
  createPlaybookBody,
  type Playbook,
  type PlaybookDetails,
  playbookTitleMax,
  renamePlaybookBody,
  sendPlaybooksBody,
} from '@coachline/contract/playbooks';
import { Select, Text, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { Controller } from 'react-hook-form';
import { FormModal } from '../../ui/FormModal';
import { useContractForm } from '../../ui/useContractForm';
import { ContactPicker } from '../groups/ContactPicker';
import {
  useCategories,
  useCreatePlaybook,
  useRenamePlaybook,
  useRestrictPlaybooks,
  useSendPlaybooks,
} from './queries';

// The short dialogs of the playbooks list: create (then the editor opens), rename, and send to
// or restrict from contacts.

export function CreatePlaybookModal(props: {
  opened: boolean;
  /** The folder and category the list shows; the new playbook goes there. */
  folderId: number | null;
  categoryId: number | null;
  onClose: () => void;
  onCreated: (playbook: PlaybookDetails) => void;
}) {
  const { opened, folderId, categoryId } = props;
  const create = useCreatePlaybook();
  const categories = useCategories();
  const form = useContractForm(createPlaybookBody, { title: '' });
  useEffect(() => {
    if (opened) form.reset({ title: '', folder_id: folderId ?? 0, category_id: categoryId });
  }, [opened, folderId, categoryId, form]);
  return (
    <FormModal
      opened={opened}
      onClose={props.onClose}
      title="Create playbook"
      form={form}
      send={(body, outcome) =>
        create.mutate(body, {
          ...outcome,
          onSuccess: (res) => {
            outcome.onSuccess();
            props.onCreated(res.playbook);
          },
        })
      }
      submitLabel="Create playbook"
      busyLabel="Creating"
      busy={create.isPending}
    >
      <TextInput
        label="Playbook title"
        aria-required
        maxLength={playbookTitleMax}
        data-autofocus
        error={form.formState.errors.title?.message}
        {...form.register('title')}
      />
      <Controller
        control={form.control}
        name="category_id"
        render={({ field }) => (
          <Select
            label="Category"
            placeholder="No category"
            clearable
            data={(categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
            value={field.value ? String(field.value) : null}
            onChange={(v) => field.onChange(v ? Number(v) : null)}
          />
        )}
      />
    </FormModal>
  );
}

export function RenamePlaybookModal(props: { playbook: Playbook | null; onClose: () => void }) {
  const { playbook, onClose } = props;
  const rename = useRenamePlaybook();
  const form = useContractForm(renamePlaybookBody, { title: '' });
  useEffect(() => {
    if (playbook) form.reset({ playbook_id: playbook.id, title: playbook.title });
  }, [playbook, form]);
  return (
    <FormModal
      opened={playbook !== null}
      onClose={onClose}
      title="Rename playbook"
      form={form}
      send={(body, outcome) => rename.mutate(body, outcome)}
      submitLabel="Rename"
      busyLabel="Renaming"
      busy={rename.isPending}
    >
      <TextInput
        label="Playbook title"
        aria-required
        maxLength={playbookTitleMax}
        data-autofocus
        error={form.formState.errors.title?.message}
        {...form.register('title')}
      />
    </FormModal>
  );
}

/** Sends the playbook to the contacts picked, or takes it back (with their progress). */
export function PlaybookContactsModal(props: {
  playbook: Playbook | null;
  action: 'send' | 'restrict';
  onClose: () => void;
}) {
  const { playbook, onClose } = props;
  const send = useSendPlaybooks();
  const restrict = useRestrictPlaybooks();
  const form = useContractForm(sendPlaybooksBody, { playbook_ids: [], contact_ids: [] });
  const { reset } = form;
  useEffect(() => {
    if (playbook) reset({ playbook_ids: [playbook.id], contact_ids: [] });
  }, [playbook, reset]);
  const sending = props.action === 'send';
  const mutation = sending ? send : restrict;
  return (
    <FormModal
      opened={playbook !== null}
      onClose={onClose}
      title={`${sending ? 'Send' : 'Restrict'} ${playbook?.title ?? 'playbook'}`}
      form={form}
      send={(body, outcome) => mutation.mutate(body, outcome)}
      submitLabel={sending ? 'Send' : 'Restrict'}
      busyLabel={sending ? 'Sending' : 'Restricting'}
      busy={mutation.isPending}
    >
      <Text size="sm" c="dimmed">
        {sending
          ? 'It shows on their profile and, once the client portal is on, in their portal.'
          : 'It leaves their profile, with their progress in it.'}
      </Text>
      <Controller
        control={form.control}
        name="contact_ids"
        render={({ field }) => (
          <ContactPicker
            label="Contacts"
            value={field.value ?? []}
            onChange={field.onChange}
            error={form.formState.errors.contact_ids?.message}
          />
        )}
      />
    </FormModal>
  );
}
