import {
  addUsersBody,
  deleteLocationBody,
  locationBody,
  type OrganizationLocation,
} from '@coachline/contract/organization';
import { MultiSelect, Text, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { Controller } from 'react-hook-form';
import { SelectField } from '../../ui/FormFields';
import { FormModal } from '../../ui/FormModal';
import { browserTimezone, timezones } from '../../ui/timezones';
import { useContractForm } from '../../ui/useContractForm';
import {
  useAddUsers,
  useCreateLocation,
  useDeleteLocation,
  useOrganizationUsers,
  useUpdateLocation,
  useUpdatePrimaryLocation,
} from './queries';

/** A location being created (no id) or renamed. */
export type LocationDraft = { location?: OrganizationLocation } | null;

export function LocationModal(props: { draft: LocationDraft; onClose: () => void }) {
  const { draft } = props;
  const create = useCreateLocation();
  const update = useUpdateLocation();
  const updatePrimary = useUpdatePrimaryLocation();
  const form = useContractForm(locationBody, { businessname: '', timezone: browserTimezone() });
  const existing = draft?.location;
  useEffect(() => {
    if (draft)
      form.reset({
        businessname: existing?.businessname ?? '',
        timezone: existing?.timezone ?? browserTimezone(),
      });
  }, [draft, existing, form]);
  return (
    <FormModal
      opened={draft !== null}
      onClose={props.onClose}
      title={existing ? `Edit ${existing.businessname}` : 'New location'}
      form={form}
      send={(body, outcome) => {
        if (!existing) create.mutate(body, outcome);
        else if (existing.is_primary) updatePrimary.mutate(body, outcome);
        else update.mutate({ id: existing.id, body }, outcome);
      }}
      submitLabel={existing ? 'Save location' : 'Create location'}
      busy={create.isPending || update.isPending || updatePrimary.isPending}
      busyLabel="Saving"
    >
      <TextInput
        label="Location name"
        aria-required
        data-autofocus
        maxLength={191}
        error={form.formState.errors.businessname?.message}
        {...form.register('businessname')}
      />
      <SelectField
        control={form.control}
        name="timezone"
        label="Time zone"
        searchable
        allowDeselect={false}
        data={timezones()}
        nothingFoundMessage="No matching time zone"
      />
    </FormModal>
  );
}

/** Delete, confirmed by typing the location's name (UX.md: the typed confirmation). */
export function DeleteLocationModal(props: {
  location: OrganizationLocation | null;
  onClose: () => void;
}) {
  const { location } = props;
  const remove = useDeleteLocation();
  const form = useContractForm(deleteLocationBody, { confirm: '' });
  useEffect(() => {
    if (location) form.reset({ confirm: '' });
  }, [location, form]);
  const typed = form.watch('confirm');
  return (
    <FormModal
      opened={location !== null}
      onClose={props.onClose}
      title={`Delete ${location?.businessname ?? 'location'}`}
      form={form}
      send={(body, outcome) =>
        location && remove.mutate({ id: location.id, confirm: body.confirm }, outcome)
      }
      submitLabel="Delete location"
      busy={remove.isPending}
      busyLabel="Deleting"
    >
      <Text size="sm">
        Its users lose access at once and it leaves every list. You can restore it, with everything
        in it, for 30 days.
      </Text>
      <TextInput
        label={`Type ${location?.businessname ?? ''} to confirm`}
        aria-required
        data-autofocus
        autoComplete="off"
        error={form.formState.errors.confirm?.message}
        {...form.register('confirm')}
      />
      {typed && location && typed.trim() !== location.businessname.trim() ? (
        <Text size="xs" c="dimmed">
          The name must match exactly.
        </Text>
      ) : null}
    </FormModal>
  );
}

/** Give staff users access to a location, beside what they have. */
export function AddUsersModal(props: {
  location: OrganizationLocation | null;
  onClose: () => void;
}) {
  const { location } = props;
  const add = useAddUsers();
  const users = useOrganizationUsers({ page: 1, per_page: 100 }, location !== null);
  const form = useContractForm(addUsersBody, { user_ids: [] });
  useEffect(() => {
    if (location) form.reset({ user_ids: [] });
  }, [location, form]);
  // Owners work everywhere already; staff already there need nothing.
  const options = (users.data?.data ?? [])
    .filter((u) => u.role === 'staff' && location && !u.location_ids.includes(location.id))
    .map((u) => ({ value: String(u.id), label: u.full_name || u.email }));
  return (
    <FormModal
      opened={location !== null}
      onClose={props.onClose}
      title={`Add users to ${location?.businessname ?? 'location'}`}
      form={form}
      send={(body, outcome) => location && add.mutate({ id: location.id, body }, outcome)}
      submitLabel="Add users"
      busy={add.isPending}
      busyLabel="Adding"
    >
      <Controller
        control={form.control}
        name="user_ids"
        render={({ field, fieldState }) => (
          <MultiSelect
            label="Users"
            aria-required
            data-autofocus
            searchable
            placeholder={users.isLoading ? 'Loading users' : 'Pick users'}
            nothingFoundMessage="No other staff to add"
            data={options}
            name={field.name}
            value={(field.value ?? []).map(String)}
            onChange={(values) => field.onChange(values.map(Number))}
            error={fieldState.error?.message}
          />
        )}
      />
    </FormModal>
  );
}
