import type { CSSProperties } from 'react';

/** A rank's label as members see it: its name on its own colours (the operator's choice, not a theme's). */
export function RankLabel({
  name,
  labelColor,
  textColor,
}: {
  name: string;
  labelColor: string;
  textColor: string;
}) {
  return (
    <span
      className="vip__label"
      style={{ '--vip-label-bg': labelColor, '--vip-label-fg': textColor } as CSSProperties}
    >
      {name}
    </span>
  );
}
