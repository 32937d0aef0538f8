import { Group, Paper, Progress, Stack, Text } from '@mantine/core';
import classes from '../portal.module.css';
import { usePortalSession } from '../queries';
import { Link } from '../router';
import { useOnboarding } from './queries';

/** Home's card of the contact's onboarding: how far they got, to the checklist. */
export function OnboardingCard() {
  const { account } = usePortalSession();
  const onboarding = useOnboarding();
  const scenarios = onboarding.data ?? [];
  if (scenarios.length === 0) return null;
  const done = scenarios.reduce((n, s) => n + s.completed_steps, 0);
  const total = scenarios.reduce((n, s) => n + s.total_steps, 0);
  return (
    <Paper
      component={Link}
      to={`/portal/${account}/onboarding`}
      className={classes.card}
      withBorder
      radius="md"
      p="sm"
      aria-label="Onboarding"
    >
      <Stack gap={6}>
        <Group justify="space-between">
          <Text fw={600}>Onboarding</Text>
          <Text size="sm">
            {done} of {total} steps done
          </Text>
        </Group>
        <Progress value={total === 0 ? 0 : (done / total) * 100} color="var(--portal-color)" />
      </Stack>
    </Paper>
  );
}
