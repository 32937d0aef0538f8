import type { AnswerValue, FormResponseView } from '@coachline/contract/forms';
import { Group, Paper, Stack, Text } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { formatSize } from '../../files/fileClasses';

// One submission's answers in the form's question order (001 §2 form response): the signed-in
// page and the public one show them alike.

function Answer(props: { value: AnswerValue }) {
  const { value } = props;
  if (value === null || value === '' || (Array.isArray(value) && value.length === 0))
    return (
      <Text size="sm" c="dimmed" fs="italic">
        No answer
      </Text>
    );
  if (typeof value === 'boolean') return <Text size="sm">{value ? 'Yes' : 'No'}</Text>;
  if (typeof value === 'number') return <Text size="sm">{value.toLocaleString('en-US')}</Text>;
  if (Array.isArray(value))
    return (
      <Stack component="ul" gap={2} m={0} pl="md">
        {value.map((choice) => (
          <Text component="li" size="sm" key={choice}>
            {choice}
          </Text>
        ))}
      </Stack>
    );
  if (typeof value === 'object')
    return (
      <Group gap={6} wrap="nowrap">
        <IconPaperclip size={16} aria-hidden />
        <Text size="sm" truncate>
          {value.name}
        </Text>
        <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
          {formatSize(value.size)}
        </Text>
      </Group>
    );
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {value}
    </Text>
  );
}

export function ResponseAnswers(props: { answers: FormResponseView['answers'] }) {
  return (
    <Stack component="ol" gap="sm" p={0} m={0} aria-label="Answers">
      {props.answers.map((a) => (
        <Paper
          key={a.question_id}
          component="li"
          withBorder
          radius="sm"
          p="sm"
          style={{ listStyle: 'none' }}
        >
          <Text size="sm" fw={600} mb={4}>
            {a.title}
          </Text>
          <Answer value={a.value} />
        </Paper>
      ))}
    </Stack>
  );
}
