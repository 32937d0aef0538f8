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
