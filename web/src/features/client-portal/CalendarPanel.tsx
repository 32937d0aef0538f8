import { type CalendarEvent, type EventInput, eventFields } from '@coachline/contract/calendar';
import type { ClientPortalSettings } from '@coachline/contract/client-portal';
import { dayPartTitleKey } from '@coachline/contract/day-parts';
import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Paper,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import {
  IconCalendarEvent,
  IconChevronLeft,
  IconChevronRight,
  IconPlus,
} from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { confirmDelete } from '../../ui/dialogs';
import { EmptyState } from '../../ui/EmptyState';
import { FormModal } from '../../ui/FormModal';
import { EditDeleteActions } from '../../ui/RowActions';
import { useContractForm } from '../../ui/useContractForm';
import { ContactPicker } from '../groups/ContactPicker';
import { useCalendarEvents, useDeleteEvent, useSaveEvent } from './calendarQueries';

// The portal's calendar as the coach keeps it: a month of events, day by day, each with its time,
// place and who sees it; added and edited in a modal, deleted after a confirmation. Contacts see
// a day in its morning, afternoon and evening, under the titles set on the setup tab.

const pad = (n: number) => String(n).padStart(2, '0');

/** The first and last day of the month `offset` months from the one holding `today`. */
function monthOf(today: Date, offset: number) {
  const first = new Date(Date.UTC(today.getFullYear(), today.getMonth() + offset, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0));
  const day = (d: Date) =>
    `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
  return {
    from: day(first),
    to: day(last),
    label: first.toLocaleDateString(undefined, { month: 'long', year: 'numeric', timeZone: 'UTC' }),
  };
}

const dayLabel = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString(undefined, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });

const localToday = () => {
  const now = new Date();
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};

function EventModal(props: { editing: CalendarEvent | null; date: string; onClose: () => void }) {
  const { editing } = props;
  const save = useSaveEvent();
  const form = useContractForm(eventFields, {
    title: editing?.title ?? '',
    description: editing?.description ?? '',
    location: editing?.location ?? '',
    date: editing?.date ?? props.date,
    start_time: editing?.start_time ?? '09:00',
    end_time: editing?.end_time ?? null,
    everyone: editing?.everyone ?? true,
    contact_ids: editing?.contacts.map((c) => c.id) ?? [],
  } satisfies EventInput);
  const everyone = useWatch({ control: form.control, name: 'everyone' });
  const { errors } = form.formState;
  const labels = new Map(editing?.contacts.map((c) => [c.id, c.full_name]));
  return (
    <FormModal
      form={form}
      opened
      onClose={props.onClose}
      title={editing ? 'Edit event' : 'New event'}
      submitLabel={editing ? 'Save event' : 'Add event'}
      busy={save.isPending}
      send={(values, outcome) => save.mutate({ id: editing?.id, ...values }, outcome)}
    >
      <TextInput
        label="Title"
        aria-required
        maxLength={120}
        error={errors.title?.message}
        data-autofocus
        {...form.register('title')}
      />
      <Group grow align="flex-start">
        <TextInput
          type="date"
          label="Date"
          aria-required
          error={errors.date?.message}
          {...form.register('date')}
        />
        <TextInput
          type="time"
          label="Starts"
          aria-required
          error={errors.start_time?.message}
          {...form.register('start_time')}
        />
        <Controller
          control={form.control}
          name="end_time"
          render={({ field, fieldState }) => (
            <TextInput
              type="time"
              label="Ends"
              value={field.value ?? ''}
              onChange={(e) => field.onChange(e.currentTarget.value || null)}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
            />
          )}
        />
      </Group>
      <TextInput
        label="Where"
        description="A room, an address or a video-call link."
        maxLength={200}
        error={errors.location?.message}
        {...form.register('location')}
      />
      <Textarea
        label="Details"
        autosize
        minRows={2}
        maxLength={2000}
        error={errors.description?.message}
        {...form.register('description')}
      />
      <Controller
        control={form.control}
        name="everyone"
        render={({ field }) => (
          <SegmentedControl
            aria-label="Who sees it"
            data={[
              { value: 'everyone', label: 'Every contact' },
              { value: 'chosen', label: 'Chosen contacts' },
            ]}
            value={field.value === false ? 'chosen' : 'everyone'}
            onChange={(v) => field.onChange(v === 'everyone')}
          />
        )}
      />
      {everyone === false && (
        <Controller
          control={form.control}
          name="contact_ids"
          render={({ field, fieldState }) => (
            <ContactPicker
              label="Contacts"
              value={field.value ?? []}
              onChange={field.onChange}
              labels={labels}
              error={fieldState.error?.message}
            />
          )}
        />
      )}
    </FormModal>
  );
}

function EventRow(props: {
  event: CalendarEvent;
  partTitle: string;
  canUpdate: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { event } = props;
  const time = event.end_time ? `${event.start_time}–${event.end_time}` : event.start_time;
  const who = event.everyone
    ? 'Every contact'
    : event.contacts.length === 1
      ? event.contacts[0]!.full_name || '1 contact'
      : `${event.contacts.length} contacts`;
  return (
    <Paper component="li" withBorder radius="sm" p="xs" aria-label={event.title}>
      <Group gap="sm" wrap="nowrap">
        <Text size="sm" fw={600} w={96} style={{ fontVariantNumeric: 'tabular-nums' }}>
          {time}
        </Text>
        <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
          <Text size="sm" fw={500} truncate>
            {event.title}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {[event.location, who].filter(Boolean).join(' · ')}
          </Text>
        </Stack>
        <Badge variant="light" size="sm">
          {props.partTitle}
        </Badge>
        {props.canUpdate && (
          <EditDeleteActions name={event.title} onEdit={props.onEdit} onDelete={props.onDelete} />
        )}
      </Group>
    </Paper>
  );
}

export function CalendarPanel(props: {
  titles: ClientPortalSettings['calendar'];
  shown: boolean;
  canUpdate: boolean;
}) {
  const [offset, setOffset] = useState(0);
  const month = monthOf(new Date(), offset);
  const events = useCalendarEvents({ from: month.from, to: month.to });
  const remove = useDeleteEvent();
  const [modal, setModal] = useState<{ editing: CalendarEvent | null } | null>(null);
  const days = new Map<string, CalendarEvent[]>();
  for (const event of events.data?.data ?? [])
    days.set(event.date, [...(days.get(event.date) ?? []), event]);
  const today = localToday();
  const newDate = today >= month.from && today <= month.to ? today : month.from;

  return (
    <Stack gap="md">
      {!props.shown && (
        <Text size="sm" c="dimmed">
          The calendar is off in the portal: turn it on under Portal options for contacts to see
          these events.
        </Text>
      )}
      <Group justify="space-between">
        <Group gap="xs">
          <ActionIcon
            variant="default"
            aria-label="Previous month"
            onClick={() => setOffset((o) => o - 1)}
          >
            <IconChevronLeft size={16} aria-hidden />
          </ActionIcon>
          <Title order={2} size="h4" miw={160} ta="center" aria-live="polite">
            {month.label}
          </Title>
          <ActionIcon
            variant="default"
            aria-label="Next month"
            onClick={() => setOffset((o) => o + 1)}
          >
            <IconChevronRight size={16} aria-hidden />
          </ActionIcon>
          {offset !== 0 && (
            <Button variant="subtle" size="compact-sm" onClick={() => setOffset(0)}>
              This month
            </Button>
          )}
        </Group>
        {props.canUpdate && (
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setModal({ editing: null })}
          >
            Add event
          </Button>
        )}
      </Group>
      {events.isPending ? (
        <Stack role="status" aria-label="Loading the events">
          <Skeleton h={48} />
          <Skeleton h={48} />
        </Stack>
      ) : events.isError ? (
        <Group>
          <Text size="sm" c="red">
            The events could not be loaded.
          </Text>
          <Button size="compact-sm" variant="light" onClick={() => void events.refetch()}>
            Try again
          </Button>
        </Group>
      ) : days.size === 0 ? (
        <EmptyState
          icon={<IconCalendarEvent size={24} />}
          title={`No events in ${month.label}`}
          text="Add a class, a check-in call or a challenge day: contacts see it in their portal’s calendar on its day."
        />
      ) : (
        [...days].map(([date, list]) => (
          <Stack key={date} gap={6} component="section" aria-label={dayLabel(date)}>
            <Text
              size="sm"
              fw={700}
              c={date === today ? 'var(--mantine-primary-color-filled)' : undefined}
            >
              {dayLabel(date)}
              {date === today ? ' · Today' : ''}
            </Text>
            <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
              {list.map((event) => (
                <EventRow
                  key={event.id}
                  event={event}
                  partTitle={props.titles[dayPartTitleKey[event.part]]}
                  canUpdate={props.canUpdate}
                  onEdit={() => setModal({ editing: event })}
                  onDelete={() =>
                    confirmDelete(
                      `Delete the event “${event.title}”? Contacts stop seeing it.`,
                      () => remove.mutate(event.id),
                    )
                  }
                />
              ))}
            </Stack>
          </Stack>
        ))
      )}
      {modal && (
        <EventModal
          key={modal.editing?.id ?? 'new'}
          editing={modal.editing}
          date={newDate}
          onClose={() => setModal(null)}
        />
      )}
    </Stack>
  );
}
