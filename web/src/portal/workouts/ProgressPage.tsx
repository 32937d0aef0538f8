import '@mantine/charts/styles.css';
import type { ExerciseHistory } from '@coachline/contract/workouts';
import { LineChart } from '@mantine/charts';
import { Anchor, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Empty, Failed, day as formatDay } from '../bits';
import { useHome, usePortalSession } from '../queries';
import { Link, navigate, useLocation } from '../router';
import { formatNumber } from './logic';
import { workoutsPath } from './paths';
import { useWorkoutHistory } from './queries';

// The contact's progress on a workout's exercises (`history`): the best weight and the volume
// of each session as small line charts, with the personal bests beside them. Loaded on its own
// (the charts' library is large), so the portal's first screens stay light.

const kg = (n: number | null) => (n === null ? '–' : `${formatNumber(n)} kg`);

function Best(props: { label: string; value: string }) {
  return (
    <Paper withBorder radius="md" p="xs" ta="center">
      <Text size="xs" c="dimmed">
        {props.label}
      </Text>
      <Text fw={800}>{props.value}</Text>
    </Paper>
  );
}

function Chart(props: { title: string; data: { date: string; value: number | null }[] }) {
  const points = props.data.filter((p) => p.value !== null);
  if (points.length === 0) return null;
  return (
    <Stack gap={4} component="figure" m={0} aria-label={props.title} style={{ overflow: 'hidden' }}>
      <Text size="sm" fw={700} component="figcaption">
        {props.title}
      </Text>
      <LineChart
        h={160}
        data={points}
        dataKey="date"
        series={[{ name: 'value', label: props.title, color: 'var(--portal-color)' }]}
        curveType="linear"
        withDots
        withLegend={false}
        gridAxis="y"
        tickLine="none"
        valueFormatter={(v) => formatNumber(v)}
      />
    </Stack>
  );
}

function ExerciseProgress({ history }: { history: ExerciseHistory }) {
  const data = history.points.map((p) => ({ ...p, date: formatDay(p.date) }));
  const pb = history.personal_bests;
  return (
    <Stack gap="md" component="section" aria-label={history.exercise.name}>
      <Title order={2} size="h4">
        {history.exercise.name}
      </Title>
      <Group gap="xs" grow wrap="nowrap">
        <Best label="Heaviest" value={kg(pb.weight_kg)} />
        <Best label="Most reps" value={pb.reps === null ? '–' : String(pb.reps)} />
        <Best label="Best volume" value={kg(pb.volume_kg)} />
      </Group>
      {history.points.length === 0 ? (
        <Empty>Log this exercise to see your progress.</Empty>
      ) : (
        <>
          <Chart
            title="Best weight (kg)"
            data={data.map((p) => ({ date: p.date, value: p.best_weight_kg }))}
          />
          <Chart
            title="Volume (kg)"
            data={data.map((p) => ({ date: p.date, value: p.volume_kg }))}
          />
          <Stack gap={2} aria-label="Sessions">
            {[...history.points]
              .reverse()
              .slice(0, 10)
              .map((p) => (
                <Text key={p.session_id} size="sm">
                  {formatDay(p.date)}: best {kg(p.best_weight_kg)}
                  {p.best_reps !== null ? ` × ${p.best_reps}` : ''}, volume {kg(p.volume_kg)}
                </Text>
              ))}
          </Stack>
        </>
      )}
    </Stack>
  );
}

/** `/workouts/{id}/progress?exercise=`: one exercise at a time, the first logged by default. */
export default function ProgressPage({ id }: { id: number }) {
  const { account } = usePortalSession();
  const { search, pathname } = useLocation();
  const home = useHome();
  const history = useWorkoutHistory(id);
  const title = home.data?.settings.tabs.progress ?? 'Progress';
  const list = history.data ?? [];
  const wanted = Number(search.get('exercise'));
  const chosen =
    list.find((h) => h.exercise.id === wanted) ?? list.find((h) => h.points.length > 0) ?? list[0];
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {title}
      </Title>
      {history.isPending ? (
        <Skeleton h={200} role="status" aria-label="Loading your progress" />
      ) : history.error ? (
        <Failed error={history.error} retry={() => history.refetch()} />
      ) : !chosen ? (
        <Empty>This workout has no exercises yet.</Empty>
      ) : (
        <>
          {list.length > 1 && (
            <Group gap={6} role="group" aria-label="Exercise">
              {list.map((h) => (
                <Button
                  key={h.exercise.id}
                  size="compact-sm"
                  variant={h === chosen ? 'filled' : 'default'}
                  aria-pressed={h === chosen}
                  onClick={() =>
                    navigate(`${pathname}?exercise=${h.exercise.id}`, { replace: true })
                  }
                >
                  {h.exercise.name}
                </Button>
              ))}
            </Group>
          )}
          <ExerciseProgress history={chosen} />
        </>
      )}
      <Anchor component={Link} to={workoutsPath(account)} size="sm">
        Back to workouts
      </Anchor>
    </Stack>
  );
}
