import { Anchor, Paper, Skeleton, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** One of today's numbers on Home: a label, the figure, a line under it and where it leads. */
export function StatCard(props: {
  label: string;
  value: ReactNode;
  hint?: ReactNode;
  /** Still loading: a skeleton stands where the figure will be. */
  loading?: boolean;
  to?: string;
  linkLabel?: string;
}) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={props.label}>
      <Stack gap={4}>
        <Text size="sm" c="dimmed" fw={600}>
          {props.label}
        </Text>
        {props.loading ? (
          <Skeleton h={34} w={80} aria-hidden />
        ) : (
          <Text fz={28} fw={700} lh={1.2}>
            {props.value}
          </Text>
        )}
        {props.hint && !props.loading ? (
          <Text size="xs" c="dimmed" component="div">
            {props.hint}
          </Text>
        ) : null}
        {props.to ? (
          <Anchor component={Link} to={props.to} size="sm">
            {props.linkLabel ?? 'Open'}
          </Anchor>
        ) : null}
      </Stack>
    </Paper>
  );
}
