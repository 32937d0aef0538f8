import {
  type ContactSource,
  contactSources,
  genders,
  type LastAction,
  lastActions,
  passwordMin,
} from '@coachline/contract/constants';
import {
  type Contact,
  contactUpdateBody,
  memberIdBody,
  portalPasswordBody,
} from '@coachline/contract/contacts';
import {
  Button,
  Divider,
  Group,
  Paper,
  PasswordInput,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useEffect, useState } from 'react';
import type { z } from 'zod';
import { isApiError } from '../../../api/client';
import { BusyButton } from '../../../ui/BusyButton';
import { SelectField } from '../../../ui/FormFields';
import { FormModal } from '../../../ui/FormModal';
import { onInvalidSubmit, serverErrorsTo } from '../../../ui/forms';
import { useContractForm } from '../../../ui/useContractForm';
import { useContactField, useContactSwitch, usePortalPassword, useUpdateContact } from './queries';

/** The contact's details as the update body takes them. */
function valuesOf(c: Contact): z.input<typeof contactUpdateBody> {
  return {
    first_name: c.first_name,
    last_name: c.last_name,
    email: c.email ?? '',
    number: c.number ?? '',
    gender: c.gender,
    // Sources and last actions come from the same lists the update accepts.
    source: c.source as ContactSource | null,
    last_action: c.last_action as LastAction | null,
  };
}

function DetailsFormCard(props: { contact: Contact; canEdit: boolean }) {
  const { contact, canEdit } = props;
  const update = useUpdateContact();
  const form = useContractForm(contactUpdateBody, valuesOf(contact));
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

  const submit = form.handleSubmit(
    (body) => update.mutate({ id: contact.id, body }, { onError: serverErrorsTo(form) }),
    onInvalidSubmit,
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
            readOnly={!canEdit}
            error={errors.first_name?.message}
            {...form.register('first_name')}
          />
          <TextInput
            label="Last name"
            readOnly={!canEdit}
            error={errors.last_name?.message}
            {...form.register('last_name')}
          />
        </SimpleGrid>
        <TextInput
          label="Email"
          type="email"
          readOnly={!canEdit}
          error={errors.email?.message}
          {...form.register('email')}
        />
        <TextInput
          label="Phone"
          type="tel"
          readOnly={!canEdit}
          error={errors.number?.message}
          {...form.register('number')}
        />
        <SelectField
          control={form.control}
          name="gender"
          label="Gender"
          data={[...genders]}
          parse={(v) => v ?? 'Unassigned'}
          readOnly={!canEdit}
        />
        <SelectField
          control={form.control}
          name="source"
          label="Source"
          data={[...contactSources]}
          clearable
          searchable
          readOnly={!canEdit}
        />
        <SelectField
          control={form.control}
          name="last_action"
          label="Last action"
          data={lastActions.map((a) => a.value)}
          clearable
          searchable
          readOnly={!canEdit}
        />
        {canEdit ? (
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
  const { contact } = props;
  const field = useContactField();
  const saved = contact.member_id ?? '';
  const form = useContractForm(memberIdBody, { member_id: saved });
  const changed = (form.watch('member_id') ?? '').trim() !== saved;

  useEffect(() => {
    form.reset({ member_id: saved });
  }, [saved, form]);

  const submit = form.handleSubmit(
    ({ member_id }) =>
      field.mutate(
        { id: contact.id, field: 'member_id', body: { member_id: member_id || null } },
        { onError: serverErrorsTo(form) },
      ),
    onInvalidSubmit,
  );
  return (
    <form onSubmit={submit} noValidate>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          label="Member ID"
          error={form.formState.errors.member_id?.message}
          readOnly={!props.canEdit}
          maxLength={64}
          style={{ flex: 1 }}
          {...form.register('member_id')}
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

/** The birthday saves as soon as a date is picked; a refusal shows under the field. */
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
          { id: props.contact.id, field: 'birthday', body: { birthday: v || null } },
          { onError: (e) => setError(isApiError(e) ? e.fieldErrors.birthday : undefined) },
        );
      }}
      clearable
      clearButtonProps={{ 'aria-label': 'Clear birthday' }}
      maxDate={new Date()}
      readOnly={!props.canEdit}
      error={error}
      popoverProps={{ withinPortal: true }}
    />
  );
}

function PortalPasswordModal(props: { contact: Contact; opened: boolean; onClose: () => void }) {
  const save = usePortalPassword(props.contact.id);
  const form = useContractForm(portalPasswordBody, { password: '', password_confirmation: '' });
  const { errors } = form.formState;
  const close = () => {
    form.reset();
    props.onClose();
  };
  return (
    <FormModal
      opened={props.opened}
      onClose={close}
      title="Set portal password"
      form={form}
      send={(body, outcome) => save.mutate(body, outcome)}
      submitLabel="Save password"
      busy={save.isPending}
    >
      <PasswordInput
        label="New password"
        autoComplete="new-password"
        description={`At least ${passwordMin} characters`}
        data-autofocus
        error={errors.password?.message}
        {...form.register('password')}
      />
      <PasswordInput
        label="Confirm password"
        autoComplete="new-password"
        error={errors.password_confirmation?.message}
        {...form.register('password_confirmation')}
      />
    </FormModal>
  );
}

/** Edit controls of the profile (001 §2): details, member ID, birthday, portal, delivery. */
export function ProfileDetails(props: { contact: Contact }) {
  const { contact } = props;
  const canEdit = contact.can.update;
  const toggle = useContactSwitch(contact.id);
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
            onChange={(e) => toggle.mutate({ portal_active: e.currentTarget.checked })}
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
            onChange={(e) => toggle.mutate({ email_enabled: e.currentTarget.checked })}
          />
          <Switch
            label="SMS delivery"
            description="Send text messages to this contact."
            checked={contact.sms_enabled}
            disabled={!canEdit || toggle.isPending}
            onChange={(e) => toggle.mutate({ sms_enabled: e.currentTarget.checked })}
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
