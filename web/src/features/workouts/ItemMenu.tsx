import { ActionIcon, Menu } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';

// The menu of a workout's block and of a plan's week: the same actions on either, told by
// `noun` ("block", "week"); Move up and Move down are the keyboard's way to sort them too.

/** `ids` with the one at `index` and its neighbour `by` away traded, for a sort. */
export function swapped(ids: number[], index: number, by: -1 | 1): number[] {
  const next = [...ids];
  [next[index], next[index + by]] = [next[index + by]!, next[index]!];
  return next;
}

export function ItemMenu(props: {
  noun: string;
  title: string;
  index: number;
  count: number;
  onEdit: () => void;
  onDuplicate: () => void;
  onSaveSmart: () => void;
  onMove: (by: -1 | 1) => void;
  onDelete: () => void;
}) {
  const { noun, index } = props;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" aria-label={`Actions for ${props.title}`}>
          <IconDots size={16} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={props.onEdit}>{`Edit ${noun}`}</Menu.Item>
        <Menu.Item onClick={props.onDuplicate}>Duplicate</Menu.Item>
        <Menu.Item onClick={props.onSaveSmart}>{`Save as smart ${noun}`}</Menu.Item>
        <Menu.Divider />
        <Menu.Item disabled={index === 0} onClick={() => props.onMove(-1)}>
          Move up
        </Menu.Item>
        <Menu.Item disabled={index === props.count - 1} onClick={() => props.onMove(1)}>
          Move down
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red.8" onClick={props.onDelete}>
          {`Delete ${noun}`}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
