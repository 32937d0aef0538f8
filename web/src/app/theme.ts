import {
  type CSSVariablesResolver,
  createTheme,
  type MantineTheme,
  type MantineThemeColors,
} from '@mantine/core';

const selectDefaults = { defaultProps: { comboboxProps: { keepMounted: false } } } as const;

// Mantine's defaults with a visible focus ring everywhere and a name on every close button
// (UX.md "Access"). Component defaults are plain objects so no component is imported here.
export const theme = createTheme({
  primaryColor: 'blue',
  // Mantine fills with shade 6, 3.6:1 against white text and as text on white; shade 8 is 5:1
  // (WCAG AA asks 4.5:1). The same shade is where every colour's variants start (below).
  primaryShade: { light: 8, dark: 8 },
  focusRing: 'auto',
  defaultRadius: 'md',
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  components: {
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    Notification: {
      defaultProps: { closeButtonProps: { 'aria-label': 'Close notification' } },
      // Under a title Mantine writes the message in gray.6, 3.3:1 on white.
      styles: { description: { color: 'var(--mantine-color-dimmed)' } },
    },
    // The placeholder Mantine puts first in a menu to hold focus is a focusable element that is
    // not a menu item, which a menu may not contain; focus goes to the first item instead.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
    // A modal's or drawer's title bar is a <header>, which the page already has: a second
    // banner landmark. It is a plain box inside the dialog.
    ModalHeader: { defaultProps: { component: 'div' } },
    DrawerHeader: { defaultProps: { component: 'div' } },
    // A closed select's list is not built: Mantine keeps it mounted and positioned otherwise, which
    // cost a list's first render more than its rows (every page has a rows-per-page select).
    Select: selectDefaults,
    MultiSelect: selectDefaults,
    TagsInput: selectDefaults,
    Autocomplete: selectDefaults,
    // The options of an open list are reached with the arrow keys from its input (the active
    // descendant), never by Tab; as focusable-by-script items of the listbox they also tell a
    // checker that its scrolling region is not out of the keyboard's reach.
    ComboboxOption: { defaultProps: { tabIndex: -1 } },
  },
});

// WCAG AA for text smaller than 18.66 px bold or 24 px.
const minContrast = 4.5;
const white = '#ffffff';

const channels = (hex: string): [number, number, number] =>
  [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)) as [number, number, number];

const toHex = (rgb: number[]): string =>
  `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((value) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two #rrggbb colours. */
export function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** `hex` at `opacity` over `surface`, as the eye sees it. */
const over = (hex: string, opacity: number, surface: string): string => {
  const below = channels(surface);
  return toHex(channels(hex).map((c, i) => (below[i] ?? 255) * (1 - opacity) + c * opacity));
};

/**
 * The first of the colour's shades from `from` on that reaches AA against every one of
 * `backgrounds`; past the darkest, that one darkened step by step (green, yellow and orange
 * never get there by themselves).
 */
function readableShade(shades: readonly string[], from: number, backgrounds: string[]): string {
  const readable = (color: string) =>
    backgrounds.every((background) => contrast(color, background) >= minContrast);
  const found = shades.slice(from).find(readable);
  if (found) return found;
  let darker = shades[shades.length - 1] ?? '#000000';
  while (!readable(darker)) darker = toHex(channels(darker).map((c) => c * 0.92));
  return darker;
}

/**
 * Light-scheme variables that make every palette colour readable: white text on a filled
 * button or badge, the colour as text or outline on white, and as text on its own light tint
 * (light badges, the active sidebar link, avatars) all reach WCAG AA's 4.5:1. Mantine uses one
 * shade for all of them, which only some colours can carry.
 */
export function readableColorVariables(
  colors: MantineThemeColors,
  primaryShade: number,
): Record<string, string> {
  // A light badge also sits on a hovered or selected row, no lighter than gray.3.
  const surfaces = [white, colors.gray[3]];
  const variables: Record<string, string> = {};
  for (const [name, shades] of Object.entries(colors)) {
    if (name === 'dark') continue;
    const filled = readableShade(shades, primaryShade, [white]);
    // The hover tint is the darker of the two Mantine lays the light variant on.
    const base = shades[primaryShade] ?? filled;
    const tints = surfaces.map((surface) => over(base, 0.12, surface));
    variables[`--mantine-color-${name}-filled`] = filled;
    variables[`--mantine-color-${name}-filled-hover`] = toHex(channels(filled).map((c) => c * 0.9));
    variables[`--mantine-color-${name}-outline`] = filled;
    variables[`--mantine-color-${name}-light-color`] = readableShade(shades, primaryShade, tints);
  }
  return variables;
}

const lightPrimaryShade = (t: MantineTheme): number =>
  typeof t.primaryShade === 'number' ? t.primaryShade : t.primaryShade.light;

// Mantine dims secondary text with gray.6, 3.3:1 on white, and writes errors in red.6, 3.3:1;
// gray.7 and the readable red clear AA (UX.md "Access"). The dark scheme keeps Mantine's own.
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: {
    ...readableColorVariables(t.colors, lightPrimaryShade(t)),
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-filled)',
  },
  dark: {},
});
