/**
 * Development-only panel (never in production builds): the mock's outbox (OTPs), a link to its
 * mailbox page (every message it "sent", rendered, with clickable links), a way to force a documented
 * status on any endpoint (`PUT /__mock/scenarios`) or clear them all, seeded chaos (`PUT /__mock/chaos`),
 * and the drift the validating proxy (`MOCK_UPSTREAM`) recorded.
 */
import { endpoints } from '@lwl/schemas';
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { env } from '../lib/env.ts';
import { actorOptions } from '../lib/inspect.ts';
import { ChaosSection } from './chaos-section.tsx';
import { devPanelMachine } from './dev-panel-machine.ts';
import { DriftSection } from './drift-section.tsx';
import './dev-panel.css';

const OPERATIONS = Object.entries(endpoints).map(([operation, def]) => ({
  operation,
  statuses: [...new Set([...def.errors, 500])].sort((a, b) => a - b),
}));

/** The mock's mailbox page, on the API origin this build talks to. */
const MAILBOX_URL = `${env.apiOrigin}/__mock/mailbox`;

function DevPanelBody() {
  const [snapshot, send] = useMachine(devPanelMachine, actorOptions());
  const [operation, setOperation] = useState(OPERATIONS[0]?.operation ?? '');
  const statuses = OPERATIONS.find((entry) => entry.operation === operation)?.statuses ?? [];
  const [status, setStatus] = useState<number>(500);
  const { outbox, scenarios, error } = snapshot.context;
  const busy = !snapshot.matches('ready');
  return (
    <div className="dev-panel-body">
      {error ? <p className="dev-panel-error">{error}</p> : null}
      <section>
        <h2>Outbox</h2>
        <button type="button" onClick={() => send({ type: 'refresh' })} disabled={busy}>
          Refresh
        </button>{' '}
        <a href={MAILBOX_URL} target="_blank" rel="noreferrer" className="dev-panel-link">
          Mailbox
        </a>
        {outbox.length === 0 ? (
          <p>No messages.</p>
        ) : (
          <ul>
            {outbox.map((message) => (
              <li key={message.at + message.to + message.subject}>
                <strong>{message.otp ?? message.kind}</strong> → {message.to} <small>{message.subject}</small>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section>
        <h2>Scenarios</h2>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            send({ type: 'scenario.set', operation, status });
          }}
        >
          <label>
            Endpoint
            <select value={operation} onChange={(event) => setOperation(event.target.value)}>
              {OPERATIONS.map((entry) => (
                <option key={entry.operation}>{entry.operation}</option>
              ))}
            </select>
          </label>
          <label>
            Status
            <select value={status} onChange={(event) => setStatus(Number(event.target.value))}>
              {[200, ...statuses].map((code) => (
                <option key={code} value={code}>
                  {code === 200 ? '200 (normal)' : code}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" disabled={busy}>
            Force
          </button>
          <button type="button" onClick={() => send({ type: 'scenarios.clear' })} disabled={busy}>
            Clear all
          </button>
        </form>
        <ul>
          {Object.entries(scenarios).map(([key, code]) => (
            <li key={key}>
              {key} → {code}
            </li>
          ))}
        </ul>
      </section>
      <ChaosSection />
      <DriftSection />
    </div>
  );
}

export default function DevPanel() {
  const [open, setOpen] = useState(false);
  return (
    <aside className="dev-panel" aria-label="Development panel">
      <button type="button" className="dev-panel-toggle" aria-expanded={open} onClick={() => setOpen(!open)}>
        Dev
      </button>
      {open ? <DevPanelBody /> : null}
    </aside>
  );
}
