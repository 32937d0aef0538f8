import {
  type Contact,
  type CustomField,
  customFieldBody,
  customFieldTypes,
} from '@coachline/contract/contacts';
import { type CountryCode, countryCodes } from '@coachline/contract/countries';
import {
  Button,
  Group,
  Modal,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  IconArrowDown,
  IconArrowUp,
  IconPencil,
  IconSettings,
  IconTrash,
} from '@tabler/icons-react';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { BusyButton, FormActions } from '../../../ui/BusyButton';
import { confirmDelete } from '../../../ui/dialogs';
import { FormServerError } from '../../../ui/FormFields';
import { onInvalidSubmit, serverErrorsTo } from '../../../ui/forms';
import { RowAction, RowActions } from '../../../ui/RowActions';
import { useContractForm } from '../../../ui/useContractForm';
import {
  useCustomFields,
  useDeleteCustomField,
  usePhoneCountry,
  useSaveCustomField,
  useSortCustomFields,
  useUpdatePhoneCountry,
} from '../settings/queries';
import { AutosaveSelect, AutosaveText, ReadOnlyValue } from './AutosaveField';
import { useAutosave } from './queries';

// The location's custom fields (001 §3: list, save, delete; sorted like the tabs): their values
// on the profile, and the fields themselves with the location's default phone country.

const typeLabels: Record<CustomField['type'], string> = {
  text: 'Text',
  number: 'Number',
  date: 'Date',
  select: 'Choice',
};

/** A field's name and type, new or renamed, checked by the body of custom-field/save. */
function FieldForm(props: { field?: CustomField; onDone: () => void }) {
  const save = useSaveCustomField();
  const form = useContractForm(customFieldBody, {
    id: props.field?.id,
    name: props.field?.name ?? '',
    type: props.field?.type ?? 'text',
    options: props.field?.options ?? [],
  });
  const { errors } = form.formState;
  const type = form.watch('type');
  const submit = form.handleSubmit(
    (body) =>
      save.mutate(body, {
        onSuccess: () => {
          form.reset();
          props.onDone();
        },
        onError: serverErrorsTo(form),
      }),
    onInvalidSubmit,
  );
  return (
    <form onSubmit={submit} noValidate aria-label={props.field ? 'Rename field' : 'New field'}>
      <Stack gap="xs">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
          <TextInput
            label={props.field ? 'Field name' : 'New field name'}
            maxLength={100}
            error={errors.name?.message}
            data-autofocus
            {...form.register('name')}
          />
          <Controller
            control={form.control}
            name="type"
            render={({ field }) => (
              <Select
                label="Type"
                name={field.name}
                data={customFieldTypes.map((t) => ({ value: t, label: typeLabels[t] }))}
                value={field.value ?? 'text'}
                onChange={(v) => field.onChange(v ?? 'text')}
                allowDeselect={false}
              />
            )}
          />
        </SimpleGrid>
        {type === 'select' ? (
          <Controller
            control={form.control}
            name="options"
            render={({ field }) => (
              <TextInput
                label="Choices"
                description="Separated by commas"
                name={field.name}
                value={(field.value ?? []).join(', ')}
                onChange={(e) =>
                  field.onChange(
                    e.currentTarget.value
                      .split(',')
                      .map((o) => o.trim())
                      .filter(Boolean),
                  )
                }
                error={errors.options?.message}
              />
            )}
          />
        ) : null}
        <FormServerError error={errors.root?.server} />
        {props.field ? (
          <FormActions size="xs" onCancel={props.onDone} busy={save.isPending}>
            Save field
          </FormActions>
        ) : (
          <Group justify="flex-end">
            <BusyButton type="submit" size="xs" busy={save.isPending} busyLabel="Adding">
              Add field
            </BusyButton>
          </Group>
        )}
      </Stack>
    </form>
  );
}

const countryNames = new Intl.DisplayNames(['en'], { type: 'region' });
const countryOptions = countryCodes
  .map((code) => ({ value: code, label: `${countryNames.of(code) ?? code} (${code})` }))
  .sort((a, b) => a.label.localeCompare(b.label));

/** The location's default phone country: numbers typed without a country code are its. */
function PhoneCountrySetting() {
  const country = usePhoneCountry();
  const update = useUpdatePhoneCountry();
  return (
    <Select
      label="Default phone country"
      description="Phone numbers typed without a country code are read as this country's."
      data={countryOptions}
      value={country.data ?? null}
      onChange={(v) => v && update.mutate({ phone_country_code: v as CountryCode })}
      searchable
      allowDeselect={false}
      disabled={update.isPending}
    />
  );
}

