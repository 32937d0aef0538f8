import {
  Badge,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { IconCircleCheckFilled, IconCircleDashed, IconFlame } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { PhotoInput } from '../progress/PhotoInput';
import { SubmitBar } from '../progress/SubmitBar';
import type { HabitCalls, HabitDay, HabitScore, Uploaded } from '../progress/types';

// A day's habits, the same in the portal and on the personal-link page (features/check-ins
// imports it from here, so the portal never reaches into the app): the streak and score,
// the last 7 days to pick from, each category's habits as large toggles with their points, a
// note and a photo proof for a habit done (a "required" proof before it can be saved), and the
// button. The host loads the day picked and shows what follows a check-in.

type Habit = HabitDay['categories'][number]['habits'][number];
type Mark = { done: boolean; note: string; proof: Uploaded | null; hasProof: boolean };

export const habitFormMessages = {
  proofRequired: 'Upload a photo',
  nothing: 'Check in at least one habit',
} as const;

const dayFormat = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(undefined, { ...options, timeZone: 'UTC' });
const longDay = dayFormat({ weekday: 'long', day: 'numeric', month: 'long' });
const weekday = dayFormat({ weekday: 'short' });
const dayOfMonth = dayFormat({ day: 'numeric' });
/** A calendar day (YYYY-MM-DD) as a date at its noon, UTC, so every time zone names it alike. */
const dateOf = (day: string) => new Date(`${day}T12:00:00Z`);
export const formatDay = (day: string) => longDay.format(dateOf(day));

const habitField = (id: number) => `habits.${id}`;
const habitId = (id: number) => `check-in-habit-${id}`;

function marksOf(day: HabitDay): Record<number, Mark> {
  const marks: Record<number, Mark> = {};
  for (const c of day.checkins)
    if (c.date === day.date)
      marks[c.habit_id] = { done: c.done, note: c.note, proof: null, hasProof: c.has_proof };
  return marks;
}

const blank: Mark = { done: false, note: '', proof: null, hasProof: false };

/** Current and best streak, and the score. */
export function HabitStreak({ score, label }: { score: HabitScore; label?: string }) {
  return (
    <Group gap="md" wrap="wrap" aria-label={label ?? 'Your streak and score'} role="group">
      <Group gap={4}>
        <IconFlame size={22} color="var(--mantine-color-orange-6)" aria-hidden />
        <Text fw={700}>
          {score.current_streak} {score.current_streak === 1 ? 'day' : 'days'} in a row
        </Text>
      </Group>
      <Text size="sm" c="dimmed">
        Best {score.best_streak}
      </Text>
      <Text size="sm" c="dimmed">
        Score {score.score}
      </Text>
    </Group>
  );
}

/** The last 7 days, each with how many habits were done; the one shown is pressed. */
export function WeekStrip(props: {
  week: HabitDay['week'];
  date: string;
  today: string;
  onPick?: (date: string) => void;
}) {
  return (
    <SimpleGrid cols={7} spacing={4} role="group" aria-label="The last 7 days">
      {props.week.map((d) => {
        const name = d.date === props.today ? 'Today' : weekday.format(dateOf(d.date));
        const full = d.total > 0 && d.done >= d.total;
        return (
          <UnstyledButton
            key={d.date}
            aria-pressed={d.date === props.date}
            disabled={!props.onPick}
            onClick={() => props.onPick?.(d.date)}
            style={{
              minHeight: 56,
              borderRadius: 8,
              textAlign: 'center',
              border: `2px solid ${d.date === props.date ? 'var(--check-in-accent, #2F6FED)' : 'var(--mantine-color-gray-3)'}`,
              background: full ? 'var(--mantine-color-green-0)' : undefined,
            }}
          >
            <Text size="xs" fw={d.date === props.date ? 700 : 400}>
              {name}
            </Text>
            <Text size="sm" fw={700}>
              {dayOfMonth.format(dateOf(d.date))}
            </Text>
            {/* Read as "Today 30 1/2 done": the visible words, then what the numbers are. */}
            <Text size="xs" c="dimmed">
              {d.done}/{d.total}
              <VisuallyHidden> done</VisuallyHidden>
            </Text>
          </UnstyledButton>
        );
      })}
    </SimpleGrid>
  );
}

function HabitToggle(props: {
  habit: Habit;
  mark: Mark;
  error: string | undefined;
  calls: HabitCalls;
  onChange: (mark: Mark) => void;
  onBusy: (busy: boolean) => void;
}) {
  const { habit, mark } = props;
  const proofNeeded = habit.proof === 'required' && !mark.hasProof;
  return (
    <Paper
      withBorder
      radius="md"
      p={0}
      id={habitId(habit.id)}
      style={mark.done ? { borderColor: 'var(--mantine-color-green-6)' } : undefined}
    >
      <UnstyledButton
        aria-pressed={mark.done}
        aria-describedby={props.error ? `${habitId(habit.id)}-error` : undefined}
        onClick={() => props.onChange({ ...mark, done: !mark.done })}
        p="sm"
        w="100%"
        style={{ minHeight: 56, display: 'flex', alignItems: 'center', gap: 12 }}
      >
        {mark.done ? (
          <IconCircleCheckFilled size={30} color="var(--mantine-color-green-6)" aria-hidden />
        ) : (
          <IconCircleDashed size={30} color="var(--mantine-color-gray-5)" aria-hidden />
        )}
        <span style={{ flex: 1, minWidth: 0 }}>
          <Text fw={600} component="span" display="block">
            {habit.name}
          </Text>
          {habit.description ? (
            <Text size="sm" c="dimmed" component="span" display="block">
              {habit.description}
            </Text>
          ) : null}
        </span>
        <Badge variant="light" color={mark.done ? 'green' : 'gray'}>
          +{habit.points} {habit.points === 1 ? 'pt' : 'pts'}
        </Badge>
      </UnstyledButton>
      {mark.done ? (
        <Stack gap="xs" px="sm" pb="sm">
          <TextInput
            label={`Note for ${habit.name}`}
            placeholder="Optional"
            maxLength={500}
            value={mark.note}
            onChange={(e) => props.onChange({ ...mark, note: e.currentTarget.value })}
          />
          {habit.proof !== 'none' ? (
            <>
              {mark.hasProof && !mark.proof ? (
                <Text size="sm" c="dimmed">
                  A photo is already saved for this day. Upload another to replace it.
                </Text>
              ) : null}
              <PhotoInput
                label={`Photo proof for ${habit.name}`}
                required={proofNeeded}
                value={mark.proof}
                onChange={(proof) => props.onChange({ ...mark, proof })}
                upload={(file) => props.calls.upload(habit.id, file)}
                failure={props.calls.failure}
                onBusy={props.onBusy}
              />
            </>
          ) : null}
        </Stack>
      ) : null}
      {props.error ? (
        <Text size="sm" c="red.8" px="sm" pb="sm" id={`${habitId(habit.id)}-error`} role="alert">
          {props.error}
        </Text>
      ) : null}
    </Paper>
  );
}

export function HabitDayForm(props: {
  day: HabitDay;
  calls: HabitCalls;
  onPickDate?: (date: string) => void;
  onSubmitted: (result: { message: string; score: HabitScore }) => void;
}) {
  const { day, calls } = props;
  const s = day.settings;
  const [marks, setMarks] = useState<Record<number, Mark>>(() => marksOf(day));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [uploading, setUploading] = useState(0);
  const [sending, setSending] = useState(false);
  const onBusy = (busy: boolean) => setUploading((n) => n + (busy ? 1 : -1));
  const habits = day.categories.flatMap((c) => c.habits);
  const doneCount = habits.filter((h) => marks[h.id]?.done).length;

  const focus = (fields: string[]) => {
    const first = fields[0]?.split('.')[1];
    if (first)
      requestAnimationFrame(() =>
        document.querySelector<HTMLElement>(`#${habitId(Number(first))} button`)?.focus(),
      );
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const missing: Record<string, string> = {};
    for (const h of habits) {
      const mark = marks[h.id];
      if (mark?.done && h.proof === 'required' && !mark.hasProof && !mark.proof)
        missing[habitField(h.id)] = habitFormMessages.proofRequired;
    }
    if (Object.keys(missing).length > 0) {
      setErrors(missing);
      focus(Object.keys(missing));
      return;
    }
    if (habits.length === 0) return setProblem(habitFormMessages.nothing);
    setSending(true);
    try {
      const res = await calls.checkIn({
        date: day.date,
        habits: habits.map((h) => {
          const mark = marks[h.id] ?? blank;
          return {
            habit_id: h.id,
            done: mark.done,
            note: mark.note.trim(),
            ...(mark.done && mark.proof ? { proof: mark.proof.upload } : {}),
          };
        }),
      });
      props.onSubmitted(res);
    } catch (error) {
      const failed = calls.failure(error);
      const placed: Record<string, string> = {};
      const other: string[] = [];
      for (const [field, message] of Object.entries(failed.fields))
        if (/^habits\.\d+$/.test(field)) placed[field] = message;
        else other.push(message);
      setErrors(placed);
      focus(Object.keys(placed));
      setProblem(
        other.length > 0
          ? other.join(' ')
          : Object.keys(placed).length === 0
            ? failed.message
            : null,
      );
    } finally {
      setSending(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate style={{ '--check-in-accent': s.button_color } as never}>
      <Stack gap="lg">
        <HabitStreak score={day.score} />
        <Stack gap={6}>
          <Text fw={600}>
            {day.date === day.today ? `Today, ${formatDay(day.date)}` : formatDay(day.date)}
          </Text>
          <WeekStrip
            week={day.week}
            date={day.date}
            today={day.today}
            {...(props.onPickDate ? { onPick: props.onPickDate } : {})}
          />
        </Stack>
        {day.categories.map((category) => (
          <Stack key={category.id} gap="xs" component="section" aria-label={category.name}>
            <Title order={2} size="h4">
              {category.name}
            </Title>
            {category.habits.map((habit) => (
              <HabitToggle
                key={habit.id}
                habit={habit}
                mark={marks[habit.id] ?? blank}
                error={errors[habitField(habit.id)]}
                calls={calls}
                onBusy={onBusy}
                onChange={(mark) => {
                  setErrors(({ [habitField(habit.id)]: _gone, ...rest }) => rest);
                  setMarks((old) => ({ ...old, [habit.id]: mark }));
                }}
              />
            ))}
          </Stack>
        ))}
        <SubmitBar
          settings={s}
          problem={problem}
          sending={sending}
          uploading={uploading > 0}
          status={`${doneCount} of ${habits.length} done.`}
        />
      </Stack>
    </form>
  );
}
