/** Privilege tables: Titan vs Maverick (two columns) and the one-column Global/UAE tables. */
import type { PrivilegeRow, SinglePrivilegeRow } from '@lwl/schemas';

function Availability({ included }: { included: boolean }) {
  return (
    <span className={included ? 'privilege-yes' : 'privilege-no'}>
      <span aria-hidden="true">{included ? '✓' : '—'}</span>
      <span className="visually-hidden">{included ? 'Included' : 'Not included'}</span>
    </span>
  );
}

interface PrivilegeTableProps {
  caption: string;
  columns: readonly string[];
  /** Per row, whether each column includes the privilege. */
  rows: readonly { name: string; included: readonly boolean[] }[];
}

function PrivilegeTable({ caption, columns, rows }: PrivilegeTableProps) {
  return (
    <div className="privilege-table-wrap">
      <table className="privilege-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Privilege</th>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.name}>
              <th scope="row">{row.name}</th>
              {row.included.map((included, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: one cell per column, in column order
                <td key={index}>
                  <Availability included={included} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const TIER_COLUMNS = ['Titan', 'Maverick'] as const;

export function TierPrivilegeTable({ caption, rows }: { caption: string; rows: readonly PrivilegeRow[] }) {
  return (
    <PrivilegeTable
      caption={caption}
      columns={TIER_COLUMNS}
      rows={rows.map((row) => ({ name: row.name, included: [row.titan, row.maverick] }))}
    />
  );
}

export interface SinglePrivilegeTableProps {
  caption: string;
  column: string;
  rows: readonly SinglePrivilegeRow[];
}

export function SinglePrivilegeTable({ caption, column, rows }: SinglePrivilegeTableProps) {
  return (
    <PrivilegeTable
      caption={caption}
      columns={[column]}
      rows={rows.map((row) => ({ name: row.name, included: [row.available] }))}
    />
  );
}
