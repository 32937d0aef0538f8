import { ActionIcon, Button, Group, Menu } from '@mantine/core';
import { IconDots, IconPencil } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** One entry of a card's actions menu; `false` or null where it is not offered. */
export type CardMenuItem =
  | { label: string; onClick: () => void; danger?: boolean }
  | { label: string; href: string }
  | false
  | null;

/**
 * The foot of a list card: its main action (an Edit button…) on the left, or nothing, and the
 * "More actions for …" menu of the items offered on the right.
 */
export function CardActions(props: { title: string; main: ReactNode; items: CardMenuItem[] }) {
  return (
    <Group justify="space-between" mt={4}>
      {props.main ?? <span />}
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" aria-label={`More actions for ${props.title}`}>
            <IconDots size={16} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {props.items.map((item) =>
            !item ? null : 'href' in item ? (
              <Menu.Item
                key={item.label}
                component="a"
                href={item.href}
                target="_blank"
                rel="noopener"
              >
                {item.label}
              </Menu.Item>
            ) : (
              <Menu.Item
                key={item.label}
                color={item.danger ? 'red.8' : undefined}
                onClick={item.onClick}
              >
                {item.label}
              </Menu.Item>
            ),
          )}
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}

/** A card's main action: a button that follows `to` or runs `onClick`. */
export function CardButton(
  props: { label: string; icon: ReactNode; ariaLabel: string } & (
    | { to: string }
    | { onClick: () => void }
  ),
) {
  const link = 'to' in props ? props.to : null;
  return (
    <Button
      variant="light"
      size="compact-sm"
      leftSection={props.icon}
      aria-label={props.ariaLabel}
      {...('onClick' in props ? { onClick: props.onClick } : {})}
      {...(link === null ? {} : { renderRoot: (root) => <Link to={link} {...root} /> })}
    >
      {props.label}
    </Button>
  );
}

/** The card's Edit button, to the editor's route or opening the editor in place. */
export function CardEditButton(
  props: { title: string } & ({ to: string } | { onClick: () => void }),
) {
  const { title, ...action } = props;
  return (
    <CardButton
      label="Edit"
      icon={<IconPencil size={14} aria-hidden />}
      ariaLabel={`Edit ${title}`}
      {...action}
    />
  );
}
