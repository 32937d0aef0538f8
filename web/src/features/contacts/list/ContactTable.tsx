import type { Contact, ContactSortColumn, ContactTab } from '@coachline/contract/contacts';
import { formatPhone } from '@coachline/contract/phones';
import { buildPath } from '@coachline/contract/routes';
import {
  ActionIcon,
  Badge,
  Checkbox,
  Group,
  Skeleton,
  Table,
  Text,
  Tooltip,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import {
  IconArrowsSort,
  IconChevronRight,
  IconFlag,
  IconFlagFilled,
  IconSortAscending,
  IconSortDescending,
} from '@tabler/icons-react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { type ReactNode, useRef } from 'react';
import { Link } from 'react-router';
import { DateTime } from '../../../ui/DateTime';
import classes from '../contacts.module.css';
import { columnLabels, contactName, sortColumnOf, type TableColumn } from '../labels';
import { ContactAvatar, StarButton, StatusBadge, TemperatureBadge } from './ContactMarks';
import { InlineEditCell } from './InlineEditCell';
import { type InlineErrors, type InlineField, inlineKey } from './inlineErrors';
import type { SortDir } from './listState';

/** At 100 rows a page the table renders only what is in view. */
export const virtualizeFrom = 100;
const rowHeight = 53;

export type ContactTableProps = {
  id: string;
  rows: readonly Contact[];
  columns: readonly TableColumn[];
  showHeader: boolean;
  tabs: readonly ContactTab[];
  sortBy: ContactSortColumn;
  sortDir: SortDir;
  onSort: (column: ContactSortColumn) => void;
  loading: boolean;
  skeletonRows: number;
  virtualize: boolean;
  isSelected: (id: number) => boolean;
  pageCheck: 'all' | 'some' | 'none';
  onToggleRow: (id: number) => void;
  onTogglePage: () => void;
  canSelect: boolean;
  inlineErrors: InlineErrors;
  savingCell: string | null;
  onInlineSave: (contact: Contact, field: InlineField, value: string) => Promise<boolean>;
  onInlineCancel: (contact: Contact) => void;
  onToggleFlag: (contact: Contact, flag: 'starred' | 'flagged') => void;
  empty: ReactNode;
};

function SortHeader(props: {
  label: string;
  column: ContactSortColumn | undefined;
  sortBy: ContactSortColumn;
  sortDir: SortDir;
  onSort: (column: ContactSortColumn) => void;
}) {
  const { column } = props;
  if (!column) return <Table.Th scope="col">{props.label}</Table.Th>;
  const active = props.sortBy === column;
  const Icon = active
    ? props.sortDir === 'asc'
      ? IconSortAscending
      : IconSortDescending
    : IconArrowsSort;
  return (
    <Table.Th
      scope="col"
      aria-sort={active ? (props.sortDir === 'asc' ? 'ascending' : 'descending') : 'none'}
    >
      <UnstyledButton className={classes.sortButton} onClick={() => props.onSort(column)}>
        {props.label}
        <Icon size={14} aria-hidden opacity={active ? 1 : 0.4} />
        <VisuallyHidden>
          {active ? `, sorted ${props.sortDir === 'asc' ? 'ascending' : 'descending'}` : ', sort'}
        </VisuallyHidden>
      </UnstyledButton>
    </Table.Th>
  );
}

/** The contact table (001 §2): the user's columns, sortable headers, selection, inline edits. */
export function ContactTable(props: ContactTableProps) {
  const scrollRef = useRef<HTMLElement>(null);
  const rows = props.rows;
  const virtual = props.virtualize && !props.loading && rows.length > 0;
  const virtualizer = useVirtualizer({
    count: virtual ? rows.length : 0,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 8,
  });
  const colSpan = props.columns.length + (props.canSelect ? 1 : 0) + 1;

  const cell = (c: Contact, column: TableColumn): ReactNode => {
    const name = contactName(c);
    const inline = (field: InlineField) => (
      <InlineEditCell
        field={field}
        label={columnLabels[field]}
        contactName={name}
        value={field === 'number' ? formatPhone(c.number) || null : c[field]}
        error={props.inlineErrors[inlineKey(field, c.id)]}
        canEdit={c.can.update}
        saving={props.savingCell === inlineKey(field, c.id)}
        href={field === 'first_name' ? buildPath('ContactProfile', { id: c.id }) : undefined}
        onSave={(value) => props.onInlineSave(c, field, value)}
        onCancel={() => props.onInlineCancel(c)}
      />
    );
    switch (column) {
      case 'photo':
        return <ContactAvatar contact={c} size={32} />;
      case 'temperature':
        return c.temperature ? (
          <TemperatureBadge temperature={c.temperature} size="sm" />
        ) : (
          <Text size="sm" c="dimmed">
            —
          </Text>
        );
      case 'starred':
        return (
          <Group gap={2} wrap="nowrap">
            <StarButton
              contact={c}
              iconSize={16}
              onToggle={() => props.onToggleFlag(c, 'starred')}
            />
            {c.flagged ? (
              <Tooltip label="Flagged">
                <IconFlagFilled size={14} color="var(--mantine-color-red-6)" aria-label="Flagged" />
              </Tooltip>
            ) : null}
          </Group>
        );
      case 'first_name':
      case 'last_name':
      case 'email':
      case 'number':
        return inline(column);
      case 'date_created':
        return <DateTime value={c.date_created} />;
      case 'status':
        return <StatusBadge status={c.status} tabs={props.tabs} size="sm" />;
      case 'last_action':
        return (
          <Text size="sm" truncate="end" c={c.last_action ? undefined : 'dimmed'}>
            {c.last_action ?? '—'}
          </Text>
        );
      case 'tags':
        return c.tags.length === 0 ? (
          <Text size="sm" c="dimmed">
            —
          </Text>
        ) : (
          <Group gap={4} wrap="wrap" maw={240}>
            {c.tags.slice(0, 3).map((t) => (
              <Badge key={t.id} size="sm" variant="light" style={{ textTransform: 'none' }}>
                {t.name}
              </Badge>
            ))}
            {c.tags.length > 3 ? (
              <Tooltip
                label={c.tags
                  .slice(3)
                  .map((t) => t.name)
                  .join(', ')}
              >
                <Badge size="sm" variant="default">
                  +{c.tags.length - 3}
                </Badge>
              </Tooltip>
            ) : null}
          </Group>
        );
      case 'login_count':
        return <Text size="sm">{c.login_count.toLocaleString('en-US')}</Text>;
      case 'last_email_activity':
        return <DateTime value={c.last_email_activity} />;
      case 'last_chat':
        return <DateTime value={c.last_chat} />;
    }
  };

  const row = (c: Contact, index: number, measure?: (el: Element | null) => void) => {
    const selected = props.isSelected(c.id);
    const name = contactName(c);
    return (
      <Table.Tr
        key={c.id}
        ref={measure}
        data-index={index}
        aria-rowindex={index + 2}
        className={classes.row}
        data-selected={selected || undefined}
        aria-selected={props.canSelect ? selected : undefined}
      >
        {props.canSelect ? (
          <Table.Td w={40}>
            <Checkbox
              aria-label={`Select ${name}`}
              checked={selected}
              onChange={() => props.onToggleRow(c.id)}
            />
          </Table.Td>
        ) : null}
        {props.columns.map((column) => (
          <Table.Td key={column} className={classes.cell}>
            {cell(c, column)}
          </Table.Td>
        ))}
        <Table.Td w={48}>
          <Group gap={2} wrap="nowrap" justify="flex-end">
            {c.flagged && !props.columns.includes('starred') ? (
              <IconFlag size={14} aria-label="Flagged" color="var(--mantine-color-red-6)" />
            ) : null}
            <ActionIcon
              component={Link}
              to={buildPath('ContactProfile', { id: c.id })}
              variant="subtle"
              aria-label={`Open profile of ${name}`}
            >
              <IconChevronRight size={16} aria-hidden />
            </ActionIcon>
          </Group>
        </Table.Td>
      </Table.Tr>
    );
  };

  let body: ReactNode;
  if (props.loading) {
    body = Array.from({ length: props.skeletonRows }, (_, i) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
      <Table.Tr key={`skeleton-${i}`} aria-hidden>
        <Table.Td colSpan={colSpan}>
          <Skeleton h={28} radius="sm" />
        </Table.Td>
      </Table.Tr>
    ));
  } else if (rows.length === 0) {
    body = (
      <Table.Tr>
        <Table.Td colSpan={colSpan}>{props.empty}</Table.Td>
      </Table.Tr>
    );
  } else if (virtual) {
    const items = virtualizer.getVirtualItems();
    const top = items[0]?.start ?? 0;
    const bottom = virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0);
    body = (
      <>
        {top > 0 ? (
          <tr aria-hidden style={{ height: top }}>
            <td colSpan={colSpan} />
          </tr>
        ) : null}
        {items.map((item) => {
          const c = rows[item.index];
          return c ? row(c, item.index, virtualizer.measureElement) : null;
        })}
        {bottom > 0 ? (
          <tr aria-hidden style={{ height: bottom }}>
            <td colSpan={colSpan} />
          </tr>
        ) : null}
      </>
    );
  } else {
    body = rows.map((c, i) => row(c, i));
  }

  return (
    <section
      ref={scrollRef}
      className={classes.tableScroll}
      // The scroll region is focusable so keyboard users can scroll it (WCAG 2.1.1).
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable
      tabIndex={0}
      aria-label="Contacts table"
      aria-busy={props.loading}
    >
      <Table
        id={props.id}
        stickyHeader={props.showHeader}
        highlightOnHover
        verticalSpacing={6}
        className={`${classes.table} ${props.showHeader ? '' : classes.hiddenHeader}`}
        aria-rowcount={props.loading ? undefined : rows.length + 1}
      >
        <Table.Thead>
          <Table.Tr>
            {props.canSelect ? (
              <Table.Th scope="col" w={40}>
                <Checkbox
                  aria-label="Select all contacts on this page"
                  checked={props.pageCheck === 'all'}
                  indeterminate={props.pageCheck === 'some'}
                  onChange={props.onTogglePage}
                  disabled={rows.length === 0}
                />
              </Table.Th>
            ) : null}
            {props.columns.map((column) => (
              <SortHeader
                key={column}
                label={columnLabels[column]}
                column={sortColumnOf(column)}
                sortBy={props.sortBy}
                sortDir={props.sortDir}
                onSort={props.onSort}
              />
            ))}
            <Table.Th scope="col">
              <VisuallyHidden>Open</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{body}</Table.Tbody>
      </Table>
    </section>
  );
}
