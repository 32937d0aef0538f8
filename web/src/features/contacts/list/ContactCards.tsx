import type { Contact, ContactSortColumn, ContactTab } from '@coachline/contract/contacts';
import { buildPath } from '@coachline/contract/routes';
import { Checkbox, Group, Select, Skeleton, Stack } from '@mantine/core';
import { IconFlagFilled } from '@tabler/icons-react';
import { memo, type ReactNode, startTransition, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { DateTime } from '../../../ui/DateTime';
import { useStableCallback } from '../../../ui/useStableCallback';
import classes from '../contacts.module.css';
import { columnLabels, contactName, contactReach, sortColumnOf, tableColumns } from '../labels';
import { ContactAvatar, StarButton, StatusBadge, TemperatureBadge } from './ContactMarks';
import type { SortDir } from './listState';

/** Cards built by the first render, and by each later pass until the page is whole. */
const cardsPerPass = 8;

/**
 * How many cards to build: the first page arrives in passes of a few cards, each its own short
 * task, so the phone answers a tap while the rest of the page is still being built. Later pages
 * are built whole.
 */
function useProgressiveCount(total: number): number {
  const [count, setCount] = useState(cardsPerPass);
  useEffect(() => {
    if (count >= total) return;
    const timer = setTimeout(() => startTransition(() => setCount((c) => c + cardsPerPass)), 0);
    return () => clearTimeout(timer);
  }, [count, total]);
  return count >= total ? total : count;
}

type CardProps = {
  contact: Contact;
  selected: boolean;
  tabs: readonly ContactTab[];
  onToggleRow: (id: number) => void;
  onToggleFlag: (contact: Contact, flag: 'starred' | 'flagged') => void;
};

/** One contact on a phone: its name (to the profile), how to reach it, status and star. */
const ContactCard = memo(function ContactCard({ contact: c, ...props }: CardProps) {
  const name = contactName(c);
  return (
    <li className={classes.card} data-selected={props.selected || undefined}>
      <input
        type="checkbox"
        className={classes.cardCheck}
        aria-label={`Select ${name}`}
        checked={props.selected}
        onChange={() => props.onToggleRow(c.id)}
      />
      <ContactAvatar contact={c} />
      <div className={classes.cardBody}>
        <div className={classes.cardLine}>
          <Link to={buildPath('ContactProfile', { id: c.id })} className={classes.cardName}>
            {name}
          </Link>
          {c.flagged ? (
            <IconFlagFilled size={14} color="var(--mantine-color-red-6)" aria-label="Flagged" />
          ) : null}
        </div>
        <span className={classes.cardReach}>{contactReach(c)}</span>
        <div className={classes.cardMarks}>
          <StatusBadge status={c.status} tabs={props.tabs} size="xs" />
          {c.temperature ? <TemperatureBadge temperature={c.temperature} size="xs" /> : null}
          <DateTime value={c.date_created} size="xs" />
        </div>
      </div>
      <StarButton contact={c} iconSize={18} onToggle={() => props.onToggleFlag(c, 'starred')} />
    </li>
  );
});

/**
 * The contact list on a phone (375 px): one card per contact instead of a wide table, with
 * the same selection, starring and sort (as a select, since there are no headers).
 */
export function ContactCards(props: {
  id: string;
  rows: readonly Contact[];
  tabs: readonly ContactTab[];
  loading: boolean;
  skeletonRows: number;
  isSelected: (id: number) => boolean;
  pageCheck: 'all' | 'some' | 'none';
  onToggleRow: (id: number) => void;
  onTogglePage: () => void;
  onToggleFlag: (contact: Contact, flag: 'starred' | 'flagged') => void;
  sortBy: ContactSortColumn;
  sortDir: SortDir;
  onSort: (column: ContactSortColumn, dir: SortDir) => void;
  empty: ReactNode;
}) {
  // Stable across renders, so a card re-renders only when its own contact or selection changes.
  const toggleRow = useStableCallback(props.onToggleRow);
  const toggleFlag = useStableCallback(props.onToggleFlag);
  const shown = useProgressiveCount(props.rows.length);
  const sortOptions = tableColumns.flatMap((c) => {
    const column = sortColumnOf(c);
    return column
      ? [
          { value: `${column}:asc`, label: `${columnLabels[c]} ↑` },
          { value: `${column}:desc`, label: `${columnLabels[c]} ↓` },
        ]
      : [];
  });

  return (
    <Stack gap="xs" id={props.id} aria-busy={props.loading}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Checkbox
          label="Select page"
          checked={props.pageCheck === 'all'}
          indeterminate={props.pageCheck === 'some'}
          onChange={props.onTogglePage}
          disabled={props.rows.length === 0}
        />
        <Select
          aria-label="Sort contacts by"
          size="xs"
          w={170}
          data={sortOptions}
          value={`${props.sortBy}:${props.sortDir}`}
          onChange={(v) => {
            if (!v) return;
            const [column, dir] = v.split(':');
            props.onSort(column as ContactSortColumn, dir === 'asc' ? 'asc' : 'desc');
          }}
          allowDeselect={false}
        />
      </Group>
      {props.loading ? (
        Array.from({ length: props.skeletonRows }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholder cards have no identity
          <Skeleton key={i} h={84} radius="md" />
        ))
      ) : props.rows.length === 0 ? (
        props.empty
      ) : (
        <ul className={classes.cardList} aria-label="Contacts">
          {props.rows.slice(0, shown).map((c) => (
            <ContactCard
              key={c.id}
              contact={c}
              selected={props.isSelected(c.id)}
              tabs={props.tabs}
              onToggleRow={toggleRow}
              onToggleFlag={toggleFlag}
            />
          ))}
        </ul>
      )}
    </Stack>
  );
}
