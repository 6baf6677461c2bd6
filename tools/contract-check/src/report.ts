import type { CheckRow } from './check.ts';

const pad = (text: string, width: number) => text + ' '.repeat(Math.max(0, width - text.length));

/** The report as a text table: endpoint, status, result, and per drift the path with expected vs received. */
export function formatReport(rows: readonly CheckRow[]): string {
  const lines = rows.flatMap((row) => {
    const status = row.status === null ? '-' : String(row.status);
    const details =
      row.drifts.length > 0
        ? row.drifts.map((d) => `${d.path}: expected ${d.expected}, received ${d.received}`)
        : [row.note ?? ''];
    return details.map((detail, i) =>
      i === 0 ? [row.operation, status, row.verdict, detail] : ['', '', '', detail],
    );
  });
  const header = ['endpoint', 'status', 'result', 'detail'];
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] ?? '').length)));
  const format = (cells: string[]) =>
    cells
      .map((cell, i) => (i === cells.length - 1 ? cell : pad(cell, widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  const count = (verdict: CheckRow['verdict']) => rows.filter((r) => r.verdict === verdict).length;
  return [
    format(header),
    format(widths.map((w) => '-'.repeat(w))),
    ...lines.map(format),
    '',
    `${count('ok')} ok, ${count('drift')} drift, ${count('unreachable')} unreachable, ${count('skipped')} skipped`,
  ].join('\n');
}

/** 0 when every call was ok or skipped, 1 on drift, 2 when the backend could not be reached. */
export function exitCodeOf(rows: readonly CheckRow[]): number {
  if (rows.some((r) => r.verdict === 'drift')) return 1;
  if (rows.some((r) => r.verdict === 'unreachable')) return 2;
  return 0;
}
