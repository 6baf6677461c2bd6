import type { AnyMachineSnapshot } from 'xstate';
import type { AcceptedEvent, GuardSwitches, PathStep } from '../simulation/simulate.ts';

export interface SimulationPanelProps {
  snapshot: AnyMachineSnapshot;
  accepted: AcceptedEvent[];
  onEvent: (event: AcceptedEvent) => void;
  payload: string;
  onPayload: (text: string) => void;
  guards: string[];
  switches: GuardSwitches;
  onSwitch: (guard: string, value: boolean | undefined) => void;
  contextText: string;
  onContextText: (text: string) => void;
  onApplyContext: () => void;
  path: PathStep[];
  onBack: () => void;
  onRestart: () => void;
  /** The machine's input (JSON), given at Restart. */
  inputText: string;
  onInputText: (text: string) => void;
  onCopyLink: () => void;
  copied: boolean;
  error: string | null;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** `done: requestOtp` for `xstate.done.actor.requestOtp`, `after redirect` for a delay, else the type. */
function stepLabel(step: PathStep): string {
  if (!('event' in step)) return 'context edited';
  const type = step.event.type;
  const actor = /^xstate\.(done|error)\.actor\.(.+)$/.exec(type);
  if (actor) return `${actor[1]}: ${actor[2]}`;
  const delay = /^xstate\.after\.([^.]+)\./.exec(type);
  return delay ? `after ${delay[1]}` : type;
}

export function SimulationPanel(props: SimulationPanelProps) {
  const { snapshot, accepted, guards, switches } = props;
  return (
    <div className="panel">
      <section aria-labelledby="events-title">
        <h2 id="events-title">Events</h2>
        <p className="status">
          Status: <strong>{snapshot.status}</strong>
        </p>
        {snapshot.status === 'error' ? (
          <p role="alert" className="error">
            The machine stopped with an error: {errorText(snapshot.error)}. It may need an input: fill “Input”
            below and Restart.
          </p>
        ) : null}
        {accepted.length === 0 ? <p>No event is accepted here.</p> : null}
        <div className="event-buttons">
          {accepted.map((event) => (
            <button
              key={event.type}
              type="button"
              className={`event event-${event.kind}`}
              onClick={() => props.onEvent(event)}
            >
              {event.label}
            </button>
          ))}
        </div>
        <label className="field">
          Event payload (JSON, sent with the next event; the output of “done”, the error of “error”)
          <textarea rows={2} value={props.payload} onChange={(e) => props.onPayload(e.target.value)} />
        </label>
        {props.error ? (
          <p role="alert" className="error">
            {props.error}
          </p>
        ) : null}
      </section>
      <section aria-labelledby="path-title">
        <h2 id="path-title">Path</h2>
        <div className="row">
          <button type="button" onClick={props.onBack} disabled={props.path.length === 0}>
            Back
          </button>
          <button type="button" onClick={props.onRestart}>
            Restart
          </button>
          <button type="button" onClick={props.onCopyLink}>
            Copy link to this path
          </button>
          <span aria-live="polite">{props.copied ? 'Link copied' : ''}</span>
        </div>
        {props.path.length === 0 ? (
          <p>At the initial state.</p>
        ) : (
          <ol className="path" aria-label="Events taken">
            {props.path.map((step, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a path is a list where a step may repeat
              <li key={i}>{stepLabel(step)}</li>
            ))}
          </ol>
        )}
      </section>
      {guards.length > 0 ? (
        <section aria-labelledby="guards-title">
          <h2 id="guards-title">Guards</h2>
          <p className="hint">Each guard decides as the machine does, or is forced to pass or fail.</p>
          <ul className="guards">
            {guards.map((guard) => {
              const value = switches[guard];
              return (
                <li key={guard}>
                  <label>
                    <code>{guard}</code>
                    <select
                      value={value === undefined ? 'machine' : value ? 'pass' : 'fail'}
                      onChange={(e) =>
                        props.onSwitch(
                          guard,
                          e.target.value === 'machine' ? undefined : e.target.value === 'pass',
                        )
                      }
                    >
                      <option value="machine">as the machine decides</option>
                      <option value="pass">passes</option>
                      <option value="fail">fails</option>
                    </select>
                  </label>
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="context-title">
        <h2 id="context-title">Context</h2>
        <label className="field">
          Input (JSON, given to the machine at Restart)
          <textarea
            rows={2}
            spellCheck={false}
            value={props.inputText}
            onChange={(e) => props.onInputText(e.target.value)}
          />
        </label>
        <label className="field">
          Context (JSON)
          <textarea
            rows={8}
            spellCheck={false}
            value={props.contextText}
            onChange={(e) => props.onContextText(e.target.value)}
          />
        </label>
        <button type="button" onClick={props.onApplyContext}>
          Apply context
        </button>
      </section>
    </div>
  );
}
