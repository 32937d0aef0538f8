import { Group, Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The sticky bar under a long editor (UX.md): whether its changes are saved, and its actions.
 * On a phone the status gives way to the actions.
 */
export function SaveBar(props: { dirty: boolean; children: ReactNode }) {
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      pos="sticky"
      bottom={0}
      shadow="sm"
      style={{ zIndex: 2 }}
      aria-label="Save bar"
      component="section"
    >
      <Group justify="space-between" gap="xs">
        <Text size="sm" c="dimmed" role="status" visibleFrom="sm">
          {props.dirty ? 'Unsaved changes' : 'All changes saved'}
        </Text>
        <Group gap="xs" justify="flex-end">
          {props.children}
        </Group>
      </Group>
    </Paper>
  );
}
