import type { SaveBroadcastBody } from '@coachline/contract/broadcasts';
import { Alert, MultiSelect, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useContactTabs } from '../contacts/settings/queries';
import { ContactPicker } from '../groups/ContactPicker';
import { useGroups } from '../groups/queries';
import { useTagOptions } from '../tags/queries';

// Who gets a broadcast: the union of status tabs, tags, groups and chosen contacts.

type Form = UseFormReturn<SaveBroadcastBody, unknown, unknown>;
type IdList = 'tags' | 'groups';

function IdMultiSelect(props: {
  form: Form;
  name: IdList;
  label: string;
  data: { value: string; label: string }[];
  placeholder: string;
}) {
  const error = props.form.formState.errors.recipients?.[props.name]?.message;
  return (
    <Controller
      control={props.form.control}
      name={`recipients.${props.name}`}
      render={({ field }) => (
        <MultiSelect
          label={props.label}
          name={field.name}
          placeholder={props.placeholder}
          data={props.data}
          value={(field.value ?? []).map(String)}
          onChange={(v) => field.onChange(v.map(Number))}
          searchable
          clearable
          hidePickedOptions
          nothingFoundMessage="Nothing found"
          error={error}
        />
      )}
    />
  );
}

export function RecipientFields(props: { form: Form }) {
  const { form } = props;
  const tabs = useContactTabs();
  const tags = useTagOptions();
  const groups = useGroups(1, '', 100);
  const errors = form.formState.errors.recipients;
  const unopenedOf = form.getValues('recipients.unopened_of');
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="recipients-title">
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4" id="recipients-title">
            Recipients
          </Title>
          <Text size="sm" c="dimmed">
            Everyone in any of these gets it once.
          </Text>
        </div>
        {unopenedOf ? (
          <Alert color="blue" variant="light">
            Also those who did not open the broadcast this one resends.
          </Alert>
        ) : null}
        {errors?.message ? (
          <Text c="red.8" size="sm" role="alert">
            {errors.message}
          </Text>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Controller
            control={form.control}
            name="recipients.tabs"
            render={({ field }) => (
              <MultiSelect
                label="Tabs"
                name={field.name}
                placeholder="Leads, clients…"
                data={(tabs.data ?? []).map((t) => ({
                  value: t.value,
                  label: `${t.title} (${t.count.toLocaleString('en-US')})`,
                }))}
                value={field.value ?? []}
                onChange={field.onChange}
                searchable
                clearable
                hidePickedOptions
                error={errors?.tabs?.message}
              />
            )}
          />
          <IdMultiSelect form={form} name="tags" label="Tags" data={tags} placeholder="Any tag" />
          <IdMultiSelect
            form={form}
            name="groups"
            label="Groups"
            placeholder="Any group"
            data={(groups.data?.data ?? []).map((g) => ({ value: String(g.id), label: g.name }))}
          />
          <Controller
            control={form.control}
            name="recipients.contact_ids"
            render={({ field }) => (
              <ContactPicker
                label="Contacts"
                value={field.value ?? []}
                onChange={field.onChange}
                error={errors?.contact_ids?.message}
              />
            )}
          />
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
