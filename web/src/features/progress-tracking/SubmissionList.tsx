import type { progressSubmission } from '@coachline/contract/progress-tracking';
import { Paper, Stack, Table, Text } from '@mantine/core';
import type { z } from 'zod';
import { DateTime } from '../../ui/DateTime';
import { amount } from './MetricCharts';
import { ProofGrid } from './ProofTile';

// A contact's submissions, latest first: the values of each metric, the answers to each
// question (by the question's label where the question still exists) and the photos.

type Submission = z.output<typeof progressSubmission>;
type Named = { name: string; unit: string };

export function SubmissionList(props: {
  submissions: Submission[];
  categories: ReadonlyMap<number, Named>;
  questions: ReadonlyMap<number, { label: string; unit: string }>;
}) {
  if (props.submissions.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No submissions yet. The contact submits from the link in each reminder, or from their
        portal.
      </Text>
    );
  return (
    <Stack
      component="ol"
      gap="sm"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label="Submissions"
    >
      {props.submissions.map((s) => (
        <Paper
          component="li"
          key={s.id}
          withBorder
          radius="md"
          p="md"
          aria-label={`Submission ${s.id}`}
        >
          <Stack gap="xs">
            <Text size="sm" fw={600} component="div">
              <DateTime value={s.submitted_at} size="sm" />
            </Text>
            {s.metrics.length + s.answers.length > 0 ? (
              <Table fz="sm" verticalSpacing={4}>
                <Table.Tbody>
                  {s.metrics.map((m) => {
                    const c = props.categories.get(m.category_id);
                    return (
                      <Table.Tr key={`m-${m.category_id}`}>
                        <Table.Th w="50%">{c?.name ?? 'A deleted metric'}</Table.Th>
                        <Table.Td>{amount(m.value, c?.unit)}</Table.Td>
                      </Table.Tr>
                    );
                  })}
                  {s.answers.map((a) => {
                    const q = props.questions.get(a.question_id);
                    return (
                      <Table.Tr key={`a-${a.question_id}`}>
                        <Table.Th w="50%">{q?.label ?? 'A deleted question'}</Table.Th>
                        <Table.Td style={{ whiteSpace: 'pre-wrap' }}>
                          {typeof a.value === 'number' ? amount(a.value, q?.unit) : a.value}
                        </Table.Td>
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            ) : null}
            {s.proofs.length > 0 ? (
              <ProofGrid proofs={s.proofs} label={`Photos of submission ${s.id}`} />
            ) : null}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
