import { maxImageBytes, temperatures } from '@coachline/contract/constants';
import type { Contact, ContactTab } from '@coachline/contract/contacts';
import { messages } from '@coachline/contract/messages';
import { buildPath } from '@coachline/contract/routes';
import {
  ActionIcon,
  Avatar,
  Badge,
  Box,
  Button,
  FileButton,
  Group,
  Loader,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import {
  type Icon,
  IconCamera,
  IconClock,
  IconFlag,
  IconFlagFilled,
  IconMail,
  IconMessage,
  IconMessageCircle,
  IconPhone,
  IconStar,
  IconStarFilled,
  IconTrash,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../api/client';
import { DateTime } from '../../../ui/DateTime';
import { confirmDelete } from '../../../ui/dialogs';
import { toastError } from '../../../ui/toast';
import { PortalMessageModal } from '../../message-center/PortalMessageModal';
import { SendEmailModal, SendSmsModal } from '../../messaging/SendMessageModals';
import { useTagIdsFor } from '../../tags/queries';
import { TagInput } from '../../tags/TagInput';
import { contactName, contactReach, statusOptions, temperatureLabels } from '../labels';
import { useBulkAction } from '../list/queries';
import { AutosaveSelect, ReadOnlyValue } from './AutosaveField';
import { useAutosave, useContactField, useUploadPhoto } from './queries';

const noTemperature = 'none';

function PhotoControl(props: { contact: Contact; canEdit: boolean }) {
  const photo = useUploadPhoto(props.contact.id);
  const [error, setError] = useState<string | null>(null);
  const { contact } = props;
  const name = contactName(contact);
  const pick = (file: File | null) => {
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      toastError(messages.selectImageFile);
      return;
    }
    if (file.size > maxImageBytes) {
      toastError(messages.imageTooLarge);
      return;
    }
    setError(null);
    photo.mutate(file, {
      onError: (e) => {
        if (!isApiError(e)) return;
        const message = e.fieldErrors.photo ?? e.fieldErrors.image;
        if (message) {
          // 000 §8 image upload failure: the toast, and the image's own error in red.
          setError(message);
          toastError(messages.imageUploadFailed);
          return;
        }
        void import('../../../api/effects').then((m) => m.applyFailure(e.failure));
      },
    });
  };
  return (
    <Stack gap={6} align="center">
      <Box pos="relative">
        <Avatar src={contact.photo} alt={`Photo of ${name}`} size={96} radius={96} color="blue">
          <Text fz={32} fw={700}>
            {name.slice(0, 1).toUpperCase()}
          </Text>
        </Avatar>
        {photo.isPending ? (
          <Loader
            size="sm"
            pos="absolute"
            top="50%"
            left="50%"
            style={{ transform: 'translate(-50%, -50%)' }}
            aria-label="Uploading photo"
          />
        ) : null}
      </Box>
      {props.canEdit ? (
        <FileButton onChange={pick} accept="image/png,image/jpeg,image/gif,image/webp,image/bmp">
          {(p) => (
            <Button
              {...p}
              size="compact-xs"
              variant="subtle"
              leftSection={<IconCamera size={14} aria-hidden />}
              disabled={photo.isPending}
            >
              {photo.isPending
                ? messages.cropping
                : contact.photo
                  ? 'Replace photo'
                  : 'Upload photo'}
            </Button>
          )}
        </FileButton>
      ) : null}
      {error ? (
        <Text size="xs" c="red.8" role="alert" maw={160} ta="center">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}

/**
 * The contact's tags, entered as everywhere else (type, Enter, created if new); each change is
 * the bulk tag call on this one contact. View-only staff see the tags as badges.
 */
export function ContactTags(props: { contact: Contact; canEdit: boolean }) {
  const { contact } = props;
  const bulk = useBulkAction();
  const tagIdsFor = useTagIdsFor();
  const names = contact.tags.map((t) => t.name);
  const selection = { ids: [contact.id] };

  if (!props.canEdit) {
    return (
      <Group gap={6} wrap="wrap" role="group" aria-label="Tags">
        {contact.tags.length === 0 ? (
          <Text size="sm" c="dimmed">
            No tags
          </Text>
        ) : (
          contact.tags.map((t) => (
            <Badge key={t.id} variant="light" size="lg" style={{ textTransform: 'none' }}>
              {t.name}
            </Badge>
          ))
        )}
      </Group>
    );
  }

  const change = async (next: string[]) => {
    const lower = (n: string) => n.toLowerCase();
    const removed = contact.tags.filter((t) => !next.some((n) => lower(n) === lower(t.name)));
    const added = next.filter((n) => !names.some((m) => lower(m) === lower(n)));
    if (removed.length > 0)
      bulk.mutate({
        request: { action: 'remove-tag', tag_ids: removed.map((t) => t.id) },
        selection,
      });
    if (added.length > 0)
      bulk.mutate({ request: { action: 'add-tag', tag_ids: await tagIdsFor(added) }, selection });
  };
  return <TagInput label="Tags" value={names} onChange={(next) => void change(next)} />;
}

/** Starred or flagged: a toggle whose tooltip says the state. */
function MarkToggle(props: {
  label: 'Starred' | 'Flagged';
  color: string;
  on: boolean;
  icon: Icon;
  disabled: boolean;
  onToggle: () => void;
}) {
  const MarkIcon = props.icon;
  return (
    <Tooltip label={props.on ? props.label : `Not ${props.label.toLowerCase()}`}>
      <ActionIcon
        variant={props.on ? 'light' : 'subtle'}
        color={props.color}
        size="lg"
        aria-label={props.label}
        aria-pressed={props.on}
        disabled={props.disabled}
        onClick={props.onToggle}
      >
        <MarkIcon size={20} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}

/** Email, text, call and delete: what a coach does next with the contact, from its header. */
function HeaderActions(props: { contact: Contact }) {
  const { contact } = props;
  const bulk = useBulkAction();
  const navigate = useNavigate();
  const name = contactName(contact);
  const remove = () =>
    confirmDelete(`${name} will be deleted. You can restore them from the deleted contacts.`, () =>
      bulk.mutate(
        { request: { action: 'delete' }, selection: { ids: [contact.id] } },
        { onSuccess: () => void navigate(buildPath('ContactIndex')) },
      ),
    );
  const [sending, setSending] = useState<'email' | 'sms' | 'portal' | 'portal-later' | null>(null);
  const emailBlocked = !contact.email
    ? 'No email address'
    : !contact.email_enabled
      ? 'Email delivery is switched off for this contact'
      : null;
  const smsBlocked = !contact.number
    ? 'No phone number'
    : !contact.sms_enabled
      ? 'SMS delivery is switched off for this contact'
      : null;
  return (
    <Group gap="xs" wrap="wrap" role="group" aria-label="Contact actions">
      {contact.can.update ? (
        <>
          <Tooltip label={emailBlocked} disabled={!emailBlocked} withinPortal>
            <Button
              size="xs"
              variant="light"
              leftSection={<IconMail size={14} aria-hidden />}
              disabled={Boolean(emailBlocked)}
              onClick={() => setSending('email')}
            >
              Send email
            </Button>
          </Tooltip>
          <Tooltip label={smsBlocked} disabled={!smsBlocked} withinPortal>
            <Button
              size="xs"
              variant="light"
              leftSection={<IconMessage size={14} aria-hidden />}
              disabled={Boolean(smsBlocked)}
              onClick={() => setSending('sms')}
            >
              Send SMS
            </Button>
          </Tooltip>
          {sending === 'email' ? (
            <SendEmailModal contact={contact} onClose={() => setSending(null)} />
          ) : null}
          <Button
            size="xs"
            variant="light"
            leftSection={<IconMessageCircle size={14} aria-hidden />}
            onClick={() => setSending('portal')}
          >
            Send portal message
          </Button>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconClock size={14} aria-hidden />}
            onClick={() => setSending('portal-later')}
          >
            Schedule portal message
          </Button>
          {sending === 'sms' ? (
            <SendSmsModal contact={contact} onClose={() => setSending(null)} />
          ) : null}
          {sending === 'portal' || sending === 'portal-later' ? (
            <PortalMessageModal
              contact={contact}
              schedule={sending === 'portal-later'}
              onClose={() => setSending(null)}
            />
          ) : null}
        </>
      ) : null}
      <Button
        component="a"
        href={contact.number ? `tel:${contact.number.replace(/[^\d+]/g, '')}` : undefined}
        size="xs"
        variant="light"
        leftSection={<IconPhone size={14} aria-hidden />}
        disabled={!contact.number}
        aria-disabled={!contact.number || undefined}
        title={contact.number ? undefined : 'No phone number'}
      >
        Call
      </Button>
      {contact.can.delete ? (
        <Button
          size="xs"
          variant="light"
          color="red"
          leftSection={<IconTrash size={14} aria-hidden />}
          loading={bulk.isPending}
          onClick={remove}
        >
          Delete
        </Button>
      ) : null}
    </Group>
  );
}

/** The profile header (001 §2): photo, name, actions, status, temperature, marks and tags. */
export function ProfileHeader(props: { contact: Contact; tabs: readonly ContactTab[] }) {
  const { contact } = props;
  const canEdit = contact.can.update;
  const field = useContactField();
  const autosave = useAutosave(contact.id);
  const name = contactName(contact);
  const status = statusOptions(props.tabs);
  const temperature = contact.temperature ? temperatureLabels[contact.temperature] : 'None';

  return (
    <Paper withBorder radius="md" p="md">
      <Group align="flex-start" gap="lg" wrap="wrap">
        <PhotoControl contact={contact} canEdit={canEdit} />
        <Stack gap="sm" style={{ flex: '1 1 280px', minWidth: 0 }}>
          <Group gap="xs" wrap="nowrap" justify="space-between" align="flex-start">
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Title order={1} size="h2" style={{ wordBreak: 'break-word' }}>
                {name}
              </Title>
              <Text size="sm" c="dimmed">
                {contactReach(contact)}
              </Text>
              <Text size="xs" c="dimmed">
                Added <DateTime value={contact.date_created} size="xs" />
              </Text>
            </Stack>
            <Group gap={4} wrap="nowrap">
              <MarkToggle
                label="Starred"
                color="yellow"
                on={contact.starred}
                icon={contact.starred ? IconStarFilled : IconStar}
                disabled={!canEdit}
                onToggle={() =>
                  field.mutate({
                    id: contact.id,
                    field: 'starred',
                    body: { starred: !contact.starred },
                  })
                }
              />
              <MarkToggle
                label="Flagged"
                color="red"
                on={contact.flagged}
                icon={contact.flagged ? IconFlagFilled : IconFlag}
                disabled={!canEdit}
                onToggle={() =>
                  field.mutate({
                    id: contact.id,
                    field: 'flagged',
                    body: { flagged: !contact.flagged },
                  })
                }
              />
            </Group>
          </Group>
          <HeaderActions contact={contact} />
          {canEdit ? (
            <Group gap="md" wrap="wrap" align="flex-end">
              <AutosaveSelect
                label="Status"
                name="status"
                w={220}
                data={status}
                value={contact.status}
                save={(v) => autosave.mutateAsync({ status: v ?? contact.status })}
              />
              <Stack gap={4}>
                <Text size="sm" fw={500} id="temperature-label">
                  Temperature
                </Text>
                <SegmentedControl
                  aria-labelledby="temperature-label"
                  size="xs"
                  value={contact.temperature ?? noTemperature}
                  onChange={(v) =>
                    field.mutate({
                      id: contact.id,
                      field: 'temperature',
                      body: {
                        temperature: v === noTemperature ? null : (v as Contact['temperature']),
                      },
                    })
                  }
                  data={[
                    { value: noTemperature, label: 'None' },
                    ...temperatures.map((t) => ({ value: t, label: temperatureLabels[t] })),
                  ]}
                />
              </Stack>
            </Group>
          ) : (
            <Group gap="xl" wrap="wrap">
              <ReadOnlyValue
                label="Status"
                value={
                  status.flatMap((g) => g.items).find((o) => o.value === contact.status)?.label ??
                  contact.status
                }
              />
              <ReadOnlyValue label="Temperature" value={temperature} />
            </Group>
          )}
          <ContactTags contact={contact} canEdit={canEdit} />
        </Stack>
      </Group>
    </Paper>
  );
}
