import type { Broadcast } from '@coachline/contract/broadcasts';
import { buildPath } from '@coachline/contract/routes';
import { Anchor, Button, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconExternalLink } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { useAbilities } from '../../app/abilities';
import { confirmAction } from '../../ui/dialogs';
import { PageHeader } from '../../ui/PageHeader';
import { StatCard } from '../../ui/StatCard';
import { ActivityChart } from './ActivityChart';
import { broadcastIdOf } from './ids';
import { rate } from './labels';
import { useBroadcast, useResendUnopens } from './queries';
import { RecipientsTable } from './RecipientsTable';
import { SendProgress } from './SendProgress';
import { SuppressionListsModal } from './SuppressionLists';
import { TagUnopenedModal } from './TagUnopenedModal';

// The report of a sent or sending broadcast: its progress, its numbers, opens and clicks over
// time, who it reached, and the follow-ups (tag or resend to those who did not open).

function Totals(props: { broadcast: Broadcast }) {
  const b = props.broadcast;
  const n = (v: number) => v.toLocaleString('en-US');
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm">
      <StatCard label="Sent" value={n(b.sent_count)} hint={`of ${n(b.recipients_count)}`} />
      <StatCard label="Failed" value={n(b.failed_count)} />
      <StatCard
        label="Opened"
        value={n(b.opened_count)}
        hint={`${rate(b.opened_count, b.sent_count)} of sent`}
      />
      <StatCard
        label="Clicked"
        value={n(b.clicked_count)}
        hint={`${rate(b.clicked_count, b.sent_count)} of sent`}
      />
      <StatCard label="Bounced" value={n(b.bounced_count)} />
      <StatCard label="Excluded" value={n(b.excluded_count)} hint="Unsubscribed, off or no email" />
    </SimpleGrid>
  );
}

function FollowUps(props: { broadcast: Broadcast }) {
  const b = props.broadcast;
  const abilities = useAbilities('broadcasts');
  const contacts = useAbilities('contacts-center');
  const resend = useResendUnopens();
  const navigate = useNavigate();
  const [tagging, setTagging] = useState(false);
  const [suppressions, setSuppressions] = useState(false);
  const sent = b.status === 'sent';
  return (
    <Group gap="xs" wrap="wrap">
      {sent && contacts.update ? (
        <Button variant="default" onClick={() => setTagging(true)}>
          Tag those who did not open
        </Button>
      ) : null}
      {sent && abilities.create ? (
        <Button
          variant="default"
          onClick={() =>
            confirmAction({
              text: 'A new draft of this broadcast will be made for those who did not open it.',
              confirmLabel: 'Make the draft',
              onConfirm: () =>
                resend.mutate(b.id, {
                  onSuccess: (res) =>
                    navigate(buildPath('BroadcastEdit', { broadcast: res.broadcast.id })),
                }),
            })
          }
        >
          Resend to unopens
        </Button>
      ) : null}
      {sent ? (
        <Button
          variant="default"
          component="a"
          href={buildPath('BroadcastPublicView', { id: b.id })}
          target="_blank"
          rel="noopener"
          rightSection={<IconExternalLink size={14} aria-hidden />}
        >
          Public view
        </Button>
      ) : null}
      <Button variant="subtle" onClick={() => setSuppressions(true)}>
        Suppression lists
      </Button>
      <TagUnopenedModal broadcastId={b.id} opened={tagging} onClose={() => setTagging(false)} />
      <SuppressionListsModal opened={suppressions} onClose={() => setSuppressions(false)} />
    </Group>
  );
}

export function BroadcastReportPage() {
  const id = broadcastIdOf(useParams().broadcast);
  const found = useBroadcast(id);
  if (id === null || found.data === null) return <Navigate to={buildPath('Error-404')} replace />;
  const b = found.data;
  // A draft has no report; but a status read before the send is not the last word.
  if (!b || (b.status === 'saved' && found.isFetching))
    return (
      <Stack gap="md" role="status" aria-busy="true" aria-label="Loading the report">
        <Skeleton h={48} w="40%" />
        <Skeleton h={80} radius="md" />
        <Skeleton h={260} radius="md" />
      </Stack>
    );
  if (b.status === 'saved')
    return <Navigate to={buildPath('BroadcastEdit', { broadcast: b.id })} replace />;
  const live = b.status === 'queued' || b.status === 'sending';
  return (
    <Stack gap="md">
      <Anchor component={Link} to={buildPath('BroadcastIndex')} size="sm" w="fit-content">
        <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: 'middle' }} /> Back to
        broadcasts
      </Anchor>
      <PageHeader title={b.title} description={b.subject ? `Subject: ${b.subject}` : 'Report'} />
      <FollowUps broadcast={b} />
      <SendProgress broadcast={b} />
      <Totals broadcast={b} />
      {b.created_by ? (
        <Text size="xs" c="dimmed">
          By {b.created_by}
        </Text>
      ) : null}
      <ActivityChart broadcastId={b.id} live={live} />
      <RecipientsTable broadcastId={b.id} live={live} />
    </Stack>
  );
}
