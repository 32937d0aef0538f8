import {
  type ContactSource,
  contactSources,
  type Gender,
  genders,
  type LastAction,
  lastActions,
  passwordMin,
} from '@coachline/contract/constants';
import type { Contact } from '@coachline/contract/contacts';
import {
  Button,
  Divider,
  Group,
  Modal,
  Paper,
  PasswordInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { type FormEvent, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { isApiError } from '../../api/client';
import { BusyButton } from '../../ui/BusyButton';
import { onInvalidSubmit, serverErrorsTo } from '../../ui/forms';
import { useContactField, useContactSwitch, usePortalPassword, useUpdateContact } from './queries';

type DetailsForm = {
  first_name: string;
  last_name: string;
  email: string;
  number: string;
  gender: Gender;
  source: string | null;
  last_action: string | null;
};
const detailFields = [
  'first_name',
  'last_name',
  'email',
  'number',
  'gender',
  'source',
  'last_action',
] as const;

function valuesOf(c: Contact): DetailsForm {
  return {
    first_name: c.first_name,
    last_name: c.last_name,
    email: c.email ?? '',
    number: c.number ?? '',
    gender: c.gender,
    source: c.source,
    last_action: c.last_action,
  };
}

function DetailsFormCard(props: { contact: Contact; canEdit: boolean }) {
  const { contact } = props;
  const update = useUpdateContact();
  const form = useForm<DetailsForm>({ defaultValues: valuesOf(contact) });
  const { errors, isDirty } = form.formState;

  useEffect(() => {
    form.reset(valuesOf(contact));
  }, [contact, form]);

  // Leaving with unsaved changes asks first (UX.md).
  useEffect(() => {
    if (!isDirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty]);

  const submit = form.handleSubmit((v) => {
    update.mutate(
      {
        id: contact.id,
        body: {
          first_name: v.first_name.trim(),
          last_name: v.last_name.trim(),
          email: v.email.trim() || null,
          number: v.number.trim() || null,
          gender: v.gender,
          source: (v.source as ContactSource | null) ?? null,
          last_action: (v.last_action as LastAction | null) ?? null,
        },
      },
      { onError: serverErrorsTo(form.setError, detailFields) },
    );
  }, onInvalidSubmit);

  const select = (
    name: 'gender' | 'source' | 'last_action',
    label: string,
    data: string[],
    clearable: boolean,
  ) => (
    <Select
      label={label}
      name={name}
      data={data}
      value={form.watch(name)}
      onChange={(v) =>
        form.setValue(name, (v ?? (name === 'gender' ? 'Unassigned' : null)) as never, {
          shouldDirty: true,
        })
      }
      clearable={clearable}
      searchable={data.length > 8}
      readOnly={!props.canEdit}
      error={errors[name]?.message}
      comboboxProps={{ withinPortal: true }}
    />
  );

  return (
    <form onSubmit={submit} noValidate aria-labelledby="details-title">
      <Stack gap="sm">
        <Title order={2} size="h5" id="details-title">
          Details
        </Title>
        <SimpleGrid cols={2} spacing="sm">
          <TextInput
            label="First name"
            readOnly={!props.canEdit}
            error={errors.first_name?.message}
            {...form.register('first_name')}
          />
          <TextInput
            label="Last name"
            readOnly={!props.canEdit}
            error={errors.last_name?.message}
            {...form.register('last_name')}
          />
        </SimpleGrid>
        <TextInput
          label="Email"
          type="email"
          readOnly={!props.canEdit}
          error={errors.email?.message}
          {...form.register('email')}
        />
        <TextInput
          label="Phone"
          type="tel"
          readOnly={!props.canEdit}
          error={errors.number?.message}
          {...form.register('number')}
        />
        {select('gender', 'Gender', [...genders], false)}
        {select('source', 'Source', [...contactSources], true)}
        {select(
          'last_action',
          'Last action',
          lastActions.map((a) => a.value),
          true,
        )}
        {props.canEdit ? (
          <Group justify="flex-end" gap="xs">
            <Button
              variant="default"
              disabled={!isDirty || update.isPending}
              onClick={() => form.reset(valuesOf(contact))}
            >
              Discard
            </Button>
            <BusyButton
              type="submit"
              busy={update.isPending}
              busyLabel="Saving"
              disabled={!isDirty}
            >
              Save details
            </BusyButton>
          </Group>
        ) : null}
      </Stack>
    </form>
  );
}

function MemberIdField(props: { contact: Contact; canEdit: boolean }) {
  const field = useContactField();
  const [value, setValue] = useState(props.contact.member_id ?? '');
  const [error, setError] = useState<string | undefined>();
  useEffect(() => setValue(props.contact.member_id ?? ''), [props.contact.member_id]);
  const changed = value.trim() !== (props.contact.member_id ?? '');
  const save = (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    field.mutate(
      { id: props.contact.id, path: 'update-member-id', body: { member_id: value.trim() || null } },
      { onError: (e) => setError(isApiError(e) ? e.fieldErrors.member_id : undefined) },
    );
  };
  return (
    <form onSubmit={save} noValidate>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          label="Member ID"
          name="member_id"
          value={value}
          onChange={(e) => setValue(e.currentTarget.value)}
          error={error}
          readOnly={!props.canEdit}
          maxLength={64}
          style={{ flex: 1 }}
        />
        {props.canEdit ? (
          <BusyButton
            type="submit"
            variant="default"
            busy={field.isPending}
            busyLabel="Saving"
            disabled={!changed}
          >
            Save
          </BusyButton>
        ) : null}
      </Group>
    </form>
  );
}

function BirthdayField(props: { contact: Contact; canEdit: boolean }) {
  const field = useContactField();
  const [error, setError] = useState<string | undefined>();
  return (
    <DateInput
      label="Birthday"
      name="birthday"
      placeholder="Pick a date"
      valueFormat="MMM D, YYYY"
      value={props.contact.birthday}
      onChange={(v) => {
        setError(undefined);
        field.mutate(
          { id: props.contact.id, path: 'update-birthday', body: { birthday: v || null } },
          { onError: (e) => setError(isApiError(e) ? e.fieldErrors.birthday : undefined) },
        );
      }}
      clearable
      maxDate={new Date()}
      readOnly={!props.canEdit}
      error={error}
      popoverProps={{ withinPortal: true }}
    />
  );
}

function PortalPasswordModal(props: { contact: Contact; opened: boolean; onClose: () => void }) {
  const save = usePortalPassword();
  const form = useForm<{ password: string; password_confirmation: string }>({
    defaultValues: { password: '', password_confirmation: '' },
  });
  const { errors } = form.formState;
  const close = () => {
    form.reset();
    props.onClose();
  };
  const submit = form.handleSubmit(
    (v) =>
      save.mutate(
        { id: props.contact.id, ...v },
        {
          onSuccess: close,
          onError: serverErrorsTo(form.setError, ['password', 'password_confirmation']),
        },
      ),
    onInvalidSubmit,
  );
  return (
    <Modal opened={props.opened} onClose={close} title="Set portal password" centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <PasswordInput
            label="New password"
            autoComplete="new-password"
            description={`At least ${passwordMin} characters`}
            data-autofocus
            error={errors.password?.message}
            {...form.register('password', {
              validate: (v) =>
                v.length >= passwordMin || `must be at least ${passwordMin} characters`,
            })}
          />
          <PasswordInput
            label="Confirm password"
            autoComplete="new-password"
            error={errors.password_confirmation?.message}
            {...form.register('password_confirmation', {
              validate: (v, all) =>
                v === all.password || 'The password confirmation does not match.',
            })}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <BusyButton type="submit" busy={save.isPending} busyLabel="Saving">
              Save password
            </BusyButton>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** Edit controls of the profile (001 §2): details, member ID, birthday, portal, delivery. */
export function ProfileDetails(props: { contact: Contact }) {
  const { contact } = props;
  const canEdit = contact.can.update;
  const toggle = useContactSwitch();
  const [passwordOpen, setPasswordOpen] = useState(false);

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="md">
        <DetailsFormCard contact={contact} canEdit={canEdit} />
        <Divider />
        <MemberIdField contact={contact} canEdit={canEdit} />
        <BirthdayField contact={contact} canEdit={canEdit} />
        <Divider />
        <Stack gap="xs" role="group" aria-labelledby="portal-title">
          <Title order={2} size="h5" id="portal-title">
            Client portal
          </Title>
          <Switch
            label="Portal account active"
            description={
              contact.portal_active
                ? 'The contact can sign in to the portal.'
                : 'Suspended: the contact cannot sign in.'
            }
            checked={contact.portal_active}
            disabled={!canEdit || toggle.isPending}
            onChange={(e) =>
              toggle.mutate({
                kind: 'portal',
                id: contact.id,
                portal_active: e.currentTarget.checked,
              })
            }
          />
          <Group justify="space-between" gap="xs">
            <Text size="sm" c="dimmed">
              {contact.has_portal_password
                ? 'A portal password is set.'
                : 'No portal password yet.'}
            </Text>
            {canEdit ? (
              <Button size="xs" variant="default" onClick={() => setPasswordOpen(true)}>
                {contact.has_portal_password ? 'Change portal password' : 'Set portal password'}
              </Button>
            ) : null}
          </Group>
        </Stack>
        <Divider />
        <Stack gap="xs" role="group" aria-labelledby="delivery-title">
          <Title order={2} size="h5" id="delivery-title">
            Delivery
          </Title>
          <Switch
            label="Email delivery"
            description="Send emails to this contact."
            checked={contact.email_enabled}
            disabled={!canEdit || toggle.isPending}
            onChange={(e) =>
              toggle.mutate({
                kind: 'delivery',
                id: contact.id,
                email_enabled: e.currentTarget.checked,
              })
            }
          />
          <Switch
            label="SMS delivery"
            description="Send text messages to this contact."
            checked={contact.sms_enabled}
            disabled={!canEdit || toggle.isPending}
            onChange={(e) =>
              toggle.mutate({
                kind: 'delivery',
                id: contact.id,
                sms_enabled: e.currentTarget.checked,
              })
            }
          />
        </Stack>
      </Stack>
      <PortalPasswordModal
        contact={contact}
        opened={passwordOpen}
        onClose={() => setPasswordOpen(false)}
      />
    </Paper>
  );
}
