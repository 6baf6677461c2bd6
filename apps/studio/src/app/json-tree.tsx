/**
 * A JSON value to read, not to parse: objects and lists fold open and shut (native <details>, so
 * keyboard and screen readers work as everywhere), the first levels open, long lists summarised.
 */

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function Leaf({ value }: { value: unknown }) {
  if (value === null || value === undefined) return <span className="json-null">{String(value)}</span>;
  if (typeof value === 'string') return <span className="json-string">“{value}”</span>;
  if (typeof value === 'number' || typeof value === 'boolean')
    return <span className="json-literal">{String(value)}</span>;
  if (typeof value === 'function') return <span className="json-null">(function)</span>;
  return <span>{String(value)}</span>;
}

function summary(value: unknown[] | Record<string, unknown>): string {
  if (Array.isArray(value)) return value.length === 1 ? '1 item' : `${value.length} items`;
  const keys = Object.keys(value);
  return keys.length === 0 ? 'empty' : keys.length <= 4 ? keys.join(', ') : `${keys.length} fields`;
}

function Node({ name, value, depth, open }: { name: string; value: unknown; depth: number; open: number }) {
  if (!Array.isArray(value) && !isRecord(value)) {
    return (
      <li>
        <span className="json-key">{name}</span>: <Leaf value={value} />
      </li>
    );
  }
  const entries: Array<[string, unknown]> = Array.isArray(value)
    ? value.map((item, i) => [String(i), item])
    : Object.entries(value);
  return (
    <li>
      <details open={depth < open}>
        <summary>
          <span className="json-key">{name}</span> <span className="json-summary">{summary(value)}</span>
        </summary>
        {entries.length > 0 ? (
          <ul>
            {entries.map(([key, item]) => (
              <Node key={key} name={key} value={item} depth={depth + 1} open={open} />
            ))}
          </ul>
        ) : null}
      </details>
    </li>
  );
}

export function JsonTree({ value, open = 2 }: { value: unknown; open?: number }) {
  if (!Array.isArray(value) && !isRecord(value)) {
    return (
      <div className="json-tree">
        <Leaf value={value} />
      </div>
    );
  }
  const entries: Array<[string, unknown]> = Array.isArray(value)
    ? value.map((item, i) => [String(i), item])
    : Object.entries(value);
  return (
    <div className="json-tree">
      <ul>
        {entries.length === 0 ? <li className="json-null">(empty)</li> : null}
        {entries.map(([key, item]) => (
          <Node key={key} name={key} value={item} depth={1} open={open} />
        ))}
      </ul>
    </div>
  );
}
