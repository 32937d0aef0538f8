import { SegmentedControl, Stack, Text } from '@mantine/core';
import { useId } from 'react';

// A choice of a few options as segments, named by the label above it.

export function SegmentedField(props: {
  label: string;
  data: { value: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id={id}>
        {props.label}
      </Text>
      <SegmentedControl
        aria-labelledby={id}
        w="fit-content"
        data={props.data}
        value={props.value}
        onChange={props.onChange}
      />
    </Stack>
  );
}
