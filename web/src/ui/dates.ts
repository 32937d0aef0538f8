// Dates in the account's time zone (UX.md): relative for recent events ("3 min ago"), the
// date beyond a week, and the exact time for a tooltip. Pure, so tests pin the wording.

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

// Building an Intl.DateTimeFormat costs far more than formatting with one, and a list shows
// dozens of dates: one formatter per zone and style is kept.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string, style: 'date' | 'dateTime'): Intl.DateTimeFormat {
  const key = `${style} ${timeZone}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      ...(style === 'dateTime' ? { hour: 'numeric', minute: '2-digit' } : {}),
    });
    formatters.set(key, format);
  }
  return format;
}

/** A valid IANA zone, else UTC (an account saved with an unknown zone still shows dates). */
export function safeTimeZone(timeZone: string | null | undefined): string {
  if (!timeZone) return 'UTC';
  try {
    formatter(timeZone, 'date');
    return timeZone;
  } catch {
    return 'UTC';
  }
}

/** A span in words, the same ago and ahead ("3 hours" ago, in "3 hours"); null beyond a week. */
function spanWords(ms: number): { words: string; yesterday: boolean } | null {
  if (ms < hour) return { words: `${Math.max(1, Math.round(ms / minute))} min`, yesterday: false };
  if (ms < day) {
    const h = Math.round(ms / hour);
    return { words: h === 1 ? '1 hour' : `${h} hours`, yesterday: false };
  }
  if (ms < 7 * day) {
    const d = Math.floor(ms / day);
    return { words: `${d} days`, yesterday: d === 1 };
  }
  return null;
}

/**
 * "just now", "3 min ago", "5 hours ago", "yesterday", "4 days ago", and ahead "in 3 min",
 * "in 5 hours", "tomorrow", "in 4 days"; null beyond a week either way.
 */
export function relativeTime(date: Date, now: Date): string | null {
  const diff = now.getTime() - date.getTime();
  if (Math.abs(diff) < 45_000) return 'just now';
  const span = spanWords(Math.abs(diff));
  if (!span) return null;
  if (diff > 0) return span.yesterday ? 'yesterday' : `${span.words} ago`;
  return span.yesterday ? 'tomorrow' : `in ${span.words}`;
}

export function formatDate(date: Date, timeZone: string): string {
  return formatter(safeTimeZone(timeZone), 'date').format(date);
}

export function formatDateTime(date: Date, timeZone: string): string {
  const zone = safeTimeZone(timeZone);
  return `${formatter(zone, 'dateTime').format(date)} (${zone})`;
}

/** A calendar day (YYYY-MM-DD, e.g. a birthday) shown as is, without a time zone shift. */
export function formatDay(value: string): string {
  const d = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(d.getTime())) return value;
  return formatter('UTC', 'date').format(d);
}

export function parseDate(value: string | Date | null | undefined): Date | null {
  if (!value) return null;
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}
