import { Badge, Card, Group, Image, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useAbilities } from '../../app/abilities';
import { CardActions, CardEditButton, type CardMenuItem } from '../../ui/CardActions';
import { DateTime } from '../../ui/DateTime';
import { confirmDelete } from '../../ui/dialogs';
import { dragAssets } from '../folders/FolderBrowser';
import type { AssetKind, AssetRow } from './assetKind';

// One asset of a list (a form, a page, a playbook): its cover, title and badge, its counts,
// when it changed, Edit, and the actions menu the kinds share with the kind's own items in it.
// Dragged onto a folder tile it moves there.

/** The dialogs a card opens, one at a time; `disable` only for kinds that close to contacts. */
export type AssetDialogKind = 'rename' | 'folder' | 'send' | 'restrict' | 'disable' | 'share';
export type AssetDialog<Row> = { kind: AssetDialogKind; asset: Row };

export const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The badge and menu item of a kind that can be disabled for everyone (forms, pages). */
export function disabling(
  asset: { is_disabled: boolean },
  enable: () => void,
  disable: () => void,
) {
  return asset.is_disabled
    ? { badge: { label: 'Disabled', color: 'gray' }, item: { label: 'Enable', onClick: enable } }
    : { badge: { label: 'Enabled', color: 'teal' }, item: { label: 'Disable', onClick: disable } };
}

export function AssetCard<Row extends AssetRow>(props: {
  kind: AssetKind;
  asset: Row;
  cover?: string | null;
  /** Shown before the title (a pin…). */
  mark?: ReactNode;
  badge: { label: string; color: string } | null;
  /** The counts line. */
  stats: string;
  /** Below the counts (a public link…). */
  children?: ReactNode;
  /** The kind's own items, among the shared ones for those who may update. */
  updateItems: CardMenuItem[];
  onDialog: (dialog: AssetDialog<Row>) => void;
}) {
  const { kind, asset, cover } = props;
  const abilities = useAbilities(kind.type);
  const contacts = useAbilities('contacts-center');
  const duplicate = kind.useDuplicate();
  const remove = kind.useDelete();
  const open = (dialog: AssetDialogKind) => () => props.onDialog({ kind: dialog, asset });
  const updating = abilities.update;
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="article"
      aria-label={asset.title}
      {...(updating ? dragAssets([asset.id]) : {})}
    >
      {cover ? (
        <Card.Section>
          <Image src={cover} alt="" h={90} fit="cover" />
        </Card.Section>
      ) : null}
      <Stack gap={6} h="100%" mt={cover ? 'sm' : 0}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
            {props.mark}
            <Text fw={600} truncate>
              {asset.title}
            </Text>
          </Group>
          {props.badge ? (
            <Badge variant="light" color={props.badge.color} style={{ flexShrink: 0 }}>
              {props.badge.label}
            </Badge>
          ) : null}
        </Group>
        <Text size="sm" style={{ flex: 1 }}>
          {props.stats}
        </Text>
        {props.children}
        <Text size="xs" c="dimmed" component="div">
          <Group gap={4}>
            Updated <DateTime value={asset.updated_at} size="xs" />
          </Group>
        </Text>
        <CardActions
          title={asset.title}
          main={
            updating ? <CardEditButton title={asset.title} to={kind.editPath(asset.id)} /> : null
          }
          items={[
            updating && contacts.view && { label: 'Send to contacts', onClick: open('send') },
            updating &&
              contacts.view && { label: 'Restrict from contacts', onClick: open('restrict') },
            updating && { label: 'Rename', onClick: open('rename') },
            updating && { label: 'Move to folder', onClick: open('folder') },
            ...(updating ? props.updateItems : []),
            abilities.create && { label: 'Duplicate', onClick: () => duplicate.mutate(asset.id) },
            { label: 'Share', onClick: open('share') },
            abilities.delete && {
              label: 'Delete',
              danger: true,
              onClick: () =>
                confirmDelete(kind.deleteText(asset.title), () => remove.mutate(asset.id)),
            },
          ]}
        />
      </Stack>
    </Card>
  );
}
