import { Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** What a list is for and the first action to take (UX.md "Lists"). */
export function EmptyState(props: {
  icon: ReactNode;
  title: string;
  text: string;
  action?: ReactNode;
}) {
  return (
    <Stack align="center" gap="xs" py="xl" px="md" ta="center" role="status">
      <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
        {props.icon}
      </ThemeIcon>
      <Title order={2} size="h4">
        {props.title}
      </Title>
      <Text c="dimmed" size="sm" maw={420}>
        {props.text}
      </Text>
      {props.action}
    </Stack>
  );
}
