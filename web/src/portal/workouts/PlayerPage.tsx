import '@mantine/core/styles/Slider.css';
import {
  type BlockExercise,
  blockTypeLabels,
  type PortalWorkout,
  type WorkoutBlock,
} from '@coachline/contract/workouts';
import {
  ActionIcon,
  Alert,
  Anchor,
  Progress as Bar,
  Button,
  Group,
  Paper,
  Skeleton,
  Slider,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { IconCheck, IconPlayerPlay, IconWifiOff } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { Failed, day as formatDay, Loading } from '../bits';
import { portalKeys, useMe, usePortalSession } from '../queries';
import { Link, useLocation } from '../router';
import { DoneScreen } from './DoneScreen';
import {
  describeSet,
  entryOf,
  exerciseLabel,
  fieldsOf,
  logBody,
  newClientId,
  type Progress,
  previousSet,
  restAfter,
  type SetEntry,
  setCount,
  setKey,
  startingEntry,
  targets,
  unitOf,
} from './logic';
import { flushOutbox } from './outbox';
import { progressPath, workoutsPath } from './paths';
import { usePortalWorkout } from './queries';
import { RestTimer } from './RestTimer';
import {
  enqueue,
  loadProgress,
  saveProgress,
  useContactId,
  useOnline,
  useProgress,
  type WorkoutTarget,
} from './storage';
import classes from './workouts.module.css';

// The workout player, phone-first: block by block (a superset's or circuit's exercises
// together), each set with its inputs, last time's result and a tick that starts the rest; then
// a note and the RPE, and the done screen. Everything is saved on the phone after each change,
// and the finished session waits in the outbox until it reaches the server.

type Update = (change: (progress: Progress) => Progress) => void;

export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <Alert color="yellow" icon={<IconWifiOff size={18} />} role="status">
      Offline — your sets are saved on this phone
    </Alert>
  );
}

function SetRow(props: {
  name: string;
  label: string;
  exercise: BlockExercise;
  setNumber: number;
  progress: Progress;
  update: Update;
  onTicked: () => void;
}) {
  const { exercise, setNumber, progress, update, name } = props;
  const entry = entryOf(progress, exercise, setNumber);
  const fields = fieldsOf(exercise);
  const unit = unitOf(progress, exercise);
  const previous = previousSet(progress.workout, exercise, setNumber);
  const key = setKey(exercise.id, setNumber);
  const change = (patch: Partial<SetEntry>) =>
    update((p) => ({
      ...p,
      sets: { ...p.sets, [key]: { ...entryOf(p, exercise, setNumber), ...patch } },
    }));
  const shown = [fields.reps, fields.weight, fields.time, fields.distance].filter(Boolean).length;
  /** Last time's numbers (a weight only in the same unit); with `emptyOnly`, into empty fields. */
  const fromLast = (emptyOnly: boolean): Partial<SetEntry> => {
    const pick = (current: string, last: number | null | undefined, fallback = '') => {
      if (emptyOnly && current.trim() !== '') return current;
      return last !== null && last !== undefined ? String(last) : emptyOnly ? fallback : current;
    };
    return {
      reps: pick(entry.reps, previous?.reps, /^\d+/.exec(exercise.reps)?.[0] ?? ''),
      weight: pick(entry.weight, previous?.weight_unit === unit ? previous.weight : null),
      time: pick(entry.time, previous?.time_seconds),
      distance: pick(entry.distance, previous?.distance_meters),
    };
  };
  const input = (
    field: 'reps' | 'weight' | 'time' | 'distance',
    label: string,
    mode: 'numeric' | 'decimal',
  ) => (
    <TextInput
      size="sm"
      inputMode={mode}
      aria-label={`${name} ${label}`}
      value={entry[field]}
      onChange={(e) => change({ [field]: e.currentTarget.value })}
      placeholder={field === 'reps' ? exercise.reps || '–' : '–'}
    />
  );
  return (
    <div
      className={classes.setRow}
      style={{ '--fields': shown } as React.CSSProperties}
      data-done={entry.done || undefined}
    >
      <span className={classes.setNumber} aria-hidden>
        {props.label}
      </span>
      {fields.reps && input('reps', 'reps', 'numeric')}
      {fields.weight && input('weight', `weight (${unit})`, 'decimal')}
      {fields.time && input('time', 'time (seconds)', 'numeric')}
      {fields.distance && input('distance', 'distance (m)', 'decimal')}
      <ActionIcon
        size={44}
        radius="md"
        variant={entry.done ? 'filled' : 'default'}
        color={entry.done ? 'green.8' : undefined}
        aria-label={`${name} done`}
        aria-pressed={entry.done}
        onClick={() => {
          if (entry.done) return change({ done: false });
          // A tick on an empty field logs what was done last time, else the coach's number.
          change({ ...fromLast(true), done: true });
          props.onTicked();
        }}
      >
        <IconCheck size={22} />
      </ActionIcon>
      {previous && (
        <UnstyledButton
          className={classes.last}
          aria-label={`${name}: use last time’s ${describeSet(previous)}`}
          onClick={() => change(fromLast(false))}
        >
          Last: {describeSet(previous)}
        </UnstyledButton>
      )}
    </div>
  );
}

