import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, theme } from './theme';

/** WCAG 2 contrast ratio of a #rrggbb colour on white. */
function contrastOnWhite(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const c = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return 1.05 / (luminance + 0.05);
}

describe('theme (UX.md "Access")', () => {
  it('dims text with a colour that meets WCAG AA (4.5:1) on white', () => {
    const merged = mergeMantineTheme(DEFAULT_THEME, theme);
    const dimmed = cssVariablesResolver(merged).light['--mantine-color-dimmed'];
    const [, color, shade] = /^var\(--mantine-color-(\w+)-(\d)\)$/.exec(dimmed ?? '') ?? [];
    const hex = merged.colors[color ?? '']?.[Number(shade)];
    expect(hex).toMatch(/^#[0-9a-f]{6}$/i);
    expect(contrastOnWhite(hex ?? '')).toBeGreaterThanOrEqual(4.5);
    // Mantine's own choice, gray.6, falls short: this is what the theme fixes.
    expect(contrastOnWhite(merged.colors.gray[6])).toBeLessThan(4.5);
  });
});
