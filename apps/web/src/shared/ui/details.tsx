import type { ReactNode } from 'react';

export interface DetailsRow {
  label: string;
  value: ReactNode;
  /** Class for the value cell, e.g. `amount`. */
  valueClassName?: string;
}

/** A label/value list (`<dl>`), the read-only summary used by the member and agent centres. */
export function Details({ rows }: { rows: readonly DetailsRow[] }) {
  return (
    <dl className="details">
      {rows.map((row) => (
        <div className="details__row" key={row.label}>
          <dt>{row.label}</dt>
          <dd className={row.valueClassName}>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
