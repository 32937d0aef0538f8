import {
  createPageBody,
  type Page,
  type PageDetails,
  pageDisableBody,
  pageTitleMax,
  renamePageBody,
} from '@coachline/contract/pages';
import { Textarea, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { z } from 'zod';
import { FormModal } from '../../ui/FormModal';
import { useContractForm } from '../../ui/useContractForm';
import { AssetContactsModal } from '../groups/AssetContactsModal';
import { pageDisableError } from './pageDisable';
import {
  useCreatePage,
  usePageDisable,
  useRenamePage,
  useRestrictPages,
  useSendPages,
} from './queries';

// The short dialogs of the pages list: create (then the editor opens), rename, send to or
// restrict from contacts, and hiding a page from contacts with the message they see instead.

export function CreatePageModal(props: {
  opened: boolean;
  /** The folder the list shows; the new page goes there. */
  folderId: number | null;
  onClose: () => void;
  onCreated: (page: PageDetails) => void;
}) {
  const { opened, folderId } = props;
  const create = useCreatePage();
  const form = useContractForm(createPageBody, { title: '' });
  useEffect(() => {
    if (opened) form.reset({ title: '', folder_id: folderId ?? 0 });
  }, [opened, folderId, form]);
  return (
    <FormModal
      opened={opened}
      onClose={props.onClose}
      title="Create page"
      form={form}
      send={(body, outcome) =>
        create.mutate(body, {
          ...outcome,
          onSuccess: (res) => {
            outcome.onSuccess();
            props.onCreated(res.page);
          },
        })
      }
      submitLabel="Create page"
      busyLabel="Creating"
      busy={create.isPending}
    >
      <TextInput
        label="Page title"
        aria-required
        maxLength={pageTitleMax}
        data-autofocus
        error={form.formState.errors.title?.message}
        {...form.register('title')}
      />
    </FormModal>
  );
}

export function RenamePageModal(props: { page: Page | null; onClose: () => void }) {
  const { page, onClose } = props;
  const rename = useRenamePage();
  const form = useContractForm(renamePageBody, { title: '' });
  useEffect(() => {
    if (page) form.reset({ page_id: page.id, title: page.title });
  }, [page, form]);
  return (
    <FormModal
      opened={page !== null}
      onClose={onClose}
      title="Rename page"
      form={form}
      send={(body, outcome) => rename.mutate(body, outcome)}
      submitLabel="Rename"
      busyLabel="Renaming"
      busy={rename.isPending}
    >
      <TextInput
        label="Page title"
        aria-required
        maxLength={pageTitleMax}
        data-autofocus
        error={form.formState.errors.title?.message}
        {...form.register('title')}
      />
    </FormModal>
  );
}

/** Sends the page to the contacts picked, or takes it back from them. */
export function PageContactsModal(props: {
  page: Page | null;
  action: 'send' | 'restrict';
  onClose: () => void;
}) {
  const { page } = props;
  const send = useSendPages();
  const restrict = useRestrictPages();
  const mutation = props.action === 'send' ? send : restrict;
  return (
    <AssetContactsModal
      title={page?.title ?? null}
      action={props.action}
      text={
        props.action === 'send'
          ? 'It shows on their profile, and in their client portal unless you switch it off there.'
          : 'It leaves their profile and their client portal.'
      }
      busy={mutation.isPending}
      onClose={props.onClose}
      send={(contactIds, outcome) =>
        mutation.mutate({ page_ids: [page?.id ?? 0], contact_ids: contactIds }, outcome)
      }
    />
  );
}

const disableForm = z.object({
  disable_message: pageDisableBody.shape.disable_content.unwrap().shape.message,
});

/** Hides a page from every contact, who sees the message instead. */
export function DisablePageModal(props: { page: Page | null; onClose: () => void }) {
  const { page, onClose } = props;
  const disable = usePageDisable();
  const form = useContractForm(disableForm, { disable_message: '' });
  useEffect(() => {
    if (page) form.reset({ disable_message: page.disable_message });
  }, [page, form]);
  return (
    <FormModal
      opened={page !== null}
      onClose={onClose}
      title={page ? `Disable ${page.title}` : 'Disable page'}
      form={form}
      send={(body, outcome) =>
        disable.mutate(
          {
            page_id: page?.id ?? 0,
            is_disabled: true,
            disable_content: { message: body.disable_message },
          },
          {
            onSuccess: outcome.onSuccess,
            // 001 §5: every disable_content error on the one field.
            onError: (error) =>
              form.setError('disable_message', { message: pageDisableError(error) }),
          },
        )
      }
      submitLabel="Disable"
      busyLabel="Disabling"
      busy={disable.isPending}
    >
      <Textarea
        label="Message to contacts"
        description="Shown in place of the page while it is disabled."
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
