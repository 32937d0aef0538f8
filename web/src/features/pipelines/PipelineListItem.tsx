import { type Pipeline, pipelineCategories } from '@coachline/contract/pipelines';
import { buildPath } from '@coachline/contract/routes';
import { plural } from '@coachline/contract/text';
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconEye, IconLayoutKanban } from '@tabler/icons-react';
import { useAbilities } from '../../app/abilities';
import { CardActions, CardButton } from '../../ui/CardActions';
import { DateTime } from '../../ui/DateTime';
import { confirmDelete } from '../../ui/dialogs';
import { useSortableRow } from '../../ui/SortableList';
import { dragAssets } from '../folders/FolderBrowser';
import { useDeletePipeline, useDuplicatePipeline } from './queries';

// One pipeline of the list: its category, its stages with the contacts in each, and its
// actions. Its handle reorders the list; dragged onto a folder tile it moves there.

export type PipelineDialog = { kind: 'rename' | 'folder'; pipeline: Pipeline };

const categoryTitle = (value: Pipeline['category']) =>
  pipelineCategories.find((c) => c.value === value)?.title ?? value;

export function PipelineListItem(props: {
  pipeline: Pipeline;
  sortable: boolean;
  onDialog: (dialog: PipelineDialog) => void;
}) {
  const { pipeline } = props;
  const abilities = useAbilities('contacts-center');
  const duplicate = useDuplicatePipeline();
  const remove = useDeletePipeline();
  const row = useSortableRow({ id: pipeline.id, title: pipeline.name, sortable: props.sortable });
  const board = buildPath('PipelineBoard', { pipeline: pipeline.id });
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p="md"
      ref={row.ref}
      style={row.style}
      aria-label={pipeline.name}
      {...(abilities.update ? dragAssets([pipeline.id]) : {})}
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        {row.handle}
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Text fw={600} truncate>
              {pipeline.name}
            </Text>
            <Badge variant="light" style={{ flexShrink: 0 }}>
              {categoryTitle(pipeline.category)}
            </Badge>
          </Group>
          <Group gap={6} component="ul" p={0} m={0} aria-label={`Stages of ${pipeline.name}`}>
            {pipeline.stages.map((stage) => (
              <Badge
                key={stage.id}
                component="li"
                variant="outline"
                color="gray.7"
                radius="sm"
                tt="none"
                fw={500}
                rightSection={
                  <Text span size="xs" fw={700}>
                    {stage.contacts_count}
                  </Text>
                }
                style={{ listStyle: 'none' }}
              >
                {stage.name}
              </Badge>
            ))}
          </Group>
          <Text size="xs" c="dimmed" component="div">
            <Group gap={4}>
              {plural(pipeline.contacts_count, 'contact')} · updated{' '}
              <DateTime value={pipeline.updated_at} size="xs" />
            </Group>
          </Text>
          <CardActions
            title={pipeline.name}
            main={
              <CardButton
                label="Open board"
                icon={
                  abilities.update ? (
                    <IconLayoutKanban size={14} aria-hidden />
                  ) : (
                    <IconEye size={14} aria-hidden />
                  )
                }
                ariaLabel={`Open board of ${pipeline.name}`}
                to={board}
              />
            }
            items={[
              abilities.update && {
                label: 'Rename',
                onClick: () => props.onDialog({ kind: 'rename', pipeline }),
              },
              abilities.update && {
                label: 'Move to folder',
                onClick: () => props.onDialog({ kind: 'folder', pipeline }),
              },
              abilities.create && {
                label: 'Duplicate',
                onClick: () => duplicate.mutate(pipeline.id),
              },
              abilities.delete && {
                label: 'Delete',
                danger: true,
                onClick: () =>
                  confirmDelete(
                    `The pipeline ${pipeline.name} will be deleted with its stages, the contacts’ places on it and its history.`,
                    () => remove.mutate(pipeline.id),
                  ),
              },
            ]}
          />
        </Stack>
      </Group>
    </Paper>
  );
}
