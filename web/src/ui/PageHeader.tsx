import { Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A page's title, what the page is for, and its main action on the right. */
export function PageHeader(props: { title: string; description: string; action?: ReactNode }) {
  return (
    <Group justify="space-between" align="flex-start">
      <div>
        <Title order={1} size="h2">
          {props.title}
        </Title>
        <Text size="sm" c="dimmed">
          {props.description}
        </Text>
      </div>
      {props.action}
    </Group>
  );
}
