import { Box, Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import classes from './ShellSkeleton.module.css';

/**
 * The frame of the shell with grey blocks where the sidebar, header and page will be: shown
 * while the session of a newly switched location (or a first load) comes in, so the app keeps
 * its shape instead of blanking to a spinner.
 */
export function ShellSkeleton(props: { label?: string }) {
  return (
    <div className={classes.frame} role="status" aria-live="polite">
      <VisuallyHidden>{props.label ?? 'Loading your account…'}</VisuallyHidden>
      <div className={classes.header} aria-hidden>
        <Skeleton h={20} w={120} />
        <Skeleton h={34} w={34} circle />
      </div>
      <div className={classes.sidebar} aria-hidden>
        <Stack gap="sm">
          <Skeleton h={36} />
          {[0, 1, 2, 3, 4].map((i) => (
            <Skeleton key={i} h={28} />
          ))}
        </Stack>
      </div>
      <Box className={classes.main} aria-hidden>
        <Skeleton h={28} w="40%" mb="lg" />
        <div className={classes.cards}>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} h={88} />
          ))}
        </div>
        <Skeleton h={240} mt="lg" />
      </Box>
    </div>
  );
}
