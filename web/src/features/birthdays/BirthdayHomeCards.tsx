import { buildPath } from '@coachline/contract/routes';
import { useAbilities } from '../../app/abilities';
import { StatCard } from '../../ui/StatCard';
import type { HomeCard } from '../home/homeCards';
import { useUpcomingBirthdays } from './queries';

// The birthdays' card on Home: whose birthday it is today, and how many follow this week.

function BirthdaysCard() {
  const week = useUpcomingBirthdays(7, true);
  const settings = useAbilities('admin-settings');
  const list = week.data?.birthdays ?? [];
  const today = list.filter((b) => b.days_until === 0);
  const later = list.length - today.length;
  const names = today.map((b) => b.full_name || b.email || 'Unnamed contact');
  return (
    <StatCard
      label="Birthdays today"
      value={today.length}
      hint={[
        names.length > 0 ? names.slice(0, 3).join(', ') + (names.length > 3 ? '…' : '') : null,
        later > 0 ? `${later} more in the next 7 days` : null,
      ]
        .filter(Boolean)
        .join(' · ')}
      loading={week.isPending}
      to={settings.view ? buildPath('AdminSettings', {}, { tab: 'birthdays' }) : undefined}
      linkLabel="Open birthdays"
    />
  );
}

export const birthdayHomeCards: readonly HomeCard[] = [
  { key: 'birthdays', area: 'contacts-center', Card: BirthdaysCard },
];
