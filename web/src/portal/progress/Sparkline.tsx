// A metric's values over time as a small line: no charting library, so the portal stays light.
// The numbers beside it say the same for a screen reader.

export function Sparkline(props: {
  points: { at: string; value: number }[];
  label: string;
  width?: number;
  height?: number;
}) {
  const { points, width = 120, height = 36 } = props;
  if (points.length < 2) return null;
  const values = points.map((p) => p.value);
  const min = Math.min(...values);
  const span = Math.max(...values) - min || 1;
  const step = width / (points.length - 1);
  const line = values
    .map(
      (v, i) =>
        `${(i * step).toFixed(1)},${(height - 3 - ((v - min) / span) * (height - 6)).toFixed(1)}`,
    )
    .join(' ');
  return (
    <svg
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-label={props.label}
    >
      <polyline
        points={line}
        fill="none"
        stroke="var(--portal-color, #1864ab)"
        strokeWidth={2}
        strokeLinejoin="round"
        strokeLinecap="round"
      />
    </svg>
  );
}
