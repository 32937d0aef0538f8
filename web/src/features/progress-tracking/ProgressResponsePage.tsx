import { contactIdText, dbIdText } from '@coachline/contract/ids';
import { buildPath } from '@coachline/contract/routes';
import { Alert, Anchor, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, Navigate, useParams } from 'react-router';
import { isApiError } from '../../api/client';
import { PercentBar } from './ContactsPanel';
import { GoalsPanel } from './GoalsPanel';
import { CurrentProgress, MetricCharts } from './MetricCharts';
import { editPath } from './ProgressDialogs';
import { useContactProgress, useProgress, useSections } from './queries';
import { SubmissionList } from './SubmissionList';

// One contact on a tracking (the view-response page): their progress per metric, each metric
// over time, their goals with a value recorded or corrected, and their submissions with
// answers and photos.

function Response(props: { trackingId: number; contactId: number }) {
  const { trackingId, contactId } = props;
  const view = useContactProgress(trackingId, contactId);
  const tracking = useProgress(trackingId);
  const sections = useSections(trackingId);
  if (view.isLoading)
    return <Skeleton role="status" h={280} aria-label="Loading the contact’s progress" />;
  if (view.isError) {
    if (isApiError(view.error) && view.error.status === 404)
      return <Navigate to={buildPath('Error-404')} replace />;
    return <Alert color="red">The contact’s progress could not be loaded.</Alert>;
  }
  if (!view.data) return null;
  const { contact, progress, charts, submissions } = view.data;
  const name = tracking.data?.progress_tracking.name ?? 'the progress tracking';
  const categories = new Map(
    (tracking.data?.categories ?? []).map((c) => [c.id, { name: c.name, unit: c.unit }]),
  );
  for (const m of progress.metrics)
    if (!categories.has(m.category_id)) categories.set(m.category_id, m);
  const questions = new Map(
    (sections.data ?? []).flatMap((s) => s.questions.map((q) => [q.id, q] as const)),
  );
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={`${editPath(trackingId)}?tab=contacts`} size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} aria-hidden />
          Back to {name}
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Stack gap={2}>
          <Title order={1} size="h2">
            {contact.full_name}
          </Title>
          <Text size="sm" c="dimmed">
            Progress on {name}
          </Text>
        </Stack>
        <Paper withBorder radius="md" p="sm" miw={220}>
          <Text size="xs" c="dimmed">
            Toward their goals
          </Text>
          <PercentBar percent={progress.percent} name={contact.full_name} />
        </Paper>
      </Group>
      <Stack gap="sm" component="section" aria-labelledby="response-current">
        <Title order={2} size="h4" id="response-current">
          Current progress
        </Title>
        <CurrentProgress metrics={progress.metrics} />
        <MetricCharts charts={charts} />
      </Stack>
      <Stack gap="sm" component="section" aria-labelledby="response-goals">
        <Title order={2} size="h4" id="response-goals">
          Goals
        </Title>
        <GoalsPanel trackingId={trackingId} contactId={contactId} />
      </Stack>
      <Stack gap="sm" component="section" aria-labelledby="response-submissions">
        <Title order={2} size="h4" id="response-submissions">
          Submissions
        </Title>
        <SubmissionList submissions={submissions} categories={categories} questions={questions} />
      </Stack>
    </Stack>
  );
}

export function ProgressResponsePage() {
  const params = useParams();
  const tracking = dbIdText.safeParse(params.progress);
  const contact = contactIdText.safeParse(params.contact);
  if (!tracking.success || !contact.success)
    return <Navigate to={buildPath('Error-404')} replace />;
  return (
    <Response
      key={`${tracking.data}-${contact.data}`}
      trackingId={tracking.data}
      contactId={contact.data}
    />
  );
}
