import { dbIdText } from '@coachline/contract/ids';
import {
  type Pipeline,
  type PipelineCard,
  type PipelineStage,
  pipelineCategories,
} from '@coachline/contract/pipelines';
import { buildPath } from '@coachline/contract/routes';
import { plural } from '@coachline/contract/text';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Skeleton,
  Stack,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconArrowLeft, IconColumns, IconDeviceFloppy, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { useAbilities } from '../../app/abilities';
import { BusyButton } from '../../ui/BusyButton';
import { SearchInput } from '../../ui/SearchInput';
import { PickContactsModal } from '../groups/PickContactsModal';
import type { StageActions } from './BoardColumn';
import { CardDrawer } from './CardDrawer';
import { EditStagesModal } from './EditStagesModal';
import { PipelineAnalyticsPanel } from './PipelineAnalyticsPanel';
import { PipelineBoard } from './PipelineBoard';
import { PipelineHistoryPanel } from './PipelineHistoryPanel';
import { useBoard, useContactsAdd, useSaveTemplate } from './queries';
import { DeleteStageModal, RenameStageModal } from './StageDialogs';

// A pipeline (issue 15 §4): its board of stages and contacts, searched, with contacts added,
// stages edited and saved as the location's template; its history of moves; its analytics.
// `?tab=` opens a tab.

const tabs = ['board', 'history', 'analytics'] as const;
type BoardTab = (typeof tabs)[number];

type StageDialog = { kind: 'rename' | 'delete' | 'add'; stage: PipelineStage };

/** Adds contacts by name or email to a stage (the first when none is named). */
function AddContactsModal(props: {
  pipeline: Pipeline;
  stage: PipelineStage | null;
  opened: boolean;
  onClose: () => void;
}) {
  const add = useContactsAdd(props.pipeline.id);
  const stage = props.stage ?? props.pipeline.stages[0];
  return (
    <PickContactsModal
      opened={props.opened}
      onClose={props.onClose}
      title={props.stage ? `Add contacts to ${props.stage.name}` : 'Add contacts'}
      text={`They go on top of ${stage?.name ?? 'the first stage'}; those on the pipeline already stay where they are.`}
      submitLabel="Add contacts"
      busyLabel="Adding"
      busy={add.isPending}
      send={(selection, outcome) =>
        add.mutate({ contact_ids: selection.ids ?? [], stage_id: stage?.id ?? null }, outcome)
      }
    />
  );
}

function Board(props: { pipeline: Pipeline; stages: PipelineStage[] }) {
  const { pipeline, stages } = props;
  const abilities = useAbilities('contacts-center');
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: BoardTab = tabs.find((t) => t === requested) ?? 'board';
  const show = (value: string | null) => {
    const next = new URLSearchParams(params);
    if (!value || value === 'board') next.delete('tab');
    else next.set('tab', value);
    setParams(next, { replace: true });
  };
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 350);
  const [opened, setOpened] = useState<PipelineCard | null>(null);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState(false);
  const [dialog, setDialog] = useState<StageDialog | null>(null);
  const saveTemplate = useSaveTemplate(pipeline.id);
  const category = pipelineCategories.find((c) => c.value === pipeline.category);
  const stageActions: StageActions = {
    rename: (stage) => setDialog({ kind: 'rename', stage }),
    remove: (stage) => setDialog({ kind: 'delete', stage }),
    addContacts: (stage) => setDialog({ kind: 'add', stage }),
  };
  const closeDialog = () => setDialog(null);
  return (
    <Stack gap="md" pb="md">
      <Anchor component={Link} to={buildPath('PipelineIndex')} size="sm" w="fit-content">
        <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: 'middle' }} /> Back to
        pipelines
      </Anchor>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4}>
          <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
            {pipeline.name}
          </Title>
          <Group gap="xs">
            <Badge variant="light">{category?.title ?? pipeline.category}</Badge>
            <Text size="sm" c="dimmed">
              {plural(pipeline.contacts_count, 'contact')} · {plural(stages.length, 'stage')}
            </Text>
          </Group>
        </Stack>
        {abilities.update ? (
          <Group gap="xs">
            <Button
              variant="default"
              leftSection={<IconColumns size={16} aria-hidden />}
              onClick={() => setEditing(true)}
            >
              Edit stages
            </Button>
            <BusyButton
              variant="default"
              leftSection={<IconDeviceFloppy size={16} aria-hidden />}
              busy={saveTemplate.isPending}
              busyLabel="Saving"
              onClick={() => saveTemplate.mutate()}
            >
              Save as my template
            </BusyButton>
            <Button
              leftSection={<IconUserPlus size={16} aria-hidden />}
              onClick={() => setAdding(true)}
            >
              Add contacts
            </Button>
          </Group>
        ) : null}
      </Group>
      <Tabs value={tab} onChange={show} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="board">Board</Tabs.Tab>
          <Tabs.Tab value="history">History</Tabs.Tab>
          <Tabs.Tab value="analytics">Analytics</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="board">
          <Stack gap="sm">
            <SearchInput
              label="Search the board"
              placeholder="Search by name, email or phone"
              value={search}
              onChange={setSearch}
              maw={320}
            />
            <PipelineBoard
              pipeline={pipeline}
              stages={stages}
              search={debounced}
              canUpdate={abilities.update}
              onOpen={setOpened}
              stageActions={stageActions}
            />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="history">
          <PipelineHistoryPanel pipelineId={pipeline.id} />
        </Tabs.Panel>
        <Tabs.Panel value="analytics">
          <PipelineAnalyticsPanel pipelineId={pipeline.id} />
        </Tabs.Panel>
      </Tabs>
      <CardDrawer
        card={opened}
        stages={stages}
        pipelineName={pipeline.name}
        search={debounced}
        canUpdate={abilities.update}
        onClose={() => setOpened(null)}
      />
      <AddContactsModal
        pipeline={pipeline}
        stage={dialog?.kind === 'add' ? dialog.stage : null}
        opened={adding || dialog?.kind === 'add'}
        onClose={() => {
          setAdding(false);
          closeDialog();
        }}
      />
      <EditStagesModal
        opened={editing}
        pipelineId={pipeline.id}
        stages={stages}
        onClose={() => setEditing(false)}
      />
      {dialog?.kind === 'rename' ? (
        <RenameStageModal stage={dialog.stage} onClose={closeDialog} />
      ) : null}
      {dialog?.kind === 'delete' ? (
        <DeleteStageModal stage={dialog.stage} stages={stages} onClose={closeDialog} />
      ) : null}
    </Stack>
  );
}

export function PipelineBoardPage() {
  const parsed = dbIdText.safeParse(useParams().pipeline);
  const id = parsed.success ? parsed.data : null;
  const board = useBoard(id);
  if (id === null || board.data === null) return <Navigate to={buildPath('Error-404')} replace />;
  if (board.isError) return <Alert color="red">The pipeline could not be loaded.</Alert>;
  if (!board.data)
    return (
      <Stack gap="md" role="status" aria-busy="true" aria-label="Loading the pipeline">
        <Skeleton h={48} w="40%" />
        <Group gap="sm" wrap="nowrap">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h={420} w={288} radius="md" />
          ))}
        </Group>
      </Stack>
    );
  return (
    <Board key={board.data.pipeline.id} pipeline={board.data.pipeline} stages={board.data.data} />
  );
}