/** Create, rename, delete and re-order the location's custom fields. */
export function CustomFieldsModal(props: { opened: boolean; onClose: () => void }) {
  const fields = useCustomFields();
  const remove = useDeleteCustomField();
  const sort = useSortCustomFields();
  const [editing, setEditing] = useState<number | null>(null);
  const list = fields.data ?? [];
  const move = (index: number, by: -1 | 1) => {
    const ids = list.map((f) => f.id);
    const [id] = ids.splice(index, 1);
    ids.splice(index + by, 0, id!);
    sort.mutate(ids);
  };
  return (
    <Modal opened={props.opened} onClose={props.onClose} title="Contact fields" size="lg" centered>
      <Stack gap="md">
        <PhoneCountrySetting />
        <Title order={3} size="h6">
          Custom fields
        </Title>
        {list.length === 0 ? (
          <Text size="sm" c="dimmed">
            No custom fields yet. Add one for what you track about every contact, such as a goal or
            a shirt size.
          </Text>
        ) : (
          <Stack gap={6} component="ul" p={0} m={0} aria-label="Custom fields">
            {list.map((f, i) => (
              <Paper
                key={f.id}
                withBorder
                p="xs"
                radius="sm"
                component="li"
                style={{ listStyle: 'none' }}
              >
                {editing === f.id ? (
                  <FieldForm field={f} onDone={() => setEditing(null)} />
                ) : (
                  <Group justify="space-between" wrap="nowrap" gap="xs">
                    <Text size="sm" fw={500} style={{ minWidth: 0, wordBreak: 'break-word' }}>
                      {f.name}{' '}
                      <Text span size="xs" c="dimmed">
                        {typeLabels[f.type]}
                      </Text>
                    </Text>
                    <RowActions>
                      <RowAction
                        size="sm"
                        label={`Move ${f.name} up`}
                        icon={<IconArrowUp size={14} aria-hidden />}
                        disabled={i === 0 || sort.isPending}
                        onClick={() => move(i, -1)}
                      />
                      <RowAction
                        size="sm"
                        label={`Move ${f.name} down`}
                        icon={<IconArrowDown size={14} aria-hidden />}
                        disabled={i === list.length - 1 || sort.isPending}
                        onClick={() => move(i, 1)}
                      />
                      <RowAction
                        size="sm"
                        label={`Rename ${f.name}`}
                        icon={<IconPencil size={14} aria-hidden />}
                        onClick={() => setEditing(f.id)}
                      />
                      <RowAction
                        size="sm"
                        label={`Delete ${f.name}`}
                        icon={<IconTrash size={14} aria-hidden />}
                        danger
                        onClick={() =>
                          confirmDelete(
                            `The field ${f.name} and its value on every contact will be deleted.`,
                            () => remove.mutate(f.id),
                          )
                        }
                      />
                    </RowActions>
                  </Group>
                )}
              </Paper>
            ))}
          </Stack>
        )}
        <FieldForm onDone={() => undefined} />
      </Stack>
    </Modal>
  );
}

/** The contact's custom field values, saved as they are left; text for view-only staff. */
export function CustomFieldsPanel(props: { contact: Contact }) {
  const { contact } = props;
  const fields = useCustomFields();
  const autosave = useAutosave(contact.id);
  const [managing, setManaging] = useState(false);
  const canEdit = contact.can.update;
  const list = fields.data ?? [];
  if (list.length === 0 && !canEdit) return null;
  const save = (key: string, value: string | null) =>
    autosave.mutateAsync({ custom_fields: { [key]: value ?? '' } });
  return (
    <Stack gap="sm" role="group" aria-labelledby="custom-fields-title">
      <Group justify="space-between" gap="xs">
        <Title order={2} size="h5" id="custom-fields-title">
          Custom fields
        </Title>
        {canEdit ? (
          <Button
            size="compact-xs"
            variant="subtle"
            leftSection={<IconSettings size={14} aria-hidden />}
            onClick={() => setManaging(true)}
          >
            Manage fields
          </Button>
        ) : null}
      </Group>
      {list.length === 0 ? (
        <Text size="sm" c="dimmed">
          No custom fields yet.
        </Text>
      ) : null}
      {list.map((f) => {
        const value = contact.custom_fields[f.key] ?? '';
        if (!canEdit) return <ReadOnlyValue key={f.id} label={f.name} value={value} />;
        return f.type === 'select' ? (
          <AutosaveSelect
            key={f.id}
            label={f.name}
            name={`custom_fields.${f.key}`}
            value={value || null}
            data={f.options}
            clearable
            save={(v) => save(f.key, v)}
          />
        ) : (
          <AutosaveText
            key={f.id}
            label={f.name}
            name={`custom_fields.${f.key}`}
            value={value}
            maxLength={2000}
            save={(v) => save(f.key, v)}
          />
        );
      })}
      {canEdit ? <CustomFieldsModal opened={managing} onClose={() => setManaging(false)} /> : null}
    </Stack>
  );
}
