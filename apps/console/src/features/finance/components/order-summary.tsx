import type { ReactNode } from 'react';

export interface SummaryRow {
  label: string;
  value: ReactNode;
}

/** The order a decision is about, as label and value pairs (the confirm dialogs' body). */
export function OrderSummary({ rows }: { rows: readonly SummaryRow[] }) {
  return (
    <dl className="details">
      {rows.map((row) => (
        <div key={row.label} className="details__row">
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
