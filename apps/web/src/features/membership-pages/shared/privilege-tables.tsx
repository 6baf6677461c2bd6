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

export function TierPrivilegeTable({ caption, rows }: { caption: string; rows: readonly PrivilegeRow[] }) {
  return (
    <div className="privilege-table-wrap">
      <table className="privilege-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Privilege</th>
            <th scope="col">Titan</th>
            <th scope="col">Maverick</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.name}>
              <th scope="row">{row.name}</th>
              <td>
                <Availability included={row.titan} />
              </td>
              <td>
                <Availability included={row.maverick} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export interface SinglePrivilegeTableProps {
  caption: string;
  column: string;
  rows: readonly SinglePrivilegeRow[];
}

export function SinglePrivilegeTable({ caption, column, rows }: SinglePrivilegeTableProps) {
  return (
    <div className="privilege-table-wrap">
      <table className="privilege-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Privilege</th>
            <th scope="col">{column}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.name}>
              <th scope="row">{row.name}</th>
              <td>
                <Availability included={row.available} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
