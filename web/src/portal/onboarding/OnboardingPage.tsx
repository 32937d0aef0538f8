import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import type { PortalScenario } from '@coachline/contract/scenarios';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Paper,
  Progress,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { PortalError } from '../api';
import { Empty, Failed, messageOf } from '../bits';
import { usePortalSession } from '../queries';
import { onboardingCall } from './api';
import { onboardingKey, useOnboarding } from './queries';
import { StepContents } from './StepContents';

type Step = PortalScenario['categories'][number]['steps'][number];

// The contact's onboarding: each scenario they are on, its progress, its steps by category
// with their contents; a step ticked off opens the next one (002 §4). A paused contact sees
// the steps but cannot tick them (the server's refusal shows).

const brandingOf = (scenario: PortalScenario, name: string) =>
  scenario.branding.find((b) => b.name === name)?.value ?? '';

function ScenarioChecklist({ scenario }: { scenario: PortalScenario }) {
  const session = usePortalSession();
  const client = useQueryClient();
  const [open, setOpen] = useState<number | null>(scenario.next_step_id);
  const [refusal, setRefusal] = useState<string | null>(null);
  const mark = useMutation({
    mutationFn: async (v: { step: Step; done: boolean }) => {
      const params = { params: { scenario_step: v.step.id } };
      if (v.done) return onboardingCall('complete', params, session);
      const res = await onboardingCall('incomplete', params, session);
      return { ...res, next_step: null };
    },
    onSuccess: (res, v) => {
      setRefusal(null);
      if (v.done) setOpen(res.next_step?.id ?? null);
      void client.invalidateQueries({ queryKey: onboardingKey(session) });
    },
    onError: (error) =>
      setRefusal(
        (error instanceof PortalError ? Object.values(error.fieldErrors)[0] : undefined) ??
          messageOf(error),
      ),
  });
  const percent =
    scenario.total_steps === 0 ? 0 : (scenario.completed_steps / scenario.total_steps) * 100;
  const headline = brandingOf(scenario, 'welcome_headline');
  const message = brandingOf(scenario, 'welcome_message');
  const paused = scenario.status === 'paused';
  const finished = scenario.total_steps > 0 && scenario.completed_steps === scenario.total_steps;
  return (
    <Stack gap="sm" component="section" aria-label={scenario.name}>
      <Title order={2} size="h3">
        {scenario.name}
      </Title>
      {headline ? <Text fw={700}>{headline}</Text> : null}
      {message ? (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {message}
        </Text>
      ) : null}
      <div>
        <Text size="sm">
          {scenario.completed_steps} of {scenario.total_steps} steps done
        </Text>
        <Progress
          value={percent}
          color="var(--portal-color)"
          aria-label={`Progress of ${scenario.name}`}
        />
      </div>
      {paused ? <Alert color="orange">Your coach has paused this onboarding for now.</Alert> : null}
      {finished ? (
        <Alert color="green">{brandingOf(scenario, 'completion_message') || 'All done!'}</Alert>
      ) : null}
      {refusal ? (
        <Alert color="red" role="alert">
          {refusal}
        </Alert>
      ) : null}
      {scenario.categories.map((category) => (
        <Stack key={category.id} gap="xs" aria-label={category.name} component="section">
          <Title order={3} size="h5">
            {category.name}
          </Title>
          {category.steps.map((step) => (
            <Paper key={step.id} withBorder radius="md" p="sm">
              <Group justify="space-between" wrap="nowrap">
                <Checkbox
                  label={step.name}
                  checked={step.completed_at !== null}
                  disabled={mark.isPending}
                  onChange={(e) => mark.mutate({ step, done: e.currentTarget.checked })}
                />
                <Button
                  variant="subtle"
                  size="compact-xs"
                  aria-expanded={open === step.id}
                  aria-label={`${open === step.id ? 'Hide' : 'Open'} ${step.name}`}
                  onClick={() => setOpen(open === step.id ? null : step.id)}
                >
                  {open === step.id ? 'Hide' : 'Open'}
                </Button>
              </Group>
              {open === step.id ? (
                <Stack mt="xs">
                  <StepContents step={step} />
                </Stack>
              ) : null}
            </Paper>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}

export default function OnboardingPage() {
  const onboarding = useOnboarding();
  if (onboarding.isPending)
    return (
      <Stack role="status" aria-label="Loading your onboarding">
        <Skeleton h={28} w="60%" />
        <Skeleton h={90} />
      </Stack>
    );
  if (onboarding.error)
    return <Failed error={onboarding.error} retry={() => onboarding.refetch()} />;
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        Onboarding
      </Title>
      {onboarding.data.length === 0 ? (
        <Empty>Nothing to work through yet. Your coach will add your steps here.</Empty>
      ) : (
        onboarding.data.map((s) => <ScenarioChecklist key={s.id} scenario={s} />)
      )}
    </Stack>
  );
}
