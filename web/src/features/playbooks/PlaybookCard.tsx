import type { Playbook } from '@coachline/contract/playbooks';
import { buildPath } from '@coachline/contract/routes';
import { ActionIcon, Badge, Button, Card, Group, Menu, Stack, Text } from '@mantine/core';
import { IconDots, IconPencil, IconPinFilled } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useAbilities } from '../../app/abilities';
import { DateTime } from '../../ui/DateTime';
import { confirmDelete } from '../../ui/dialogs';
import { dragAssets } from '../folders/FolderBrowser';
import { useAllClients, useDeletePlaybook, useDuplicatePlaybook, usePinPlaybook } from './queries';

// One playbook of the list: pinned or not, its steps and users, whether all clients see it, and
// its actions. Dragged onto a folder tile it moves there.

/** The dialogs a card opens, one at a time. */
export type PlaybookDialog = {
  kind: 'rename' | 'folder' | 'send' | 'restrict' | 'share';
  playbook: Playbook;
};

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export function PlaybookCard(props: {
  playbook: Playbook;
  category: string | null;
  onDialog: (dialog: PlaybookDialog) => void;
}) {
  const { playbook, onDialog } = props;
  const abilities = useAbilities('playbooks');
  const contacts = useAbilities('contacts-center');
  const duplicate = useDuplicatePlaybook();
  const remove = useDeletePlaybook();
  const pin = usePinPlaybook();
  const allClients = useAllClients();
  const open = (kind: PlaybookDialog['kind']) => () => onDialog({ kind, playbook });
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="article"
      aria-label={playbook.title}
      {...(abilities.update ? dragAssets([playbook.id]) : {})}
    >
      <Stack gap={6} h="100%">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
            {playbook.is_pinned ? (
              <IconPinFilled size={14} aria-label="Pinned" style={{ flexShrink: 0 }} />
            ) : null}
            <Text fw={600} truncate>
              {playbook.title}
            </Text>
          </Group>
          {playbook.all_clients ? (
            <Badge variant="light" color="teal" style={{ flexShrink: 0 }}>
              All clients
            </Badge>
          ) : null}
        </Group>
        <Text size="sm" style={{ flex: 1 }}>
          {plural(playbook.steps_count, 'step')} · {plural(playbook.users_count, 'user')}
          {props.category ? ` · ${props.category}` : ''}
        </Text>
        <Text size="xs" c="dimmed" component="div">
          <Group gap={4}>
            Updated <DateTime value={playbook.updated_at} size="xs" />
          </Group>
        </Text>
        <Group justify="space-between" mt={4}>
          {abilities.update ? (
            <Button
              variant="light"
              size="compact-sm"
              leftSection={<IconPencil size={14} aria-hidden />}
              component={Link}
              to={buildPath('PlaybookEdit', { playbook: playbook.id })}
              aria-label={`Edit ${playbook.title}`}
            >
              Edit
            </Button>
          ) : (
            <span />
          )}
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon variant="subtle" aria-label={`More actions for ${playbook.title}`}>
                <IconDots size={16} aria-hidden />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              {abilities.update && contacts.view ? (
                <>
                  <Menu.Item onClick={open('send')}>Send to contacts</Menu.Item>
                  <Menu.Item onClick={open('restrict')}>Restrict from contacts</Menu.Item>
                </>
              ) : null}
              {abilities.update ? (
                <>
                  <Menu.Item onClick={open('rename')}>Rename</Menu.Item>
                  <Menu.Item onClick={open('folder')}>Move to folder</Menu.Item>
                  <Menu.Item
                    onClick={() => pin.mutate({ id: playbook.id, is_pinned: !playbook.is_pinned })}
                  >
                    {playbook.is_pinned ? 'Unpin' : 'Pin'}
                  </Menu.Item>
                  <Menu.Item
                    onClick={() =>
                      allClients.mutate({ id: playbook.id, all_clients: !playbook.all_clients })
                    }
                  >
                    {playbook.all_clients ? 'Disable for all clients' : 'Enable for all clients'}
                  </Menu.Item>
                </>
              ) : null}
              {abilities.create ? (
                <Menu.Item onClick={() => duplicate.mutate(playbook.id)}>Duplicate</Menu.Item>
              ) : null}
              <Menu.Item onClick={open('share')}>Share</Menu.Item>
              {abilities.delete ? (
                <Menu.Item
                  color="red.8"
                  onClick={() =>
                    confirmDelete(
                      `The playbook ${playbook.title} will be deleted with its steps, analytics and questions.`,
                      () => remove.mutate(playbook.id),
                    )
                  }
                >
                  Delete
                </Menu.Item>
              ) : null}
            </Menu.Dropdown>
          </Menu>
        </Group>
      </Stack>
    </Card>
  );
}
