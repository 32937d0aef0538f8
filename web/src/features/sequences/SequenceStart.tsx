import type { Sequence } from '@coachline/contract/sequences';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconCalendarTime } from '@tabler/icons-react';
import { useState } from 'react';
import { isApiError } from '../../api/client';
import { formatDateTime } from '../../ui/dates';
import { confirmAction } from '../../ui/dialogs';
import { ScheduleModal } from '../broadcasts/ScheduleModal';
import { useScheduleSequence } from './queries';

// When the sequence starts: as contacts join, or at a time to come, from which contacts who
// have had no message yet count their first. Set in the location's time zone.

const words = {
  title: 'Start the sequence on',
  label: 'Start on',
  note: 'Contacts who have had no message yet get the first counted from then; those added later too.',
  missing: 'Pick when it starts.',
};

export function SequenceStart(props: { sequence: Sequence; timeZone: string; canUpdate: boolean }) {
  const { sequence, timeZone } = props;
  const schedule = useScheduleSequence(sequence.id);
  const [picking, setPicking] = useState(false);
  const [refusal, setRefusal] = useState<string | undefined>();
  const startsAt = sequence.scheduled_at ? new Date(sequence.scheduled_at) : null;
  const pending = startsAt !== null && startsAt.getTime() > Date.now();
  const open = () => {
    setRefusal(undefined);
    setPicking(true);
  };
  const removeStart = () =>
    confirmAction({
      text: 'The sequence starts as contacts join: those who waited for the start begin now.',
      confirmLabel: 'Remove start',
      onConfirm: () => schedule.mutate(null),
    });
  return (
    <Stack gap={4}>
      <Text size="sm">
        {startsAt
          ? `${pending ? 'Starts on' : 'Started on'} ${formatDateTime(startsAt, timeZone)}`
          : 'Starts as contacts join'}
      </Text>
      {props.canUpdate ? (
        <Group gap="xs">
          <Button
            size="xs"
            variant="light"
            leftSection={<IconCalendarTime size={14} aria-hidden />}
            onClick={open}
          >
            {startsAt ? 'Change start' : 'Start on…'}
          </Button>
          {startsAt ? (
            <Button size="xs" variant="subtle" color="red.8" onClick={removeStart}>
              Remove start
            </Button>
          ) : null}
        </Group>
      ) : null}
      <ScheduleModal
        opened={picking}
        onClose={() => setPicking(false)}
        onSchedule={(at) =>
          schedule.mutate(at, {
            onSuccess: () => setPicking(false),
            onError: (error) =>
              setRefusal(isApiError(error) ? error.fieldErrors.scheduled_at : undefined),
          })
        }
        busy={schedule.isPending}
        error={refusal}
        timeZone={timeZone}
        words={words}
      />
    </Stack>
  );
}
