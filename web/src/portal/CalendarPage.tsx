import type { CalendarDay } from '@coachline/contract/calendar';
import type { PortalHomeSettings } from '@coachline/contract/client-portal';
import { dayParts, dayPartTitleKey } from '@coachline/contract/day-parts';
import { Group, Paper, Skeleton, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { Empty, Failed } from './bits';
import classes from './portal.module.css';
import { useCalendarDay, useHome } from './queries';
import { navigate, useLocation } from './router';

// The contact's calendar: a week to pick a day from, and the day in its morning, afternoon and
// evening under the coach's titles. The home shows today the same way.

const pad = (n: number) => String(n).padStart(2, '0');
const dateOf = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const at = (date: string) => new Date(`${date}T12:00:00`);
const shift = (date: string, days: number) => {
  const d = at(date);
  d.setDate(d.getDate() + days);
  return dateOf(d);
};

/** A day's events in its parts; the parts without any are left out. */
export function DayParts(props: {
  day: CalendarDay;
  titles: PortalHomeSettings['calendar'];
  empty: string;
}) {
  const parts = dayParts.filter((part) => props.day[part].length > 0);
  if (parts.length === 0) return <Empty>{props.empty}</Empty>;
  return (
    <Stack gap="sm">
      {parts.map((part) => (
        <Stack
          key={part}
          gap={6}
          component="section"
          aria-label={props.titles[dayPartTitleKey[part]]}
        >
          <Text size="sm" fw={700} c="dimmed" tt="uppercase">
            {props.titles[dayPartTitleKey[part]]}
          </Text>
          {props.day[part].map((event) => (
            <Paper key={event.id} withBorder radius="md" p="sm">
              <Group gap="sm" wrap="nowrap" align="flex-start">
                <Text
                  fw={700}
                  c="var(--portal-color)"
                  style={{ fontVariantNumeric: 'tabular-nums' }}
                >
                  {event.start_time}
                </Text>
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Text fw={600}>{event.title}</Text>
                  {(event.end_time || event.location) && (
                    <Text size="sm" c="dimmed">
                      {[event.end_time && `until ${event.end_time}`, event.location]
                        .filter(Boolean)
                        .join(' · ')}
                    </Text>
                  )}
                  {event.description && (
                    <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                      {event.description}
                    </Text>
                  )}
                </Stack>
              </Group>
            </Paper>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}

/** The calendar screen; the day is in the address (`?date=`), today when not. */
export function CalendarPage() {
  const { search, pathname } = useLocation();
  const today = dateOf(new Date());
  const chosen = /^\d{4}-\d{2}-\d{2}$/.test(search.get('date') ?? '') ? search.get('date')! : today;
  const home = useHome();
  const day = useCalendarDay(chosen);
  const monday = shift(chosen, -((at(chosen).getDay() + 6) % 7));
  const week = Array.from({ length: 7 }, (_, i) => shift(monday, i));
  const go = (date: string) => navigate(`${pathname}?date=${date}`, { replace: true });
  const titles = home.data?.settings.calendar;
  const heading = at(chosen).toLocaleDateString(undefined, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  });

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {home.data?.settings.tabs.calendar ?? 'Calendar'}
      </Title>
      <Group justify="space-between" wrap="nowrap" gap={4} role="group" aria-label="Week">
        <UnstyledButton className={classes.dayButton} onClick={() => go(shift(chosen, -7))}>
          <span aria-hidden>‹</span>
          <span className={classes.visuallyHidden}>Previous week</span>
        </UnstyledButton>
        {week.map((date) => {
          const d = at(date);
          return (
            <UnstyledButton
              key={date}
              className={classes.dayButton}
              aria-pressed={date === chosen}
              data-today={date === today || undefined}
              onClick={() => go(date)}
            >
              <span className={classes.dayName} aria-hidden>
                {d.toLocaleDateString(undefined, { weekday: 'narrow' })}
              </span>
              <span aria-hidden>{d.getDate()}</span>
              <span className={classes.visuallyHidden}>
                {d.toLocaleDateString(undefined, {
                  weekday: 'long',
                  day: 'numeric',
                  month: 'long',
                })}
              </span>
            </UnstyledButton>
          );
        })}
        <UnstyledButton className={classes.dayButton} onClick={() => go(shift(chosen, 7))}>
          <span aria-hidden>›</span>
          <span className={classes.visuallyHidden}>Next week</span>
        </UnstyledButton>
      </Group>
      <Title order={2} size="h4" aria-live="polite">
        {chosen === today ? `Today, ${heading}` : heading}
      </Title>
      {day.isPending || !titles ? (
        <Skeleton h={120} role="status" aria-label="Loading the day" />
      ) : day.error ? (
        <Failed error={day.error} retry={() => day.refetch()} />
      ) : (
        <DayParts day={day.data.day} titles={titles} empty="Nothing planned for this day." />
      )}
    </Stack>
  );
}
