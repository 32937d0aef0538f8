// Dates in the account's time zone (UX.md): relative for recent events ("3 min ago"), the
// date beyond a week, and the exact time for a tooltip. Pure, so tests pin the wording.

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

/** A valid IANA zone, else UTC (an account saved with an unknown zone still shows dates). */
export function safeTimeZone(timeZone: string | null | undefined): string {
  if (!timeZone) return 'UTC';
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return timeZone;
  } catch {
    return 'UTC';
  }
}

/** "just now", "3 min ago", "5 hours ago", "yesterday", "4 days ago"; null beyond a week. */
export function relativeTime(date: Date, now: Date): string | null {
  const diff = now.getTime() - date.getTime();
  if (diff < 45_000) return diff > -day ? 'just now' : null;
  if (diff < hour) return `${Math.max(1, Math.round(diff / minute))} min ago`;
  if (diff < day) {
    const h = Math.round(diff / hour);
    return h === 1 ? '1 hour ago' : `${h} hours ago`;
  }
  if (diff < 7 * day) {
    const d = Math.floor(diff / day);
    return d === 1 ? 'yesterday' : `${d} days ago`;
  }
  return null;
}

export function formatDate(date: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: safeTimeZone(timeZone),
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  }).format(date);
}

export function formatDateTime(date: Date, timeZone: string): string {
  const zone = safeTimeZone(timeZone);
  const text = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(date);
  return `${text} (${zone})`;
}

/** A calendar day (YYYY-MM-DD, e.g. a birthday) shown as is, without a time zone shift. */
export function formatDay(value: string): string {
  const d = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(d.getTime())) return value;
  return new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  }).format(d);
}

export function parseDate(value: string | Date | null | undefined): Date | null {
  if (!value) return null;
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}
