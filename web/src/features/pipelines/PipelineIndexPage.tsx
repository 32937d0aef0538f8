import { type Pipeline, pipelineMessages } from '@coachline/contract/pipelines';
import { Alert, Button, Group, Paper, Stack, Tooltip } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconLayoutKanban, IconPlus, IconTemplate } from '@tabler/icons-react';
import { useState } from 'react';
import { useAbilities } from '../../app/abilities';
import { useFolderPlace } from '../../app/folderState';
import { EmptyState } from '../../ui/EmptyState';
import { ListFooter } from '../../ui/ListFooter';
import { LoadingRows } from '../../ui/LoadingRows';
import { PageHeader } from '../../ui/PageHeader';
import { SearchInput } from '../../ui/SearchInput';
import { SortableList } from '../../ui/SortableList';
import { FolderBrowser, MoveToFolderModal } from '../folders/FolderBrowser';
import { pipelineKeys } from './keys';
import {
  CreateFromTemplateModal,
  CreatePipelineModal,
  RenamePipelineModal,
} from './PipelineDialogs';
import { type PipelineDialog, PipelineListItem } from './PipelineListItem';
import { usePipelines, useReorderPipelines, useTemplateStages } from './queries';

// The pipelines of the location (issue 15 §4; 001 §9: 6 a page, by ordering, in folders),
// searched by name and put in order by their handles; creating one opens its board.

/** "Create from my template", which waits for a template to be saved. */
function FromTemplateButton(props: { stages: string[] | undefined; onClick: () => void }) {
  const icon = <IconTemplate size={16} aria-hidden />;
  if (props.stages?.length)
    return (
      <Button variant="default" leftSection={icon} onClick={props.onClick}>
        Create from my template
      </Button>
    );
  // Disabled but focusable, so its reason can be read from the keyboard too.
  return (
    <Tooltip label={pipelineMessages.noTemplate}>
      <Button
        variant="default"
        leftSection={icon}
        data-disabled
        aria-disabled
        onClick={(event) => event.preventDefault()}
      >
        Create from my template
      </Button>
    </Tooltip>
  );
}

export function PipelineIndexPage() {
  const abilities = useAbilities('contacts-center');
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 350);
  const [folder] = useFolderPlace('pipelines');
  const pipelines = usePipelines({
    page,
    ...(debounced ? { search: debounced } : {}),
    // The current folder's pipelines; those in no folder at the top.
    folder_id: folder.folderId ?? 0,
  });
  const template = useTemplateStages();
  const reorder = useReorderPipelines();
  const [creating, setCreating] = useState<'category' | 'template' | null>(null);
  const [dialog, setDialog] = useState<PipelineDialog | null>(null);
  const dialogOf = (kind: PipelineDialog['kind']): Pipeline | null =>
    dialog?.kind === kind ? dialog.pipeline : null;
  const moving = dialogOf('folder');
  const rows = pipelines.data?.data ?? [];
  const filtered = debounced !== '';

  return (
    <Stack gap="md">
      <PageHeader
        title="Pipelines"
        description="Boards of stages your contacts move through: drag a card when a lead books a consult, wins or drops out."
        action={
          abilities.create ? (
            <Group gap="xs">
              <FromTemplateButton stages={template.data} onClick={() => setCreating('template')} />
              <Button
                leftSection={<IconPlus size={16} aria-hidden />}
                onClick={() => setCreating('category')}
              >
                Create pipeline
              </Button>
            </Group>
          ) : null
        }
      />
      <SearchInput
        label="Search pipelines"
        placeholder="Search by name"
        value={search}
        onChange={(value) => {
          setSearch(value);
          setPage(1);
        }}
        maw={320}
      />
      <FolderBrowser assetType="pipelines" assetKeys={pipelineKeys.all} noun="pipeline" />
      {pipelines.isLoading ? (
        <LoadingRows rows={3} h={150} radius="md" label="Loading pipelines" />
      ) : pipelines.isError ? (
        <Alert color="red">The pipelines could not be loaded.</Alert>
      ) : rows.length === 0 ? (
        <Paper withBorder radius="md">
          <EmptyState
            icon={<IconLayoutKanban size={24} />}
            title={filtered ? 'No pipelines match' : 'No pipelines here yet'}
            text={
              filtered
                ? 'Try another name.'
                : 'A pipeline shows where each lead or client stands, stage by stage, so none is forgotten between a first call and a signed plan.'
            }
            action={
              abilities.create && !filtered ? (
                <Button onClick={() => setCreating('category')}>Create your first pipeline</Button>
              ) : undefined
            }
          />
        </Paper>
      ) : (
        <SortableList
          items={rows}
          noun="pipeline"
          titleOf={(p) => p.name}
          label="Pipelines"
          busy={pipelines.isFetching || reorder.isPending}
          onSort={(ids, outcome) => reorder.mutate(ids, outcome)}
          renderItem={(pipeline) => (
            <PipelineListItem
              key={pipeline.id}
              pipeline={pipeline}
              sortable={abilities.update && rows.length > 1}
              onDialog={setDialog}
            />
          )}
        />
      )}
      {pipelines.data && pipelines.data.total > 0 ? (
        <ListFooter list={pipelines.data} onPage={setPage} label="Pipeline pages" />
      ) : null}
      <CreatePipelineModal
        opened={creating === 'category'}
        folderId={folder.folderId}
        onClose={() => setCreating(null)}
      />
      <CreateFromTemplateModal
        opened={creating === 'template'}
        folderId={folder.folderId}
        stages={template.data ?? []}
        onClose={() => setCreating(null)}
      />
      <RenamePipelineModal pipeline={dialogOf('rename')} onClose={() => setDialog(null)} />
      <MoveToFolderModal
        assetType="pipelines"
        assetKeys={pipelineKeys.all}
        assetIds={moving ? [moving.id] : []}
        onClose={() => setDialog(null)}
      />
    </Stack>
  );
}
