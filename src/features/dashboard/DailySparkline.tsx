export interface DailySparklineProps {
  values: readonly number[];
  /** The text alternative: what the chart shows, in words and numbers. */
  label: string;
  /** Height in pixels; the chart takes its container's width. */
  height?: number;
}

const WIDTH = 100;

/**
 * A card's daily series as a small area chart: inline SVG stretched to the card's width, the line in the theme's
 * primary colour, 0 at the bottom and the period's highest day at the top (a flat line at the bottom when every day
 * is 0). It is one image for assistive technology, named by `label`, which says its numbers in words.
 */
export function DailySparkline({ values, label, height = 40 }: DailySparklineProps) {
  const peak = Math.max(0, ...values);
  const step = values.length > 1 ? WIDTH / (values.length - 1) : 0;
  // The stroke's half width stays inside the box at the top and bottom.
  const y = (value: number) => height - 1 - (peak > 0 ? (value / peak) * (height - 2) : 0);
  const points = values.map((value, index) => `${(index * step).toFixed(2)},${y(value).toFixed(2)}`);
  const line = `M${points.join('L')}`;
  const area = `${line}L${WIDTH},${height}L0,${height}Z`;

  return (
    <svg
      role="img"
      aria-label={label}
      width="100%"
      height={height}
      viewBox={`0 0 ${WIDTH} ${height}`}
      preserveAspectRatio="none"
      focusable="false"
      style={{ display: 'block', overflow: 'visible' }}
    >
      <path d={area} fill="var(--mantine-primary-color-light)" stroke="none" />
      <path
        d={line}
        fill="none"
        stroke="var(--mantine-primary-color-filled)"
        strokeWidth={1.5}
        strokeLinejoin="round"
        vectorEffect="non-scaling-stroke"
      />
    </svg>
  );
}
