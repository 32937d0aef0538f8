import type { TextStyle } from '@coachline/contract/styles';
import type { CSSProperties } from 'react';

// A saved headline or subheadline style (001 §3 Saved style) as CSS. The size is the style's on
// a wide screen and shrinks with the width down to about half on a phone, so a 50 px headline
// stays on a 375 px screen.

export function textStyleCss(style: TextStyle): CSSProperties {
  const min = Math.max(14, Math.round(style.font_size * 0.55));
  return {
    fontFamily: `${style.font_family}, var(--mantine-font-family)`,
    fontWeight: style.font_weight,
    fontSize: `clamp(${Math.min(min, style.font_size)}px, ${style.font_size / 10}vw, ${style.font_size}px)`,
    lineHeight: 1.2,
    color: style.font_color,
    textShadow: style.shadow
      ? `${style.x}px ${style.y}px ${style.blur}px ${style.shadow_color}`
      : undefined,
    overflowWrap: 'anywhere',
  };
}
