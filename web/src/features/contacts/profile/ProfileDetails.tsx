import {
  type ContactSource,
  contactSources,
  genders,
  type LastAction,
  lastActions,
  passwordMin,
} from '@coachline/contract/constants';
import { type Contact, contactUpdateBody, portalPasswordBody } from '@coachline/contract/contacts';
import { formatPhone } from '@coachline/contract/phones';
import { portalPaths } from '@coachline/contract/portal';
import {
  Badge,
  Button,
  Divider,
  Group,
  Paper,
  PasswordInput,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { DateInput } from '@mantine/dates';
import dayjs from 'dayjs';
import { useState } from 'react';
import type { z } from 'zod';
import { isApiError } from '../../../api/client';
import { useSession } from '../../../app/session';
import { FormModal } from '../../../ui/FormModal';
import { useContractForm } from '../../../ui/useContractForm';
import { AutosaveSelect, AutosaveText, ReadOnlyValue } from './AutosaveField';
import { CustomFieldsPanel } from './CustomFields';
import {
  useAutosave,
  useContactSwitch,
  useEmailChecks,
  usePortalLoginLink,
  usePortalPassword,
  useResendMemberId,
} from './queries';

type UpdateBody = z.input<typeof contactUpdateBody>;
type CheckedField = 'first_name' | 'last_name' | 'email' | 'number' | 'member_id';

/** The update body's own rule for one field, so a bad value is refused before it is sent. */
function checkOf(field: CheckedField) {
  return (value: string) => {
    const result = contactUpdateBody.shape[field].safeParse(value);
    return result.success ? undefined : result.error.issues[0]?.message;
  };
}

const textFields = [
  { name: 'first_name', label: 'First name', type: 'text', max: 100 },
  { name: 'last_name', label: 'Last name', type: 'text', max: 100 },
  { name: 'email', label: 'Email', type: 'email', max: 191 },
  { name: 'number', label: 'Phone', type: 'tel', max: 32 },
] as const;

const emailStatusWords = {
  valid: { label: 'Valid email', color: 'teal' },
  invalid: { label: 'Invalid email', color: 'red' },
} as const;

/** Whether the email takes mail, with the calls that check it or overrule the check. */
function EmailChecks(props: { contact: Contact; canEdit: boolean }) {
  const { contact } = props;
  const { check, markValid } = useEmailChecks(contact.id);
  if (!contact.email) return null;
  const status = contact.email_status ? emailStatusWords[contact.email_status] : null;
  return (
    <Group gap="xs" mt={4}>
      <Badge variant="light" color={status?.color ?? 'gray'} style={{ textTransform: 'none' }}>
        {status?.label ?? 'Email not checked'}
      </Badge>
      {props.canEdit ? (
        <>
          <Button
            size="compact-xs"
            variant="subtle"
            loading={check.isPending}
            onClick={() => check.mutate()}
          >
            Check email
          </Button>
          {contact.email_status === 'invalid' ? (
            <Button
              size="compact-xs"
              variant="subtle"
              loading={markValid.isPending}
              onClick={() => markValid.mutate()}
            >
              Mark as valid
            </Button>
          ) : null}
        </>
      ) : null}
    </Group>
  );
}

/** Sends the contact their member ID with the location's member-ID message. */
function SendMemberId(props: { contactId: number }) {
  const resend = useResendMemberId(props.contactId);
  return (
    <Group gap="xs" mt={4}>
      <Button
        size="compact-xs"
        variant="subtle"
        loading={resend.isPending}
        onClick={() => resend.mutate()}
      >
        Send member ID
      </Button>
    </Group>
  );
}

/** The contact's details, each saved on its own as it is left. */
function DetailFields(props: { contact: Contact }) {
  const { contact } = props;
  const autosave = useAutosave(contact.id);
  const save = (body: UpdateBody) => autosave.mutateAsync(body);
  return (
    <Stack gap="sm">
      <SimpleGrid cols={2} spacing="sm">
        {textFields.slice(0, 2).map((f) => (
          <AutosaveText
            key={f.name}
            label={f.label}
            name={f.name}
            value={contact[f.name] ?? ''}
            maxLength={f.max}
            check={checkOf(f.name)}
            save={(v) => save({ [f.name]: v })}
          />
        ))}
      </SimpleGrid>
      {textFields.slice(2).map((f) => (
        <AutosaveText
          key={f.name}
          label={f.label}
          name={f.name}
          type={f.type}
          value={f.name === 'number' ? formatPhone(contact.number) : (contact[f.name] ?? '')}
          maxLength={f.max}
          check={checkOf(f.name)}
          save={(v) => save({ [f.name]: v })}
          below={f.name === 'email' ? <EmailChecks contact={contact} canEdit /> : null}
        />
      ))}
      <AutosaveSelect
        label="Gender"
        name="gender"
        value={contact.gender}
        data={genders}
        save={(v) => save({ gender: (v ?? 'Unassigned') as Contact['gender'] })}
      />
      <AutosaveSelect
        label="Source"
        name="source"
        value={contact.source}
        data={contactSources}
        clearable
        searchable
        save={(v) => save({ source: v as ContactSource | null })}
      />
      <AutosaveSelect
        label="Last action"
        name="last_action"
        value={contact.last_action}
        data={lastActions.map((a) => a.value)}
        clearable
        searchable
        save={(v) => save({ last_action: v as LastAction | null })}
      />
      <AutosaveText
        label="Member ID"
        name="member_id"
        value={contact.member_id ?? ''}
        maxLength={64}
        check={checkOf('member_id')}
        save={(v) => save({ member_id: v || null })}
        below={contact.member_id ? <SendMemberId contactId={contact.id} /> : null}
      />
      <BirthdayField contact={contact} save={save} />
    </Stack>
  );
}

/** The same details as text, for staff who may view but not change them. */
function DetailValues(props: { contact: Contact }) {
  const { contact } = props;
  const status = contact.email_status ? emailStatusWords[contact.email_status].label : null;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
      <ReadOnlyValue label="First name" value={contact.first_name} />
      <ReadOnlyValue label="Last name" value={contact.last_name} />
      <ReadOnlyValue
        label="Email"
        value={
          contact.email ? `${contact.email}${status ? ` (${status.toLowerCase()})` : ''}` : null
        }
      />
      <ReadOnlyValue label="Phone" value={formatPhone(contact.number) || null} />
      <ReadOnlyValue label="Gender" value={contact.gender} />
      <ReadOnlyValue label="Source" value={contact.source} />
      <ReadOnlyValue label="Last action" value={contact.last_action} />
      <ReadOnlyValue label="Member ID" value={contact.member_id} />
      <ReadOnlyValue
        label="Birthday"
        value={contact.birthday ? dayjs(contact.birthday).format('MMM D, YYYY') : null}
      />
    </SimpleGrid>
  );
}

