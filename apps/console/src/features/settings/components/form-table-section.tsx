import type { ReactNode } from 'react';
import { Section } from '../../../shared/ui/section.tsx';

interface FormTableSectionProps {
  title: string;
  description: string;
  /** The table's accessible name. */
  caption: string;
  /** The column headings, in order. */
  columns: readonly string[];
  /** The rows: one per setting, each its own inputs. */
  children: ReactNode;
}

/** A settings section holding one table of inputs: a row per field (registration, profile, shortcuts). */
export function FormTableSection({ title, description, caption, columns, children }: FormTableSectionProps) {
  return (
    <Section title={title} description={description}>
      <div className="table-wrap table-wrap--static">
        <table className="table table--form">
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>{children}</tbody>
        </table>
      </div>
    </Section>
  );
}
