import type { ScenarioStep } from '@coachline/contract/scenarios';
import { Anchor, Paper, Stack, Text } from '@mantine/core';

// A step's description and contents as the contact reads them: in their portal, and in the
// coach's preview of the scenario.

export function StepContents({ step }: { step: Pick<ScenarioStep, 'description' | 'contents'> }) {
  return (
    <Stack gap={6}>
      {step.description ? (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {step.description}
        </Text>
      ) : null}
      {step.contents.map(({ pivot, content }) => (
        <Paper key={pivot.id} withBorder radius="sm" p="xs">
          {pivot.data.note ? (
            <Text size="xs" c="dimmed">
              {pivot.data.note}
            </Text>
          ) : null}
          <Text size="sm" fw={600}>
            {content.data.title}
          </Text>
          {content.data.body ? (
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {content.data.body}
            </Text>
          ) : null}
          {content.data.type !== 'text' ? (
            <Anchor href={content.data.url} target="_blank" rel="noopener" size="sm">
              {pivot.data.button_label ||
                (content.data.type === 'video'
                  ? 'Watch'
                  : content.data.type === 'file'
                    ? 'Download'
                    : 'Open')}
            </Anchor>
          ) : null}
        </Paper>
      ))}
    </Stack>
  );
}