/** The birthday saves as soon as a date is picked or cleared. */
function BirthdayField(props: { contact: Contact; save: (body: UpdateBody) => Promise<unknown> }) {
  const [error, setError] = useState<string | undefined>();
  const [saved, setSaved] = useState(false);
  return (
    <DateInput
      label="Birthday"
      name="birthday"
      placeholder="Pick a date"
      valueFormat="MMM D, YYYY"
      value={props.contact.birthday}
      onChange={(v) => {
        setError(undefined);
        setSaved(false);
        props.save({ birthday: v || null }).then(
          () => setSaved(true),
          (e: unknown) => setError(isApiError(e) ? e.fieldErrors.birthday : undefined),
        );
      }}
      clearable
      clearButtonProps={{ 'aria-label': 'Clear birthday' }}
      maxDate={new Date()}
      error={error}
      description={saved ? 'Saved' : undefined}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      popoverProps={{ withinPortal: true }}
    />
  );
}

/** The portal's address, and the link that lets the contact choose their own password. */
function PortalLoginLink({ contact }: { contact: Contact }) {
  const send = usePortalLoginLink(contact.id);
  const accountId = useSession((s) => s.auth?.accessed_location_id);
  const address = accountId ? `${window.location.origin}${portalPaths.home(accountId)}` : '';
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        Portal address: {address}
      </Text>
      <Tooltip label="The contact has no email address" disabled={Boolean(contact.email)}>
        <Button
          size="xs"
          variant="default"
          disabled={!contact.email}
          loading={send.isPending}
          onClick={() => send.mutate()}
        >
          Send login link
        </Button>
      </Tooltip>
    </Group>
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

const onOff = (on: boolean) => (on ? 'On' : 'Off');

/** Edit controls of the profile (001 §2): details, custom fields, portal, delivery. */
export function ProfileDetails(props: { contact: Contact }) {
  const { contact } = props;
  const canEdit = contact.can.update;
  const toggle = useContactSwitch(contact.id);
  const { confirmation } = useEmailChecks(contact.id);
  const [passwordOpen, setPasswordOpen] = useState(false);
  const switchProps = { disabled: toggle.isPending };

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="md">
        <Title order={2} size="h5">
          Details
        </Title>
        {canEdit ? <DetailFields contact={contact} /> : <DetailValues contact={contact} />}
        <CustomFieldsPanel contact={contact} />
        <Divider />
        <Stack gap="xs" role="group" aria-labelledby="portal-title">
          <Title order={2} size="h5" id="portal-title">
            Client portal
          </Title>
          {canEdit ? (
            <Switch
              {...switchProps}
              label="Portal account active"
              description={
                contact.portal_active
                  ? 'The contact can sign in to the portal.'
                  : 'Suspended: the contact cannot sign in.'
              }
              checked={contact.portal_active}
              onChange={(e) => toggle.mutate({ portal_active: e.currentTarget.checked })}
            />
          ) : (
            <ReadOnlyValue
              label="Portal account"
              value={contact.portal_active ? 'Active' : 'Suspended'}
            />
          )}
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
          {canEdit ? <PortalLoginLink contact={contact} /> : null}
        </Stack>
        <Divider />
        <Stack gap="xs" role="group" aria-labelledby="delivery-title">
          <Title order={2} size="h5" id="delivery-title">
            Delivery
          </Title>
          {canEdit ? (
            <>
              <Switch
                {...switchProps}
                label="Email delivery"
                description="Send emails to this contact."
                checked={contact.email_enabled}
                onChange={(e) => toggle.mutate({ email_enabled: e.currentTarget.checked })}
              />
              <Switch
                {...switchProps}
                label="SMS delivery"
                description="Send text messages to this contact."
                checked={contact.sms_enabled}
                onChange={(e) => toggle.mutate({ sms_enabled: e.currentTarget.checked })}
              />
              <Switch
                disabled={confirmation.isPending}
                label="Email confirmation"
                description={
                  contact.email_confirmation === 'requested'
                    ? 'The contact is asked to confirm their email.'
                    : 'Disabled: the contact is not asked to confirm their email.'
                }
                checked={contact.email_confirmation === 'requested'}
                onChange={(e) => confirmation.mutate(!e.currentTarget.checked)}
              />
            </>
          ) : (
            <SimpleGrid cols={3} spacing="sm">
              <ReadOnlyValue label="Email delivery" value={onOff(contact.email_enabled)} />
              <ReadOnlyValue label="SMS delivery" value={onOff(contact.sms_enabled)} />
              <ReadOnlyValue
                label="Email confirmation"
                value={contact.email_confirmation === 'requested' ? 'Requested' : 'Disabled'}
              />
            </SimpleGrid>
          )}
        </Stack>
      </Stack>
      {canEdit ? (
        <PortalPasswordModal
          contact={contact}
          opened={passwordOpen}
          onClose={() => setPasswordOpen(false)}
        />
      ) : null}
    </Paper>
  );
}
