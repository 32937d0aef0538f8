import { Box, Group, Stack, Text } from '@mantine/core';
import { dayLabel } from './labels';

// A contact's last days as a heat map (weeks as columns, Monday to Sunday down, 002 §9): the
// darker a day, the more of the habits were done. Each day names its figures.

const shades = ['gray.2', 'blue.2', 'blue.4', 'blue.6', 'blue.8'] as const;

const shadeOf = (done: number, total: number) =>
  done === 0 || total === 0 ? 0 : Math.min(4, Math.ceil((done / total) * 4));

/** Monday 0 … Sunday 6 of a YYYY-MM-DD date. */
const weekdayOf = (date: string) => (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;

export function HabitCalendar(props: {
  days: { date: string; done: number[] }[];
  habitsCount: number;
}) {
  const { days, habitsCount } = props;
  const first = days[0];
  const offset = first ? weekdayOf(first.date) : 0;
  const active = days.filter((d) => d.done.length > 0).length;
  return (
    <Stack gap="xs">
      <Box
        role="group"
        aria-label={`Habits done per day, the last ${days.length} days: ${active} days with at least one`}
        style={{
          display: 'grid',
          gridTemplateRows: 'repeat(7, 14px)',
          gridAutoFlow: 'column',
          gridAutoColumns: '14px',
          gap: 3,
          overflowX: 'auto',
        }}
      >
        {Array.from({ length: offset }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: empty cells before the first day
          <span key={`pad-${i}`} aria-hidden />
        ))}
        {days.map((d) => {
          const words = `${dayLabel(d.date)}: ${d.done.length} of ${habitsCount} habits done`;
          return (
            <Box
              key={d.date}
              role="img"
              aria-label={words}
              title={words}
              bg={shades[shadeOf(d.done.length, habitsCount)]}
              style={{ borderRadius: 3 }}
            />
          );
        })}
      </Box>
      <Group gap={4} aria-hidden>
        <Text size="xs" c="dimmed">
          Fewer
        </Text>
        {shades.map((s) => (
          <Box key={s} w={12} h={12} bg={s} style={{ borderRadius: 3 }} />
        ))}
        <Text size="xs" c="dimmed">
          More
        </Text>
      </Group>
    </Stack>
  );
}
