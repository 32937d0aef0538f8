import { ActionIcon, Button, Group, Input, Stack, TextInput } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';

// The options of a choice question (single, multiple, dropdown): typed one a line, added,
// removed and moved up or down, in the order the visitor sees them.

export function OptionsEditor(props: {
  value: string[];
  onChange: (options: string[]) => void;
  /** The list's own error ("at least two options"). */
  error?: string | undefined;
  /** An option's own error, by its place. */
  errorAt?: (index: number) => string | undefined;
  max: number;
  maxLength: number;
}) {
  const { value, onChange } = props;
  const set = (index: number, text: string) =>
    onChange(value.map((option, i) => (i === index ? text : option)));
  const move = (index: number, by: -1 | 1) => {
    const next = [...value];
    const [moved] = next.splice(index, 1);
    next.splice(index + by, 0, moved ?? '');
    onChange(next);
  };
  return (
    <Input.Wrapper label="Options" labelElement="div" error={props.error}>
      <Stack gap="xs" mt={4} role="group" aria-label="Options">
        {value.map((option, index) => {
          const n = index + 1;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: an option is its place; texts repeat while typed
            <Group key={index} gap={4} wrap="nowrap" align="flex-start">
              <TextInput
                aria-label={`Option ${n}`}
                name={`options.${index}`}
                value={option}
                maxLength={props.maxLength}
                onChange={(event) => set(index, event.currentTarget.value)}
                error={props.errorAt?.(index)}
                style={{ flex: 1 }}
              />
              <ActionIcon
                variant="subtle"
                size="lg"
                aria-label={`Move option ${n} up`}
                disabled={index === 0}
                onClick={() => move(index, -1)}
              >
                <IconArrowUp size={16} aria-hidden />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                size="lg"
                aria-label={`Move option ${n} down`}
                disabled={index === value.length - 1}
                onClick={() => move(index, 1)}
              >
                <IconArrowDown size={16} aria-hidden />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                color="red.8"
                size="lg"
                aria-label={`Remove option ${n}`}
                onClick={() => onChange(value.filter((_, i) => i !== index))}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Group>
          );
        })}
        <Group>
          <Button
            variant="light"
            size="compact-sm"
            leftSection={<IconPlus size={14} aria-hidden />}
            disabled={value.length >= props.max}
            onClick={() => onChange([...value, ''])}
          >
            Add option
          </Button>
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}
