import { maxImageBytes, temperatures } from '@coachline/contract/constants';
import type { Contact, ContactTab } from '@coachline/contract/contacts';
import { messages } from '@coachline/contract/messages';
import {
  ActionIcon,
  Avatar,
  Badge,
  Box,
  Button,
  CloseButton,
  FileButton,
  Group,
  Loader,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import {
  type Icon,
  IconCamera,
  IconFlag,
  IconFlagFilled,
  IconPlus,
  IconStar,
  IconStarFilled,
} from '@tabler/icons-react';
import { useState } from 'react';
import { isApiError } from '../../../api/client';
import { DateTime } from '../../../ui/DateTime';
import { toastError } from '../../../ui/toast';
import { useSaveTag, useTagOptions } from '../../tags/queries';
import { contactName, contactReach, statusOptions, temperatureLabels } from '../labels';
import { useBulkAction } from '../list/queries';
import { useContactField, useUpdateContact, useUploadPhoto } from './queries';

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

/** The contact's tags with remove buttons, and a picker that adds (or creates) a tag. */
export function ContactTags(props: { contact: Contact; canEdit: boolean }) {
  const { contact } = props;
  const bulk = useBulkAction();
  const createTag = useSaveTag();
  const options = useTagOptions();
  const [search, setSearch] = useState('');
  const [picking, setPicking] = useState(false);
  const mine = new Set(contact.tags.map((t) => String(t.id)));
  const available = options.filter((o) => !mine.has(o.value));
  const selection = { ids: [contact.id] };
  const exists = options.some((o) => o.label.toLowerCase() === search.trim().toLowerCase());

  const add = (tagId: number) =>
    bulk.mutate(
      { request: { action: 'add-tag', tag_ids: [tagId] }, selection },
      { onSuccess: () => setPicking(false) },
    );

  return (
    <Group gap={6} wrap="wrap" role="group" aria-label="Tags">
      {contact.tags.length === 0 && !picking ? (
        <Text size="sm" c="dimmed">
          No tags
        </Text>
      ) : null}
      {contact.tags.map((t) => (
        <Badge
          key={t.id}
          variant="light"
          size="lg"
          style={{ textTransform: 'none' }}
          rightSection={
            props.canEdit ? (
              <CloseButton
                size="xs"
                aria-label={`Remove tag ${t.name}`}
                onClick={() =>
                  bulk.mutate({ request: { action: 'remove-tag', tag_ids: [t.id] }, selection })
                }
              />
            ) : null
          }
        >
          {t.name}
        </Badge>
      ))}
      {props.canEdit && picking ? (
        <Group gap={4} wrap="nowrap">
          <Select
            size="xs"
            aria-label="Tag to add"
            placeholder="Find a tag"
            data={available}
            searchable
            searchValue={search}
            onSearchChange={setSearch}
            onChange={(v) => v && add(Number(v))}
            nothingFoundMessage={search.trim() ? 'No such tag' : 'No more tags'}
            autoFocus
            w={180}
            comboboxProps={{ withinPortal: true }}
          />
          {search.trim() && !exists ? (
            <Button
              size="compact-xs"
              variant="light"
              loading={createTag.isPending}
              onClick={() =>
                createTag.mutate(
                  { name: search.trim(), tag_type: 1 },
                  {
                    onSuccess: (res) => {
                      setSearch('');
                      add(res.tag.id);
                    },
                  },
                )
              }
            >
              Create “{search.trim()}”
            </Button>
          ) : null}
          <CloseButton size="sm" aria-label="Stop adding a tag" onClick={() => setPicking(false)} />
        </Group>
      ) : null}
      {props.canEdit && !picking ? (
        <Button
          size="compact-xs"
          variant="subtle"
          leftSection={<IconPlus size={12} aria-hidden />}
          onClick={() => setPicking(true)}
        >
          Add tag
        </Button>
      ) : null}
    </Group>
  );
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

/** The profile header (001 §2): photo, name, status, temperature, starred, flagged, tags. */
export function ProfileHeader(props: { contact: Contact; tabs: readonly ContactTab[] }) {
  const { contact } = props;
  const canEdit = contact.can.update;
  const field = useContactField();
  const update = useUpdateContact();
  const name = contactName(contact);

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
          <Group gap="md" wrap="wrap" align="flex-end">
            <Select
              label="Status"
              size="sm"
              w={220}
              data={statusOptions(props.tabs)}
              value={contact.status}
              onChange={(v) =>
                v && v !== contact.status && update.mutate({ id: contact.id, body: { status: v } })
              }
              allowDeselect={false}
              disabled={!canEdit}
              comboboxProps={{ withinPortal: true }}
            />
            <Stack gap={4}>
              <Text size="sm" fw={500} id="temperature-label">
                Temperature
              </Text>
              <SegmentedControl
                aria-labelledby="temperature-label"
                size="xs"
                disabled={!canEdit}
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
          <ContactTags contact={contact} canEdit={canEdit} />
        </Stack>
      </Group>
    </Paper>
  );
}
