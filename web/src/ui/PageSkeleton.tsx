import { Skeleton, Stack, VisuallyHidden } from '@mantine/core';

/** Grey blocks in the shape of a page (title, cards, a panel) while its data comes in. */
export function PageSkeleton(props: { label?: string }) {
  return (
    <Stack gap="md" role="status" aria-live="polite">
      <VisuallyHidden>{props.label ?? 'Loading…'}</VisuallyHidden>
      <Skeleton h={28} w="40%" aria-hidden />
      <Skeleton h={88} aria-hidden />
      <Skeleton h={240} aria-hidden />
    </Stack>
  );
}
