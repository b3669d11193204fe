import type { ReactNode } from 'react';
import { Button } from '@platform/ui/button.tsx';

interface EditableRowsProps<Row> {
  rows: readonly Row[];
  onChange: (rows: Row[]) => void;
  /** One row's inputs. */
  children: (row: Row, index: number) => ReactNode;
  /** The row the add button appends. */
  newRow: () => Row;
  addLabel: string;
  removeLabel: string;
  /** The class of each row's box. */
  rowClassName: string;
  canRemove?: boolean;
  canAdd?: boolean;
}

/** A list a form edits row by row: each row's inputs with its remove button, then the add button. */
export function EditableRows<Row>({
  rows,
  onChange,
  children,
  newRow,
  addLabel,
  removeLabel,
  rowClassName,
  canRemove = true,
  canAdd = true,
}: EditableRowsProps<Row>) {
  return (
    <>
      {rows.map((row, index) => (
        <div key={index} className={rowClassName}>
          {children(row, index)}
          <Button
            variant="ghost"
            size="sm"
            disabled={!canRemove}
            onClick={() => onChange(rows.filter((_, n) => n !== index))}
          >
            {removeLabel}
          </Button>
        </div>
      ))}
      <Button variant="secondary" size="sm" disabled={!canAdd} onClick={() => onChange([...rows, newRow()])}>
        {addLabel}
      </Button>
    </>
  );
}
