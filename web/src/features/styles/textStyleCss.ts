import type { TextStyle } from '@coachline/contract/styles';
import type { CSSProperties } from 'react';

/** How a headline or subheadline of 001 §3 Saved style reads on a page. */
export function textStyleCss(style: TextStyle): CSSProperties {
  return {
    fontFamily: `${style.font_family}, sans-serif`,
    fontWeight: style.font_weight,
    fontSize: style.font_size,
    color: style.font_color,
    lineHeight: 1.2,
    textShadow: style.shadow
      ? `${style.x}px ${style.y}px ${style.blur}px ${style.shadow_color}`
      : undefined,
  };
}
