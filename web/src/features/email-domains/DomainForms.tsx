import { emailDomainBody, emailSenderBody } from '@coachline/contract/email-domains';
import { TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { EmailInput } from '../../ui/FormFields';
import { FormModal } from '../../ui/FormModal';
import { useContractForm } from '../../ui/useContractForm';
import { useSaveEmailDomain, useSaveSender } from './queries';

export function AddDomainModal(props: { opened: boolean; onClose: () => void }) {
  const save = useSaveEmailDomain();
  const form = useContractForm(emailDomainBody, { domain: '' });
  const { opened } = props;
  useEffect(() => {
    if (opened) form.reset({ domain: '' });
  }, [opened, form]);
  return (
    <FormModal
      opened={opened}
      onClose={props.onClose}
      title="Add a sending domain"
      form={form}
      send={(body, outcome) => save.mutate(body, outcome)}
      submitLabel="Add domain"
      busy={save.isPending}
      busyLabel="Making its keys"
    >
      <TextInput
        label="Domain"
        description="The domain your emails come from, like mail.yourgym.com. You will publish three DNS records there."
        placeholder="mail.yourgym.com"
        maxLength={253}
        data-autofocus
        error={form.formState.errors.domain?.message}
        {...form.register('domain')}
      />
    </FormModal>
  );
}

/** A sender being added to a domain (no id) or changed. */
export type SenderDraft = {
  id?: number;
  email_domain_id: number;
  domain: string;
  name: string;
  email: string;
};

export function SenderModal(props: { draft: SenderDraft | null; onClose: () => void }) {
  const save = useSaveSender();
  const { draft } = props;
  const form = useContractForm(emailSenderBody, { email_domain_id: 0, name: '', email: '' });
  const { errors } = form.formState;
  useEffect(() => {
    if (draft)
      form.reset({
        id: draft.id,
        email_domain_id: draft.email_domain_id,
        name: draft.name,
        email: draft.email,
      });
  }, [draft, form]);
  return (
    <FormModal
      opened={draft !== null}
      onClose={props.onClose}
      title={draft?.id ? 'Edit sender' : `Add a sender at ${draft?.domain ?? ''}`}
      form={form}
      send={(body, outcome) => save.mutate(body, outcome)}
      submitLabel={draft?.id ? 'Save sender' : 'Add sender'}
      busy={save.isPending}
    >
      <TextInput
        label="Name"
        description="Who your contacts see the email from."
        maxLength={100}
        data-autofocus
        error={errors.name?.message}
        {...form.register('name')}
      />
      <EmailInput
        label="Email"
        placeholder={`hello@${draft?.domain ?? ''}`}
        maxLength={320}
        error={errors.email?.message ?? errors.email_domain_id?.message}
        {...form.register('email')}
      />
    </FormModal>
  );
}