function SetHead({
  exercise,
  unit,
  first,
}: {
  exercise: BlockExercise;
  unit: string;
  first: string;
}) {
  const fields = fieldsOf(exercise);
  const shown = [fields.reps, fields.weight, fields.time, fields.distance].filter(Boolean).length;
  return (
    <div
      className={classes.setHead}
      style={{ '--fields': shown } as React.CSSProperties}
      aria-hidden
    >
      <span>{first}</span>
      {fields.reps && <span>Reps</span>}
      {fields.weight && <span>{unit}</span>}
      {fields.time && <span>Seconds</span>}
      {fields.distance && <span>Metres</span>}
      <span />
    </div>
  );
}

/** An exercise's picture, name, video and the coach's targets. */
function ExerciseHeader(props: {
  block: WorkoutBlock;
  exercise: BlockExercise;
  label: string | null;
  progress: Progress;
  update: Update;
}) {
  const { exercise, block } = props;
  const { account } = usePortalSession();
  const fields = fieldsOf(exercise);
  const unit = unitOf(props.progress, exercise);
  const name = exercise.exercise.name;
  return (
    <Stack gap={6}>
      <Group wrap="nowrap" align="flex-start" gap="sm">
        {exercise.exercise.cover_image_url && (
          <img
            className={classes.cover}
            src={exercise.exercise.cover_image_url}
            alt=""
            loading="lazy"
          />
        )}
        <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
          <Title order={3} size="h5">
            {props.label ? `${props.label} · ` : ''}
            {name}
          </Title>
          <Text size="sm" aria-label={`Targets for ${name}`}>
            {targets(block, exercise).join(' · ') || 'As your coach showed you'}
          </Text>
          <Group gap="sm">
            {exercise.exercise.video_url && (
              <Anchor
                href={exercise.exercise.video_url}
                target="_blank"
                rel="noopener"
                size="sm"
                aria-label={`Watch the video of ${name}`}
              >
                Watch the video
              </Anchor>
            )}
            <Anchor
              component={Link}
              to={progressPath(account, props.progress.workout.id, exercise.exercise.id)}
              size="sm"
              aria-label={`Your progress on ${name}`}
            >
              Progress
            </Anchor>
          </Group>
        </Stack>
        {fields.weight && (
          <Button
            size="compact-sm"
            variant="default"
            aria-label={`Weight unit for ${name}: ${unit}, change to ${unit === 'kg' ? 'lb' : 'kg'}`}
            onClick={() =>
              props.update((p) => ({
                ...p,
                units: { ...p.units, [String(exercise.id)]: unit === 'kg' ? 'lb' : 'kg' },
              }))
            }
          >
            {unit}
          </Button>
        )}
      </Group>
      {exercise.notes && (
        <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
          {exercise.notes}
        </Text>
      )}
    </Stack>
  );
}

