import type { TabGroup } from '@coachline/contract/auth';
import { buildPath } from '@coachline/contract/routes';
import { Progress } from '@mantine/core';
import { StatCard } from '../../../ui/StatCard';
import type { HomeCard } from '../../home/homeCards';
import { useMembership } from '../../session/sessionQuery';
import { useImportLogs } from '../import/queries';
import { useImportProgressEvents } from '../import/useImportEvents';
import { useContactTabs } from '../settings/queries';
import { useContactChart } from './queries';

// The contact centre's cards on Home.

const contactsPath = buildPath('ContactIndex');

function NewLeadsCard() {
  const chart = useContactChart(null);
  return (
    <StatCard
      label="New leads this week"
      value={chart.data?.totals.leads ?? 0}
      hint="Added since Monday"
      loading={chart.isPending}
      to={contactsPath}
      linkLabel="Open contacts"
    />
  );
}

/** Contacts in a tab group now; the link opens the group's tab when it has only one. */
function GroupCard(props: { group: TabGroup; label: string }) {
  const tabs = useContactTabs();
  const inGroup = (tabs.data ?? []).filter((t) => t.group === props.group);
  const count = inGroup.reduce((sum, t) => sum + t.count, 0);
  const only = inGroup.length === 1 ? inGroup[0] : undefined;
  return (
    <StatCard
      label={props.label}
      value={count}
      hint={inGroup.length > 1 ? inGroup.map((t) => t.title).join(', ') : undefined}
      loading={tabs.isPending}
      to={only ? buildPath('ContactIndex', {}, { tab: only.value }) : contactsPath}
      linkLabel={`Open ${props.label.toLowerCase()}`}
    />
  );
}

function PlanUsageCard() {
  const membership = useMembership();
  return (
    <StatCard
      label="Contacts used of your plan"
      value={membership?.contacts_count.toLocaleString() ?? ''}
      hint={
        membership ? (
          <>
            of {membership.contacts_space.toLocaleString()} ({membership.contacts_used}%)
            <Progress
              value={Math.min(membership.contacts_used, 100)}
              color={membership.contacts_used >= 75 ? 'orange.8' : 'blue.7'}
              aria-label={`${membership.contacts_used}% of the plan's contacts used`}
              mt={4}
            />
          </>
        ) : null
      }
      loading={!membership}
    />
  );
}

const running = new Set(['queued', 'running']);

function ImportsRunningCard() {
  const logs = useImportLogs();
  const count = (logs.data ?? []).filter((log) => running.has(log.status)).length;
  // An import's first and last events change the number: read the logs again then.
  useImportProgressEvents((event) => {
    if (event.status || event.count === 0) void logs.refetch();
  });
  return (
    <StatCard
      label="Imports running"
      value={count}
      hint={count > 0 ? 'Their progress shows on the contacts page' : 'No import is running'}
      loading={logs.isPending}
      to={contactsPath}
      linkLabel="Open contacts"
    />
  );
}

export const contactHomeCards: HomeCard[] = [
  { key: 'new-leads', area: 'contacts-center', Card: NewLeadsCard },
  {
    key: 'trials',
    area: 'contacts-center',
    Card: () => <GroupCard group="trials" label="Trials" />,
  },
  {
    key: 'clients',
    area: 'contacts-center',
    Card: () => <GroupCard group="clients" label="Clients" />,
  },
  { key: 'plan-usage', Card: PlanUsageCard },
  { key: 'imports', area: 'contacts-center', Card: ImportsRunningCard },
];
