import { Chip, Group, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { SegmentedField } from './SegmentedField';

// The schedule of a check-in's reminder: how it goes (1 email, 2 SMS) and on which weekdays
// (0 Sunday … 6 Saturday), as the contract's reminders have them.

const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const weekdayNames = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

export function ReminderTypeField(props: {
  value: 1 | 2 | undefined;
  onChange: (type: 1 | 2) => void;
}) {
  return (
    <SegmentedField
      label="Send by"
      data={[
        { value: '1', label: 'Email' },
        { value: '2', label: 'SMS' },
      ]}
      value={String(props.value ?? 1)}
      onChange={(v) => props.onChange(v === '2' ? 2 : 1)}
    />
  );
}

export function ReminderDaysField(props: {
  value: readonly number[] | undefined;
  onChange: (days: number[]) => void;
  error: string | undefined;
  /** Each day's chip named in full ("Monday") rather than by its short label. */
  namedInFull?: boolean;
}) {
  const id = useId();
  return (
    <Stack gap={4} role="group" aria-labelledby={id}>
      <Text size="sm" fw={500} id={id}>
        Days
      </Text>
      <Chip.Group
        multiple
        value={(props.value ?? []).map(String)}
        onChange={(v) => props.onChange(v.map(Number).sort())}
      >
        <Group gap={6}>
          {weekdays.map((day, i) => (
            <Chip
              key={day}
              value={String(i)}
              size="sm"
              aria-label={props.namedInFull ? weekdayNames[i] : undefined}
            >
              {day}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      {props.error ? (
        <Text size="xs" c="red.8" role="alert">
          {props.error}
        </Text>
      ) : null}
    </Stack>
  );
}
