import {
  createFormBody,
  type Form,
  type FormDetails,
  formDefaults,
  formTitleMax,
  renameFormBody,
  setFormDisableBody,
} from '@coachline/contract/forms';
import { Textarea, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { FormModal } from '../../ui/FormModal';
import { useContractForm } from '../../ui/useContractForm';
import { AssetContactsModal } from '../groups/AssetContactsModal';
import {
  useCreateForm,
  useRenameForm,
  useRestrictForms,
  useSendForms,
  useSetFormDisable,
} from './queries';

// The short dialogs of the forms list: create (then the editor opens), rename, send to or
// restrict from contacts, and closing a form to responses with the message its page shows.

export function CreateFormModal(props: {
  opened: boolean;
  /** The folder the list shows; the new form goes there. */
  folderId: number | null;
  onClose: () => void;
  onCreated: (form: FormDetails) => void;
}) {
  const { opened, folderId } = props;
  const create = useCreateForm();
  const form = useContractForm(createFormBody, { title: '' });
  useEffect(() => {
    if (opened) form.reset({ title: '', folder_id: folderId ?? 0 });
  }, [opened, folderId, form]);
  return (
    <FormModal
      opened={opened}
      onClose={props.onClose}
      title="Create form"
      form={form}
      send={(body, outcome) =>
        create.mutate(body, {
          ...outcome,
          onSuccess: (res) => {
            outcome.onSuccess();
            props.onCreated(res.form);
          },
        })
      }
      submitLabel="Create form"
      busyLabel="Creating"
      busy={create.isPending}
    >
      <TextInput
        label="Form title"
        aria-required
        maxLength={formTitleMax}
        data-autofocus
        error={form.formState.errors.title?.message}
        {...form.register('title')}
      />
    </FormModal>
  );
}

export function RenameFormModal(props: { form: Form | null; onClose: () => void }) {
  const { form: renamed, onClose } = props;
  const rename = useRenameForm();
  const form = useContractForm(renameFormBody, { title: '' });
  useEffect(() => {
    if (renamed) form.reset({ form_id: renamed.id, title: renamed.title });
  }, [renamed, form]);
  return (
    <FormModal
      opened={renamed !== null}
      onClose={onClose}
      title="Rename form"
      form={form}
      send={(body, outcome) => rename.mutate(body, outcome)}
      submitLabel="Rename"
      busyLabel="Renaming"
      busy={rename.isPending}
    >
      <TextInput
        label="Form title"
        aria-required
        maxLength={formTitleMax}
        data-autofocus
        error={form.formState.errors.title?.message}
        {...form.register('title')}
      />
    </FormModal>
  );
}

/** Sends the form to the contacts picked, or takes it back from them (their responses stay). */
export function FormContactsModal(props: {
  form: Form | null;
  action: 'send' | 'restrict';
  onClose: () => void;
}) {
  const { form: target } = props;
  const send = useSendForms();
  const restrict = useRestrictForms();
  const mutation = props.action === 'send' ? send : restrict;
  return (
    <AssetContactsModal
      title={target?.title ?? null}
      action={props.action}
      text={
        props.action === 'send'
          ? 'They find it on their profile with their own link, so each response is theirs.'
          : 'It leaves their profile; what they already submitted stays.'
      }
      busy={mutation.isPending}
      onClose={props.onClose}
      send={(contactIds, outcome) =>
        mutation.mutate({ form_ids: [target?.id ?? 0], contact_ids: contactIds }, outcome)
      }
    />
  );
}

/** Closes a form to responses: its public page shows the message instead of the questions. */
export function CloseFormModal(props: { form: Form | null; onClose: () => void }) {
  const { form: closed, onClose } = props;
  const disable = useSetFormDisable();
  const form = useContractForm(setFormDisableBody, { is_disabled: true });
  useEffect(() => {
    if (closed)
      form.reset({
        form_id: closed.id,
        is_disabled: true,
        disable_message: formDefaults.disable_message,
      });
  }, [closed, form]);
  return (
    <FormModal
      opened={closed !== null}
      onClose={onClose}
      title={closed ? `Disable ${closed.title}` : 'Disable form'}
      form={form}
      send={(body, outcome) => disable.mutate(body, outcome)}
      submitLabel="Disable"
      busyLabel="Disabling"
      busy={disable.isPending}
    >
      <Textarea
        label="Message to visitors"
        description="Shown on its public link while it is disabled."
        aria-required
        autosize
        minRows={2}
        maxLength={2000}
        data-autofocus
        error={form.formState.errors.disable_message?.message}
        {...form.register('disable_message')}
      />
    </FormModal>
  );
}
