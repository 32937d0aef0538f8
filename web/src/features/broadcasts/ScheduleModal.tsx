import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import '@mantine/dates/styles.css';
import { useState } from 'react';
import { BusyButton } from '../../ui/BusyButton';
import { useTimeZone } from '../../ui/DateTime';
import { wallTimeToIso } from './schedule';

/** Picks when a broadcast goes out, in the account's time zone. */
export function ScheduleModal(props: {
  opened: boolean;
  onClose: () => void;
  onSchedule: (iso: string) => void;
  busy: boolean;
  /** The server's refusal of the time (a past one). */
  error: string | undefined;
}) {
  const timeZone = useTimeZone();
  const [value, setValue] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const schedule = () => {
    if (!value) return setMissing(true);
    props.onSchedule(wallTimeToIso(value, timeZone));
  };
  return (
    <Modal opened={props.opened} onClose={props.onClose} title="Schedule the broadcast" centered>
      <Stack gap="md">
        <DateTimePicker
          label="Send at"
          description={`In your account’s time zone, ${timeZone}.`}
          placeholder="Pick a date and time"
          value={value}
          onChange={(v) => {
            setValue(v);
            setMissing(false);
          }}
          minDate={new Date()}
          valueFormat="DD MMM YYYY HH:mm"
          name="scheduled_at"
          error={missing ? 'Pick when it goes out.' : props.error}
          data-autofocus
        />
        <Text size="xs" c="dimmed">
          The draft is saved first; you can delete a scheduled broadcast until it starts.
        </Text>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={props.onClose}>
            Cancel
          </Button>
          <BusyButton busy={props.busy} busyLabel="Scheduling" onClick={schedule}>
            Schedule
          </BusyButton>
        </Group>
      </Stack>
    </Modal>
  );
}