function BlockView(props: {
  block: WorkoutBlock;
  index: number;
  progress: Progress;
  update: Update;
  startRest: (seconds: number | null) => void;
  current: () => Progress | null;
}) {
  const { block, index, progress, update } = props;
  const grouped = block.type !== 'straight';
  const title = [
    blockTypeLabels[block.type],
    block.name,
    block.type === 'circuit' ? `${block.rounds} round${block.rounds === 1 ? '' : 's'}` : null,
  ]
    .filter(Boolean)
    .join(' · ');
  const ticked = (exercise: BlockExercise, n: number) => () => {
    // The rest follows from the progress with this tick in it.
    const after = props.current();
    props.startRest(after ? restAfter(after, block, exercise, n) : null);
  };
  const rounds = Array.from({ length: Math.max(1, block.rounds) }, (_, i) => i + 1);

  return (
    <Stack gap="md" component="section" aria-label={title}>
      <Stack gap={2}>
        <Title order={2} size="h4">
          {title}
        </Title>
        {grouped && (
          <Text size="sm" c="dimmed">
            {block.type === 'superset' ? 'Do these back to back' : 'Do each exercise once a round'}
            {block.rest_seconds ? `, then rest ${block.rest_seconds} s.` : '.'}
          </Text>
        )}
        {block.notes && (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {block.notes}
          </Text>
        )}
      </Stack>
      <Stack gap="md" className={grouped ? classes.group : undefined}>
        {block.exercises.map((exercise, j) => {
          const label = grouped ? exerciseLabel(index, j) : null;
          return (
            <Paper key={exercise.id} withBorder radius="md" p="sm">
              <Stack gap="sm">
                <ExerciseHeader
                  block={block}
                  exercise={exercise}
                  label={label}
                  progress={progress}
                  update={update}
                />
                {block.type !== 'circuit' && (
                  <Stack gap={8}>
                    <SetHead exercise={exercise} unit={unitOf(progress, exercise)} first="Set" />
                    {Array.from({ length: setCount(block, exercise) }, (_, i) => i + 1).map((n) => (
                      <SetRow
                        key={n}
                        name={`${exercise.exercise.name} set ${n}`}
                        label={String(n)}
                        exercise={exercise}
                        setNumber={n}
                        progress={progress}
                        update={update}
                        onTicked={ticked(exercise, n)}
                      />
                    ))}
                  </Stack>
                )}
              </Stack>
            </Paper>
          );
        })}
      </Stack>
      {block.type === 'circuit' &&
        rounds.map((round) => (
          <Paper
            key={round}
            withBorder
            radius="md"
            p="sm"
            component="section"
            aria-label={`Round ${round} of ${rounds.length}`}
          >
            <Stack gap={8}>
              <Text fw={700}>
                Round {round} of {rounds.length}
              </Text>
              {block.exercises.map((exercise, j) => (
                <Stack key={exercise.id} gap={4}>
                  <Text size="sm" fw={600}>
                    {exercise.exercise.name}
                  </Text>
                  <SetHead exercise={exercise} unit={unitOf(progress, exercise)} first="" />
                  <SetRow
                    name={`${exercise.exercise.name} round ${round}`}
                    label={exerciseLabel(index, j)}
                    exercise={exercise}
                    setNumber={round}
                    progress={progress}
                    update={update}
                    onTicked={ticked(exercise, round)}
                  />
                </Stack>
              ))}
            </Stack>
          </Paper>
        ))}
    </Stack>
  );
}

function FinishStep(props: { progress: Progress; update: Update; finish: () => void }) {
  const { progress, update } = props;
  const ticked = Object.values(progress.sets).filter((s) => s.done).length;
  return (
    <Stack gap="md" component="section" aria-label="Finish">
      <Title order={2} size="h4">
        Finish
      </Title>
      <Text size="sm">
        {ticked === 0
          ? 'No set is ticked yet: the workout is logged without sets.'
          : `${ticked} set${ticked === 1 ? '' : 's'} ticked.`}
      </Text>
      <Textarea
        label="Note for your coach"
        description="How did it go? Anything that hurt?"
        autosize
        minRows={3}
        maxLength={2000}
        value={progress.note}
        onChange={(e) => {
          const note = e.currentTarget.value;
          update((p) => ({ ...p, note }));
        }}
      />
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          How hard was it? (RPE 1–10)
        </Text>
        <Text size="sm" c="dimmed" aria-live="polite">
          {progress.rpe === null ? 'Not rated: move the slider' : `RPE ${progress.rpe}`}
        </Text>
        <Slider
          min={1}
          max={10}
          step={1}
          value={progress.rpe ?? 5}
          onChange={(rpe) => update((p) => ({ ...p, rpe }))}
          thumbLabel="How hard was it? (RPE)"
          marks={[1, 5, 10].map((value) => ({ value, label: String(value) }))}
          mb="lg"
        />
      </Stack>
      <Button size="md" onClick={props.finish}>
        Finish workout
      </Button>
    </Stack>
  );
}

