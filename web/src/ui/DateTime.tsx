import { Text, type TextProps } from '@mantine/core';
import { useRefreshedSession } from '../features/session/sessionQuery';
import { formatDate, formatDateTime, parseDate, relativeTime } from './dates';

/** The account's time zone (the signed-in user's), UTC until the session is loaded. */
export function useTimeZone(): string {
  return useRefreshedSession()?.user.timezone ?? 'UTC';
}

/**
 * A point in time in the account's time zone: relative when recent, the date otherwise, and
 * the exact time on hover (the element's title: a list shows dozens of these, and a tooltip
 * component for each cost its first render more than the rows themselves). Empty values show
 * a dash.
 */
export function DateTime(props: { value: string | null | undefined; size?: TextProps['size'] }) {
  const timeZone = useTimeZone();
  const date = parseDate(props.value);
  if (!date) {
    return (
      <Text size={props.size ?? 'sm'} c="dimmed" span>
        —
      </Text>
    );
  }
  const exact = formatDateTime(date, timeZone);
  const shown = relativeTime(date, new Date()) ?? formatDate(date, timeZone);
  return (
    <Text
      component="time"
      dateTime={date.toISOString()}
      title={exact}
      size={props.size ?? 'sm'}
      style={{ whiteSpace: 'nowrap' }}
    >
      {shown}
    </Text>
  );
}
