import './checkInStyles';
import type { MetricProgress, PortalProgress } from '@coachline/contract/progress-tracking';
import { Alert, Button, Group, Paper, Progress, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { day, Empty, Failed, NotFound } from '../bits';
import { HabitsCard } from '../habits/HabitsCard';
import classes from '../portal.module.css';
import { useHome, usePortalSession } from '../queries';
import { Link } from '../router';
import { photoForm, portalFailure, progressCall } from './api';
import { ProgressForm } from './ProgressForm';
import { progressKey, usePortalProgress } from './queries';
import { Sparkline } from './Sparkline';
import type { ProgressCalls } from './types';

// The portal's progress tab (named as the coach named it): the contact's check-ins, each with
// their progress per metric (start → latest → target, the percent toward it, a small line
// over time) and the check-in form, the same the personal link shows. Today's habits sit here
// too, a tap from their own screen.

type Series = PortalProgress['charts'][number];

const figure = (value: number | null, unit: string) =>
  value === null ? '–' : `${value}${unit ? ` ${unit}` : ''}`;

function MetricRow({ metric, series }: { metric: MetricProgress; series: Series | undefined }) {
  const points = series?.points ?? [];
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-label={metric.name}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={600}>{metric.name}</Text>
          <Text size="sm">
            {figure(metric.start, metric.unit)} →{' '}
            <strong>{figure(metric.latest, metric.unit)}</strong> →{' '}
            {figure(metric.target, metric.unit)}
          </Text>
          <Text size="xs" c="dimmed">
            Start → latest → goal
          </Text>
        </Stack>
        <Sparkline
          points={points}
          label={`${metric.name} over time: ${points.map((p) => p.value).join(', ')} ${metric.unit}`}
        />
      </Group>
      {metric.percent !== null ? (
        <Group gap="xs" mt={6} wrap="nowrap">
          <Progress
            value={metric.percent}
            color="var(--portal-color)"
            style={{ flex: 1 }}
            aria-label={`${metric.name}: ${metric.percent}% toward your goal`}
          />
          <Text size="sm" fw={600}>
            {Math.round(metric.percent)}%
          </Text>
        </Group>
      ) : null}
    </Paper>
  );
}

function CheckIn({ tracking }: { tracking: PortalProgress }) {
  const session = usePortalSession();
  const client = useQueryClient();
  const [thanks, setThanks] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  const calls = useMemo((): ProgressCalls => {
    const params = { params: { progress_tracking: tracking.id } };
    return {
      upload: (questionId, file) =>
        progressCall('upload', params, session, photoForm('question_id', questionId, file)),
      submit: (body) => progressCall('submit', { ...params, body }, session),
      failure: portalFailure,
    };
  }, [tracking.id, session]);
  const charts = new Map(tracking.charts.map((c) => [c.category_id, c]));
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {tracking.name}
        </Title>
        <Text size="sm" c="dimmed">
          {tracking.last_submitted_at
            ? `Last check-in ${day(tracking.last_submitted_at)}`
            : 'No check-in yet'}
        </Text>
      </div>
      {tracking.progress.metrics.length > 0 ? (
        <Stack gap="xs" component="section" aria-label="Your progress">
          <Title order={2} size="h4">
            Your progress
          </Title>
          {tracking.progress.metrics.map((m) => (
            <MetricRow key={m.category_id} metric={m} series={charts.get(m.category_id)} />
          ))}
        </Stack>
      ) : null}
      <Stack gap="xs" component="section" aria-label="Check in">
        <Title order={2} size="h4">
          Check in
        </Title>
        {thanks ? (
          <Alert color="green" role="status" title={thanks}>
            <Button
              variant="white"
              size="xs"
              onClick={() => {
                setThanks(null);
                setRound((n) => n + 1);
              }}
            >
              Submit another check-in
            </Button>
          </Alert>
        ) : (
          <ProgressForm
            key={round}
            form={tracking}
            calls={calls}
            onSubmitted={(message) => {
              setThanks(message);
              void client.invalidateQueries({ queryKey: progressKey(session) });
            }}
          />
        )}
      </Stack>
    </Stack>
  );
}

export default function ProgressPage({ id }: { id?: number }) {
  const { account } = usePortalSession();
  const home = useHome();
  const progress = usePortalProgress();
  if (progress.isPending)
    return (
      <Stack role="status" aria-label="Loading your check-ins">
        <Skeleton h={28} w="60%" />
        <Skeleton h={90} />
      </Stack>
    );
  if (progress.error) return <Failed error={progress.error} retry={() => progress.refetch()} />;
  if (id !== undefined) {
    const tracking = progress.data.find((t) => t.id === id);
    return tracking ? <CheckIn tracking={tracking} /> : <NotFound inline />;
  }
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {home.data?.settings.tabs.progress ?? 'Progress'}
      </Title>
      <HabitsCard />
      {progress.data.length === 0 ? (
        <Empty>No check-ins yet. Your coach will add you to one.</Empty>
      ) : (
        progress.data.map((t) => (
          <Paper
            key={t.id}
            component={Link}
            to={`/portal/${account}/progress/${t.id}`}
            className={classes.card}
            withBorder
            radius="md"
            p="sm"
          >
            <Group justify="space-between" wrap="nowrap">
              <Text fw={600}>{t.name}</Text>
              {t.progress.percent !== null ? (
                <Text size="sm">{Math.round(t.progress.percent)}% toward your goals</Text>
              ) : null}
            </Group>
            <Text size="sm" c="dimmed">
              {t.last_submitted_at ? `Last check-in ${day(t.last_submitted_at)}` : 'Check in now'}
            </Text>
          </Paper>
        ))
      )}
    </Stack>
  );
}
