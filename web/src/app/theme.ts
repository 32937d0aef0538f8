import { type CSSVariablesResolver, createTheme } from '@mantine/core';

// Mantine's defaults with a visible focus ring everywhere and a name on every close button
// (UX.md "Access"). Component defaults are plain objects so no component is imported here.
export const theme = createTheme({
  primaryColor: 'blue',
  focusRing: 'auto',
  defaultRadius: 'md',
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  components: {
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Close notification' } } },
  },
});

// Mantine dims secondary text with gray.6, 3.3:1 on white; gray.7 clears WCAG AA's 4.5:1
// (UX.md "Access"). The dark scheme keeps Mantine's own value.
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: {},
});
