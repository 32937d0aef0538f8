import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import '@mantine/dates/styles.css';
import { useState } from 'react';
import { BusyButton } from '../../ui/BusyButton';
import { wallTimeToIso } from './schedule';

/**
 * Picks a time to come in a time zone: when a broadcast goes out, when a sequence starts.
 * `words` name the dialog, its field, what scheduling does and what a missing time lacks.
 */
export function ScheduleModal(props: {
  opened: boolean;
  onClose: () => void;
  onSchedule: (iso: string) => void;
  busy: boolean;
  /** The server's refusal of the time (a past one). */
  error: string | undefined;
  timeZone: string;
  words: { title: string; label: string; note: string; missing: string };
}) {
  const { timeZone, words } = props;
  const [value, setValue] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const schedule = () => {
    if (!value) return setMissing(true);
    props.onSchedule(wallTimeToIso(value, timeZone));
  };
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={words.title} centered>
      <Stack gap="md">
        <DateTimePicker
          label={words.label}
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
          error={missing ? words.missing : props.error}
          data-autofocus
        />
        <Text size="xs" c="dimmed">
          {words.note}
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
