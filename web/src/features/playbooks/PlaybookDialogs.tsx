import { createCategoryBody, type createPlaybookBody } from '@coachline/contract/playbooks';
import { Select, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { FormModal } from '../../ui/FormModal';
import { useContractForm } from '../../ui/useContractForm';
import { useCategories, useCreateCategory } from './queries';

// The playbooks list's own dialog pieces beside the shared ones (features/assets): a new
// playbook's category, and creating a category.

/** The category a new playbook goes in, after its title in the create dialog. */
export function NewPlaybookCategoryField(props: {
  form: UseFormReturn<z.input<typeof createPlaybookBody>, unknown, unknown>;
}) {
  const categories = useCategories();
  return (
    <Controller
      control={props.form.control}
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
  );
}

export function NewCategoryModal(props: { opened: boolean; onClose: () => void }) {
  const create = useCreateCategory();
  const form = useContractForm(createCategoryBody, { name: '' });
  useEffect(() => {
    if (props.opened) form.reset({ name: '' });
  }, [props.opened, form]);
  return (
    <FormModal
      opened={props.opened}
      onClose={props.onClose}
      title="New category"
      form={form}
      send={(body, outcome) => create.mutate(body.name, outcome)}
      submitLabel="Create category"
      busyLabel="Creating"
      busy={create.isPending}
    >
      <TextInput
        label="Category name"
        aria-required
        data-autofocus
        error={form.formState.errors.name?.message}
        {...form.register('name')}
      />
    </FormModal>
  );
}
