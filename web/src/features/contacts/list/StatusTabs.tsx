import { tabGroups } from '@coachline/contract/auth';
import type { ContactTab } from '@coachline/contract/contacts';
import { Badge, Box, Group, ScrollArea, Skeleton, Text, UnstyledButton } from '@mantine/core';
import { type KeyboardEvent, useRef } from 'react';
import classes from '../contacts.module.css';
import { countText, groupLabels } from '../labels';

type TabItem = {
  value: string;
  title: string;
  count: number | undefined;
  estimated: boolean;
};

/**
 * The status tabs (001 §2), grouped leads, trials, clients, staff and lost, each with its live
 * count under the current filters, marked "about" when the server estimated them. Arrow keys
 * move between tabs (WAI-ARIA tabs pattern).
 */
export function StatusTabs(props: {
  tabs: readonly ContactTab[] | undefined;
  counts: Record<string, number> | undefined;
  /** The counts are estimates (contactListResponse.estimated). */
  estimated: boolean;
  value: string;
  onChange: (value: string) => void;
  controls: string;
}) {
  const listRef = useRef<HTMLDivElement>(null);
  const countOf = (value: string, fallback?: number) => props.counts?.[value] ?? fallback;
  // The tabs' own counts, shown before the list answers, are always exact.
  const estimated = (value: string) => props.estimated && props.counts?.[value] !== undefined;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const keys = ['ArrowRight', 'ArrowLeft', 'Home', 'End'];
    if (!keys.includes(event.key)) return;
    const tabs = Array.from(
      listRef.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]') ?? [],
    );
    const current = tabs.indexOf(document.activeElement as HTMLButtonElement);
    if (current === -1) return;
    event.preventDefault();
    let next = current;
    if (event.key === 'ArrowRight') next = (current + 1) % tabs.length;
    if (event.key === 'ArrowLeft') next = (current - 1 + tabs.length) % tabs.length;
    if (event.key === 'Home') next = 0;
    if (event.key === 'End') next = tabs.length - 1;
    tabs[next]?.focus();
    tabs[next]?.click();
  };

  const tab = (item: TabItem, describedBy?: string) => {
    const selected = props.value === item.value;
    return (
      <UnstyledButton
        key={item.value || 'all'}
        role="tab"
        id={`contact-tab-${item.value || 'all'}`}
        aria-selected={selected}
        aria-controls={props.controls}
        aria-describedby={describedBy}
        tabIndex={selected ? 0 : -1}
        className={classes.statusTab}
        data-active={selected || undefined}
        onClick={() => props.onChange(item.value)}
      >
        <Text span size="sm" fw={selected ? 700 : 500}>
          {item.title}
        </Text>
        <Badge
          size="sm"
          variant={selected ? 'filled' : 'light'}
          color={selected ? 'blue' : 'gray'}
          ml={6}
          aria-label={
            item.count === undefined
              ? 'count loading'
              : `${countText(item.count, item.estimated)} contacts${item.estimated ? ', estimated' : ''}`
          }
        >
          {item.count === undefined ? '…' : countText(item.count, item.estimated)}
        </Badge>
      </UnstyledButton>
    );
  };

  if (!props.tabs) {
    return (
      <Group gap="sm" role="status" aria-busy="true" aria-label="Loading status tabs">
        {[1, 2, 3, 4, 5].map((n) => (
          <Skeleton key={n} h={32} w={110} radius="md" />
        ))}
      </Group>
    );
  }

  return (
    <ScrollArea type="auto" offsetScrollbars scrollbarSize={6}>
      <Box
        ref={listRef}
        role="tablist"
        aria-label="Contact status"
        className={classes.tabList}
        onKeyDown={onKeyDown}
      >
        {tab({ value: '', title: 'All', count: countOf('all'), estimated: estimated('all') })}
        {tabGroups.map((group) => {
          const items = props.tabs?.filter((t) => t.group === group) ?? [];
          if (items.length === 0) return null;
          const labelId = `contact-tab-group-${group}`;
          // A group whose one tab bears its name needs no caption above it.
          const redundant =
            items.length === 1 &&
            items[0]?.title.toLowerCase() === groupLabels[group].toLowerCase();
          return (
            <Box key={group} className={classes.tabGroup} role="presentation">
              {redundant ? null : (
                <Text
                  id={labelId}
                  size="xs"
                  c="dimmed"
                  tt="uppercase"
                  fw={700}
                  className={classes.tabGroupLabel}
                >
                  {groupLabels[group]}
                </Text>
              )}
              {items.map((t) =>
                tab(
                  {
                    value: t.value,
                    title: t.title,
                    count: countOf(t.value, t.count),
                    estimated: estimated(t.value),
                  },
                  redundant ? undefined : labelId,
                ),
              )}
            </Box>
          );
        })}
      </Box>
    </ScrollArea>
  );
}
