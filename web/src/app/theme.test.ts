import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrast, cssVariablesResolver, theme } from './theme';

const merged = mergeMantineTheme(DEFAULT_THEME, theme);
const light: Record<string, string> = cssVariablesResolver(merged).light;

/** A variable's value, following `var(--mantine-color-<name>-<shade>)` into the palette. */
function resolved(name: string): string {
  const value = light[name] ?? '';
  const [, color, shade] = /^var\(--mantine-color-(\w+)-(\d)\)$/.exec(value) ?? [];
  if (color) return merged.colors[color]?.[Number(shade)] ?? '';
  const [, filled] = /^var\((--mantine-color-\w+-filled)\)$/.exec(value) ?? [];
  return filled ? resolved(filled) : value;
}

/** `hex` at `opacity` over `surface`, as Mantine's light variants lay it. */
function tint(hex: string, opacity: number, surface: string): string {
  const rgb = (h: string) => [1, 3, 5].map((at) => Number.parseInt(h.slice(at, at + 2), 16));
  const below = rgb(surface);
  const mixed = rgb(hex).map((c, i) => Math.round((below[i] ?? 255) * (1 - opacity) + c * opacity));
  return `#${mixed.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

describe('theme (UX.md "Access")', () => {
  it('measures contrast as WCAG 2 does', () => {
    expect(contrast('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrast('#228be6', '#ffffff')).toBeCloseTo(3.56, 2);
    expect(contrast('#ffffff', '#228be6')).toBeCloseTo(3.56, 2);
  });

  it('fills with a primary blue that meets WCAG AA (4.5:1) against white, where Mantine’s does not', () => {
    expect(merged.primaryShade).toEqual({ light: 8, dark: 8 });
    expect(resolved('--mantine-color-blue-filled')).toBe(merged.colors.blue[8]);
    expect(contrast(merged.colors.blue[8], '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(DEFAULT_THEME.colors.blue[6], '#ffffff')).toBeLessThan(4.5);
  });

  it('makes every colour readable filled, as text or outline on white, and on its own tint', () => {
    for (const name of Object.keys(merged.colors).filter((n) => n !== 'dark')) {
      const filled = resolved(`--mantine-color-${name}-filled`);
      const outline = resolved(`--mantine-color-${name}-outline`);
      const lightColor = resolved(`--mantine-color-${name}-light-color`);
      const base = merged.colors[name]![8];
      expect(contrast(filled, '#ffffff'), `${name} filled`).toBeGreaterThanOrEqual(4.5);
      expect(contrast(outline, '#ffffff'), `${name} outline`).toBeGreaterThanOrEqual(4.5);
      // On a white card, and on a hovered or selected row.
      for (const surface of ['#ffffff', merged.colors.gray[3]])
        for (const opacity of [0.1, 0.12]) {
          const background = tint(base, opacity, surface);
          expect(contrast(lightColor, background), `${name} light`).toBeGreaterThanOrEqual(4.5);
        }
    }
    // Green's darkest shade is still too light for white text: it is darkened further.
    expect(contrast(merged.colors.green[9], '#ffffff')).toBeLessThan(4.5);
  });

  it('dims text and writes errors in colours that meet WCAG AA on white', () => {
    for (const name of ['--mantine-color-dimmed', '--mantine-color-error']) {
      expect(resolved(name), name).toMatch(/^#[0-9a-f]{6}$/i);
      expect(contrast(resolved(name), '#ffffff'), name).toBeGreaterThanOrEqual(4.5);
    }
    // Mantine's own choices, gray.6 and red.6, fall short: this is what the theme fixes.
    expect(contrast(merged.colors.gray[6], '#ffffff')).toBeLessThan(4.5);
    expect(contrast(merged.colors.red[6], '#ffffff')).toBeLessThan(4.5);
  });
});
