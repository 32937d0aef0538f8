import type { Page } from '@coachline/contract/pages';
import { buildPath } from '@coachline/contract/routes';
import { ActionIcon, Badge, Button, Card, Group, Image, Menu, Stack, Text } from '@mantine/core';
import { IconDots, IconPencil } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useAbilities } from '../../app/abilities';
import { DateTime } from '../../ui/DateTime';
import { confirmDelete } from '../../ui/dialogs';
import { dragAssets } from '../folders/FolderBrowser';
import { useDeletePage, useDuplicatePage, usePageDisable } from './queries';

// One page of the list: its cover, members and downloads, whether contacts see it, and its
// actions. Dragged onto a folder tile it moves there.

/** The dialogs a card opens, one at a time. */
export type PageDialog = {
  kind: 'rename' | 'folder' | 'send' | 'restrict' | 'disable' | 'share';
  page: Page;
};

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export function PageCard(props: { page: Page; onDialog: (dialog: PageDialog) => void }) {
  const { page, onDialog } = props;
  const abilities = useAbilities('pages');
  const contacts = useAbilities('contacts-center');
  const duplicate = useDuplicatePage();
  const remove = useDeletePage();
  const disable = usePageDisable();
  const open = (kind: PageDialog['kind']) => () => onDialog({ kind, page });
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="article"
      aria-label={page.title}
      {...(abilities.update ? dragAssets([page.id]) : {})}
    >
      {page.cover_image ? (
        <Card.Section>
          <Image src={page.cover_image} alt="" h={90} fit="cover" />
        </Card.Section>
      ) : null}
      <Stack gap={6} h="100%" mt={page.cover_image ? 'sm' : 0}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={600} truncate>
            {page.title}
          </Text>
          <Badge
            variant="light"
            color={page.is_disabled ? 'gray' : 'teal'}
            style={{ flexShrink: 0 }}
          >
            {page.is_disabled ? 'Disabled' : 'Enabled'}
          </Badge>
        </Group>
        <Text size="sm" style={{ flex: 1 }}>
          {plural(page.members_count, 'contact')} · {plural(page.downloads_count, 'download')}
        </Text>
        <Text size="xs" c="dimmed" component="div">
          <Group gap={4}>
            Updated <DateTime value={page.updated_at} size="xs" />
          </Group>
        </Text>
        <Group justify="space-between" mt={4}>
          {abilities.update ? (
            <Button
              variant="light"
              size="compact-sm"
              leftSection={<IconPencil size={14} aria-hidden />}
              component={Link}
              to={buildPath('PageEdit', { page: page.id })}
              aria-label={`Edit ${page.title}`}
            >
              Edit
            </Button>
          ) : (
            <span />
          )}
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon variant="subtle" aria-label={`More actions for ${page.title}`}>
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
                  {page.is_disabled ? (
                    <Menu.Item
                      onClick={() => disable.mutate({ page_id: page.id, is_disabled: false })}
                    >
                      Enable
                    </Menu.Item>
                  ) : (
                    <Menu.Item onClick={open('disable')}>Disable</Menu.Item>
                  )}
                </>
              ) : null}
              {abilities.create ? (
                <Menu.Item onClick={() => duplicate.mutate(page.id)}>Duplicate</Menu.Item>
              ) : null}
              <Menu.Item onClick={open('share')}>Share</Menu.Item>
              {abilities.delete ? (
                <Menu.Item
                  color="red.8"
                  onClick={() =>
                    confirmDelete(
                      `The page ${page.title} will be deleted with its downloads.`,
                      () => remove.mutate(page.id),
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
