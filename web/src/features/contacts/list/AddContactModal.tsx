import { contactSources } from '@coachline/contract/constants';
import { type ContactTab, contactSaveBody } from '@coachline/contract/contacts';
import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { Controller } from 'react-hook-form';
import { FormModal } from '../../../ui/FormModal';
import { useContractForm } from '../../../ui/useContractForm';
import { TagInput } from '../../tags/TagInput';
import { statusOptions } from '../labels';
import { useSaveContact } from './queries';

/** "Add contact" (001 §7 contact/save): a short form, so a modal (UX.md). */
export function AddContactModal(props: {
  opened: boolean;
  onClose: () => void;
  tabs: readonly ContactTab[];
  defaultStatus: string;
}) {
  const save = useSaveContact();
  const form = useContractForm(contactSaveBody, {
    first_name: '',
    last_name: '',
    email: '',
    number: '',
    status: props.defaultStatus,
    source: null,
    tags: [],
  });
  const { errors } = form.formState;

  // The tabs may arrive after the form: the default status follows them until one is chosen.
  useEffect(() => {
    if (!form.getValues('status') && props.defaultStatus)
      form.setValue('status', props.defaultStatus);
  }, [props.defaultStatus, form]);

  const close = () => {
    form.reset({ ...form.formState.defaultValues, status: props.defaultStatus });
    props.onClose();
  };

  return (
    <FormModal
      opened={props.opened}
      onClose={close}
      title="Add contact"
      form={form}
      send={(body, outcome) => save.mutate(body, outcome)}
      submitLabel="Save contact"
      busy={save.isPending}
      holdCancel
      size="lg"
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label="First name"
          autoComplete="off"
          data-autofocus
          error={errors.first_name?.message}
          {...form.register('first_name')}
        />
        <TextInput
          label="Last name"
          autoComplete="off"
          error={errors.last_name?.message}
          {...form.register('last_name')}
        />
        <TextInput
          label="Email"
          type="email"
          autoComplete="off"
          description="An email or a phone number is required."
          error={errors.email?.message}
          {...form.register('email')}
        />
        <TextInput
          label="Phone"
          type="tel"
          autoComplete="off"
          error={errors.number?.message}
          {...form.register('number')}
        />
        <Controller
          control={form.control}
          name="status"
          render={({ field }) => (
            <Select
              label="Status"
              name={field.name}
              data={statusOptions(props.tabs)}
              value={field.value ?? null}
              onChange={(v) => field.onChange(v ?? props.defaultStatus)}
              allowDeselect={false}
              error={errors.status?.message}
            />
          )}
        />
        <Controller
          control={form.control}
          name="source"
          render={({ field }) => (
            <Select
              label="Source"
              name={field.name}
              placeholder="Choose a source"
              data={[...contactSources]}
              value={field.value ?? null}
              onChange={(v) => field.onChange(v)}
              clearable
              error={errors.source?.message}
            />
          )}
        />
      </SimpleGrid>
      <Controller
        control={form.control}
        name="tags"
        render={({ field }) => (
          <TagInput
            label="Tags"
            name={field.name}
            value={field.value ?? []}
            onChange={field.onChange}
            error={errors.tags?.message}
          />
        )}
      />
    </FormModal>
  );
}
