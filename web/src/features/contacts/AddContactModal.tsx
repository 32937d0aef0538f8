import { contactSources } from '@coachline/contract/constants';
import {
  type ContactSaveBody,
  type ContactTab,
  contactSaveBody,
} from '@coachline/contract/contacts';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  Group,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  TagsInput,
  TextInput,
} from '@mantine/core';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { BusyButton } from '../../ui/BusyButton';
import { FormServerError } from '../../ui/FormFields';
import { onInvalidSubmit, serverErrorsTo } from '../../ui/forms';
import { statusOptions } from './labels';
import { useSaveContact } from './queries';

type FormValues = z.input<typeof contactSaveBody>;
const fields = ['first_name', 'last_name', 'email', 'number', 'status', 'source', 'tags'] as const;

/** "Add contact" (001 §7 contact/save): a short form, so a modal (UX.md). */
export function AddContactModal(props: {
  opened: boolean;
  onClose: () => void;
  tabs: readonly ContactTab[];
  defaultStatus: string;
}) {
  const save = useSaveContact();
  const form = useForm<FormValues, unknown, ContactSaveBody>({
    resolver: zodResolver(contactSaveBody),
    defaultValues: {
      first_name: '',
      last_name: '',
      email: '',
      number: '',
      status: props.defaultStatus,
      source: null,
      tags: [],
    },
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

  const submit = form.handleSubmit(
    (body) =>
      save.mutate(body, {
        onSuccess: close,
        onError: serverErrorsTo(form.setError, fields),
      }),
    onInvalidSubmit,
  );

  return (
    <Modal opened={props.opened} onClose={close} title="Add contact" centered size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
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
                  comboboxProps={{ withinPortal: true }}
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
                  comboboxProps={{ withinPortal: true }}
                />
              )}
            />
          </SimpleGrid>
          <Controller
            control={form.control}
            name="tags"
            render={({ field }) => (
              <TagsInput
                label="Tags"
                name={field.name}
                description="Type a tag and press Enter; new tags are created."
                value={field.value ?? []}
                onChange={field.onChange}
                error={errors.tags?.message}
                clearable
              />
            )}
          />
          <FormServerError error={errors.root?.server} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={save.isPending}>
              Cancel
            </Button>
            <BusyButton type="submit" busy={save.isPending} busyLabel="Saving">
              Save contact
            </BusyButton>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
