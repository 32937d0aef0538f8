import { maxPipelineStages } from '@coachline/contract/pipelines';
import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';

/** The stages of a new pipeline, in order: each named in its field, removed or added. */
export function StageNamesField(props: {
  value: string[];
  onChange: (names: string[]) => void;
  /** The error of the list as a whole ("Add a stage"). */
  error: string | undefined;
  errorOf: (index: number) => string | undefined;
}) {
  const { value } = props;
  const set = (index: number, name: string) =>
    props.onChange(value.map((old, i) => (i === index ? name : old)));
  return (
    <Stack gap={6} component="fieldset" p={0} m={0} style={{ border: 0 }}>
      <Text component="legend" size="sm" fw={500} p={0}>
        Stages
      </Text>
      <Text size="xs" c="dimmed">
        Contacts move through them in this order; you can change them later on the board.
      </Text>
      <Stack gap={6} component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
        {value.map((name, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a stage being named has no id yet
          <Group key={index} component="li" gap={6} wrap="nowrap" align="flex-start">
            <TextInput
              aria-label={`Stage ${index + 1}`}
              value={name}
              maxLength={100}
              onChange={(e) => set(index, e.currentTarget.value)}
              error={props.errorOf(index)}
              style={{ flex: 1 }}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              aria-label={`Remove stage ${index + 1}${name ? ` (${name})` : ''}`}
              onClick={() => props.onChange(value.filter((_, i) => i !== index))}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
        ))}
      </Stack>
      {props.error ? (
        <Text size="xs" c="red.8" role="alert">
          {props.error}
        </Text>
      ) : null}
      <Button
        variant="subtle"
        size="compact-sm"
        w="fit-content"
        leftSection={<IconPlus size={14} aria-hidden />}
        disabled={value.length >= maxPipelineStages}
        onClick={() => props.onChange([...value, ''])}
      >
        Add stage
      </Button>
    </Stack>
  );
}
