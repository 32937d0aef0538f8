import { tabGroups } from '@coachline/contract/auth';
import type {
  ContactChartQuery,
  ContactChartResponse,
  ContactsPerGroup,
} from '@coachline/contract/contacts';
import { weekDays } from '@coachline/contract/dates';
import { authorize } from '../../platform/auth';
import { dayIn } from '../../platform/clock';
import type { RequestContext } from '../../platform/context';
import type { Deps } from '../../platform/deps';
import { findAccount } from '../accounts/accounts.service';
import { addedPerDay } from './contacts.chart.repository';

// contact/chart-data: contacts over time on Home, one week (Mon to Sun, 001 §9) at a time.

/** The seven days, Monday to Sunday, of the week holding `date` (YYYY-MM-DD). */
export function weekOf(date: string): string[] {
  const day = new Date(`${date}T00:00:00Z`);
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return weekDays.map((_, i) =>
    new Date(day.getTime() + (i - sinceMonday) * 86_400_000).toISOString().slice(0, 10),
  );
}

const noneOf = (): ContactsPerGroup => ({ leads: 0, trials: 0, clients: 0, staff: 0, lost: 0 });

export async function chartData(
  deps: Deps,
  ctx: RequestContext,
  query: ContactChartQuery,
  now = new Date(),
): Promise<ContactChartResponse> {
  authorize(ctx, 'view', 'contacts-center');
  const primary = await findAccount(deps.db, ctx.primaryAccountId);
  const timeZone = primary?.timezone ?? 'UTC';
  const dates = weekOf(query.date ?? dayIn(timeZone, now));
  const from = dates[0] ?? '';
  const to = dates[6] ?? '';
  const rows = await addedPerDay(deps.db, ctx.accountId, { from, to, timeZone });

  const days = dates.map((date, i) => ({ day: weekDays[i] ?? 'Mon', date, ...noneOf() }));
  const totals = noneOf();
  for (const row of rows) {
    const day = days.find((d) => d.date === row.day);
    if (!day || !tabGroups.includes(row.group)) continue;
    day[row.group] += row.count;
    totals[row.group] += row.count;
  }
  return { status: 1, start_date: from, end_date: to, days, totals };
}
