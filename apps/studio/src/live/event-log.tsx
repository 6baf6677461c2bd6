/** Every event the app's actors took, newest first: when, which actor, from whom, what it carried, where it led. */
import { useState } from 'react';
import { useCodeNames } from '../app/code-names.ts';
import { JsonTree } from '../app/json-tree.tsx';
import { valueText } from './actor-tree.tsx';
import { liveEventWords, liveStateWords } from './live-words.ts';
import type { LiveActor, LogEntry } from './protocol.ts';

/** The rows drawn at once (the page keeps more; the newest are what a reviewer reads). */
const SHOWN = 200;

const time = (at: number) =>
  `${new Date(at).toLocaleTimeString('en-GB', { hour12: false })}.${String(at % 1000).padStart(3, '0')}`;

export function EventLog({
  log,
  actors,
  selected,
}: {
  log: readonly LogEntry[];
  actors: readonly LiveActor[];
  selected: string | undefined;
}) {
  const [onlySelected, setOnlySelected] = useState(false);
  const codeNames = useCodeNames();
  const nameOf = (sessionId: string | undefined) => {
    if (!sessionId) return '';
    const actor = actors.find((a) => a.sessionId === sessionId);
    return actor?.machineId ?? actor?.id ?? 'an actor the studio does not know';
  };
  const rows = log
    .filter((entry) => !onlySelected || entry.sessionId === selected)
    .slice(-SHOWN)
    .reverse();
  return (
    <section aria-labelledby="log-title" className="event-log">
      <div className="row">
        <h2 id="log-title">Event log</h2>
        <label className="hint">
          <input type="checkbox" checked={onlySelected} onChange={(e) => setOnlySelected(e.target.checked)} />{' '}
          Only the selected actor
        </label>
        <span className="hint">
          {log.length} events{log.length > SHOWN ? `, the last ${SHOWN} shown` : ''}
        </span>
      </div>
      {rows.length === 0 ? (
        <p className="hint">No event yet: use the app.</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th scope="col">Time</th>
              <th scope="col">Actor</th>
              <th scope="col">Event</th>
              <th scope="col">From</th>
              <th scope="col">Payload</th>
              <th scope="col">State after</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((entry) => (
              <tr key={entry.seq} className={entry.sessionId === selected ? 'is-selected' : undefined}>
                <td className="time">{time(entry.at)}</td>
                <td>{entry.machineId ?? nameOf(entry.sessionId)}</td>
                <td>
                  {codeNames ? <code>{entry.event}</code> : liveEventWords(entry.machineId, entry.event)}
                </td>
                <td>{nameOf(entry.sourceId) || '—'}</td>
                <td>
                  {entry.payload === undefined ? (
                    '—'
                  ) : (
                    <details>
                      <summary>fields</summary>
                      <JsonTree value={entry.payload} open={1} />
                    </details>
                  )}
                </td>
                <td>
                  {codeNames ? (
                    <code>{valueText(entry.value)}</code>
                  ) : (
                    (liveStateWords(entry.machineId, entry.value) ?? <code>{valueText(entry.value)}</code>)
                  )}
                  {entry.status !== 'active' ? <span className="badge">{entry.status}</span> : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
