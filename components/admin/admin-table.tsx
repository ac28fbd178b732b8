import type { ReactNode } from 'react';
import { ScrollArea } from './admin-card';

export interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Amounts and counts: right-aligned, in figures of equal width. */
  numeric?: boolean;
  className?: string;
}

/**
 * A back-office table: named and scrollable sideways on a phone (ScrollArea), one header row, a row
 * per item, and a plain sentence instead of an empty table.
 */
export function AdminTable<Row>({
  label,
  rows,
  rowKey,
  columns,
  empty,
  testId,
}: {
  label: string;
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  columns: ReadonlyArray<Column<Row>>;
  empty: string;
  testId?: string;
}) {
  if (rows.length === 0) return <p>{empty}</p>;
  const align = (c: Column<Row>) => [c.numeric ? 'text-right tabular-nums' : '', c.className ?? ''].join(' ').trim() || undefined;
  return (
    <ScrollArea label={label}>
      <table className="w-full text-left text-sm [&_td]:p-2 [&_td]:align-top [&_th]:p-2 [&_tr]:border-b [&_tr]:border-line" data-testid={testId}>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.header} scope="col" className={c.numeric ? 'text-right' : undefined}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((c) => (
                <td key={c.header} className={align(c)}>
                  {c.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollArea>
  );
}
