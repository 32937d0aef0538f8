import { describe, expect, it } from 'vitest';
import { countText, plural } from './labels';

describe('counts as shown', () => {
  it('shows an exact count whole', () => {
    expect(countText(52_345)).toBe('52,345');
    expect(plural(1, 'contact')).toBe('1 contact');
  });

  it('shows an estimate rounded to two figures, as about that', () => {
    expect(countText(52_345, true)).toBe('about 52,000');
    expect(countText(10_001, true)).toBe('about 10,000');
    expect(countText(1_049_999, true)).toBe('about 1,000,000');
  });
});
