import { ActionIcon, Box, Menu, Stack } from '@mantine/core';
import { type Icon, IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';

// Adding to a flow of cards (a journey's actions, a sequence's messages): the menu of the kinds
// to add, each with its picture, and the line between two cards whose "+" adds one there.

export type AddChoice<T extends string> = { value: T; label: string; icon: Icon };

/** The menu of kinds to add, opened by `target`. */
export function AddMenu<T extends string>(props: {
  heading: string;
  choices: readonly AddChoice<T>[];
  target: ReactNode;
  onPick: (value: T) => void;
}) {
  return (
    <Menu position="bottom" withinPortal shadow="md">
      <Menu.Target>{props.target}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{props.heading}</Menu.Label>
        {props.choices.map(({ value, label, icon: ChoiceIcon }) => (
          <Menu.Item
            key={value}
            leftSection={<ChoiceIcon size={16} aria-hidden />}
            onClick={() => props.onPick(value)}
          >
            {label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

/** The line between two cards, with the "+" (named `label`) that adds one in its place. */
export function FlowInserter<T extends string>(props: {
  label: string;
  heading: string;
  choices: readonly AddChoice<T>[];
  /** Null for those who may not add: the line alone. */
  onPick: ((value: T) => void) | null;
}) {
  return (
    <Stack gap={0} align="center" py={2} aria-hidden={props.onPick ? undefined : true}>
      <Box w={2} h={10} bg="gray.4" />
      {props.onPick ? (
        <AddMenu
          heading={props.heading}
          choices={props.choices}
          onPick={props.onPick}
          target={
            <ActionIcon variant="light" radius="xl" size="sm" aria-label={props.label}>
              <IconPlus size={14} aria-hidden />
            </ActionIcon>
          }
        />
      ) : null}
      <Box w={2} h={10} bg="gray.4" />
    </Stack>
  );
}
