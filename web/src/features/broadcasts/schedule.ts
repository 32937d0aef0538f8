// A time picked as a wall clock in the account's time zone, as the instant the server expects.

function zoneOffsetMs(at: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(at));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
  return wall - Math.floor(at / 1000) * 1000;
}

/** "2026-12-01 09:30:00" in `timeZone` → "2026-12-01T08:30:00.000Z" (for Europe/Paris). */
export function wallTimeToIso(wall: string, timeZone: string): string {
  const [date = '', time = '00:00:00'] = wall.trim().split(/[ T]/);
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  const [h = 0, min = 0, s = 0] = time.split(':').map(Number);
  const asUtc = Date.UTC(y, m - 1, d, h, min, s);
  // Twice: the offset at the first guess may differ from the offset at the answer (DST).
  const first = asUtc - zoneOffsetMs(asUtc, timeZone);
  return new Date(asUtc - zoneOffsetMs(first, timeZone)).toISOString();
}