function Player(props: { target: WorkoutTarget; progress: Progress }) {
  const { target, progress } = props;
  const session = usePortalSession();
  const client = useQueryClient();
  const [announcement, setAnnouncement] = useState('');
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const update: Update = useCallback(
    (change) => {
      const current = loadProgress(target);
      if (current) saveProgress(target, change(current));
    },
    [target],
  );
  const blocks = progress.workout.blocks;
  const step = Math.min(progress.step, blocks.length);
  const go = (to: number) => {
    update((p) => ({ ...p, step: to }));
    window.scrollTo(0, 0);
  };
  const startRest = (seconds: number | null) => {
    if (!seconds) return;
    update((p) => ({ ...p, rest: { endsAt: Date.now() + seconds * 1000, seconds } }));
    setAnnouncement(`Rest ${seconds} seconds`);
  };
  const finish = () => {
    const completedAt = new Date().toISOString();
    const current = loadProgress(target) ?? progress;
    const done = { ...current, finishedAt: completedAt, rest: null };
    enqueue(target.account, target.contact, {
      workout: { id: current.workout.id, name: current.workout.name },
      body: logBody(done, completedAt),
      queuedAt: completedAt,
      refused: null,
    });
    saveProgress(target, done);
    window.scrollTo(0, 0);
    void flushOutbox(session, target.contact, () => {
      void client.invalidateQueries({ queryKey: portalKeys.workouts(session) });
      void client.invalidateQueries({ queryKey: portalKeys.workoutPlans(session) });
    });
  };

  return (
    <Stack gap="md">
      <OfflineBanner />
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap">
          <Title order={1} size="h3">
            {progress.workout.name}
          </Title>
          <Button
            size="compact-sm"
            variant="subtle"
            color="red"
            onClick={() => setConfirmDiscard(true)}
          >
            Discard
          </Button>
        </Group>
        <Bar
          value={(step / (blocks.length || 1)) * 100}
          aria-label={`Block ${Math.min(step + 1, blocks.length)} of ${blocks.length}`}
        />
        <Text size="sm" c="dimmed">
          {step < blocks.length ? `Block ${step + 1} of ${blocks.length}` : 'Last step: finish'}
        </Text>
      </Stack>
      {confirmDiscard && (
        <Alert color="red" title="Are you sure?" role="alertdialog">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">The sets of this workout will be lost.</Text>
            <Group gap="xs">
              <Button size="xs" color="red" onClick={() => saveProgress(target, null)}>
                Discard workout
              </Button>
              <Button size="xs" variant="default" onClick={() => setConfirmDiscard(false)}>
                Keep going
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}
      {step < blocks.length ? (
        <BlockView
          key={blocks[step]!.id}
          block={blocks[step]!}
          index={step}
          progress={progress}
          update={update}
          startRest={startRest}
          current={() => loadProgress(target)}
        />
      ) : (
        <FinishStep progress={progress} update={update} finish={finish} />
      )}
      <Group grow>
        <Button variant="default" disabled={step === 0} onClick={() => go(step - 1)}>
          Back
        </Button>
        {step < blocks.length && (
          <Button onClick={() => go(step + 1)}>
            {step + 1 < blocks.length ? 'Next block' : 'Finish'}
          </Button>
        )}
      </Group>
      <div className={classes.visuallyHidden} aria-live="polite">
        {announcement}
      </div>
      {/* Room below the buttons for the rest bar, which sits over the page's foot. */}
      {progress.rest && <div style={{ height: 72 }} aria-hidden />}
      {progress.rest && (
        <RestTimer
          rest={progress.rest}
          onAdd={() =>
            update((p) =>
              p.rest
                ? { ...p, rest: { endsAt: p.rest.endsAt + 15_000, seconds: p.rest.seconds + 15 } }
                : p,
            )
          }
          onEnd={(skipped) => {
            update((p) => ({ ...p, rest: null }));
            setAnnouncement(skipped ? 'Rest skipped' : 'Rest over: next set');
            if (!skipped) navigator.vibrate?.(300);
          }}
        />
      )}
    </Stack>
  );
}

/** Before the start: what the workout holds, and the button that starts it. */
function Overview(props: { workout: PortalWorkout; start: () => void }) {
  const { account } = usePortalSession();
  const { workout } = props;
  return (
    <Stack gap="md">
      <OfflineBanner />
      <Stack gap={4}>
        <Title order={1} size="h2">
          {workout.name}
        </Title>
        <Text size="sm" c="dimmed">
          {[
            `${workout.exercises_count} exercise${workout.exercises_count === 1 ? '' : 's'}`,
            workout.estimated_minutes > 0 ? `about ${workout.estimated_minutes} min` : null,
            workout.last_session_at ? `last done ${formatDay(workout.last_session_at)}` : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </Text>
        {workout.description && (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {workout.description}
          </Text>
        )}
      </Stack>
      <Stack gap="xs" component="ol" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Blocks">
        {workout.blocks.map((block) => (
          <Paper key={block.id} component="li" withBorder radius="md" p="sm">
            <Text size="sm" fw={700} c="dimmed">
              {[blockTypeLabels[block.type], block.name].filter(Boolean).join(' · ')}
            </Text>
            {block.exercises.map((e) => (
              <Text key={e.id} size="sm">
                {e.exercise.name}
                {targets(block, e).length > 0
                  ? ` — ${targets(block, e).slice(0, 2).join(' · ')}`
                  : ''}
              </Text>
            ))}
          </Paper>
        ))}
      </Stack>
      <Button size="md" leftSection={<IconPlayerPlay size={18} />} onClick={props.start}>
        {workout.public_settings.submit_btn_text || 'Start Workout'}
      </Button>
      <Anchor component={Link} to={progressPath(account, workout.id)} size="sm" ta="center">
        See your progress
      </Anchor>
    </Stack>
  );
}

const idText = (text: string | null) => {
  const n = Number(text);
  return text && Number.isSafeInteger(n) && n > 0 ? n : null;
};

/** `/workouts/{id}?workout_plan_id=&scheduled_on=`: a workout to do, for a plan's day or not. */
export default function PlayerPage({ id }: { id: number }) {
  const session = usePortalSession();
  const { search } = useLocation();
  const me = useMe();
  const contact = useContactId(session.account, me.data?.contact.id);
  const planId = idText(search.get('workout_plan_id'));
  const day = search.get('scheduled_on');
  const scheduledOn = day && /^\d{4}-\d{2}-\d{2}$/.test(day) ? day : null;
  const target = useMemo(
    () =>
      contact === null
        ? null
        : { account: session.account, contact, workout: id, planId, scheduledOn },
    [session.account, contact, id, planId, scheduledOn],
  );
  const progress = useProgress(target);
  const workout = usePortalWorkout(id, planId, scheduledOn, !progress);

  if (!target) return <Loading label="Loading your workout" />;
  if (progress?.finishedAt)
    return (
      <DoneScreen
        progress={progress}
        account={session.account}
        contact={target.contact}
        leave={() => saveProgress(target, null)}
        back={workoutsPath(session.account)}
      />
    );
  if (progress) return <Player target={target} progress={progress} />;
  if (workout.isPending)
    return (
      <Stack role="status" aria-label="Loading your workout">
        <Skeleton h={32} w="70%" />
        <Skeleton h={90} />
        <Skeleton h={90} />
      </Stack>
    );
  if (workout.error) return <Failed error={workout.error} retry={() => workout.refetch()} />;
  const loaded = workout.data;
  return (
    <Overview
      workout={loaded}
      start={() => {
        const sets: Progress['sets'] = {};
        for (const block of loaded.blocks)
          for (const exercise of block.exercises)
            for (let n = 1; n <= setCount(block, exercise); n++)
              sets[setKey(exercise.id, n)] = startingEntry(exercise);
        saveProgress(target, {
          version: 1,
          clientId: newClientId(),
          startedAt: new Date().toISOString(),
          workout: loaded,
          planId,
          scheduledOn,
          step: 0,
          sets,
          units: {},
          rest: null,
          note: '',
          rpe: null,
          finishedAt: null,
        });
        window.scrollTo(0, 0);
      }}
    />
  );
}
