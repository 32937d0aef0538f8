import {
  type OrganizationUser,
  type SaveUserBody,
  saveUserBody,
} from '@coachline/contract/organization';
import { can } from '@coachline/contract/permissions';
import { Drawer, Group, MultiSelect, Select, Stack, Text, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { Controller } from 'react-hook-form';
import { permissionSubjectOf } from '../../app/abilities';
import { FormActions } from '../../ui/BusyButton';
import { EmailInput, FormServerError } from '../../ui/FormFields';
import { onInvalidSubmit, serverErrorsTo } from '../../ui/forms';
import { LoadingRows } from '../../ui/LoadingRows';
import { useContractForm } from '../../ui/useContractForm';
import { useRefreshedSession } from '../session/sessionQuery';
import { PermissionMatrix } from './PermissionMatrix';
import { grantsOf } from './permissionGrid';
import { useIsOwner, useOrganizationLocations, useSaveUser, useUserPermissions } from './queries';

/** The drawer is open to invite someone new, or to edit this user. */
export type UserDraft = { user?: OrganizationUser } | null;

const blank: SaveUserBody = {
  fname: '',
  lname: '',
  email: '',
  role: 'staff',
  location_ids: [],
  permissions: {},
};

/** The first message among nested errors (a permission the server refused, by area and action). */
function firstMessage(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const own = (error as { message?: unknown }).message;
  if (typeof own === 'string' && own) return own;
  for (const value of Object.values(error)) {
    const found = firstMessage(value);
    if (found) return found;
  }
  return undefined;
}

/**
 * Invite a user or edit one (002 §7 organization/user/save): names, email, role, the locations
 * they work in and what they may do there. A new user is mailed a link to choose a password.
 */
export function UserDrawer(props: { draft: UserDraft; onClose: () => void }) {
  const { draft, onClose } = props;
  const editing = draft?.user;
  const session = useRefreshedSession();
  const locations = useOrganizationLocations();
  const current = useUserPermissions(editing?.id);
  const save = useSaveUser();
  const form = useContractForm(saveUserBody, blank);
  const { errors } = form.formState;
  const role = form.watch('role');
  const loaded = current.data;

  useEffect(() => {
    if (!draft) return;
    if (!editing) form.reset(blank);
    else if (loaded)
      form.reset({
        id: loaded.user.id,
        fname: loaded.user.fname,
        lname: loaded.user.lname,
        email: loaded.user.email,
        role: loaded.user.role,
        location_ids: loaded.user.location_ids,
        permissions: grantsOf(loaded.permissions),
      });
  }, [draft, editing, loaded, form]);

  const subject = session ? permissionSubjectOf(session) : null;
  const isOwner = useIsOwner();
  const options = (locations.data?.locations ?? [])
    .filter((l) => !l.deleted_at)
    .map((l) => ({ value: String(l.id), label: l.businessname }));

  const submit = form.handleSubmit(
    (body) => save.mutate(body, { onSuccess: onClose, onError: serverErrorsTo(form) }),
    onInvalidSubmit,
  );

  return (
    <Drawer
      opened={draft !== null}
      onClose={onClose}
      position="right"
      size="xl"
      title={editing ? `Edit ${editing.full_name || editing.email}` : 'Invite a user'}
    >
      {editing && !loaded ? (
        <LoadingRows rows={4} h={36} label="Loading the user" />
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Group grow align="flex-start">
              <TextInput
                label="First name"
                aria-required
                data-autofocus
                error={errors.fname?.message}
                {...form.register('fname')}
              />
              <TextInput
                label="Last name"
                aria-required
                error={errors.lname?.message}
                {...form.register('lname')}
              />
            </Group>
            <EmailInput
              description={editing ? undefined : 'The invitation goes here.'}
              error={errors.email?.message}
              {...form.register('email')}
            />
            {isOwner ? (
              <Controller
                control={form.control}
                name="role"
                render={({ field }) => (
                  <Select
                    label="Role"
                    description="An owner has every permission in every location."
                    allowDeselect={false}
                    data={[
                      { value: 'staff', label: 'Staff' },
                      { value: 'owner', label: 'Owner' },
                    ]}
                    name={field.name}
                    value={field.value ?? 'staff'}
                    onChange={(v) => field.onChange(v ?? 'staff')}
                    error={errors.role?.message}
                  />
                )}
              />
            ) : null}
            {role === 'owner' ? null : (
              <>
                <Controller
                  control={form.control}
                  name="location_ids"
                  render={({ field }) => (
                    <MultiSelect
                      label="Locations"
                      description="Where they work; they sign in to the first one."
                      aria-required
                      placeholder={options.length ? 'Pick locations' : 'Loading locations'}
                      data={options}
                      name={field.name}
                      value={(field.value ?? []).map(String)}
                      onChange={(values) => field.onChange(values.map(Number))}
                      error={firstMessage(errors.location_ids)}
                      searchable
                    />
                  )}
                />
                <Controller
                  control={form.control}
                  name="permissions"
                  render={({ field }) => (
                    <PermissionMatrix
                      value={field.value ?? {}}
                      onChange={field.onChange}
                      grantable={(area, action) => (subject ? can(subject, action, area) : false)}
                      error={firstMessage(errors.permissions)}
                    />
                  )}
                />
                <Text size="xs" c="dimmed">
                  Any action on an area lets them open it too.
                </Text>
              </>
            )}
            <FormServerError error={errors.root?.server ?? errors.id} />
            <FormActions onCancel={onClose} busy={save.isPending} busyLabel="Saving">
              {editing ? 'Save user' : 'Send invitation'}
            </FormActions>
          </Stack>
        </form>
      )}
    </Drawer>
  );
}
