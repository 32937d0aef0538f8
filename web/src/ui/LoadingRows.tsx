import { type MantineRadius, type MantineSpacing, Skeleton, Stack } from '@mantine/core';

/** Placeholder rows while a list loads, announced as busy. */
export function LoadingRows(props: {
  rows?: number;
  h: number;
  radius?: MantineRadius;
  label?: string;
  p?: MantineSpacing;
}) {
  return (
    <Stack gap="xs" p={props.p} role="status" aria-busy="true" aria-label={props.label}>
      {Array.from({ length: props.rows ?? 3 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
        <Skeleton key={i} h={props.h} radius={props.radius} />
      ))}
    </Stack>
  );
}
