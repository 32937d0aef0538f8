import type { PipelineHistory } from '@coachline/contract/pipelines';
import { buildPath } from '@coachline/contract/routes';
import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { DateTime } from '../../ui/DateTime';
import { EmptyState } from '../../ui/EmptyState';
import { ListFooter } from '../../ui/ListFooter';
import { LoadingRows } from '../../ui/LoadingRows';
import { usePipelineHistory } from './queries';

// The pipeline's History tab: every move, latest first; on a card, that contact's moves.

/** "Added to Contacted", "Contacted → Won", "Removed from Won". */
export function moveText(h: Pick<PipelineHistory, 'from_stage' | 'to_stage'>): string {
  if (h.from_stage === null) return `Added to ${h.to_stage ?? 'the pipeline'}`;
  if (h.to_stage === null) return `Removed from ${h.from_stage}`;
  return `${h.from_stage} → ${h.to_stage}`;
}

export function PipelineHistoryPanel(props: { pipelineId: number; contactId?: number }) {
  const [page, setPage] = useState(1);
  const history = usePipelineHistory(props.pipelineId, page, props.contactId);
  const label = props.contactId === undefined ? 'History' : 'Moves of the contact';
  if (history.isPending) return <LoadingRows rows={4} h={48} label="Loading the history" />;
  if (history.isError)
    return (
      <Text size="sm" c="red.8">
        The history could not be loaded.
      </Text>
    );
  if (history.data.total === 0)
    return (
      <EmptyState
        icon={<IconHistory size={24} />}
        title="No moves yet"
        text="Each contact added, moved between stages or taken off shows here, with who did it and when."
      />
    );
  return (
    <Stack gap="sm">
      <Stack component="ol" gap="xs" p={0} m={0} aria-label={label} style={{ listStyle: 'none' }}>
        {history.data.data.map((h) => (
          <Paper key={h.id} component="li" withBorder radius="sm" p="sm">
            <Group justify="space-between" wrap="wrap" gap="xs" align="flex-start">
              <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
                {props.contactId === undefined ? (
                  <Anchor
                    component={Link}
                    to={buildPath('ContactProfile', { id: h.contact.id })}
                    size="sm"
                    fw={600}
                  >
                    {h.contact.full_name || `Contact ${h.contact.id}`}
                  </Anchor>
                ) : null}
                <Text size="sm">{moveText(h)}</Text>
                {h.by ? (
                  <Text size="xs" c="dimmed">
                    By {h.by}
                  </Text>
                ) : null}
              </Stack>
              <DateTime value={h.created_at} size="xs" />
            </Group>
          </Paper>
        ))}
      </Stack>
      <ListFooter list={history.data} onPage={setPage} label="History pages" />
    </Stack>
  );
}
