import { createAttributeBody } from '@coachline/contract/workouts';
import {
  Accordion,
  ActionIcon,
  Badge,
  Button,
  Group,
  Modal,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconPin, IconPinnedFilled, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useAbilities } from '../../../app/abilities';
import { confirmDelete } from '../../../ui/dialogs';
import { FormServerError } from '../../../ui/FormFields';
import { onInvalidSubmit, serverErrorsTo } from '../../../ui/forms';
import { useContractForm } from '../../../ui/useContractForm';
import {
  useAttributes,
  useAttributeTypes,
  useCreateAttribute,
  useDeleteAttribute,
  usePinAttributeType,
} from './queries';

// The attributes exercises are filtered by, by type (pinned types first, and first in the
// filters): a type pinned or not, the location's own attributes deleted, a new attribute of a
// type or of a new type of the location's.

const newType = 'new';

function NewAttributeForm() {
  const types = useAttributeTypes().data ?? [];
  const create = useCreateAttribute();
  const [choice, setChoice] = useState<string | null>(null);
  const form = useContractForm(createAttributeBody, { name: '', type_name: '' });
  const typeName = useWatch({ control: form.control, name: 'type_name' });
  const submit = form.handleSubmit(
    (body) =>
      create.mutate(body, {
        onSuccess: () => {
          form.reset({ name: '', type_name: '', attribute_type_id: body.attribute_type_id });
        },
        onError: serverErrorsTo(form),
      }),
    onInvalidSubmit,
  );
  const errors = form.formState.errors;
  return (
    <form onSubmit={submit} noValidate aria-labelledby="new-attribute">
      <Stack gap="xs">
        <Title order={3} size="h5" id="new-attribute">
          New attribute
        </Title>
        <Controller
          control={form.control}
          name="attribute_type_id"
          render={({ field }) => (
            <Select
              label="Attribute type"
              placeholder="Choose a type"
              data={[
                ...types.map((t) => ({ value: String(t.id), label: t.name })),
                { value: newType, label: 'A new type…' },
              ]}
              value={choice}
              onChange={(v) => {
                setChoice(v);
                field.onChange(v && v !== newType ? Number(v) : undefined);
                if (v !== newType) form.setValue('type_name', '');
              }}
              error={errors.attribute_type_id?.message}
            />
          )}
        />
        {choice === newType ? (
          <TextInput
            label="New type’s name"
            maxLength={100}
            aria-required
            value={typeName ?? ''}
            error={errors.type_name?.message}
            onChange={(e) => form.setValue('type_name', e.currentTarget.value)}
          />
        ) : null}
        <TextInput
          label="Attribute name"
          aria-required
          maxLength={150}
          error={errors.name?.message}
          {...form.register('name')}
        />
        <FormServerError error={errors.root?.server} />
        <Group justify="flex-end">
          <Button type="submit" loading={create.isPending}>
            Add attribute
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function AttributesModal(props: { onClose: () => void }) {
  const abilities = useAbilities('workouts');
  const types = useAttributeTypes();
  const attributes = useAttributes().data ?? [];
  const pin = usePinAttributeType();
  const remove = useDeleteAttribute();
  return (
    <Modal opened onClose={props.onClose} title="Exercise attributes" size="lg" centered>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Pinned types come first in the library’s filters, each with a filter of its own.
        </Text>
        {types.isPending ? (
          <Text size="sm">Loading the attribute types…</Text>
        ) : (
          <Accordion variant="separated" multiple>
            {(types.data ?? []).map((t) => {
              const own = attributes.filter((a) => a.attribute_type_id === t.id);
              return (
                <Accordion.Item key={t.id} value={String(t.id)}>
                  <Group gap={4} wrap="nowrap" pr="xs">
                    <Accordion.Control>
                      <Group gap="xs">
                        <Text size="sm" fw={600}>
                          {t.name}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {t.attributes_count.toLocaleString('en-US')} attributes
                        </Text>
                        {t.custom ? (
                          <Badge size="xs" variant="light">
                            Yours
                          </Badge>
                        ) : null}
                      </Group>
                    </Accordion.Control>
                    {abilities.update ? (
                      <ActionIcon
                        variant="subtle"
                        aria-label={`Pin ${t.name}`}
                        aria-pressed={t.pinned}
                        onClick={() => pin.mutate({ id: t.id, pinned: !t.pinned })}
                      >
                        {t.pinned ? (
                          <IconPinnedFilled size={16} aria-hidden />
                        ) : (
                          <IconPin size={16} aria-hidden />
                        )}
                      </ActionIcon>
                    ) : null}
                  </Group>
                  <Accordion.Panel>
                    {own.length === 0 ? (
                      <Text size="sm" c="dimmed">
                        No attributes of this type yet.
                      </Text>
                    ) : (
                      <Group gap={6}>
                        {own.map((a) => (
                          <Badge
                            key={a.id}
                            variant="light"
                            color={a.custom ? 'blue' : 'gray'}
                            rightSection={
                              a.custom && abilities.delete ? (
                                <ActionIcon
                                  size="xs"
                                  variant="transparent"
                                  color="red.8"
                                  aria-label={`Delete ${a.name}`}
                                  onClick={() =>
                                    confirmDelete(
                                      `The attribute ${a.name} will be deleted; its ${a.exercises_count} exercises lose it.`,
                                      () => remove.mutate(a.id),
                                    )
                                  }
                                >
                                  <IconTrash size={12} aria-hidden />
                                </ActionIcon>
                              ) : null
                            }
                          >
                            {a.name} ({a.exercises_count})
                          </Badge>
                        ))}
                      </Group>
                    )}
                  </Accordion.Panel>
                </Accordion.Item>
              );
            })}
          </Accordion>
        )}
        {abilities.create ? <NewAttributeForm /> : null}
      </Stack>
    </Modal>
  );
}
