import type { Paginated } from '@coachline/contract/api';
import { Anchor, Group, Paper, Stack, Switch, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconTrash } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { useAbilities } from '../../app/abilities';
import { AssetPickerModal } from '../../ui/AssetPickerModal';
import { AssignedList } from '../../ui/AssignedList';
import { confirmAction } from '../../ui/dialogs';
import { RowAction, RowActions } from '../../ui/RowActions';
import { type AssetKind, type AssetWrite, assetWords } from './assetKind';

// The contact profile's section of one kind of asset (001 §7 Contact): the ones sent to the
// contact, each taken back after asking, and more picked by title and sent; the kind adds what
// its rows show (switches, progress, responses).

/** Picks the kind's assets by title and sends them to the contact. */
function SendAssetsModal(props: {
  kind: AssetKind;
  contactId: number;
  opened: boolean;
  onClose: () => void;
}) {
  const { kind } = props;
  const { One, Many } = assetWords(kind);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const pickable = kind.usePickable(debounced, props.opened);
  const send = kind.useSend();
  return (
    <AssetPickerModal
      opened={props.opened}
      onClose={props.onClose}
      title={`Send ${kind.many}`}
      label={Many}
      noun={One}
      description={
        pickable.data?.truncated
          ? `The first ${kind.pickableMax} ${kind.many} by title: type to find others.`
          : `The location’s ${kind.many}, by title.`
      }
      placeholder={`Search ${kind.many} by title`}
      nothingFound={`No ${kind.many} found`}
      search={search}
      onSearch={setSearch}
      options={(pickable.data?.data ?? []).map((a) => ({ value: String(a.id), label: a.title }))}
      searching={pickable.isFetching}
      submitLabel="Send"
      busyLabel="Sending"
      busy={send.isPending}
      onSubmit={(ids, done) =>
        send.mutate({ ids, contact_ids: [props.contactId] }, { onSuccess: done })
      }
    />
  );
}

/** The id of a row's title, which names the row and describes its switches. */
export const contactAssetTitleId = (kind: AssetKind, id: number) => `contact-${kind.one}-${id}`;

/** One asset sent to the contact: its title, what to say under it, and taking it back. */
export function ContactAssetItem(props: {
  kind: AssetKind;
  contactId: number;
  asset: { id: number; title: string };
  canEdit: boolean;
  /** The title links to the editor. */
  linked: boolean;
  badge?: ReactNode;
  /** Under the title: when it was sent… */
  meta: ReactNode;
  /** Row actions before taking back (copying a link…). */
  actions?: ReactNode;
  /** Below (switches, responses…). */
  children?: ReactNode;
}) {
  const { kind, asset, contactId } = props;
  const restrict = kind.useRestrict();
  const titleId = contactAssetTitleId(kind, asset.id);
  const title = props.linked ? (
    <Anchor component={Link} to={kind.editPath(asset.id)} size="sm" fw={600} truncate id={titleId}>
      {asset.title}
    </Anchor>
  ) : (
    <Text size="sm" fw={600} truncate id={titleId}>
      {asset.title}
    </Text>
  );
  return (
    <Paper
      withBorder
      p="sm"
      radius="sm"
      component="li"
      style={{ listStyle: 'none' }}
      aria-labelledby={titleId}
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
          <Stack gap={2} style={{ minWidth: 0 }}>
            {props.badge ? (
              <Group gap="xs" wrap="nowrap">
                {title}
                {props.badge}
              </Group>
            ) : (
              title
            )}
            <Text size="xs" c="dimmed" component="div">
              {props.meta}
            </Text>
          </Stack>
          {props.actions || props.canEdit ? (
            <RowActions>
              {props.actions}
              {props.canEdit ? (
                <RowAction
                  size="sm"
                  label={`Take ${asset.title} back`}
                  icon={<IconTrash size={14} aria-hidden />}
                  danger
                  onClick={() =>
                    confirmAction({
                      text: kind.takeBackText(asset.title),
                      confirmLabel: 'Take back',
                      onConfirm: () =>
                        restrict.mutate({ ids: [asset.id], contact_ids: [contactId] }),
                    })
                  }
                />
              ) : null}
            </RowActions>
          ) : null}
        </Group>
        {props.children}
      </Stack>
    </Paper>
  );
}

/** One switch of a row changed: enabled for the contact, or in their client portal. */
export type ContactAssetToggle = { enabled: boolean } | { client_portal: boolean };

const contactSwitches = [
  { key: 'enabled', label: 'Enabled' },
  { key: 'client_portal', label: 'In client portal' },
] as const;

/** Enabled for the contact and in their client portal, each switched on its own. */
export function ContactAssetSwitches(props: {
  kind: AssetKind;
  asset: { id: number; enabled: boolean; client_portal: boolean };
  canEdit: boolean;
  /** The kind's enable-disable for the contact, called with the one change. */
  toggle: AssetWrite<ContactAssetToggle>;
  children?: ReactNode;
}) {
  const { asset, toggle } = props;
  const describedBy = contactAssetTitleId(props.kind, asset.id);
  const disabled = !props.canEdit || toggle.isPending;
  return (
    <Group gap="lg" wrap="wrap">
      {contactSwitches.map(({ key, label }) => (
        <Switch
          key={key}
          size="sm"
          label={label}
          checked={asset[key]}
          disabled={disabled}
          onChange={(e) =>
            toggle.mutate(
              key === 'enabled'
                ? { enabled: e.currentTarget.checked }
                : { client_portal: e.currentTarget.checked },
            )
          }
          aria-describedby={describedBy}
        />
      ))}
      {props.children}
    </Group>
  );
}

/** The kind's assets sent to the contact, with the button that sends more. */
export function ContactAssetsSection<Row extends { id: number }>(props: {
  kind: AssetKind;
  contactId: number;
  useRows: (
    contactId: number,
    page: number,
  ) => { isPending: boolean; data: Paginated<Row> | undefined };
  emptyText: string;
  itemHeight: number;
  renderItem: (row: Row, canEdit: boolean) => ReactNode;
}) {
  const { kind, contactId } = props;
  const { One, Many } = assetWords(kind);
  const [page, setPage] = useState(1);
  const [sending, setSending] = useState(false);
  const canEdit = useAbilities(kind.type).update;
  return (
    <AssignedList
      query={props.useRows(contactId, page)}
      onPage={setPage}
      onAdd={canEdit ? () => setSending(true) : undefined}
      addLabel={`Send ${kind.one}`}
      labels={{
        loading: `Loading the ${kind.many}`,
        list: `${Many} of the contact`,
        pages: `${One} pages`,
      }}
      empty={{ icon: kind.icon, title: `No ${kind.many} yet`, text: props.emptyText }}
      itemHeight={props.itemHeight}
      renderItem={(row) => props.renderItem(row, canEdit)}
    >
      <SendAssetsModal
        kind={kind}
        contactId={contactId}
        opened={sending}
        onClose={() => setSending(false)}
      />
    </AssignedList>
  );
}
