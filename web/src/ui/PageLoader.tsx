import { Center, Loader, VisuallyHidden } from '@mantine/core';

/** A loader while a page or the session loads; fullPage covers the viewport. */
export function PageLoader(props: { fullPage?: boolean; label?: string }) {
  return (
    <Center h={props.fullPage ? '100vh' : 240} role="status" aria-live="polite">
      <Loader size="md" />
      <VisuallyHidden>{props.label ?? 'Loading…'}</VisuallyHidden>
    </Center>
  );
}
