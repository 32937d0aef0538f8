import { useMediaQuery } from '@mantine/hooks';

/**
 * Whether the screen is a phone's (at most 48em, Mantine's `sm`). Read in the first render, not
 * after it: a phone would otherwise build the desktop layout once before its own.
 */
export function usePhone(): boolean {
  return useMediaQuery('(max-width: 48em)', undefined, { getInitialValueInEffect: false }) ?? false;
}
