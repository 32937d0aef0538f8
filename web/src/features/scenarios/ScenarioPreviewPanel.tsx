import type { ScenarioCategory } from '@coachline/contract/scenarios';
import { Alert, Button, Checkbox, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { StepContents } from '../../portal/onboarding/StepContents';
import { useCategories, usePreviewMark, useResetPreview, useSteps } from './queries';

// The scenario as a contact works through it, with the coach's own completions: a step ticked
// off opens the next one (002 §4), and resetting clears them.

function PreviewCategory(props: {
  category: ScenarioCategory;
  open: number | null;
  onOpen: (id: number | null) => void;
}) {
  const steps = useSteps(props.category.id);
  const mark = usePreviewMark();
  if (steps.isLoading) return <Skeleton h={60} />;
  return (
    <Stack gap="xs" component="section" aria-label={props.category.name}>
      <Title order={3} size="h5">
        {props.category.name}
      </Title>
      {(steps.data ?? []).map((step) => (
        <Paper
          key={step.id}
          withBorder
          radius="sm"
          p="sm"
          aria-current={props.open === step.id ? 'step' : undefined}
        >
          <Group justify="space-between" wrap="nowrap">
            <Checkbox
              label={step.name}
              checked={step.completed_at !== null}
              disabled={mark.isPending}
              onChange={(e) => {
                const done = e.currentTarget.checked;
                mark.mutate(
                  { step, done },
                  { onSuccess: (res) => done && props.onOpen(res.next_step?.id ?? null) },
                );
              }}
            />
            <Button
              variant="subtle"
              size="compact-xs"
              aria-expanded={props.open === step.id}
              onClick={() => props.onOpen(props.open === step.id ? null : step.id)}
            >
              {props.open === step.id ? 'Hide' : 'Open'}
            </Button>
          </Group>
          {props.open === step.id ? (
            <Stack mt="xs">
              <StepContents step={step} />
            </Stack>
          ) : null}
        </Paper>
      ))}
    </Stack>
  );
}

export function ScenarioPreviewPanel(props: { scenarioId: number }) {
  const categories = useCategories(props.scenarioId);
  const reset = useResetPreview(props.scenarioId);
  const [open, setOpen] = useState<number | null>(null);
  if (categories.isLoading)
    return <Skeleton role="status" h={160} aria-label="Loading the preview" />;
  if (categories.isError) return <Alert color="red">The preview could not be loaded.</Alert>;
  return (
    <Stack gap="md" maw={640}>
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          What a client sees. Ticking steps off here marks them for your preview only.
        </Text>
        <Button variant="default" loading={reset.isPending} onClick={() => reset.mutate()}>
          Reset preview
        </Button>
      </Group>
      {(categories.data ?? []).map((c) => (
        <PreviewCategory key={c.id} category={c} open={open} onOpen={setOpen} />
      ))}
    </Stack>
  );
}
