import '../../portal/progress/checkInStyles';
import type { HabitScore } from '@coachline/contract/habit-tracking';
import { Button, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { HabitDayForm, HabitStreak } from '../../portal/habits/HabitDayForm';
import { CheckInFrame, CheckInHeader, CheckInLoad } from './CheckInHeader';
import { publicHabitCalls, usePublicHabitDay } from './queries';

// HabitCheckIn (/habits/{token}, public): the contact's personal habit check-in link. Today
// unless a day of the last week is picked (`?date=`), the habits as toggles, then the updated
// streak. No sign-in: the signed token names the habit tracking and the contact.

export function HabitCheckInPage() {
  const { token = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const date = search.get('date');
  const page = usePublicHabitDay(token, date);
  const calls = useMemo(() => publicHabitCalls(token), [token]);
  const [done, setDone] = useState<{ message: string; score: HabitScore } | null>(null);
  const doneRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  if (!page.data) return <CheckInLoad error={page.error} what="habits" />;

  const day = page.data;
  const s = day.settings;
  const pick = (picked: string) => {
    setDone(null);
    setSearch(picked === day.today ? {} : { date: picked }, { replace: true });
  };
  return (
    <CheckInFrame background={s.background_color}>
      <CheckInHeader
        headline={s.headline}
        subHeadline={s.sub_headline}
        headlineStyle={s.headline_style}
        subHeadlineStyle={s.sub_headline_style}
        cover={{ image: s.cover_image, color: s.overlay_color, opacity: s.overlay_opacity }}
      />
      <Stack px="md" pt="md">
        <Text fw={600}>
          {day.contact_name ? `Hi ${day.contact_name}! ` : ''}
          {day.name}
        </Text>
        {done ? (
          <Stack
            ref={doneRef}
            tabIndex={-1}
            gap="md"
            align="center"
            ta="center"
            py="xl"
            role="status"
          >
            <IconCircleCheck size={56} color={s.button_color} aria-hidden />
            <Text size="lg" fw={600}>
              {done.message}
            </Text>
            <HabitStreak score={done.score} label="Your updated streak and score" />
            <Button variant="default" onClick={() => setDone(null)}>
              Change this day
            </Button>
          </Stack>
        ) : (
          <HabitDayForm
            key={`${day.id}-${day.date}`}
            day={day}
            calls={calls}
            onPickDate={pick}
            onSubmitted={(result) => {
              setDone(result);
              void page.refetch();
            }}
          />
        )}
      </Stack>
    </CheckInFrame>
  );
}
