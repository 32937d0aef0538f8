import type { Contact, ContactSortColumn, ContactTab } from '@coachline/contract/contacts';
import { formatPhone } from '@coachline/contract/phones';
import {
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
import { IconArrowsSort, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { type ReactNode, useRef } from 'react';
import { DateTime } from '../../../ui/DateTime';
import classes from '../contacts.module.css';
import {
  columnLabels,
  contactName,
  type OwnCellColumn,
  ownCellColumns,
  sortColumnOf,
  type TableColumn,
} from '../labels';
import { StatusBadge, TemperatureBadge } from './ContactMarks';
import { InlineEditCell } from './InlineEditCell';
import { type InlineErrors, type InlineField, inlineKey } from './inlineErrors';
import type { SortDir } from './listState';
import { NameCell } from './NameCell';
import { onRowKeyDown } from './rowKeys';

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
  onInlineSave: (
    contact: Contact,
    values: Partial<Record<InlineField, string>>,
  ) => Promise<boolean>;
  onInlineCancel: (contact: Contact) => void;
  onToggleFlag: (contact: Contact, flag: 'starred' | 'flagged') => void;
  empty: ReactNode;
};

function SortHeader(props: {
  label: string;
  className?: string | undefined;
  column: ContactSortColumn | undefined;
  sortBy: ContactSortColumn;
  sortDir: SortDir;
  onSort: (column: ContactSortColumn) => void;
}) {
  const { column } = props;
  if (!column)
    return (
      <Table.Th scope="col" className={props.className}>
        {props.label}
      </Table.Th>
    );
  const active = props.sortBy === column;
  const Icon = active
    ? props.sortDir === 'asc'
      ? IconSortAscending
      : IconSortDescending
    : IconArrowsSort;
  return (
    <Table.Th
      scope="col"
      className={props.className}
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

/** Each own column's width class, so the default columns fit 1,280 px without cutting any. */
const widthClass: Record<OwnCellColumn, string | undefined> = {
  email: classes.colEmail,
  number: classes.colPhone,
  status: classes.colStatus,
  temperature: classes.colShort,
  last_action: classes.colAction,
  date_created: classes.colDate,
  tags: classes.colTags,
  login_count: classes.colShort,
  last_email_activity: classes.colDate,
  last_chat: classes.colDate,
};

/**
 * The contact table (001 §2): a sticky Name column (avatar, name, star), the user's other
 * columns beside it, sortable headers, selection and inline edits. It is a grid of one tab
 * stop per row (see rowKeys): arrows move, Enter opens, Space selects.
 */
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
  const shown = new Set(props.columns);
  const columns = ownCellColumns.filter((c) => shown.has(c));
  const colSpan = columns.length + (props.canSelect ? 1 : 0) + 1;

  const cell = (c: Contact, column: OwnCellColumn): ReactNode => {
    switch (column) {
      case 'temperature':
        return c.temperature ? (
          <TemperatureBadge temperature={c.temperature} size="sm" />
        ) : (
          <Text size="sm" c="dimmed">
            —
          </Text>
        );
      case 'email':
      case 'number':
        return (
          <InlineEditCell
            field={column}
            label={columnLabels[column]}
            contactName={contactName(c)}
            value={column === 'number' ? formatPhone(c.number) || null : c[column]}
            error={props.inlineErrors[inlineKey(column, c.id)]}
            canEdit={c.can.update}
            saving={props.savingCell === inlineKey(column, c.id)}
            tabIndex={-1}
            onSave={(value) => props.onInlineSave(c, { [column]: value })}
            onCancel={() => props.onInlineCancel(c)}
          />
        );
      case 'date_created':
        return <DateTime value={c.date_created} />;
      case 'status':
        return <StatusBadge status={c.status} tabs={props.tabs} size="sm" />;
      case 'last_action':
        return (
          <Text
            size="sm"
            truncate="end"
            c={c.last_action ? undefined : 'dimmed'}
            title={c.last_action ?? undefined}
          >
            {c.last_action ?? '—'}
          </Text>
        );
      case 'tags':
        return c.tags.length === 0 ? (
          <Text size="sm" c="dimmed">
            —
          </Text>
        ) : (
          <Group gap={4} wrap="nowrap">
            {c.tags.slice(0, 2).map((t) => (
              <Badge key={t.id} size="sm" variant="light" style={{ textTransform: 'none' }}>
                {t.name}
              </Badge>
            ))}
            {c.tags.length > 2 ? (
              <Tooltip
                label={c.tags
                  .slice(2)
                  .map((t) => t.name)
                  .join(', ')}
              >
                <Badge size="sm" variant="default">
                  +{c.tags.length - 2}
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

  const nameErrors = (c: Contact) => ({
    first_name: props.inlineErrors[inlineKey('first_name', c.id)],
    last_name: props.inlineErrors[inlineKey('last_name', c.id)],
  });

  const row = (c: Contact, index: number, measure?: (el: Element | null) => void) => {
    const selected = props.isSelected(c.id);
    const name = contactName(c);
    return (
      <Table.Tr
        key={c.id}
        ref={measure}
        data-index={index}
        data-row
        tabIndex={0}
        aria-label={name}
        aria-rowindex={index + 2}
        className={classes.row}
        data-selected={selected || undefined}
        aria-selected={props.canSelect ? selected : undefined}
      >
        {props.canSelect ? (
          <Table.Td className={`${classes.sticky} ${classes.checkCell}`}>
            <Checkbox
              aria-label={`Select ${name}`}
              checked={selected}
              tabIndex={-1}
              onChange={() => props.onToggleRow(c.id)}
            />
          </Table.Td>
        ) : null}
        <Table.Td
          className={`${classes.sticky} ${classes.nameCell} ${props.canSelect ? classes.afterCheck : ''}`}
        >
          <NameCell
            contact={c}
            showPhoto={shown.has('photo')}
            showStar={shown.has('starred')}
            errors={nameErrors(c)}
            saving={props.savingCell === inlineKey('first_name', c.id)}
            tabIndex={-1}
            onSave={(values) => props.onInlineSave(c, values)}
            onCancel={() => props.onInlineCancel(c)}
            onToggleStar={() => props.onToggleFlag(c, 'starred')}
          />
        </Table.Td>
        {columns.map((column) => (
          <Table.Td key={column} className={widthClass[column]}>
            {cell(c, column)}
          </Table.Td>
        ))}
        <Table.Td className={classes.fill} aria-hidden />
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
      aria-label="Contacts table"
      aria-busy={props.loading}
    >
      <Table
        id={props.id}
        role="grid"
        stickyHeader={props.showHeader}
        highlightOnHover
        verticalSpacing={6}
        horizontalSpacing={8}
        className={`${classes.table} ${props.showHeader ? '' : classes.hiddenHeader}`}
        aria-label="Contacts"
        aria-multiselectable={props.canSelect || undefined}
        aria-rowcount={props.loading ? undefined : rows.length + 1}
      >
        <Table.Thead>
          <Table.Tr>
            {props.canSelect ? (
              <Table.Th scope="col" className={`${classes.sticky} ${classes.checkCell}`}>
                <Checkbox
                  aria-label="Select all contacts on this page"
                  checked={props.pageCheck === 'all'}
                  indeterminate={props.pageCheck === 'some'}
                  onChange={props.onTogglePage}
                  disabled={rows.length === 0}
                />
              </Table.Th>
            ) : null}
            <SortHeader
              label="Name"
              className={`${classes.sticky} ${classes.nameCell} ${props.canSelect ? classes.afterCheck : ''}`}
              column={sortColumnOf('first_name')}
              sortBy={props.sortBy}
              sortDir={props.sortDir}
              onSort={props.onSort}
            />
            {columns.map((column) => (
              <SortHeader
                key={column}
                label={columnLabels[column]}
                className={widthClass[column]}
                column={sortColumnOf(column)}
                sortBy={props.sortBy}
                sortDir={props.sortDir}
                onSort={props.onSort}
              />
            ))}
            <Table.Th className={classes.fill} aria-hidden />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody onKeyDown={onRowKeyDown}>{body}</Table.Tbody>
      </Table>
    </section>
  );
}
